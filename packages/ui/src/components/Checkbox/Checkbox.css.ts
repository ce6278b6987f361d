import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRingValues } from '../../styles/focus.css.ts';
import { media } from '../../tokens/breakpoints.ts';
import { choiceLabel } from '../../styles/choiceLabel.css.ts';

export const checkbox = style([choiceLabel, { alignItems: 'flex-start', lineHeight: vars.font.lineHeight.body }]);

export const box = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  borderWidth: vars.borderWidth.thick,
  borderStyle: 'solid',
  borderColor: vars.color.border.field,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.inverse,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.border.strong },
    [`${checkbox}[data-selected] &`]: { backgroundColor: vars.color.surface.primary, borderColor: vars.color.surface.primary },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${checkbox}[data-focus-visible] &`]: focusRingValues,
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        [`${checkbox}[data-selected] &`]: {
          backgroundColor: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
        [`${checkbox}[data-disabled] &`]: { borderColor: 'GrayText' },
        [`${checkbox}[data-focus-visible] &`]: { outline: '3px solid Highlight' },
      },
    },
  },
});

export const tick = style({
  width: vars.size.icon,
  height: vars.size.icon,
  strokeWidth: 3,
  visibility: 'hidden',
  selectors: { [`${checkbox}[data-selected] &`]: { visibility: 'visible' } },
});

export const label = style({
  // Line the first line of text up with the middle of the box.
  paddingBlockStart: vars.space.xxs,
});

// Links inside the label keep looking like links.
globalStyle(`${label} a`, { color: vars.color.text.link });
