import { matchRoutes, type RouteObject } from 'react-router-dom';
import {
  hrefFor,
  linkedPageIds,
  localizedPath,
  locales,
  pages,
  type Department,
  type LinkedPageId,
  type PageId,
  type PageRecord,
} from '@ankerlicht/content';

export { pageIds, type PageId } from '@ankerlicht/content';

/**
 * A page as the route table, the prerender and the tests see it: its record in @ankerlicht/content's
 * `pages` (docs/product-rules.md §2.1), with `paths[0]` the canonical path and the others its
 * aliases.
 */
export type PageRoute = {
  id: PageId;
  paths: readonly string[];
  /** The page's module under site/src, which the prerender maps to its chunk. */
  module: string;
  /** For pages shared by both departments. */
  department?: Department;
};

/** The pages with a path, the not-found page aside. */
export const pageRoutes: readonly (PageRoute & { id: LinkedPageId })[] = linkedPageIds.map((id) => {
  const { path, aliases = [], module, department }: PageRecord = pages[id];
  return { id, paths: [path, ...aliases], module, ...(department && { department }) };
});

export const notFoundRoute: PageRoute = {
  id: 'notFound',
  paths: [],
  module: './pages/not-found/NotFoundPage.tsx',
};

/** Permanent redirects (docs/product-rules.md §2.1), as Dutch paths: each language has them behind its prefix. */
export const redirects: Readonly<Record<string, string>> = {
  '/wie-zijn-wij': hrefFor('missionVision'),
  '/volwassenen': hrefFor('adultOffer'),
  '/kind-jeugd': hrefFor('childOffer'),
  '/kind-jeugd/vraagstukken': hrefFor('childOffer'),
  '/volwassenen/vraagstukken': hrefFor('adultOffer'),
};

/** What a path of React Router's route table shows: a page, or a redirect to a path in the same language. */
export type RouteHandle = { page: PageRoute } | { redirect: string };

/**
 * React Router's route table, as data (App.tsx gives each route its element): every page's paths
 * and every redirect, in every language ('/en/faq' is the FAQ in English). Case-sensitive, as the
 * static files the prerender writes are; anything else is the 404.
 */
export const routeTable: readonly (RouteObject & { handle: RouteHandle })[] = locales.flatMap((locale) => [
  ...pageRoutes.flatMap((page) =>
    page.paths.map((path) => ({ path: localizedPath(locale, path), caseSensitive: true, handle: { page } })),
  ),
  ...Object.entries(redirects).map(([from, to]) => ({
    path: localizedPath(locale, from),
    caseSensitive: true,
    handle: { redirect: localizedPath(locale, to) },
  })),
]);

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** What React Router's table shows at a path, or undefined for the 404 (repeated trailing slashes are one). */
export function matchPath(pathname: string): RouteHandle | undefined {
  return matchRoutes([...routeTable], normalisePath(pathname))?.[0]?.route.handle;
}

/** The page at a path in any language ('/en/faq' and '/faq' are the FAQ); the 404 for a redirect or an unknown path. */
export function findRoute(pathname: string): PageRoute {
  const handle = matchPath(pathname);
  return handle && 'page' in handle ? handle.page : notFoundRoute;
}
