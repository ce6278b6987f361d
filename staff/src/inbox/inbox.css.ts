import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-end',
});

/** The search field and its button on one line where there is room; the button under it on a phone. */
export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});

export const searchField = style({
  flex: '1 1 20rem',
  maxInlineSize: '40rem',
});

/** Under the child's name: who registered the child. */
export const secondLine = style({
  display: 'block',
  fontSize: vars.font.size.sm,
});

/** A narrow screen scrolls the table sideways rather than squeezing its columns. */
export const tableFrame = style({
  overflowX: 'auto',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  // The page breaks a long word anywhere (global.css.ts), which would let a column shrink until
  // "Volwassenen" breaks inside; the frame scrolls sideways instead, so every word stays whole.
  overflowWrap: 'normal',
});

export const column = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  whiteSpace: 'nowrap',
  cursor: 'default',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer', textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const row = style({
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.subtle },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

/** An e-mail address (the assignee) is read as one: it does not wrap at its hyphens; the frame scrolls instead. */
export const address = style({
  whiteSpace: 'nowrap',
});

export const empty = style({
  padding: vars.space.md,
});

/** The registration's fields: term and value side by side where there is room. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr' } },
});

export const term = style({
  fontWeight: vars.font.weight.bold,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const history = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

/** The saved views: links in a row above the filters, wrapping on a phone. */
export const savedViews = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The view shown is bold (the link's own look) and underlined thick: more than a colour says which. */
export const savedView = style({
  selectors: {
    '&[aria-current]': { textDecorationThickness: vars.borderWidth.thick },
  },
});
