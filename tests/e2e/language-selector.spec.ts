import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { localeDescriptors, localizedPath } from '@ankerlicht/content/locales.js';
import type { Locale } from '@ankerlicht/content';
import { expect, holdScripts, message, pageTitle, test, waitForApp } from '../support/site.ts';

/**
 * The language selector (docs/product-rules.md §1): buttons for nl, en, tr; the active one shows as pressed. Buttons
 * from the served HTML on, before the app starts and after; without JavaScript each other language
 * is a submit button of a GET form that loads the same page in that language.
 */

const selector = (page: Page, locale: Locale) => page.getByRole('group', { name: message(locale, 'shell.language.group') });

/** Every language's item is a button, the page's own pressed and the others not. */
async function expectButtons(page: Page, current: Locale) {
  const group = selector(page, current);
  await expect(group.getByRole('button')).toHaveCount(localeDescriptors.length);
  await expect(group.getByRole('link')).toHaveCount(0);
  for (const { code, name } of localeDescriptors) {
    await expect(group.getByRole('button', { name, exact: true }), `${current}: ${code}`).toHaveAttribute(
      'aria-pressed',
      code === current ? 'true' : 'false',
    );
  }
}

/** The path of a URL, with the empty query a field-less GET form leaves ("/en/faq?") allowed. */
const pathOf = (path: string) => new RegExp(`^[^?#]*//[^/]+${path.replace(/[/.]/g, '\\$&')}\\??$`);

for (const { code: locale } of localeDescriptors) {
  test.describe(`in ${locale}`, () => {
    test('the served HTML has buttons, the current one pressed, before any script runs', async ({ page }) => {
      // The HTML as served: the app's scripts are held back until the checks are done.
      const release = await holdScripts(page);
      await page.goto(localizedPath(locale, '/faq'), { waitUntil: 'domcontentloaded' });
      await expectButtons(page, locale);
      await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
      release();
      await waitForApp(page);
    });

    test('after the app has started they are still buttons, the current one pressed', async ({ page }) => {
      await page.goto(localizedPath(locale, '/faq'));
      await waitForApp(page);
      await expectButtons(page, locale);
    });

    test('without JavaScript, pressing another language loads the same page in it', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      for (const { code: other } of localeDescriptors.filter(({ code }) => code !== locale)) {
        await page.goto(localizedPath(locale, '/team'));
        await expectButtons(page, locale);
        await selector(page, locale)
          .getByRole('button', { name: localeDescriptors.find(({ code }) => code === other)?.name })
          .click();
        await expect(page).toHaveURL(pathOf(localizedPath(other, '/team')));
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(other, 'team'));
        await expectButtons(page, other);
      }
      await context.close();
    });
  });
}

test('with the app, a press switches language without a page load and is stored', async ({ page }) => {
  await page.goto('/faq');
  await waitForApp(page);
  // A full page load would lose this mark.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await selector(page, 'nl').getByRole('button', { name: 'Türkçe' }).click();
  await expect(page).toHaveURL('/tr/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('tr', 'faq'));
  await expectButtons(page, 'tr');
  await expect(selector(page, 'tr').getByRole('button', { name: 'Türkçe' })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(await page.evaluate(() => window.localStorage.getItem('ankerlicht.preferredLanguage'))).toBe('tr');

  // Pressing the current language does nothing.
  await selector(page, 'tr').getByRole('button', { name: 'Türkçe' }).click();
  await expect(page).toHaveURL('/tr/faq');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('a press before the app has started loads the page, drops the empty query and is stored; Back returns', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/faq', { waitUntil: 'commit' });
  await selector(page, 'nl').getByRole('button', { name: 'English' }).click();
  // The head's script takes the form's empty "?" off the address.
  await expect(page).toHaveURL('/en/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('en', 'faq'));
  release();
  await waitForApp(page);
  await expectButtons(page, 'en');
  expect(await page.evaluate(() => window.localStorage.getItem('ankerlicht.preferredLanguage'))).toBe('en');

  // Back loads the Dutch page again, and the stored English does not move the visitor on from it.
  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', 'faq'));
  const navigation = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  );
  expect(navigation, 'loaded again, not restored from the back/forward cache').toBe('back_forward');
});

test.describe('landmarks', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px every part of the header area lies inside a landmark`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/faq');
      await waitForApp(page);
      // The utility bar (phone and languages) is a named region of its own, beside the banner.
      const utility = page.getByRole('region', { name: message('nl', 'shell.utility.label') });
      await expect(utility.getByRole('group', { name: message('nl', 'shell.language.group') })).toBeVisible();
      await expect(utility.getByRole('link', { name: /020/ })).toBeVisible();

      // Every visible element that shows something (text, an icon) before main lies in a landmark;
      // the skip link is the one exception (axe's own), as it moves focus into main.
      const outside = await page.evaluate(() => {
        const landmark =
          'header, nav, aside, section[aria-label], section[aria-labelledby], [role=region], [role=banner], [role=navigation]';
        const main = document.querySelector('main');
        if (!main) return ['no main'];
        return [...document.body.querySelectorAll<HTMLElement | SVGElement>('*')]
          .filter(
            (element) => element.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING && !element.contains(main),
          )
          .filter((element) => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0)
          .filter(
            (element) =>
              element instanceof SVGSVGElement ||
              [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
          )
          .filter((element) => !element.closest(landmark) && !element.closest('a[href="#main-content"]'))
          .map((element) => element.outerHTML.slice(0, 120));
      });
      expect(outside).toEqual([]);

      // And axe's own rule for content outside landmarks.
      const results = await new AxeBuilder({ page }).withRules(['region']).analyze();
      expect(results.violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
    });
  }
});
