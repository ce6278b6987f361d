import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';
import { touchTargetButton } from '../../styles/touchTargetButton.css.ts';

// One grid for everything: row 1 holds the pictures, row 2 the controls on small screens (from 768 px
// they lie over the pictures' bottom edge and row 2 stays empty), row 3 the captions. Slides share the
// rows through subgrid, so the tallest caption sets the height and the page never jumps when a slide
// changes.
export const carousel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto auto auto',
});

export const slides = style({
  gridRow: '1 / span 3',
  gridColumn: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'subgrid',
});

export const slide = style({
  gridRow: '1 / span 3',
  gridColumn: 1,
  display: 'grid',
  gridTemplateRows: 'subgrid',
  opacity: 0,
  visibility: 'hidden',
  selectors: {
    '&[data-current]': { opacity: 1, visibility: 'visible' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transitionProperty: 'opacity, visibility',
      transitionDuration: vars.motion.normal,
      transitionTimingFunction: vars.motion.easing,
    },
  },
});

export const slideMedia = style({
  gridRow: 1,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.subtle,
  '@media': {
    [media.tablet]: { aspectRatio: '16 / 9' },
  },
});

globalStyle(`${slideMedia} > img, ${slideMedia} > svg, ${slideMedia} > picture, ${slideMedia} > picture > img`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const caption = style({
  gridRow: 3,
  paddingBlockStart: vars.space.xs,
  paddingInline: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const controls = style({
  gridRow: 2,
  gridColumn: 1,
  zIndex: 1,
  justifySelf: 'center',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  marginBlockStart: vars.space.xs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.raised,
  '@media': {
    [media.tablet]: { gridRow: 1, alignSelf: 'end', marginBlock: vars.space.sm, marginInline: vars.space.xs },
    [media.forcedColors]: { border: `${vars.borderWidth.thin} solid CanvasText` },
  },
});

const roundButton = style([
  touchTargetButton,
  {
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    selectors: {
      '&[data-pressed]': { backgroundColor: vars.color.border.subtle },
    },
    '@media': {
      [media.forcedColors]: {
        color: 'ButtonText',
        selectors: { '&[data-hovered], &[data-pressed]': { outline: `${vars.borderWidth.thin} solid ButtonText` } },
      },
    },
  },
]);

export const controlButton = roundButton;

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

/**
 * The previous and next chevrons point along the reading direction: mirrored right to left. An
 * attribute selector, not `:dir(rtl)`: the build's CSS minifier rewrites `:dir()` into `:lang()`s.
 */
export const directionalIcon = style([icon, { selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } }]);

export const dots = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center' });

export const dotButton = style([roundButton]);

export const dot = style({
  display: 'block',
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.field}`,
  backgroundColor: 'transparent',
  selectors: {
    [`${dotButton}[aria-current="true"] &`]: {
      borderColor: vars.color.surface.primary,
      backgroundColor: vars.color.surface.primary,
    },
  },
  '@media': {
    [media.forcedColors]: {
      forcedColorAdjust: 'none',
      borderColor: 'ButtonText',
      selectors: {
        [`${dotButton}[aria-current="true"] &`]: { borderColor: 'Highlight', backgroundColor: 'Highlight' },
      },
    },
  },
});
