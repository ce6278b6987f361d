import { useEffect, useRef } from 'react';
import { headerHeightProperty } from './headerHeightProperty.ts';

/**
 * A sticky header taller than this share of the viewport's height stops being sticky: with 200 % text
 * or a short landscape phone it would otherwise cover much of what the visitor reads. A third: on a
 * 375 × 667 phone with 200 % text the header wraps to the logo and, below it, the menu button
 * (250 px, 38 %), and left too little room to show a focused field or link whole.
 */
export const MAX_STICKY_HEADER_SHARE = 1 / 3;

/**
 * Measures the sticky header and publishes its real height as `--ankerlicht-header-height` on
 * `<html>`, which `scroll-padding-block-start` reads (global.css.ts), so the browser never scrolls a
 * focused element under the header (WCAG 2.4.11), whatever the text size, wrapping or language.
 * Until the app runs, the CSS falls back to the design height. A header taller than
 * MAX_STICKY_HEADER_SHARE of the viewport gets `data-sticky="false"` (scrolls away with the page)
 * and the padding falls back to zero header. The ResizeObserver reads sizes the browser has just
 * laid out, so this forces no extra layout at start-up.
 */
export function useHeaderHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    let height = 0;
    const publish = () => {
      const isSticky = height <= window.innerHeight * MAX_STICKY_HEADER_SHARE;
      header.dataset.sticky = String(isSticky);
      root.style.setProperty(headerHeightProperty, `${isSticky ? height : 0}px`);
    };
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
      publish();
    });
    observer.observe(header);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(headerHeightProperty);
      delete header.dataset.sticky;
    };
  }, []);
  return ref;
}
