import type { Locator, Page } from '@playwright/test';
import { localeDescriptors, localizedPath } from '@ankerlicht/content/locales.js';
import { expect, message, test, waitForApp } from '../support/site.ts';

/**
 * Windows high contrast (forced colours) replaces the theme's colours with a few system colours,
 * so a chosen item that differs from the others by colour (and weight) alone looks like the rest.
 * The selected team tab and the pressed FAQ topic must differ in something forced colours keep:
 * a Highlight fill (forced-color-adjust: none) and an underline or a second ring. Computed styles are what the browser
 * paints with in forced-colours mode, so they are compared; screenshots go to test-results for
 * a person to look at, not to a baseline.
 */

type Look = { background: string; color: string; borderBottom: string; boxShadow: string };

function look(locator: Locator): Promise<Look> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      color: style.color,
      borderBottom: `${style.borderBottomWidth} ${style.borderBottomStyle} ${style.borderBottomColor}`,
      boxShadow: style.boxShadow,
    };
  });
}

async function openInForcedColours(page: Page, path: string) {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await waitForApp(page);
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
}

test('forced colours: the selected team tab is filled and underlined, the others are not', async ({ page }, testInfo) => {
  await openInForcedColours(page, '/team');
  const tabs = page.getByRole('tablist', { name: message('nl', 'page.team.filterLabel') }).getByRole('tab');
  const selected = tabs.and(page.locator('[aria-selected="true"]'));
  await expect(selected).toHaveCount(1);
  const chosen = await look(selected);
  const others = tabs.and(page.locator('[aria-selected="false"]'));
  expect(await others.count()).toBeGreaterThan(0);
  for (const other of await others.all()) {
    const plain = await look(other);
    // A fill of its own, not only another hue of the text.
    expect(chosen.background).not.toBe(plain.background);
    expect(chosen.borderBottom).not.toBe(plain.borderBottom);
  }
  await page.getByRole('tablist').screenshot({ path: testInfo.outputPath('team-tabs-forced-colors.png') });
});

test('forced colours: the pressed FAQ topic is filled and ringed twice, the others are not', async ({ page }, testInfo) => {
  await openInForcedColours(page, '/faq');
  const topics = page.getByRole('navigation', { name: message('nl', 'page.faq.categories') }).getByRole('button');
  const pressed = topics.and(page.locator('[aria-pressed="true"]'));
  await expect(pressed).toHaveCount(1);
  const chosen = await look(pressed);
  const others = topics.and(page.locator('[aria-pressed="false"]'));
  expect(await others.count()).toBeGreaterThan(0);
  for (const other of await others.all()) {
    const plain = await look(other);
    expect(chosen.background).not.toBe(plain.background);
    // And an inner ring inside its border: a double border.
    expect(plain.boxShadow).not.toContain('inset');
    expect(chosen.boxShadow).toContain('inset');
  }
  await page.getByRole('navigation', { name: message('nl', 'page.faq.categories') }).screenshot({
    path: testInfo.outputPath('faq-topics-forced-colors.png'),
  });
});

for (const { code: locale } of localeDescriptors) {
  for (const width of [768, 1280]) {
    test(`200 % text, ${locale} at ${width} px: every team tab is in view when focused`, async ({ page }, testInfo) => {
      const height = 900;
      await page.setViewportSize({ width, height });
      await page.goto(localizedPath(locale, '/team'));
      await waitForApp(page);
      // The site sizes everything in rem: doubling the root font size doubles the text (as layout.spec.ts does).
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      const tabs = page.getByRole('tablist', { name: message(locale, 'page.team.filterLabel') }).getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const count = await tabs.count();
      expect(count).toBeGreaterThanOrEqual(4);
      // No tab waits past a scroll edge: the row wraps, so all of them are in view at once.
      const list = page.getByRole('tablist', { name: message(locale, 'page.team.filterLabel') });
      const { scrollWidth, clientWidth } = await list.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth, 'the tab list scrolls sideways').toBeLessThanOrEqual(clientWidth);
      await tabs.first().focus();
      for (let index = 0; index < count; index += 1) {
        const tab = tabs.nth(index);
        await expect(tab).toBeFocused();
        // Wholly inside the viewport and not clipped by a scrolling ancestor.
        await expect(tab).toBeInViewport({ ratio: 1 });
        const box = await tab.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `tab ${index + 1} fits across`).toBe(true);
        // Its focus ring too (a 3 px outline 2 px out): the page keeps a space above its bottom edge.
        expect(box && box.y + box.height + 5 <= height, `tab ${index + 1}'s focus ring shows whole`).toBe(true);
        const clipped = await tab.evaluate((element) => {
          const own = element.getBoundingClientRect();
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX === 'visible') continue;
            const rect = parent.getBoundingClientRect();
            if (own.left < rect.left - 0.5 || own.right > rect.right + 0.5) return true;
          }
          return false;
        });
        expect(clipped, `tab ${index + 1} is cut off by a scrolling ancestor`).toBe(false);
        if (index === count - 1) break;
        // The next tab ends a fraction of a pixel past the bottom edge, as CI once met it: a nearest
        // scroll would then move it onto the edge, its ring cut off. Arrowing to it must bring it
        // into view, ring and all.
        await tabs.nth(index + 1).evaluate((element) => {
          window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight - 0.6);
        });
        await page.keyboard.press('ArrowRight');
      }
      await list.screenshot({ path: testInfo.outputPath(`team-tabs-200-${locale}-${width}.png`) });
    });
  }
}
