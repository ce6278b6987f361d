import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ position: 'relative' });

export const topLevel = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'none',
    color: vars.color.text.default,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-hovered], &:hover': { backgroundColor: vars.color.surface.brandSubtle },
      '&[data-current="true"], &[aria-current="page"]': {
        color: vars.color.text.link,
        boxShadow: `inset 0 -3px 0 ${vars.color.text.link}`,
      },
    },
    '@media': {
      [media.forcedColors]: {
        selectors: { '&[data-current="true"], &[aria-current="page"]': { textDecoration: 'underline' } },
      },
    },
  },
]);

export const chevron = style({
  width: '1rem',
  height: '1rem',
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const dropdown = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: 0,
  zIndex: vars.zIndex.overlay,
  minWidth: '16rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.surface.raised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const dropdownLink = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    color: vars.color.text.default,
    textDecoration: 'none',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.brandSubtle },
      '&[aria-current="page"]': { color: vars.color.text.link, fontWeight: vars.font.weight.bold },
    },
  },
]);
