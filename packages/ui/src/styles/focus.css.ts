import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';
import { media } from '../tokens/breakpoints.ts';

/** The one focus ring: a thick outline React Aria shows on keyboard focus (`data-focus-visible`). */
export const focusRingValues = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/**
 * For an element that script focuses when it appears (an error summary, a failure notice): the
 * ring shows on any focus, not only keyboard focus, since a mouse click moved focus there too.
 */
export const focusedOnAppear = style({
  selectors: { '&:focus': focusRingValues },
  '@media': { [media.forcedColors]: { selectors: { '&:focus': { outlineColor: 'Highlight' } } } },
});

export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingValues,
    '&:focus-visible': focusRingValues,
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&[data-focus-visible], &:focus-visible': { outline: '3px solid Highlight' },
      },
    },
  },
});
