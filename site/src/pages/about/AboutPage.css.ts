import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const section = style({ marginBlockStart: vars.space.xxl });

export const sectionHeading = style({
  fontSize: vars.font.size.xl,
  marginBlockEnd: vars.space.lg,
});

export const text = style({ maxInlineSize: vars.size.readableText });
