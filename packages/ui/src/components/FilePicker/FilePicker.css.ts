import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const block = style({ display: 'block' });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const chooseButton = style({ alignSelf: 'flex-start' });

export const icon = style({ flexShrink: 0, width: vars.size.icon, height: vars.size.icon });

export const file = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  fontSize: vars.font.size.sm,
});

export const fileChosen = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.subtle,
  '@media': { [media.forcedColors]: { border: `${vars.borderWidth.thin} solid CanvasText` } },
});

export const fileName = style({
  fontWeight: vars.font.weight.bold,
  // A long file name breaks anywhere (the body's overflow-wrap in the global styles).
  minWidth: 0,
  flex: 1,
});

export const noFile = style({ color: vars.color.text.muted });
