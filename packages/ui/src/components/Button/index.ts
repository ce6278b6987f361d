export { Button, type ButtonProps } from './Button.tsx';
export { buttonVariants, buttonSizes, buttonClassName, type ButtonVariant, type ButtonSize } from './buttonStyle.ts';
