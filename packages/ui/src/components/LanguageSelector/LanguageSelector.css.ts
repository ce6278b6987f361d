import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRing } from '../../styles/focus.css.ts';

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
    background: 'none',
    color: vars.color.text.default,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.raised },
      '&[data-current]': { backgroundColor: vars.color.surface.primary, color: vars.color.text.inverse },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: {
          '&[data-current]': {
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
