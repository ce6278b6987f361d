export type NavLink = {
  id: string;
  label: string;
  href: string;
};

export type NavItem = NavLink | (Omit<NavLink, 'href'> & { href?: undefined; children: readonly NavLink[] });

export function hasChildren(item: NavItem): item is Extract<NavItem, { children: readonly NavLink[] }> {
  return 'children' in item && Array.isArray(item.children);
}

/** A link is current when it is the page shown; a section is current when one of its links is. */
export function isCurrentPath(href: string, currentPath: string): boolean {
  const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return normalise(href) === normalise(currentPath);
}

export function isCurrentSection(item: NavItem, currentPath: string): boolean {
  return hasChildren(item)
    ? item.children.some((child) => isCurrentPath(child.href, currentPath))
    : isCurrentPath(item.href, currentPath);
}
