import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { localeOfPath, localizedPath } from '@ankerlicht/content';
import { useHref, useLocation, useNavigate, type NavigateOptions } from './router.tsx';

/** tel:, mailto: and absolute URLs are not routes: the router would make "/tel:…" of them. */
const hasScheme = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

/**
 * Lets React Aria links navigate through the site's router (router.tsx) instead of reloading the page.
 *
 * Pages and content name their links by their Dutch paths ('/faq'); with `localize` (the
 * default) each one leads to that page in the language of the current URL ('/en/faq' on an English
 * page), so a visitor stays in their language. The language selector's links already name the
 * language they lead to and are wrapped with `localize={false}`.
 *
 * A link React Aria handles is one React has taken over, so the router above it (router.tsx) is
 * mounted and can navigate at once, even while React is still taking the rest of the page over.
 */
export function AriaRouterBridge({ children, localize = true }: { children: ReactNode; localize?: boolean }) {
  const navigate = useNavigate();
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
