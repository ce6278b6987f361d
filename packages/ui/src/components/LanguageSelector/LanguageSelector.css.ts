import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const form = style({ display: 'inline-flex', margin: 0 });

export const group = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.subtle,
});

export const option = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.xs,
    border: `${vars.borderWidth.thick} solid transparent`,
    borderRadius: vars.radius.pill,
    margin: 0,
    background: 'none',
    color: vars.color.text.default,
    fontFamily: 'inherit',
    fontSize: vars.font.size.xs,
    lineHeight: 'inherit',
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.raised },
      '&[aria-pressed="true"]': { backgroundColor: vars.color.surface.primary, color: vars.color.text.inverse },
    },
    '@media': {
      [media.forcedColors]: {
        selectors: {
          '&[aria-pressed="true"]': {
            borderColor: 'Highlight',
            forcedColorAdjust: 'none',
            backgroundColor: 'Highlight',
            color: 'HighlightText',
          },
        },
      },
    },
  },
]);
