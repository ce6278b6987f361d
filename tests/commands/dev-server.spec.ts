import { expect, test } from '@playwright/test';
import { pageRoutes, redirects } from '@ankerlicht/site/routes';
import { pageTitle } from '../support/site.ts';
import { watchConsole } from './consoleProblems.ts';

/**
 * `npm start`'s dev server (the README's first command) opens every route, a redirect and an
 * unknown path with a clean console: no hydration error, no React warning, no missing translation.
 * One page loads each in turn. Each route once, by its canonical path: an alias renders the same
 * page (routes.spec.ts checks every alias on the build). On a dev server a page load fetches the
 * app's modules one by one, a second or two each, and the first load waits for the compile.
 */
test('the dev server serves every route with a clean console', async ({ page }) => {
  test.setTimeout(180_000);
  const watched = watchConsole(page);
  const heading = page.getByRole('heading', { level: 1 });

  for (const route of pageRoutes) {
    const [path = '/'] = route.paths;
    watched.visiting(path);
    await page.goto(path);
    await expect(heading, path).toHaveText(pageTitle('nl', route.id), { timeout: 30_000 });
  }

  // One redirect: each is the same <Navigate>, and routes.spec.ts follows them all on the build.
  for (const [from, to] of Object.entries(redirects).slice(0, 1)) {
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
