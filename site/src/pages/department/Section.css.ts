import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const text = style({ maxWidth: vars.size.readableText });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const label = style({ fontWeight: vars.font.weight.bold });

export const callToAction = style({ marginBlockStart: vars.space.xxl });

export const highlight = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const bulletList = style({
  maxWidth: vars.size.readableText,
  paddingInlineStart: vars.space.lg,
  listStyleType: 'disc',
  display: 'grid',
  gap: vars.space.sm,
});
