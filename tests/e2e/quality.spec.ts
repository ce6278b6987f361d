import type { Page } from '@playwright/test';
import { locales } from '@ankerlicht/content';
import { pageRoutes } from '@ankerlicht/site/routes';
import {
  documentTitle,
  expect,
  expectEndsWithProductName,
  expectNoAxeViolations,
  gotoIn,
  message,
  pageTitle,
  test,
  waitForApp,
} from '../support/site.ts';

/**
 * Site-wide gates (issue 8): every route at its URL in every language ('/en/faq'), at mobile and desktop width.
 * The fixture in support/site.ts already fails on console errors, missing translations and
 * requests to any host but the site's own.
 *
 * Each page is opened once, at mobile width, and checked there; then the window widens to desktop
 * width, as a tablet turned sideways does, and the page is checked again. Opening it a second time
 * at desktop width cost half this file's time and checked nothing more: the other specs open their
 * pages at 1280 px, and visual.spec.ts opens every page at both widths.
 */
const widths = [375, 1280] as const;

for (const locale of locales) {
  test.describe(`${locale} at ${widths.join(' and ')} px`, () => {
    test.use({ viewport: { width: widths[0], height: 800 } });

    for (const [
      index,
      {
        id,
        paths: [path = '/'],
      },
    ] of pageRoutes.entries()) {
      // The walk through every focus stop takes a third of this test's time, and its stops and rings
      // are the same markup in every language: each route is walked at both widths in one language,
      // the languages taking turns across the routes.
      const walk = locales[index % locales.length] === locale;
      test(`${path} (${id}) is accessible and translated${walk ? ', and keyboard-navigable' : ''}`, async ({ page }) => {
        const served = await (await gotoIn(page, locale, path))!.text();
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('h1')).toHaveCount(1);
        // Once the app has started, the title ends with the product name, the home page's too (docs/product-rules.md §2.2).
        await waitForApp(page);
        await expect(heading).toHaveText(pageTitle(locale, id));
        await expect(page).toHaveTitle(documentTitle(locale, id));
        expectEndsWithProductName(await page.title(), `${locale} ${path}`);
        // Every stylesheet the started app uses was linked in the HTML: a page whose styles came only
        // with its scripts moved under the visitor's finger as the app started.
        const linked = [...served.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
        expect(linked.length).toBeGreaterThan(0);
        const loaded = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
        );
        expect(
          loaded.filter((stylesheet) => !linked.includes(stylesheet)),
          'stylesheets not in the HTML',
        ).toEqual([]);

        for (const width of widths) {
          await test.step(`at ${width} px`, async () => {
            await page.setViewportSize({ width, height: 800 });
            if (width < 768) {
              const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
              expect(overflow, 'horizontal scroll on mobile').toBeLessThanOrEqual(0);
            }

            await expectNoAxeViolations(page);

            // The skip link is the first stop and lands on the main content. Focus starts from the
            // top of the document each time, as on a page just opened.
            await page.evaluate(() => {
              document.body.tabIndex = -1;
              document.body.focus();
            });
            await page.keyboard.press('Tab');
            await page.evaluate(() => document.body.removeAttribute('tabindex'));
            await expect(page.getByRole('link', { name: message(locale, 'ui.skipLink.label') })).toBeFocused();
            await page.keyboard.press('Enter');
            await expect(page.locator('#main-content')).toBeFocused();

            if (walk) await expectEveryFocusStopVisible(page);
          });
        }
      });
    }
  });
}

test('the axe check finds the violations a page has, and only WCAG A and AA ones', async ({ page }) => {
  await gotoIn(page, 'nl', '/');
  await waitForApp(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    // An image without a text alternative, a faint paragraph, a button without a name (WCAG A and AA).
    main.insertAdjacentHTML(
      'beforeend',
      '<img src="/favicon.svg"><p style="color:#eee;background:#fff">Vage tekst</p><button type="button"></button>',
    );
    // Text outside every landmark breaks only the best-practice rule `region`, which the check leaves out.
    document.body.insertAdjacentHTML('beforeend', '<div>Buiten elk gebied</div>');
  });
  const failure = await expectNoAxeViolations(page).then(
    () => '',
    (error: unknown) => String(error),
  );
  for (const rule of ['image-alt', 'color-contrast', 'button-name']) expect(failure).toContain(`${rule}:`);
  expect(failure).not.toContain('region:');
});

/** Tab through the page: focus never disappears and every stop shows a focus indicator. */
async function expectEveryFocusStopVisible(page: Page) {
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  const visited = new Set<string>();
  for (let stop = 0; stop < 60; stop += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const rect = element.getBoundingClientRect();
      // A ring may be drawn on the element or on a pseudo-element (a whole-card link's ::after).
      const showsRing = (style: CSSStyleDeclaration) =>
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
      return {
        key: `${element.tagName}:${element.textContent?.slice(0, 40)}:${rect.top + window.scrollY}:${rect.left}`,
        indicator: [undefined, '::after', '::before'].some((pseudo) => showsRing(getComputedStyle(element, pseudo))),
        visible: rect.width > 0 && rect.height > 0,
      };
    });
    if (!focus) break; // focus left the document: the end of the page was reached
    expect(focus.visible, `focus stop ${stop} is visible`).toBe(true);
    expect(focus.indicator, `focus stop ${stop} (${focus.key}) shows a focus indicator`).toBe(true);
    if (visited.has(focus.key)) break; // wrapped around: not trapped
    visited.add(focus.key);
  }
  expect(visited.size).toBeGreaterThan(3);
}
