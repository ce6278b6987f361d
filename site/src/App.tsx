import { useEffect, type ReactElement } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { stopRecordingEarlyInput } from './boot/earlyInput.ts';
import { AriaRouterBridge } from './AriaRouterBridge.tsx';
import { ErrorBoundary } from './shell/ErrorBoundary.tsx';
import { Shell } from './shell/Shell.tsx';
import { lazyPage } from './pageLoader.tsx';
import { notFoundRoute, routeTable, type PageRoute, type RouteHandle } from './routes.ts';

/** Each page's element, made once: the pages are code-split (pageLoader.tsx). */
const pageElements = new Map<PageRoute, ReactElement>();
function pageElement(route: PageRoute) {
  let element = pageElements.get(route);
  if (!element) {
    const Page = lazyPage(route);
    element = <Page department={route.department} />;
    pageElements.set(route, element);
  }
  return element;
}

const routeElement = (handle: RouteHandle) =>
  'page' in handle ? pageElement(handle.page) : <Navigate to={handle.redirect} replace />;

/**
 * React Router's routes: the shell around the page at the URL, in any language, a redirect
 * (docs/product-rules.md §2.1) within the URL's language, or the 404.
 */
const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      ...routeTable.map((route) => ({ ...route, element: routeElement(route.handle) })),
      { path: '*', element: pageElement(notFoundRoute) },
    ],
  },
];

/** The whole site: the shell around the page at the URL. The router itself comes from the entry (browser or server). */
export function App() {
  // After the first commit React has every field, so the recording of what was typed into the
  // static page stops (boot/earlyInput.ts); a form takes what was recorded when it mounts, and
  // the shell's AppReady replays the rest once the page is React's.
  useEffect(() => stopRecordingEarlyInput(), []);
  const { pathname } = useLocation();
  // React Router matches '/faq/' and '/faq//' as '/faq', as the static server serves them.
  const page = useRoutes(routes);
  return (
    <AriaRouterBridge>
      {/* A page's error shows inside the shell (Shell.tsx); this one catches the shell's own. */}
      <ErrorBoundary resetKey={pathname} landmark>
        {page}
      </ErrorBoundary>
    </AriaRouterBridge>
  );
}
