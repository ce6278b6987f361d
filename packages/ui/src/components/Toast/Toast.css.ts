import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';
import { messageIcon } from '../../styles/messageIcon.css.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { headerHeightProperty } from '../SiteHeader/headerHeightProperty.ts';

/**
 * Top of the screen, just under the sticky header, full width on a phone; bottom end corner,
 * toast-wide, from 768 px. Not at the bottom on a phone: the on-screen keyboard and the field being
 * filled in (the browser scrolls a focused field up to the bottom edge) are there, and a
 * full-width toast covered it.
 */
export const region = style([
  focusRing,
  {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    // The header's measured height (taller with large text; useHeaderHeight), the design height before.
    insetBlockStart: `calc(var(${headerHeightProperty}, ${vars.size.headerHeight}) + ${vars.space.xs})`,
    insetInline: vars.space.md,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    '@media': {
      [media.tablet]: {
        insetBlockStart: 'auto',
        insetBlockEnd: vars.space.lg,
        insetInlineStart: 'auto',
        insetInlineEnd: vars.space.lg,
        width: vars.size.toast,
      },
    },
  },
]);

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.md})` },
  to: { opacity: 1, transform: 'none' },
});

export const toast = style([
  focusRing,
  {
    // Its content and close button ask about its width (a container query, below).
    containerType: 'inline-size',
    display: 'flex',
    // Never wraps while the text sits beside the icon (its basis is 0); see `stacked`.
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    paddingInlineEnd: vars.space.xs,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderInlineStartWidth: vars.space.xxs,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    boxShadow: vars.shadow.overlay,
    // Vertical scrolling stays the browser's; horizontal moves are the swipe.
    touchAction: 'pan-y',
    animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}`,
    transitionProperty: 'transform, opacity',
    transitionDuration: vars.motion.normal,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-swiping]': { transitionDuration: '0s', cursor: 'grabbing' },
      '&[data-exiting]': { opacity: 0 },
    },
    '@media': {
      [media.reducedMotion]: { animation: 'none', transition: 'none' },
      [media.forcedColors]: { borderColor: 'CanvasText' },
    },
  },
]);

export const tone = styleVariants({
  info: { borderColor: vars.color.text.info },
  success: { borderColor: vars.color.text.success },
  critical: { borderColor: vars.color.border.critical },
  progress: { borderColor: vars.color.border.field },
});

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const icon = style([
  messageIcon,
  {
    selectors: {
      [`${tone.info} &`]: { color: vars.color.text.info },
      [`${tone.success} &`]: { color: vars.color.text.success },
      [`${tone.critical} &`]: { color: vars.color.text.critical },
      [`${tone.progress} &`]: { color: vars.color.text.muted },
    },
  },
]);

export const spinning = style({
  animation: `${spin} 1s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/**
 * Narrower than 18rem (a phone with 150 or 200 % text; rem, so enlarged text needs more room): the
 * icon and the close button share the first line and the text takes the full width below them,
 * instead of a column a few letters wide that breaks words apart.
 */
const stacked = '(max-width: 18rem)';

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  '@container': { [stacked]: { order: 1, flexBasis: '100%' } },
});

export const title = style({
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});

export const closeButton = style([
  focusRing,
  {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    marginBlock: `calc(-1 * ${vars.space.xs})`,
    '@container': { [stacked]: { marginInlineStart: 'auto' } },
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'none',
    color: vars.color.text.default,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.subtle },
      '&[data-pressed]': { backgroundColor: vars.color.surface.brandSubtle },
    },
    '@media': { [media.forcedColors]: { color: 'ButtonText' } },
  },
]);

export const closeIcon = style({ width: vars.size.icon, height: vars.size.icon });
