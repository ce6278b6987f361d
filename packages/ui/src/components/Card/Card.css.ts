import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRingValues } from '../../styles/focus.css.ts';
import { media } from '../../tokens/breakpoints.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  borderRadius: vars.radius.lg,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: 'transparent',
  color: vars.color.text.default,
  listStyle: 'none',
  '@media': {
    // Shadows and fills disappear in forced colours: keep an outline of the card.
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const variant = styleVariants({
  outlined: { backgroundColor: vars.color.surface.raised, borderColor: vars.color.border.default },
  raised: { backgroundColor: vars.color.surface.raised, boxShadow: vars.shadow.raised },
  subtle: { backgroundColor: vars.color.surface.subtle },
});

export const padding = styleVariants({
  md: { padding: vars.space.md },
  lg: { padding: vars.space.lg },
  xl: { padding: vars.space.xl },
});

export const eyebrow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  lineHeight: vars.font.lineHeight.body,
});

// The body's gap spaces its paragraphs; their own margins would double it.
globalStyle(`${body} > *`, { margin: 0 });

export const linkCard = style({
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    '&:has([data-hovered])': { borderColor: vars.color.text.link },
  },
});

/**
 * The heading link's hit area is stretched over the whole card by a pseudo element, so the card
 * is one link with the heading as its name, and nothing interactive is nested in a link. The
 * focus ring is drawn around the card, not around the heading text.
 */
export const headingLink = style({
  color: vars.color.text.default,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    [`${card} &[data-focus-visible], ${card} &:focus-visible`]: { outline: 'none' },
    [`${card} &[data-focus-visible]::after, ${card} &:focus-visible::after`]: focusRingValues,
    [`${card} &[data-hovered]`]: { color: vars.color.text.link, textDecorationLine: 'underline' },
  },
  '@media': {
    [media.forcedColors]: {
      color: 'LinkText',
      selectors: {
        [`${card} &[data-focus-visible]::after, ${card} &:focus-visible::after`]: {
          ...focusRingValues,
          outlineColor: 'Highlight',
        },
      },
    },
  },
});
