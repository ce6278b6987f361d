import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const tabList = style({
  display: 'flex',
  // One row's height before the tabs are there: rendered in the browser (a client-side navigation),
  // the tabs appear a frame after their list (our React Aria patch, patches/README.md), and the page
  // below would jump. A tab is at least a touch target high; content-box puts the padding on top.
  // When the tabs wrap (200 % text) the page still moves by one row for that frame.
  boxSizing: 'content-box',
  minBlockSize: vars.size.touchTarget,
  // Tabs that do not fit (large text, a narrow window) wrap onto a next row instead of squeezing
  // their labels or hiding past a scroll edge: every tab stays in view. The padding keeps focus rings unclipped.
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  paddingBlockStart: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.thin}) 0 ${vars.color.border.default}`,
  '@media': {
    [media.forcedColors]: { borderBlockEnd: `${vars.borderWidth.thin} solid CanvasText`, boxShadow: 'none' },
  },
});

export const tab = style([
  focusRing,
  {
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.md,
    paddingBlock: vars.space.xs,
    borderBlockEnd: `${vars.borderWidth.thick} solid transparent`,
    borderStartStartRadius: vars.radius.sm,
    borderStartEndRadius: vars.radius.sm,
    color: vars.color.text.muted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.regular,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'color, background-color, border-color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.default, backgroundColor: vars.color.surface.brandSubtle },
      // Selected is shown by a thick underline and bold text, not by colour alone.
      '&[data-selected]': {
        color: vars.color.text.link,
        fontWeight: vars.font.weight.bold,
        borderBlockEndColor: vars.color.surface.primary,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': {
      [media.reducedMotion]: { transition: 'none' },
      // Forced colours would make the selected tab differ by hue and weight only: it is filled with
      // the system's Highlight (kept, not overridden) and underlined in CanvasText, the others not.
      [media.forcedColors]: {
        color: 'ButtonText',
        borderBlockEndColor: 'Canvas',
        selectors: {
          '&[data-selected]': {
            forcedColorAdjust: 'none',
            backgroundColor: 'Highlight',
            color: 'HighlightText',
            borderBlockEndColor: 'CanvasText',
          },
          '&[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  },
]);

export const tabPanel = style([focusRing, { paddingBlockStart: vars.space.lg, borderRadius: vars.radius.sm }]);
