import { style } from '@vanilla-extract/css';
import { media, vars } from '@ankerlicht/ui';

export const groupHeading = style({
  fontSize: vars.font.size.lg,
  marginBlockEnd: vars.space.md,
});

export const controls = style({ marginBlockEnd: vars.space.xl });

/** The filter is tabs from 768 px and a dropdown below: both are rendered, CSS shows one. */
export const desktopOnly = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'block' } },
});

export const mobileOnly = style({
  '@media': { [media.tablet]: { display: 'none' } },
});

export const panel = style({ paddingBlockStart: vars.space.lg });

export const empty = style({ paddingBlock: vars.space.lg });

export const emptyTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const muted = style({ color: vars.color.text.muted });
