import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';
import { focusRingValues } from '../../styles/focus.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  minWidth: 0,
});

export const desktopFixed = style({
  '@media': { [media.tablet]: { width: vars.size.searchField } },
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const description = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.text.muted,
  pointerEvents: 'none',
  '@media': { [media.forcedColors]: { color: 'FieldText' } },
});

export const input = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  // Room for the search icon at the start and the clear button at the end.
  paddingInlineStart: `calc(${vars.space.sm} + ${vars.size.icon} + ${vars.space.xs})`,
  paddingInlineEnd: vars.size.touchTarget,
  paddingBlock: vars.space.xs,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border.field,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    // The browser's own clear cross would double ours.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    // A text field shows focus however it got it: the visitor needs to see where typing goes.
    '&[data-focused]': { ...focusRingValues, borderColor: vars.color.border.strong },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'FieldText',
      selectors: { '&[data-focused]': { ...focusRingValues, outlineColor: 'Highlight' } },
    },
  },
});

export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text.muted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default },
    '&[data-pressed]': { color: vars.color.text.link },
    // Nothing to clear: no button.
    [`${field}[data-empty] &`]: { display: 'none' },
  },
  '@media': { [media.forcedColors]: { color: 'ButtonText' } },
});

export const clearIcon = style({ width: vars.size.icon, height: vars.size.icon });
