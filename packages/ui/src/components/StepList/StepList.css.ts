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

/** Side by side from 768 px, one column per step; a vertical timeline below. */
export const horizontal = styleVariants({
  1: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(1, minmax(0, 1fr))' } } },
  2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  3: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
  4: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
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
    '(forced-colors: active)': {
      selectors: { '&:not(:last-child)::before': { backgroundColor: 'CanvasText' } },
    },
  },
});

// In a horizontal list the marker sits on top and the line runs to the next step's marker.
globalStyle(
  `${Object.values(horizontal)
    .map((name) => `${name} > ${step}`)
    .join(', ')}`,
  {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.sm },
    },
  },
);
globalStyle(
  `${Object.values(horizontal)
    .map((name) => `${name} > ${step}:not(:last-child)::before`)
    .join(', ')}`,
  {
    '@media': {
      [media.tablet]: {
        insetInlineStart: markerSize,
        insetInlineEnd: `calc(-1 * ${stepGap})`,
        insetBlockStart: `calc((${markerSize} - ${lineWidth}) / 2)`,
        insetBlockEnd: 'auto',
        inlineSize: 'auto',
        blockSize: lineWidth,
      },
    },
  },
);

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
    '(forced-colors: active)': { border: `${vars.borderWidth.thick} solid CanvasText` },
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
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.text.link,
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});

export const description = style({ color: vars.color.text.muted, lineHeight: vars.font.lineHeight.body });

globalStyle(`${description} > *`, { margin: 0 });
globalStyle(`${description} > * + *`, { marginBlockStart: vars.space.xs });
