import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@ankerlicht/ui';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({ flex: 1, outline: 'none' });

export const logo = style([
  focusRing,
  {
    display: 'inline-flex',
    // The name goes below the mark where the two do not fit (a 320 px phone with 200 % text) rather
    // than breaking inside the word.
    flexWrap: 'wrap',
    minWidth: 0,
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    color: vars.color.text.default,
    textDecoration: 'none',
    borderRadius: vars.radius.md,
  },
]);

export const logoMark = style({ width: vars.size.iconLarge, height: vars.size.iconLarge, flexShrink: 0 });
export const logoMarkBackground = style({ fill: vars.color.surface.primary });
export const logoMarkStroke = style({ stroke: vars.color.surface.page });

export const logoText = style({
  display: 'inline-flex',
  // "GGZ" goes below the name where the two do not fit on a phone with 200 % text.
  flexWrap: 'wrap',
  // Beside the mark while the name alone fits there (GGZ may go below it).
  flex: '1 1 min-content',
  minWidth: 0,
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

// Whole words only, unless the name alone is wider than the screen (300 % text on a phone).
export const logoName = style({ minWidth: 0, overflowWrap: 'break-word' });

export const logoTextSuffix = style({ color: vars.color.text.accent, fontSize: vars.font.size.sm });

export const headerTools = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const certification = style({ height: 'auto', maxWidth: '100%' });

export const utilityIcon = style({ width: vars.size.icon, height: vars.size.icon });

export const utilityLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  fontWeight: vars.font.weight.bold,
});
