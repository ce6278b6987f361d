import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localeOfPath, type Locale } from '@ankerlicht/content';
import type { PageId } from '@ankerlicht/site/routes';
import { answerPublishedWaitingTimes, documentTitle, expectEndsWithProductName, message, pageTitle } from '../support/site.ts';
import { watchConsole } from './consoleProblems.ts';

// The waiting-time pages ask the backend for the newest published figures once they have hydrated;
// no backend runs here, and a refused request is a console error: answered with the built-in ones.
test.beforeEach(({ page }) => answerPublishedWaitingTimes(page));

/**
 * `npm run preview` serves the build as a static host or CDN does (the README's deploy section):
 * a path with or without its trailing slash gets that page's own prerendered HTML, which then
 * hydrates without a mismatch; an unknown path gets 404.html with status 404.
 */

const dist = resolve('site', process.env.SITE_DIST ?? 'dist');

test.beforeAll(() => {
  if (!existsSync(resolve(dist, 'index.html'))) throw new Error(`No build in ${dist}: run npm run build:local first.`);
});

/** Waits until React has hydrated the page (App.tsx marks <html data-app="ready"> after its first commit). */
async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // A mismatch is reported when React commits, just after.
  await page.waitForTimeout(200);
}

const served: Array<[string, PageId]> = [
  ['/', 'home'],
  ['/faq', 'faq'],
  ['/faq/', 'faq'],
  ['/faq-2', 'faq'],
  ['/over-ons', 'about'],
  ['/over-ons/', 'about'],
  ['/kind-jeugd/wachttijd', 'childWaitingTime'],
  ['/kind-jeugd/wachttijd/', 'childWaitingTime'],
  ['/en', 'home'],
  ['/en/', 'home'],
  ['/en/faq', 'faq'],
  ['/en/faq/', 'faq'],
  ['/tr/over-ons', 'about'],
  ['/tr/over-ons/', 'about'],
];

test('serves each path, with or without its trailing slash, as its own page', async ({ page }) => {
  const watched = watchConsole(page);
  for (const [path, id] of served) {
    const locale: Locale = localeOfPath(path);
    watched.visiting(path);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // The HTML the server sent is the page's own, not the home page's with another page drawn over it.
    const title = pageTitle(locale, id);
    const sentTitle = /<title>([^<]*)<\/title>/.exec((await response?.text()) ?? '')?.[1];
    expect(sentTitle, path).toBe(documentTitle(locale, id));
    expectEndsWithProductName(sentTitle, path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    if (id !== 'home') {
      const mainNavigation = page.getByRole('navigation', { name: message(locale, 'shell.nav.main') });
      await expect(mainNavigation.getByRole('link', { name: message(locale, 'nav.home') }), path).not.toHaveAttribute(
        'aria-current',
      );
    }
  }
  expect(watched.problems).toEqual([]);
});

test("answers an unknown path with its language's 404.html and status 404", async ({ page }) => {
  const watched = watchConsole(page);
  for (const path of ['/bestaat-niet', '/bestaat-niet/', '/faq/bestaat-niet', '/en/bestaat-niet', '/tr/faq/bestaat-niet/']) {
    // The browser reports the 404 status; the page logs the path tried.
    watched.visiting(path, [/status of 404/, new RegExp(`^\\[404\\] No page at ${path}$`)]);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(pageTitle(localeOfPath(path), 'notFound'));
  }
  expect(watched.problems).toEqual([]);
});

test('forwards a redirect, with or without the trailing slash', async ({ page }) => {
  for (const path of ['/wie-zijn-wij', '/wie-zijn-wij/', '/tr/wie-zijn-wij', '/tr/wie-zijn-wij/']) {
    const locale = localeOfPath(path);
    await page.goto(path);
    await expect(page, path).toHaveURL(locale === 'tr' ? '/tr/missie-en-visie' : '/missie-en-visie');
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(pageTitle(locale, 'missionVision'));
  }
});

test('answers a malformed address with 400 instead of stopping', async ({ request }) => {
  expect((await request.get('/%E0%A4%A')).status()).toBe(400);
  expect((await request.get('/faq')).status()).toBe(200);
});
