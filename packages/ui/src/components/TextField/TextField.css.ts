import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const input = style({
  '::placeholder': { color: vars.color.text.muted, opacity: 1 },
});
