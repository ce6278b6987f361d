import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** A fieldset without the browser's frame: the shared field box (and its invalid bar) does the framing. */
export const fieldset = style({
  margin: 0,
  borderWidth: 0,
  padding: 0,
});

export const legend = style({
  // The legend is not a flex item of the fieldset, so the field's gap does not reach it.
  padding: 0,
  marginBlockEnd: vars.space.xs,
});

export const parts = style({
  display: 'flex',
  // At 320 px with 200 % text the year goes to a second line rather than out of the screen.
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const partLabel = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const input = style({
  fontVariantNumeric: 'tabular-nums',
});

// As wide as what goes in (GOV.UK's date input): two digits and room for the caret, four for the year.
const boxWidth = (characters: number) => `calc(${characters}ch + 2 * ${vars.space.sm} + 2 * ${vars.borderWidth.thick})`;

export const dayInput = style({ width: boxWidth(3) });

export const yearInput = style({ width: boxWidth(5) });
