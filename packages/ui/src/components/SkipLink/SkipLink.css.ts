import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: vars.space.xs,
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.primary,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.bold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus, &:focus-visible': { transform: 'translateY(0)' } },
});
