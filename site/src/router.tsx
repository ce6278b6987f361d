import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The site's router: the URL as React state, and navigation through the History API.
 *
 * The site needs one thing from a router: the current URL. The route table is plain data looked up
 * by path (App.tsx, routes.ts), links navigate through React Aria's RouterProvider
 * (AriaRouterBridge.tsx), and the pages read the path and the hash. React Router did that with
 * 12 KB gzip of route matching, data loading and history code in every page's first download;
 * this keeps what the site used of it, with the same behaviour: a navigation (a link, the language
 * selector, the browser's back and forward buttons) renders the new URL in a transition, so the
 * previous page stays on screen while the next page's code and language load.
 */

export type Location = { pathname: string; search: string; hash: string };

export type NavigateOptions = {
  /** Replaces the current history entry instead of adding one (a redirect). */
  replace?: boolean;
};

export type Navigate = (to: string, options?: NavigateOptions) => void;

const RouterContext = createContext<{ location: Location; navigate: Navigate } | null>(null);

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The router hooks must be used inside a BrowserRouter, StaticRouter or MemoryRouter');
  return router;
}

/** The URL the app shows. */
export function useLocation(): Location {
  return useRouter().location;
}

/** Goes to a path: `'/en/faq'`, `'#anchor'` on the current page. */
export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/** The href of a link to `to` (a relative `'#anchor'` or `'?query'` made absolute). */
export function useHref(to: string): string {
  return resolvePath(to, useLocation());
}

/** Goes to `to` once rendered in the browser. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** `'/faq?q#a'` as its parts; a lone `?` or `#` is no search or hash. */
export function parsePath(path: string): Location {
  const hashStart = path.indexOf('#');
  const hash = hashStart < 0 ? '' : path.slice(hashStart);
  const rest = hashStart < 0 ? path : path.slice(0, hashStart);
  const searchStart = rest.indexOf('?');
  const search = searchStart < 0 ? '' : rest.slice(searchStart);
  return {
    pathname: searchStart < 0 ? rest : rest.slice(0, searchStart),
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

/**
 * `to` as an absolute path from the current location, as React Router resolved it: an absolute
 * path as it is, `'#a'` or `'?q'` on the current page, `''` the current page, anything else
 * relative to the current path.
 */
export function resolvePath(to: string, from: Location): string {
  if (to.startsWith('/')) return createPath(parsePath(to));
  if (to === '' || to.startsWith('#') || to.startsWith('?')) {
    const { search, hash } = parsePath(to);
    return createPath({ pathname: from.pathname, search: to === '' ? from.search : search, hash });
  }
  const { pathname, search, hash } = new URL(to, new URL(from.pathname, 'http://site.invalid/'));
  return createPath({ pathname, search, hash });
}

function createPath({ pathname, search, hash }: Location): string {
  return `${pathname}${search}${hash}`;
}

function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

function RouterValue({ location, navigate, children }: { location: Location; navigate: Navigate; children: ReactNode }) {
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A navigation in the browser: a new history entry (or the current one replaced), then the new URL rendered. */
function browserNavigation(setLocation: (location: Location) => void): Navigate {
  return (to, { replace = false } = {}) => {
    const path = resolvePath(to, windowLocation());
    if (replace) {
      window.history.replaceState(null, '', path);
    } else {
      try {
        window.history.pushState(null, '', path);
      } catch {
        // Safari allows only so many history entries in a short time: load the page instead.
        window.location.assign(path);
        return;
      }
    }
    startTransition(() => setLocation(windowLocation()));
  };
}

/** The browser's URL, kept in step with the History API. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  const [navigate] = useState(() => browserNavigation(setLocation));
  // The back and forward buttons.
  useLayoutEffect(() => {
    const update = () => startTransition(() => setLocation(windowLocation()));
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return (
    <RouterValue location={location} navigate={navigate}>
      {children}
    </RouterValue>
  );
}

const ignoreNavigation: Navigate = () => undefined;

/** One fixed URL, for the prerender: a navigation there goes nowhere. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const parsed = useMemo(() => parsePath(location), [location]);
  return (
    <RouterValue location={parsed} navigate={ignoreNavigation}>
      {children}
    </RouterValue>
  );
}

/** A URL in memory, for tests and stories: navigations change it, the browser's URL stays. */
export function MemoryRouter({ initialEntry = '/', children }: { initialEntry?: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => parsePath(initialEntry));
  const [navigate] = useState(() => {
    const navigateInMemory: Navigate = (to) =>
      startTransition(() => setLocation((current) => parsePath(resolvePath(to, current))));
    return navigateInMemory;
  });
  return (
    <RouterValue location={location} navigate={navigate}>
      {children}
    </RouterValue>
  );
}
