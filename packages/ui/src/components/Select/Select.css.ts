import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';
import { turningChevron } from '../../styles/chevron.css.ts';

/** The select and its chevron, which sits over the select's end and lets clicks through. */
export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space.sm} * 2 + ${vars.size.icon})`,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  selectors: {
    // React Aria's data-hovered, which the shared control's hover keys on, is not set on a native select.
    '&:hover:not(:disabled, [data-invalid])': { borderColor: vars.color.border.strong },
  },
  '@media': {
    // The platform draws its own arrow where colours are forced; the chevron below steps aside.
    [media.forcedColors]: { appearance: 'auto', paddingInlineEnd: vars.space.sm },
  },
});

export const chevron = style([
  turningChevron,
  {
    position: 'absolute',
    insetInlineEnd: vars.space.sm,
    pointerEvents: 'none',
    color: vars.color.text.default,
    '@media': { [media.forcedColors]: { display: 'none' } },
  },
]);
