import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRing, focusRingValues } from '../../styles/focus.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const summary = style([
  focusRing,
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
    selectors: {
      // Focused by script on appearance: show where focus went, whatever the input modality.
      '&:focus': focusRingValues,
    },
    '@media': {
      [media.forcedColors]: {
        borderColor: 'CanvasText',
        selectors: { '&:focus': { outlineColor: 'Highlight' } },
      },
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
