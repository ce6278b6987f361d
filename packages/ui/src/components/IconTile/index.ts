export {
  IconTile,
  iconTileLayouts,
  iconTileElements,
  type IconTileProps,
  type IconTileLayout,
  type IconTileElement,
} from './IconTile.tsx';
