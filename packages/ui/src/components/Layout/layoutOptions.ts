/** The space scale of the theme, usable as a gap between items. */
export const spaceNames = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export type SpaceName = (typeof spaceNames)[number];

export const stackDirections = ['vertical', 'horizontal'] as const;
export type StackDirection = (typeof stackDirections)[number];

export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlignment = (typeof stackAlignments)[number];

/** Column counts a Grid can take at each breakpoint. */
export const gridColumnCounts = [1, 2, 3, 4, 5, 6] as const;
export type GridColumnCount = (typeof gridColumnCounts)[number];

/** Smallest item widths of an auto-filling Grid (theme tokens `size.gridItemMin.*`). */
export const gridItemMinWidths = ['narrow', 'medium', 'wide'] as const;
export type GridItemMinWidth = (typeof gridItemMinWidths)[number];

/** Elements a layout may render as: a list when its items are a list (cards, tiles). */
export const layoutElements = ['div', 'ul', 'ol', 'section'] as const;
export type LayoutElement = (typeof layoutElements)[number];
