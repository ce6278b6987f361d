import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.xl },
    [media.wide]: { maxWidth: vars.size.containerWide },
  },
});
