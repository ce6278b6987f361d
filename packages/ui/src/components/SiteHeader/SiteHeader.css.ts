import { globalStyle, style } from '@vanilla-extract/css';
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
  // On a phone with large text (200 %) the logo and the menu button do not fit side by side: the
  // button moves to a line of its own rather than off the screen's edge. From 768 px the navigation
  // shrinks instead of wrapping.
  flexWrap: 'wrap',
  gap: vars.space.md,
  minHeight: vars.size.headerHeight,
  '@media': { [media.tablet]: { flexWrap: 'nowrap' } },
});

// The logo keeps its width there: squeezed by the navigation, its name broke inside the word (at 768 px,
// and at 1280 px with 200 % text).
globalStyle(`${bar} > :first-child`, { '@media': { [media.tablet]: { flexShrink: 0 } } });

export const desktopOnly = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex', alignItems: 'center', minWidth: 0 } },
});

export const mobileOnly = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // At the end of its line, also when it wraps to a line of its own.
  marginInlineStart: 'auto',
  '@media': { [media.tablet]: { display: 'none' } },
});
