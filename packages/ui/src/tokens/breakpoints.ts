/** Layout breakpoints in px: the mobile/desktop switch (768) and the wide-screen container. */
export const breakpoints = { tablet: 768, wide: 1536 } as const;

/** Media queries for vanilla-extract's `@media` (CSS variables cannot be used in media queries). */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  mobileOnly: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
} as const;
