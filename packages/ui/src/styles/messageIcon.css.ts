import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';
import { media } from '../tokens/breakpoints.ts';

/**
 * The tone icon at the start of a message (a notice, a toast): icon-sized, lined up with the first
 * line of text, in the text colour under forced colours. Each component composes it and colours it
 * by its own tones.
 */
export const messageIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  // Line the icon up with the first line of text.
  marginBlockStart: vars.space.xxs,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});
