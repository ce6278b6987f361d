import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const textArea = style({
  resize: 'vertical',
  lineHeight: vars.font.lineHeight.body,
});
