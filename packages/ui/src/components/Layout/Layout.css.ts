import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { media } from '../../tokens/breakpoints.ts';
import { gridColumnCounts, spaceNames, type GridColumnCount, type SpaceName } from './layoutOptions.ts';

/** Lists keep their semantics (role="list" is set in the component) but lose bullets and indent. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const stack = style({ display: 'flex', minWidth: 0 });

export const direction = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
});

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
});

export const gap = styleVariants(
  Object.fromEntries(spaceNames.map((name) => [name, { gap: vars.space[name] }])) as Record<SpaceName, StyleRule>,
);

export const grid = style({ display: 'grid', minWidth: 0 });

function columnsAt(query: string | null) {
  return styleVariants(
    Object.fromEntries(
      gridColumnCounts.map((count) => {
        const rule: StyleRule = { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` };
        return [count, query ? { '@media': { [query]: rule } } : rule];
      }),
    ) as Record<GridColumnCount, StyleRule>,
  );
}

// Declared narrowest first, so a wider breakpoint's rule comes later and wins where both apply.
export const columnsMobile = columnsAt(null);
export const columnsTablet = columnsAt(media.tablet);
export const columnsWide = columnsAt(media.wide);

/** As many columns as fit, none narrower than the token (or the full width on a small screen). */
export const minItemWidth = styleVariants({
  narrow: { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.gridItemMin.narrow}), 1fr))` },
  medium: { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.gridItemMin.medium}), 1fr))` },
  wide: { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.gridItemMin.wide}), 1fr))` },
});
