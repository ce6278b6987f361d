import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { touchTargetButton } from '../../styles/touchTargetButton.css.ts';
import { media } from '../../tokens/breakpoints.ts';

// The drawer sits at the inline-start edge and sweeps in from it: from the left, or from the right
// in a right-to-left document (transforms are physical, so the mirror needs its own keyframes).
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.surface.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal}` } },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: vars.size.drawer,
  overflowY: 'auto',
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    // `[dir]`, not `:dir()`: the build's CSS minifier rewrites `:dir()` into a list of `:lang()`s.
    '[dir="rtl"] &[data-entering]': { animationName: slideInRtl },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { '&[data-entering], [dir="rtl"] &[data-entering]': { animation: 'none' } },
    },
    [media.forcedColors]: { borderInlineEnd: '1px solid CanvasText' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  outline: 'none',
});

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ fontSize: vars.font.size.lg });

export const iconButton = style([
  touchTargetButton,
  {
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    border: `${vars.borderWidth.thin} solid ${vars.color.border.field}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.raised,
    fontWeight: vars.font.weight.bold,
  },
]);

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

export const links = style({ margin: 0, padding: 0, listStyle: 'none' });

export const link = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.xs,
    color: vars.color.text.default,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.brandSubtle },
      '&[aria-current="page"]': { color: vars.color.text.link, fontWeight: vars.font.weight.bold, textDecoration: 'underline' },
    },
  },
]);

export const topLevelLink = style([
  link,
  { fontWeight: vars.font.weight.bold, borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.default}` },
]);
