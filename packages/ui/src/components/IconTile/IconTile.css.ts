import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const tile = style({
  display: 'flex',
  gap: vars.space.md,
  minWidth: 0,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  listStyle: 'none',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const layout = styleVariants({
  stacked: { flexDirection: 'column', alignItems: 'flex-start' },
  inline: { flexDirection: 'row', alignItems: 'center', padding: vars.space.md },
});

export const iconWrap = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.brandSubtle,
  color: vars.color.text.link,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  hyphens: 'auto',
});

export const body = style({ color: vars.color.text.muted, lineHeight: vars.font.lineHeight.body });

globalStyle(`${body} > *`, { margin: 0 });
globalStyle(`${body} > * + *`, { marginBlockStart: vars.space.xs });
