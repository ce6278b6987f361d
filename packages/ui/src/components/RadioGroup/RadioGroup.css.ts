import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRingValues } from '../../styles/focus.css.ts';
import { media } from '../../tokens/breakpoints.ts';
import { choiceLabel } from '../../styles/choiceLabel.css.ts';

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.xxs },
});

export const radio = style([choiceLabel, { alignItems: 'center', lineHeight: vars.font.lineHeight.tight }]);

export const circle = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  borderRadius: vars.radius.pill,
  borderWidth: vars.borderWidth.thick,
  borderStyle: 'solid',
  borderColor: vars.color.border.field,
  backgroundColor: vars.color.surface.raised,
  transitionProperty: 'border-width, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.border.strong },
    // A thick ring around a white dot: the selected state is a shape, not only a colour.
    [`${radio}[data-selected] &`]: { borderColor: vars.color.surface.primary, borderWidth: vars.space.xs },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${radio}[data-invalid][data-selected] &`]: { borderColor: vars.color.border.critical },
    [`${radio}[data-focus-visible] &`]: focusRingValues,
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        [`${radio}[data-selected] &`]: { borderColor: 'Highlight' },
        [`${radio}[data-disabled] &`]: { borderColor: 'GrayText' },
        [`${radio}[data-focus-visible] &`]: { outline: '3px solid Highlight' },
      },
    },
  },
});
