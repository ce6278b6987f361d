import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const crisisList = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  marginBlockStart: vars.space.md,
});

export const crisisName = style({ fontWeight: vars.font.weight.bold });

export const muted = style({ color: vars.color.text.muted });

export const address = style({ fontStyle: 'normal' });

const mapShape = {
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
} as const;

export const mapPlaceholder = style({
  ...mapShape,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surface.subtle,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border.default}`,
});

export const mapFrame = style({
  ...mapShape,
  display: 'block',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
});
