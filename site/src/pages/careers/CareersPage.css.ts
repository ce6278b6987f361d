import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const facts = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBlockStart: vars.space.md,
});

export const factLabel = style({ fontWeight: vars.font.weight.bold });

export const bullets = style({
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const muted = style({ color: vars.color.text.muted });
