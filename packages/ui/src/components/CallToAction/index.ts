export {
  CallToAction,
  callToActionDepartments,
  type CallToActionProps,
  type CallToActionDepartment,
  type CallToActionLink,
} from './CallToAction.tsx';
