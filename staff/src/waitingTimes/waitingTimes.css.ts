import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

/** A sentence of reading length, not the page's width. */
export const intro = style({
  maxInlineSize: '70ch',
});

/** Twelve months of eight figures: scrolls sideways on a narrow window rather than squeezing. */
export const scroller = style({
  overflowX: 'auto',
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** Words whole (a header wraps between words, never inside one); the scroller takes the overflow. */
export const table = style({
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'normal',
  wordBreak: 'normal',
});

export const groupHeading = style({
  fontSize: vars.font.size.lg,
  marginBlock: `0 ${vars.space.sm}`,
});

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  textAlign: 'end',
  verticalAlign: 'top',
});

/** A figure on one line. */
export const value = style([cell, { whiteSpace: 'nowrap' }]);

export const rowHeader = style([cell, { textAlign: 'start', fontWeight: vars.font.weight.regular }]);
