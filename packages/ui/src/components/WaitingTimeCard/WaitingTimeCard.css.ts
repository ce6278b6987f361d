import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const duration = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.link,
});

export const description = style({ color: vars.color.text.muted });

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const status = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.bold });

export const track = style({
  display: 'block',
  height: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.subtle,
  overflow: 'hidden',
  '@media': { [media.forcedColors]: { border: `${vars.borderWidth.thin} solid CanvasText` } },
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.pill,
  '@media': {
    // Backgrounds are dropped in forced colours; keep the bar's length visible.
    [media.forcedColors]: { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  },
});

// Green for a short wait, amber for a medium one, red for long and urgent (docs/product-rules.md §4); all at least 3:1 on the track.
export const fillTone = styleVariants({
  low: { backgroundColor: vars.color.surface.success },
  medium: { backgroundColor: vars.color.text.warning },
  high: { backgroundColor: vars.color.surface.critical },
  urgent: { backgroundColor: vars.color.surface.critical },
});

export const linkLine = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.xs });
