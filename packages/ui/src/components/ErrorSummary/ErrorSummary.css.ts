import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRing, focusedOnAppear } from '../../styles/focus.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const summary = style([
  focusRing,
  focusedOnAppear,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderWidth: vars.borderWidth.thick,
    borderStyle: 'solid',
    borderColor: vars.color.border.critical,
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    // Clear of the sticky header when scrolled to.
    scrollMarginBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
    '@media': {
      [media.forcedColors]: { borderColor: 'CanvasText' },
    },
  },
]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ lineHeight: vars.font.lineHeight.body });

export const list = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const link = style([
  focusRing,
  {
    display: 'inline-block',
    paddingBlock: vars.space.xxs,
    color: vars.color.text.critical,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.body,
    textDecorationLine: 'underline',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { textDecorationThickness: vars.borderWidth.thick },
    },
    '@media': { [media.forcedColors]: { color: 'LinkText' } },
  },
]);
