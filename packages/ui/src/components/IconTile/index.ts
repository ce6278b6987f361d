export {
  IconTile,
  iconTileLayouts,
  iconTileElements,
  type IconTileProps,
  type IconTileLayout,
  type IconTileElement,
} from './IconTile.tsx';
export { iconNames, iconComponents, isIconName, type IconName } from './iconNames.ts';
