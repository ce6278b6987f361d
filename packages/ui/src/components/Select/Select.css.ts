import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { field } from '../private/Field/Field.css.ts';
import { media } from '../../tokens/breakpoints.ts';
import { turningChevron } from '../../styles/chevron.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    [`${field}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    '&[data-pressed]': { borderColor: vars.color.border.strong },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
  },
});

export const chevron = style([turningChevron, { selectors: { [`${field}[data-open] &`]: { transform: 'rotate(180deg)' } } }]);

export const popover = style({
  // As wide as the button that opened it (React Aria sets --trigger-width).
  minWidth: 'var(--trigger-width)',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface.raised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.overlay,
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    [media.forcedColors]: { border: `${vars.borderWidth.thick} solid CanvasText` },
  },
});

// The list box is React Aria's scroll container (it scrolls the focused option into view), capped by the popover.
export const listBox = style({
  boxSizing: 'border-box',
  maxHeight: 'inherit',
  overflowY: 'auto',
  padding: vars.space.xxs,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surface.brandSubtle },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    },
    '&[data-selected]': { fontWeight: vars.font.weight.bold },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const itemText = style({ flex: 1 });

export const check = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.text.link,
  selectors: { [`${item}[data-focused] &`]: { color: 'inherit' } },
});
