import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const page = style({ paddingBlock: vars.space.xl });

export const heading = style({
  fontSize: vars.font.size.display,
  marginBlockEnd: vars.space.md,
  // Focus lands here programmatically after navigation; it is not an interactive control.
  outline: 'none',
});

export const intro = style({
  maxWidth: vars.size.readableText,
  fontSize: vars.font.size.lg,
  color: vars.color.text.muted,
  marginBlockEnd: vars.space.xl,
});
