import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css.ts';
import { focusRing } from '../../../styles/focus.css.ts';
import { media } from '../../../tokens/breakpoints.ts';

/** The field's box: label, hint, error, control, stacked; an invalid field gets a red bar at its start (GOV.UK). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.text.default,
  // An error summary link scrolls the field to the top: keep it clear of the sticky header.
  scrollMarginBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
  selectors: {
    '&[data-invalid]': {
      borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border.critical}`,
      paddingInlineStart: vars.space.md,
    },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-invalid]': { borderInlineStartColor: 'CanvasText' } },
    },
  },
});

export const label = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'default',
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.text.critical,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});

export const description = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.body,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  color: vars.color.text.critical,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.body,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});

export const errorIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

/** The box a visitor types or chooses in: inputs (the date's three boxes too), the text area, the select button. */
export const control = style([
  focusRing,
  {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xs,
    borderWidth: vars.borderWidth.thick,
    borderStyle: 'solid',
    borderColor: vars.color.border.field,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.border.strong },
      '&[data-invalid]': { borderColor: vars.color.border.critical },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': {
      [media.forcedColors]: {
        borderColor: 'FieldText',
        selectors: {
          '&[data-invalid]': { borderColor: 'FieldText', borderStyle: 'double' },
          '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
        },
      },
    },
  },
]);
