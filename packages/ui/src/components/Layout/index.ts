export { Stack, type StackProps } from './Stack.tsx';
export { Grid, type GridProps, type ResponsiveColumns } from './Grid.tsx';
export {
  spaceNames,
  stackDirections,
  stackAlignments,
  gridColumnCounts,
  gridItemMinWidths,
  layoutElements,
  type SpaceName,
  type StackDirection,
  type StackAlignment,
  type GridColumnCount,
  type GridItemMinWidth,
  type LayoutElement,
} from './layoutOptions.ts';
