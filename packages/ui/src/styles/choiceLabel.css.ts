import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

/**
 * The label a checkbox or a radio sits in: the whole row is pressable, at least the touch-target
 * height, dimmed when disabled. Each component composes it and sets how the control lines up
 * with its text (`alignItems`, `lineHeight`).
 */
export const choiceLabel = style({
  display: 'flex',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
