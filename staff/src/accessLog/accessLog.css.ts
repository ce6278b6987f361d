import { style } from '@vanilla-extract/css';
import { focusedOnAppear, vars } from '@ankerlicht/ui';

/** A sentence of reading length, not the page's width. */
export const intro = style({
  maxInlineSize: '70ch',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Wide enough for a whole id, should someone paste one. */
export const reference = style({
  inlineSize: '22rem',
  maxInlineSize: '100%',
});

export const hint = style({
  maxInlineSize: '70ch',
  fontSize: vars.font.size.sm,
});

/** A line of the log is no link (its registration is): no pointer, and the focus ring on keyboard focus. */
export const row = style({
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

/** Where "Meer tonen" was: focused once no older lines are left, so focus is not lost with the button. */
export const noMore = style([focusedOnAppear, { margin: 0 }]);
