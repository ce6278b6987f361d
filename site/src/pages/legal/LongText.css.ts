import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const text = style({ maxWidth: vars.size.readableText });

export const updated = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const contents = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.subtle,
});

export const contentsHeading = style({ fontSize: vars.font.size.lg, marginBlockEnd: vars.space.sm });

export const contentsList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const sectionHeading = style({ fontSize: vars.font.size.xl, marginBlockEnd: vars.space.sm });

export const subsectionHeading = style({ fontSize: vars.font.size.lg, marginBlockEnd: vars.space.sm });

export const bullets = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
