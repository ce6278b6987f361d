import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'quiet', 'critical'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['medium', 'small', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonStyleProps = {
  /** primary: the one main action of a view; secondary: other actions; quiet: low-emphasis; critical: destructive. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the width of its container (mobile forms). */
  isFullWidth?: boolean;
};

/** Class names shared by Button and LinkButton, so a link can look like a button. */
export function buttonClassName({ variant = 'primary', size = 'medium', isFullWidth }: ButtonStyleProps, extra?: string) {
  return [styles.base, styles.variant[variant], styles.size[size], isFullWidth && styles.fullWidth, extra]
    .filter(Boolean)
    .join(' ');
}
