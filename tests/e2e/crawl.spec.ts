import { localeOfPath, localizedPath, locales, unlocalizedPath, type Locale } from '@ankerlicht/content';
import { pageRoutes } from '@ankerlicht/site/routes';
import { expect, test } from '../support/site.ts';

/**
 * Every page can be reached by following links from the home page, in every language: a page no
 * link leads to exists only for those who know its address (the approach pages with the
 * cancellation rule, the treatments pages, the waiting-times overview and the disclaimer were such
 * pages). The crawl reads the served HTML, as a search engine or a visitor without JavaScript does:
 * the prerendered page already holds every link the app shows, and fetching it is fast.
 */

/** The same-site paths of a page's <a href> links (not <link>: stylesheets and alternates are no way for a visitor). */
function linkedPaths(html: string, base: string): string[] {
  const paths: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const url = new URL(href!.replace(/&amp;/g, '&'), base);
    if (url.origin !== new URL(base).origin) continue;
    const path = url.pathname.replace(/\/+$/, '') || '/';
    paths.push(path);
  }
  return paths;
}

/** Every page reached from a language's home page by links that stay in that language. */
async function crawl(locale: Locale, fetchHtml: (path: string) => Promise<string | undefined>): Promise<Set<string>> {
  const home = localizedPath(locale, '/');
  const reached = new Set<string>([home]);
  const queue = [home];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const html = await fetchHtml(path);
    if (html === undefined) continue;
    for (const linked of linkedPaths(html, `http://site${path}`)) {
      // The language selector's links lead to the other languages, which have their own crawl.
      if (localeOfPath(linked) !== locale || reached.has(linked)) continue;
      reached.add(linked);
      queue.push(linked);
    }
  }
  return reached;
}

test.describe('every page is reachable by links from home', () => {
  for (const locale of locales) {
    test(`in ${locale}`, async ({ request }) => {
      const fetchHtml = async (path: string) => {
        const response = await request.get(path);
        const type = response.headers()['content-type'] ?? '';
        return response.ok() && type.includes('text/html') ? await response.text() : undefined;
      };
      const reached = await crawl(locale, fetchHtml);
      // A page counts as reached at any of its paths (an alias is the same page).
      const reachedPages = new Set([...reached].map((path) => unlocalizedPath(path)));
      const unreached = pageRoutes
        .filter((route) => !route.paths.some((path) => reachedPages.has(path)))
        .map((route) => localizedPath(locale, route.paths[0]!));
      expect(unreached, `pages no link reaches from ${localizedPath(locale, '/')}`).toEqual([]);
    });
  }
});
