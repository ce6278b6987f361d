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

export const answer = style({ maxWidth: vars.size.readableText, paddingInline: vars.space.xs, paddingBlockEnd: vars.space.md });
