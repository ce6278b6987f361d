import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';
import { focusRing } from './focus.css.ts';

/**
 * A button at least the touch-target size each way, its icon or words centred, shaded on hover: the
 * carousel's and the image gallery's controls, the mobile menu's buttons. Each component composes it
 * and adds its own border, shape and pressed state.
 */
export const touchTargetButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    color: vars.color.text.default,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.surface.brandSubtle } },
  },
]);
