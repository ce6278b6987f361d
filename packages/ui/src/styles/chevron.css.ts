import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';
import { media } from '../tokens/breakpoints.ts';

/**
 * The chevron of something that opens (an accordion item, a disclosure box, a select): icon-sized,
 * turning in the normal motion time, at once under reduced motion. Each component composes it and
 * turns it (`rotate(180deg)`) on its own open state, which only it knows the selector of.
 */
export const turningChevron = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
