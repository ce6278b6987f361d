export { CallToAction, type CallToActionProps, type CallToActionLink } from './CallToAction.tsx';
