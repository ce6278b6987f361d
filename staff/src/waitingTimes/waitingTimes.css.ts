import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

/** A sentence of reading length, not the page's width. */
export const intro = style({
  maxInlineSize: '70ch',
});

/** Twelve months of eight figures: scrolls sideways on a narrow window rather than squeezing. */
export const scroller = style({
  overflowX: 'auto',
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** Words whole (a header wraps between words, never inside one); the scroller takes the overflow. */
export const table = style({
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'normal',
  wordBreak: 'normal',
});

export const groupHeading = style({
  fontSize: vars.font.size.lg,
  marginBlock: `0 ${vars.space.sm}`,
});

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  textAlign: 'end',
  verticalAlign: 'top',
});

/** A figure on one line. */
export const value = style([cell, { whiteSpace: 'nowrap' }]);

export const rowHeader = style([cell, { textAlign: 'start', fontWeight: vars.font.weight.regular }]);

/** Publishing: the month, then a framed group per department. */
export const publishForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const monthField = style({
  maxInlineSize: '20rem',
});

/** A fieldset's frame: a department's, and within it a location's (lighter, indented by its padding). */
const frame = { margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, minInlineSize: 0 };
const legend = { paddingInline: vars.space.xs, fontWeight: vars.font.weight.bold };

export const department = style({
  ...frame,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
});

export const departmentLegend = style({ ...legend, fontSize: vars.font.size.lg });

export const hint = style({
  maxInlineSize: '70ch',
  fontSize: vars.font.size.sm,
});

/** A location's figures within a department's, when given per location. */
export const location = style({
  ...frame,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const locationLegend = style({ ...legend, fontSize: vars.font.size.md });

/** One figure: no frame of its own; a red bar at its start while its numbers are wrong, as a field's. */
export const figure = style({
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
  selectors: {
    '&[data-invalid]': {
      borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border.critical}`,
      paddingInlineStart: vars.space.md,
    },
  },
});

export const figureLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.font.weight.bold,
});

/** A span's numbers' error, above its fields, in the fields' own error look. */
export const error = style({
  margin: 0,
  color: vars.color.text.critical,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.body,
});

/** Van, tot, eenheid and ongeveer side by side, wrapping on a phone. */
export const spanFields = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

/** Two digits and room for the caret. */
export const numberField = style({
  inlineSize: '5.5rem',
  fontVariantNumeric: 'tabular-nums',
});

export const unitField = style({
  inlineSize: '9rem',
});

/** Its box level with the middle of the boxes beside it. */
export const approximateField = style({
  paddingBlockEnd: `calc((${vars.size.touchTarget} - ${vars.size.iconLarge}) / 2)`,
});

/** The span and the averages, and the reason beside them on a wide screen (under them on a narrow one). */
export const figureBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 60rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl },
  },
});

/** The inbox's averages for the month, beside the figure they are held against. */
export const averages = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  margin: 0,
});

globalStyle(`${averages} p, ${averages} ul`, { margin: 0 });
globalStyle(`${averages} ul`, { paddingInlineStart: vars.space.lg });

/** The history: one block per publication, newest first. */
export const publications = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const publication = style({
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const publicationHeading = style({
  fontSize: vars.font.size.md,
  marginBlock: `0 ${vars.space.sm}`,
});

/** Term and value side by side where there is room, as a registration's fields. */
export const publicationFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr' } },
});

/** A term and its value: both take the grid's columns (the group itself is no box). */
export const publicationField = style({
  display: 'contents',
});

export const term = style({
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  margin: 0,
});

export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A reason as it was typed: its line breaks kept, a long word broken rather than the box widened. */
export const reason = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
