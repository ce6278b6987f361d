import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';

const markerSize = vars.size.touchTarget;
const lineWidth = vars.borderWidth.thick;
const stepGap = vars.space.lg;

export const list = style({
  display: 'grid',
  gap: stepGap,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The list's own box, which the side-by-side layout asks about (a container query). */
export const container = style({ containerType: 'inline-size' });

/**
 * The least width that fits `count` steps side by side: 14rem a step and 2rem between. In rem, so
 * enlarged text (200 %) needs more room and falls back to the vertical timeline instead of squeezing
 * long words (Turkish "değerlendirme") into columns they overflow.
 */
function sideBySideFrom(count: number): string {
  return `${count * 14 + (count - 1) * 2}rem`;
}
const sideBySide = (count: number) => `(min-width: ${sideBySideFrom(count)})`;

/** Side by side, one column per step, when the list is wide enough; a vertical timeline otherwise. */
export const horizontal = styleVariants({
  1: { '@container': { [sideBySide(1)]: { gridTemplateColumns: 'repeat(1, minmax(0, 1fr))' } } },
  2: { '@container': { [sideBySide(2)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  3: { '@container': { [sideBySide(3)]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
  4: { '@container': { [sideBySide(4)]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${markerSize} minmax(0, 1fr)`,
  columnGap: vars.space.md,
  alignItems: 'start',
  // Steps in a row share the tallest one's height; keep the extra space below, not between rows.
  alignContent: 'start',
  selectors: {
    // The connecting line: from under this marker to the next one (none after the last step).
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc((${markerSize} - ${lineWidth}) / 2)`,
      insetBlockStart: markerSize,
      insetBlockEnd: `calc(-1 * ${stepGap})`,
      inlineSize: lineWidth,
      backgroundColor: vars.color.border.subtle,
    },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&:not(:last-child)::before': { backgroundColor: 'CanvasText' } },
    },
  },
  // Too narrow for a marker beside the text (16rem: a phone with 200 % text): the marker sits above
  // the text, which takes the full width, and the line, which would cross the text, is left out.
  '@container': {
    '(max-width: 16rem)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      rowGap: vars.space.xs,
      selectors: { '&:not(:last-child)::before': { display: 'none' } },
    },
  },
});

// In a horizontal list the marker sits on top and the line runs to the next step's marker.
for (const [count, name] of Object.entries(horizontal)) {
  globalStyle(`${name} > ${step}`, {
    '@container': { [sideBySide(Number(count))]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.sm } },
  });
  globalStyle(`${name} > ${step}:not(:last-child)::before`, {
    '@container': {
      [sideBySide(Number(count))]: {
        insetInlineStart: markerSize,
        insetInlineEnd: `calc(-1 * ${stepGap})`,
        insetBlockStart: `calc((${markerSize} - ${lineWidth}) / 2)`,
        insetBlockEnd: 'auto',
        inlineSize: 'auto',
        blockSize: lineWidth,
      },
    },
  });
}

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: markerSize,
  height: markerSize,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.primary,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  '@media': {
    [media.forcedColors]: { border: `${vars.borderWidth.thick} solid CanvasText` },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  // Line the title up with the middle of the marker.
  paddingBlockStart: vars.space.xs,
});

export const title = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // A word longer than the column (Turkish "değerlendirme" at 200 % text) breaks rather than overflows
  // (the body's overflow-wrap in the global styles); hyphenated where the browser knows the page's language.
  hyphens: 'auto',
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.text.link,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});

export const description = style({ color: vars.color.text.muted, lineHeight: vars.font.lineHeight.body });

globalStyle(`${description} > *`, { margin: 0 });
globalStyle(`${description} > * + *`, { marginBlockStart: vars.space.xs });
