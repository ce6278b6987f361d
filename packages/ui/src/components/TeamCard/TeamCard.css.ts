import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  backgroundColor: vars.color.surface.raised,
  listStyle: 'none',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const avatar = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  // The large icon's box plus padding: a circle with room for two letters at a readable size.
  padding: vars.space.md,
  boxSizing: 'content-box',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.brandSubtle,
  color: vars.color.text.link,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  textTransform: 'uppercase',
  '@media': { [media.forcedColors]: { border: `${vars.borderWidth.thin} solid CanvasText` } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const role = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
  hyphens: 'auto',
});
