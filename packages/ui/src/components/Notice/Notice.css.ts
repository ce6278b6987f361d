import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';
import { messageIcon } from '../../styles/messageIcon.css.ts';

export const notice = style({
  display: 'flex',
  // Where the text beside the icon would be narrower than 10em (a phone with 200 % text), the text
  // moves below the icon and takes the whole width, instead of one word per line.
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderInlineStartWidth: vars.space.xxs,
  color: vars.color.text.default,
  '@media': {
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

// Body text stays the default ink (13:1 on every subtle surface); the border and icon carry the tone.
export const tone = styleVariants({
  info: { backgroundColor: vars.color.surface.infoSubtle, borderColor: vars.color.text.info },
  warning: { backgroundColor: vars.color.surface.warningSubtle, borderColor: vars.color.text.warning },
  critical: { backgroundColor: vars.color.surface.criticalSubtle, borderColor: vars.color.border.critical },
  success: { backgroundColor: vars.color.surface.successSubtle, borderColor: vars.color.text.success },
});

export const icon = style([
  messageIcon,
  {
    selectors: {
      [`${tone.info} &`]: { color: vars.color.text.info },
      [`${tone.warning} &`]: { color: vars.color.text.warning },
      [`${tone.critical} &`]: { color: vars.color.text.critical },
      [`${tone.success} &`]: { color: vars.color.text.success },
    },
  },
]);

export const content = style({ flex: '1 1 10em', display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  marginBlockStart: vars.space.xxs,
});

export const body = style({ lineHeight: vars.font.lineHeight.body });

globalStyle(`${body} > *`, { margin: 0 });
globalStyle(`${body} > * + *`, { marginBlockStart: vars.space.xs });
