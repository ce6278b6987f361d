import { useEffect } from 'react';
import { stopRecordingEarlyInput } from './forms/earlyInput.ts';
import { AriaRouterBridge } from './AriaRouterBridge.tsx';
import { ErrorBoundary } from './shell/ErrorBoundary.tsx';
import { Shell } from './shell/Shell.tsx';
import { lazyPage } from './pageLoader.tsx';
import { Navigate, useLocation } from './router.tsx';
import { localeOfPath, localizedPath, unlocalizedPath } from '@ankerlicht/content';
import { findRoute, normalisePath, notFoundRoute, pageRoutes, redirects, type PageRoute } from './routes.ts';

/** Each page's element, made once: the pages are code-split (pageLoader.tsx). */
function pageElement(route: PageRoute) {
  const Page = lazyPage(route);
  return <Page department={route.department} />;
}
const pageElements = new Map(pageRoutes.map((route) => [route, pageElement(route)]));
const notFoundPage = pageElement(notFoundRoute);

/**
 * The page at the current URL, in any language ('/en/faq' is the FAQ in English), or a redirect
 * (docs/product-rules.md §2.1) within the URL's language. Found in the route table directly, a map
 * lookup: ranking one route per page, path and language on every render was a long task on a slow
 * phone.
 */
function RoutedPage() {
  const { pathname } = useLocation();
  const redirect = redirects[unlocalizedPath(normalisePath(pathname))];
  if (redirect) return <Navigate to={localizedPath(localeOfPath(pathname), redirect)} replace />;
  return pageElements.get(findRoute(pathname)) ?? notFoundPage;
}

/** The whole site: the shell around the page at the URL. The router itself comes from the entry (browser or server). */
export function App() {
  // After the first commit React has every field, so the recording of what was typed into the
  // static page stops (forms/earlyInput.ts); a form takes what was recorded when it mounts, and
  // the shell's AppReady replays the rest once the page is React's.
  useEffect(() => stopRecordingEarlyInput(), []);
  const { pathname } = useLocation();
  return (
    <AriaRouterBridge>
      {/* A page's error shows inside the shell (Shell.tsx); this one catches the shell's own. */}
      <ErrorBoundary resetKey={pathname} landmark>
        <Shell>
          <RoutedPage />
        </Shell>
      </ErrorBoundary>
    </AriaRouterBridge>
  );
}
