import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { media } from '../../tokens/breakpoints.ts';
import { turningChevron } from '../../styles/chevron.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column' });

/**
 * The space above the text only while it shows. Not a gap of the root: React Aria hides a closed
 * panel with hidden="until-found" (so find-in-page still reaches the text), which, unlike the
 * plain `hidden` of the prerendered page, takes part in a flex gap; the box grew as the app started.
 */
export const panel = style({
  selectors: { '&:not([hidden])': { marginBlockStart: vars.space.sm } },
});

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignSelf: 'flex-start',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.md,
    paddingBlock: vars.space.xs,
    borderRadius: vars.radius.pill,
    borderWidth: vars.borderWidth.thick,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.link,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.brandSubtle },
      '&[data-pressed]': { color: vars.color.text.linkHover },
    },
    '@media': {
      [media.reducedMotion]: { transition: 'none' },
      [media.forcedColors]: { borderColor: 'ButtonText', color: 'ButtonText' },
    },
  },
]);

export const chevron = style([
  turningChevron,
  { selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } } },
]);

export const box = style([
  focusRing,
  {
    maxHeight: vars.size.cappedBox,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border.default,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    lineHeight: vars.font.lineHeight.body,
    '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
  },
]);

globalStyle(`${box} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${box} > :last-child`, { marginBlockEnd: 0 });
