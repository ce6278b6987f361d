import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const header = style({
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  paddingBlock: vars.space.sm,
});

export const headerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const product = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
});

/** The admins' links (the inbox, the access log): in a row, as the header's other parts. */
export const places = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const main = style({
  paddingBlock: vars.space.xl,
});

/** The idle warning stays in view however far the screen is scrolled. */
export const idleWarning = style({
  position: 'sticky',
  insetBlockStart: vars.space.sm,
  zIndex: 1,
});
