import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const input = style({
  display: 'inline-flex',
  // On a 320 px screen with 200 % text "dd-mm-jjjj" is wider than the form: the year goes to a
  // second line rather than pushing the page wider than the screen.
  flexWrap: 'wrap',
  maxWidth: '100%',
  alignItems: 'center',
  width: 'auto',
  alignSelf: 'flex-start',
  cursor: 'text',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // The group gets the ring while a segment has keyboard focus; the focused segment is highlighted too.
    '&[data-focus-within]': { borderColor: vars.color.border.strong },
  },
});

export const segment = style({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-focused]': { backgroundColor: vars.color.surface.primary, color: vars.color.text.inverse },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' } },
    },
  },
});
