import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { touchTargetButton } from '../../styles/touchTargetButton.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg },
  },
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const thumbnail = style([
  focusRing,
  {
    position: 'relative',
    display: 'block',
    width: '100%',
    aspectRatio: '4 / 3',
    padding: 0,
    overflow: 'hidden',
    border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.subtle,
    cursor: 'zoom-in',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.border.field },
    },
    '@media': {
      [media.forcedColors]: {
        borderColor: 'ButtonText',
        selectors: { '&[data-hovered], &[data-pressed]': { borderColor: 'Highlight' } },
      },
    },
  },
]);

export const thumbnailImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: {
    [`${thumbnail}[data-hovered] &`]: { opacity: 0.92 },
  },
});

export const zoomBadge = style({
  position: 'absolute',
  insetBlockEnd: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.shadow.raised,
  selectors: {
    [`${thumbnail}[data-hovered] &, ${thumbnail}[data-focus-visible] &`]: {
      backgroundColor: vars.color.surface.primary,
      color: vars.color.text.inverse,
    },
  },
  '@media': {
    [media.forcedColors]: { border: `${vars.borderWidth.thin} solid ButtonText` },
  },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });

export const thumbnailCaption = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface.overlay,
  '@media': {
    [media.tablet]: { padding: vars.space.xl },
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` } },
    },
  },
});

export const modal = style({
  display: 'flex',
  width: '100%',
  maxWidth: vars.size.container,
  maxHeight: '100%',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.overlay,
  overflow: 'hidden',
  '@media': {
    [media.forcedColors]: { border: `${vars.borderWidth.thick} solid CanvasText` },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 0,
  padding: vars.space.md,
  outline: 'none',
  overflowY: 'auto',
});

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

export const stage = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' });

export const enlarged = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minHeight: 0, margin: 0 });

export const enlargedImage = style({
  minHeight: 0,
  width: '100%',
  height: 'auto',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.subtle,
});

export const enlargedCaption = style({ fontSize: vars.font.size.sm, color: vars.color.text.default });

const controlBase = style([
  touchTargetButton,
  {
    gap: vars.space.xs,
    border: `${vars.borderWidth.thin} solid ${vars.color.border.field}`,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surface.raised,
    fontWeight: vars.font.weight.bold,
    selectors: {
      '&[data-pressed]': { backgroundColor: vars.color.border.subtle },
    },
    '@media': {
      [media.forcedColors]: {
        borderColor: 'ButtonText',
        selectors: { '&[data-hovered], &[data-pressed]': { borderColor: 'Highlight' } },
      },
    },
  },
]);

export const iconButton = style([controlBase, { padding: 0 }]);

export const pager = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const pagerButton = style([controlBase, { paddingInline: vars.space.md, fontSize: vars.font.size.sm }]);
