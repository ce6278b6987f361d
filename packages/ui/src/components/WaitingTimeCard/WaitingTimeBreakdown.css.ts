import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const breakdown = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const parts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

// lg: the two parts side by side from tablet width, as the figures of a waiting-time page.
export const partsSize = styleVariants({
  md: {},
  lg: { gap: vars.space.md, '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
});

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border.default}`,
});

export const label = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });

export const value = style({ margin: 0, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const valueSize = styleVariants({
  md: {},
  lg: { fontSize: vars.font.size.lg },
});

export const asOf = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.text.muted });
