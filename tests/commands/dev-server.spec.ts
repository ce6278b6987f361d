import { expect, test } from '@playwright/test';
import { localizedPath, locales } from '@ankerlicht/content';
import { pageRoutes, redirects } from '@ankerlicht/site/routes';
import { pageTitle } from '../support/site.ts';
import { watchConsole } from './consoleProblems.ts';

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

  // The 404 page logs the path tried (twice, under StrictMode's double effects); nothing else.
  watched.visiting('/bestaat-niet', [/^\[404\] No page at \/bestaat-niet$/]);
  await page.goto('/bestaat-niet');
  await expect(heading).toHaveText(pageTitle('nl', 'notFound'));

  // Late reports (an effect's warning, a recoverable error reported after commit) come in first.
  await page.waitForTimeout(500);
  expect(watched.problems).toEqual([]);
});
