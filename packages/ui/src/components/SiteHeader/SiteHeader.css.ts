import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const utilityBar = style({
  backgroundColor: vars.color.surface.subtle,
  fontSize: vars.font.size.xs,
});

export const utilityContent = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface.raised,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  transition: `box-shadow ${vars.motion.normal}`,
  selectors: {
    '&[data-scrolled="true"]': { boxShadow: vars.shadow.header },
    // Taller than a third of the viewport (200 % text, a short screen): it scrolls away (useHeaderHeight).
    '&[data-sticky="false"]': { position: 'relative' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // The logo keeps its width: squeezed, its name broke inside the word ("Ankerlic / ht" at 768 px).
  // What does not fit beside it moves to a line of its own: on a phone with large text (200 %) the
  // Menu button; from 768 px the navigation, but only once it cannot shrink any further (see
  // desktopOnly), so it shares the logo's line at every width with normal text.
  flexWrap: 'wrap',
  gap: vars.space.md,
  minHeight: vars.size.headerHeight,
});

export const desktopOnly = style({
  display: 'none',
  '@media': {
    [media.tablet]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      // Grows into the space the logo leaves; for wrapping it counts as its narrowest (its widest
      // item), so it leaves the logo's line only when even that does not fit beside the logo.
      flex: '1 1 0',
    },
  },
});

export const mobileOnly = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // At the end of its line, also when it wraps to a line of its own.
  marginInlineStart: 'auto',
  '@media': { [media.tablet]: { display: 'none' } },
});
