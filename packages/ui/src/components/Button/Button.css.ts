import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const base = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    minWidth: vars.size.touchTarget,
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.xs,
    borderRadius: vars.radius.pill,
    borderWidth: vars.borderWidth.thick,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.fast,
    selectors: {
      // Disabled in look only: still focusable so pressing it can explain what is missing.
      '&[data-disabled], &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': {
      [media.forcedColors]: {
        borderColor: 'ButtonText',
        selectors: { '&[data-disabled], &[aria-disabled="true"]': { borderColor: 'GrayText', color: 'GrayText' } },
      },
    },
  },
]);

// Secondary and quiet are both link-coloured and answer hover and press alike; they differ only in
// their fill and border.
const linkColoured = {
  color: vars.color.text.link,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.brandSubtle },
    '&[data-pressed]': { color: vars.color.text.linkHover },
  },
};

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.surface.primary,
    color: vars.color.text.inverse,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.primaryHover },
      '&[data-pressed]': { backgroundColor: vars.color.surface.primaryPressed },
    },
  },
  secondary: { backgroundColor: vars.color.surface.raised, ...linkColoured, borderColor: 'currentColor' },
  quiet: { backgroundColor: 'transparent', ...linkColoured },
  critical: {
    backgroundColor: vars.color.surface.critical,
    color: vars.color.text.inverse,
    selectors: { '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.text.default } },
  },
});

export const size = styleVariants({
  medium: {},
  small: { paddingInline: vars.space.md, fontSize: vars.font.size.xs },
  large: { paddingInline: vars.space.xl, fontSize: vars.font.size.md },
});

export const fullWidth = style({ width: '100%' });
