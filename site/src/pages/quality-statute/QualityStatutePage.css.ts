import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

/** Name and value side by side, each pair on its own row. */
export const identifiers = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
});

globalStyle(`${identifiers} > dt`, { fontWeight: vars.font.weight.bold });

globalStyle(`${identifiers} > dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });
