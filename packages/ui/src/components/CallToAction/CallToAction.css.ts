import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  color: vars.color.text.default,
  '@media': {
    [media.tablet]: { padding: vars.space.xl },
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const department = styleVariants({
  adults: { backgroundColor: vars.color.surface.brandSubtle, borderColor: vars.color.border.subtle },
  children: { backgroundColor: vars.color.surface.accentSubtle, borderColor: vars.color.border.default },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const text = style({ maxWidth: vars.size.readableText, lineHeight: vars.font.lineHeight.body });

globalStyle(`${text} > *`, { margin: 0 });
globalStyle(`${text} > * + *`, { marginBlockStart: vars.space.xs });

export const waitingTime = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

/** The text and its link wrap together beside the icon, never leaving the icon alone on a line. */
export const waitingTimeBody = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  lineHeight: vars.font.lineHeight.body,
});

export const waitingTimeText = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const icon = style({
  flexShrink: 0,
  // Centre the icon on the first line of text.
  marginBlockStart: vars.space.xxs,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.text.link,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap', alignSelf: 'flex-start' },
  },
});

/** Full-width buttons on small screens: a big, easy target and no ragged edge. */
export const action = style({
  width: '100%',
  '@media': { [media.tablet]: { width: 'auto' } },
});
