import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { localeOfPath, localizedPath } from '@ankerlicht/content';

/** tel:, mailto: and absolute URLs are not routes: React Router would make "/tel:…" of them. */
const hasScheme = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

/**
 * React Router's navigate(), or a full page load while the router cannot navigate yet. React
 * Router ignores a navigate() made before its layout effects have run: a press while React is
 * still taking the prerendered page over (a slow phone) reaches React Aria, which cancels the
 * browser's own navigation. The page is then loaded as the browser would have, so the press is
 * never lost.
 */
export function useSiteNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const routerReady = useRef(false);
  useLayoutEffect(() => {
    routerReady.current = true;
  }, []);
  return useCallback(
    (to, options) => {
      if (routerReady.current) void navigate(to, options);
      else window.location.assign(to);
    },
    [navigate],
  );
}

/**
 * Lets React Aria links navigate through React Router instead of reloading the page (React Aria's
 * documented router integration: its RouterProvider with React Router's navigate and useHref).
 *
 * Pages and content name their links by their Dutch paths ('/faq'); with `localize` (the
 * default) each one leads to that page in the language of the current URL ('/en/faq' on an English
 * page), so a visitor stays in their language. The language selector's links already name the
 * language they lead to and are wrapped with `localize={false}`.
 */
export function AriaRouterBridge({ children, localize = true }: { children: ReactNode; localize?: boolean }) {
  const navigate = useSiteNavigate();
  const locale = localeOfPath(useLocation().pathname);
  const target = (href: string) => (localize && href.startsWith('/') ? localizedPath(locale, href) : href);

  function useRouterHref(href: string): string {
    const routerHref = useHref(target(href));
    return hasScheme(href) ? href : routerHref;
  }

  return (
    <RouterProvider navigate={(href, options?: NavigateOptions) => navigate(target(href), options)} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}
