import { style } from '@vanilla-extract/css';
import { media, vars } from '@ankerlicht/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg } },
});

export const line = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const name = style({ fontWeight: vars.font.weight.bold });

export const availability = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
