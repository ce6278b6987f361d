import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { buttonClassName, type ButtonStyleProps } from './buttonStyle.ts';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style'> &
  ButtonStyleProps & {
    className?: string;
    /**
     * Looks disabled and says so to assistive technology (aria-disabled), but stays focusable
     * and still fires onPress, so pressing it can explain what is missing (GOV.UK practice).
     */
    isSoftDisabled?: boolean;
  };

/** An action in the page. For navigation use Link or LinkButton. */
export function Button({ variant, size, isFullWidth, className, isSoftDisabled, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-disabled={isSoftDisabled || undefined}
      className={buttonClassName({ variant, size, isFullWidth }, className)}
    />
  );
}
