import { brand } from '@ankerlicht/content';
import { pageRoutes, redirects } from '@ankerlicht/site/routes';
import { expect, message, pageTitle, test } from '../support/site.ts';

test.describe('every path of the route table', () => {
  for (const route of pageRoutes) {
    for (const path of route.paths) {
      test(`${path} renders its page with its title and one heading`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        const title = pageTitle('nl', route.id);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page).toHaveTitle(route.id === 'home' ? `${brand.name} | ${title}` : `${title} | ${brand.name}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          message('nl', `page.${route.id}.description`),
        );
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Ankerlicht GGZ/);
      });
    }
  }
});

test.describe('redirects', () => {
  for (const [from, to] of Object.entries(redirects)) {
    test(`${from} lands on ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('work without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/wie-zijn-wij');
    await expect(page).toHaveURL('/missie-en-visie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', 'missionVision'));
    await context.close();
  });
});

test.describe('unknown paths', () => {
  // The browser itself reports the page's 404 status in the console.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('get the 404 page, with a way home, and the path logged', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (entry) => logged.push(entry.text()));
    const response = await page.goto('/bestaat-niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', 'notFound'));
    await expect(page.getByText(message('nl', 'page.notFound.body'))).toBeVisible();
    await expect.poll(() => logged.some((line) => line.includes('/bestaat-niet'))).toBe(true);
    await page.getByRole('link', { name: message('nl', 'page.notFound.home') }).click();
    await expect(page).toHaveURL('/');
  });

  test('show "Page Not Found" in English', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('ankerlicht.preferredLanguage', 'en'));
    await page.goto('/does/not/exist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});

// Accessibility of every route, in every language and at both widths: quality.spec.ts.
