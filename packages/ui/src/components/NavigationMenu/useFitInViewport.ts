import { useLayoutEffect, type RefObject } from 'react';

/** The least room kept between an open panel and the edge of the viewport, in px. */
export const VIEWPORT_MARGIN_PX = 8;

/**
 * Keeps an open dropdown panel inside the viewport. The panel hangs from its trigger's inline-start
 * edge; when that would run past the viewport's inline-end (the last sections at 900–1280 px, or any
 * with enlarged text or wide text spacing), it moves towards the inline-start just enough to fit, and
 * it is never wider than the viewport. Written as `inset-inline-start` and measured along the reading
 * direction, so a right-to-left page is mirrored.
 */
export function useFitInViewport(panelRef: RefObject<HTMLElement | null>, isOpen: boolean) {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!isOpen || !panel) return;
    const fit = () => {
      const anchor = panel.offsetParent;
      if (!anchor) return;
      panel.style.insetInlineStart = '';
      const viewportWidth = document.documentElement.clientWidth;
      panel.style.maxInlineSize = `${viewportWidth - 2 * VIEWPORT_MARGIN_PX}px`;
      const isRtl = getComputedStyle(panel).direction === 'rtl';
      const anchorBox = anchor.getBoundingClientRect();
      const panelBox = panel.getBoundingClientRect();
      // Distances from the viewport's inline-start edge.
      const anchorStart = isRtl ? viewportWidth - anchorBox.right : anchorBox.left;
      const panelStart = isRtl ? viewportWidth - panelBox.right : panelBox.left;
      const latestStart = viewportWidth - VIEWPORT_MARGIN_PX - panelBox.width;
      const start = Math.max(VIEWPORT_MARGIN_PX, Math.min(panelStart, latestStart));
      if (start !== panelStart) panel.style.insetInlineStart = `${start - anchorStart}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    // Text spacing or a font loaded while open changes the panel's width.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    observer?.observe(panel);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
    };
  }, [panelRef, isOpen]);
}
