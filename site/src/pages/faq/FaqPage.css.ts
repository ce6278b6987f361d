import { style } from '@vanilla-extract/css';
import { media, vars } from '@ankerlicht/ui';

/** Categories beside the questions from 768 px; above them on mobile. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: { gridTemplateColumns: `minmax(0, 1fr) minmax(0, 3fr)`, alignItems: 'start' },
  },
});

export const sectionHeading = style({ fontSize: vars.font.size.xl, marginBlockEnd: vars.space.md });

export const categoryList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': {
    [media.tablet]: { flexDirection: 'column', flexWrap: 'nowrap' },
  },
});

/**
 * Forced colours (Windows high contrast) draw every button alike, so the primary fill that marks
 * the chosen category is gone: there the pressed one is filled with the system's Highlight and
 * ringed twice (border and an inner ring), cues that are not the theme's colour.
 */
export const categoryButton = style({
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&[aria-pressed="true"]': {
          forcedColorAdjust: 'none',
          backgroundColor: 'Highlight',
          color: 'HighlightText',
          borderColor: 'CanvasText',
          // A second, inner ring: a double border none of the other topics has (kept, as the
          // button's colours are no longer forced).
          boxShadow: `inset 0 0 0 ${vars.borderWidth.thick} HighlightText`,
        },
      },
    },
  },
});

export const answer = style({ maxWidth: vars.size.readableText, paddingInline: vars.space.xs, paddingBlockEnd: vars.space.md });
