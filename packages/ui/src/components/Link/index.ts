export { Link, LinkButton, type LinkProps, type LinkButtonProps } from './Link.tsx';
export { isExternalHref } from './isExternalHref.ts';
