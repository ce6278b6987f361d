import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';
import { focusRing } from '../../styles/focus.css.ts';

export const footer = style({
  marginBlockStart: vars.space.xxxl,
  paddingBlock: vars.space.xxl,
  backgroundColor: vars.color.surface.primaryPressed,
  color: vars.color.text.inverse,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const navColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridColumn: 'span 2', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const logo = style({
  height: '4rem',
  width: 'auto',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  padding: vars.space.xs,
});

export const heading = style({ fontSize: vars.font.size.md, marginBlockEnd: vars.space.sm });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    color: vars.color.text.inverse,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
    '@media': { [media.forcedColors]: { color: 'LinkText' } },
  },
]);

// A light box on the dark footer: default ink and link colours keep their page contrast.
export const urgentHelp = style({
  marginBlockEnd: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  '@media': { [media.forcedColors]: { border: `${vars.borderWidth.thin} solid CanvasText` } },
});

export const bottom = style({
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.surface.primaryHover}`,
  fontSize: vars.font.size.xs,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const identifiers = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
});

export const identifier = style({ display: 'flex', gap: vars.space.xxs });

globalStyle(`${identifier} > dt::after`, { content: '":"' });

globalStyle(`${identifier} > dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
