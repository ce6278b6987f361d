import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { unlocalizedPath } from '@ankerlicht/content';

/**
 * After a client-side navigation: scroll to the top (docs/product-rules.md §2.2), or to the anchor when the URL
 * has one, and move focus to the new page's heading so screen readers announce the new page.
 * The same page in another language is no new page: the visitor keeps their place and their focus
 * on the language selector (the change is announced by the shell).
 */
export function RouteChangeEffects() {
  const { pathname, hash } = useLocation();
  const previousPage = useRef<string | null>(null);

  useEffect(() => {
    const page = unlocalizedPath(pathname);
    const isFirstRender = previousPage.current === null;
    const isSamePage = previousPage.current === page;
    previousPage.current = page;
    if (isFirstRender || (isSamePage && !hash)) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    document.querySelector<HTMLElement>('[data-page-heading]')?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return null;
}
