export { SiteHeader, HEADER_SHADOW_SCROLL_PX, type SiteHeaderProps } from './SiteHeader.tsx';
export { useScrolledPast } from './useScrolledPast.ts';
