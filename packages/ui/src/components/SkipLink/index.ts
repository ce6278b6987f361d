export { SkipLink } from './SkipLink.tsx';
