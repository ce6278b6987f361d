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
    // Taller than 40 % of the viewport (200 % text, a short screen): it scrolls away (useHeaderHeight).
    '&[data-sticky="false"]': { position: 'relative' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.headerHeight,
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex', alignItems: 'center', minWidth: 0 } },
});

export const mobileOnly = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [media.tablet]: { display: 'none' } },
});
