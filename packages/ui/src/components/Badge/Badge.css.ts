import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // No nowrap: a badge longer than the line (200 % text on a phone) wraps inside its pill rather
  // than pushing the page wider than the screen.
  '@media': {
    // Backgrounds vanish in forced colours: the border keeps the badge's shape.
    [media.forcedColors]: { borderColor: 'CanvasText', color: 'CanvasText' },
  },
});

// Each text colour meets 4.5:1 on its own subtle surface (see tokens/palette.ts).
export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.surface.subtle, color: vars.color.text.default, borderColor: vars.color.border.default },
  brand: { backgroundColor: vars.color.surface.brandSubtle, color: vars.color.text.link, borderColor: vars.color.border.subtle },
  success: { backgroundColor: vars.color.surface.successSubtle, color: vars.color.text.success, borderColor: 'currentColor' },
  warning: { backgroundColor: vars.color.surface.warningSubtle, color: vars.color.text.warning, borderColor: 'currentColor' },
  critical: { backgroundColor: vars.color.surface.criticalSubtle, color: vars.color.text.critical, borderColor: 'currentColor' },
});
