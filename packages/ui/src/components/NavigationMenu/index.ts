export { NavigationMenu, type NavigationMenuProps } from './NavigationMenu.tsx';
export { hasChildren, isCurrentPath, isCurrentSection, type NavItem, type NavLink } from './navigationTypes.ts';
