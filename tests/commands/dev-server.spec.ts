import { expect, test } from '@playwright/test';
import { localeDescriptor, localizedPath, locales } from '@ankerlicht/content';
import { pageRoutes, redirects } from '@ankerlicht/site/routes';
import { answerPublishedWaitingTimes, documentTitle, pageTitle } from '../support/site.ts';
import { watchConsole } from './consoleProblems.ts';

// The waiting-time pages ask the backend for the newest published figures once they have hydrated;
// no backend runs here, and a refused request is a console error: answered with the built-in ones.
test.beforeEach(({ page }) => answerPublishedWaitingTimes(page));

/** The text of an HTML fragment, as a browser shows it (React escapes only these). */
const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The dev server answers a page's URL as the built site does (site/scripts/devServerRender.ts): the
 * page rendered on the server in the URL's language, with its title; a redirect with a 301; an unknown
 * path with the 404 page and status 404.
 */
test('the dev server renders every page on the server, in the language of its URL', async ({ request }) => {
  test.setTimeout(300_000);
  const html = { headers: { Accept: 'text/html' } };
  for (const locale of locales) {
    for (const route of pageRoutes) {
      for (const path of route.paths) {
        const url = localizedPath(locale, path);
        for (const variant of url === '/' ? [url] : [url, `${url}/`]) {
          const response = await request.get(variant, html);
          expect(response.status(), variant).toBe(200);
          const body = await response.text();
          const { lang, dir } = localeDescriptor(locale);
          expect(body, variant).toContain(`<html lang="${lang}" dir="${dir}">`);
          expect(htmlText(/<title>(.*?)<\/title>/.exec(body)?.[1] ?? ''), variant).toBe(documentTitle(locale, route.id));
          expect(htmlText(/<h1[^>]*>(.*?)<\/h1>/s.exec(body)?.[1] ?? ''), variant).toBe(pageTitle(locale, route.id));
        }
      }
    }
    for (const [from, to] of Object.entries(redirects)) {
      const response = await request.get(localizedPath(locale, from), { ...html, maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(localizedPath(locale, to));
    }
    const missing = await request.get(localizedPath(locale, '/bestaat-niet'), html);
    expect(missing.status()).toBe(404);
    const body = await missing.text();
    expect(htmlText(/<h1[^>]*>(.*?)<\/h1>/s.exec(body)?.[1] ?? '')).toBe(pageTitle(locale, 'notFound'));
    expect(body).toContain('<meta name="robots" content="noindex" />');
  }
});

/**
 * `npm start`'s dev server (the README's first command) opens every path of the route table (aliases
 * included) in every language, every redirect and an unknown path with a clean console: no React
 * warning, no missing translation, no error. A dev server page load fetches the app's modules one
 * by one (seconds each on this machine), so each language's home page is loaded in full and every
 * other path is reached from it the way the app itself navigates (history + popstate, which React
 * Router follows), loading that page's module; redirects and the 404 page are loaded in full.
 */
test('the dev server serves every route in every language with a clean console', async ({ page }) => {
  test.setTimeout(300_000);
  const watched = watchConsole(page);
  const heading = page.getByRole('heading', { level: 1 });

  for (const locale of locales) {
    const home = localizedPath(locale, '/');
    watched.visiting(home);
    await page.goto(home);
    await expect(heading, home).toHaveText(pageTitle(locale, 'home'), { timeout: 30_000 });
    await expect(page.locator('html'), home).toHaveAttribute('lang', locale);
    // Hydrated, not rendered anew: a mismatch with the server's HTML is a console error below.
    await expect(page.locator('html'), home).toHaveAttribute('data-app', 'ready', { timeout: 60_000 });
    for (const route of pageRoutes) {
      for (const path of route.paths) {
        const url = localizedPath(locale, path);
        watched.visiting(url);
        await page.evaluate((target) => {
          window.history.pushState(null, '', target);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, url);
        await expect(heading, url).toHaveText(pageTitle(locale, route.id), { timeout: 30_000 });
      }
    }
  }

  for (const [from, to] of Object.entries(redirects)) {
    watched.visiting(from);
    await page.goto(from);
    await expect(page, from).toHaveURL(to);
    await expect(heading, from).toBeVisible();
  }

  // The 404 page comes with status 404, as the host sends it, and logs the path tried (twice,
  // under StrictMode's double effects); nothing else.
  watched.visiting('/bestaat-niet', [
    /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/,
    /^\[404\] No page at \/bestaat-niet$/,
  ]);
  await page.goto('/bestaat-niet');
  await expect(heading).toHaveText(pageTitle('nl', 'notFound'));

  // Late reports (an effect's warning, a recoverable error reported after commit) come in first.
  await page.waitForTimeout(500);
  expect(watched.problems).toEqual([]);
});
