import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { stopRecordingEarlyInput } from './forms/earlyInput.ts';
import { AriaRouterBridge } from './AriaRouterBridge.tsx';
import { ErrorBoundary } from './shell/ErrorBoundary.tsx';
import { Shell } from './shell/Shell.tsx';
import { lazyPage } from './pageLoader.tsx';
import { locales, localizedPath } from '@ankerlicht/content';
import { notFoundRoute, pageRoutes, redirects } from './routes.ts';

const pages = pageRoutes.map((route) => ({ route, Page: lazyPage(route) }));
const NotFoundPage = lazyPage(notFoundRoute);

/**
 * The whole site's routes (spec §2.1) in every language: Dutch at the spec's paths, the others behind
 * their prefix ('/en/faq'). The router itself comes from the entry (browser or server).
 */
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
        <Routes>
          <Route element={<Shell />}>
            {locales.flatMap((locale) =>
              pages.flatMap(({ route, Page }) =>
                route.paths.map((path) => {
                  const localized = localizedPath(locale, path);
                  return <Route key={localized} path={localized} element={<Page department={route.department} />} />;
                }),
              ),
            )}
            {locales.flatMap((locale) =>
              Object.entries(redirects).map(([from, to]) => (
                <Route
                  key={localizedPath(locale, from)}
                  path={localizedPath(locale, from)}
                  element={<Navigate to={localizedPath(locale, to)} replace />}
                />
              )),
            )}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </ErrorBoundary>
    </AriaRouterBridge>
  );
}
