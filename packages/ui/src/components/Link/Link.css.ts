import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const link = style([
  focusRing,
  {
    color: vars.color.text.link,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.text.linkHover, textDecorationThickness: '2px' },
      '&[data-current]': { fontWeight: vars.font.weight.bold },
    },
    '@media': { [media.forcedColors]: { color: 'LinkText' } },
  },
]);

export const quiet = style({
  textDecorationLine: 'none',
  color: 'inherit',
  selectors: { '&[data-hovered]': { textDecorationLine: 'underline', color: 'inherit' } },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.85em',
  height: '0.85em',
  marginInlineStart: vars.space.xxs,
  verticalAlign: 'baseline',
});
