/**
 * What every screenshot test does to hold the page still: one fixed instant, the web fonts always
 * in place, images loaded, and a paused clock. Used by the story captures (tests/visual-stories)
 * and the page captures (tests/e2e/visual.spec.ts).
 */
import type { Page } from '@playwright/test';

/** Every capture starts from the same instant, so anything that shows a date is stable. */
export const frozenStart = new Date('2026-03-02T09:30:00+01:00');

/**
 * The site's fonts use `font-display: optional`: on a busy machine a font that is a little late is
 * skipped for the page's lifetime and the capture shows the fallback font at random. Served to the
 * captures as `block` instead, so text always waits for the real font (and fonts.ready covers it).
 * Call before the first navigation.
 */
export async function serveFontsAsBlock(page: Page) {
  await page.route(/\.css(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const css = (await response.text()).replace(/font-display:\s*optional/g, 'font-display:block');
    await route.fulfill({ status: response.status(), contentType: 'text/css; charset=utf-8', body: css });
  });
}

/** Loads lazy images now and waits for every image and font, so nothing pops in between two captures. */
export async function waitForMedia(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

/** Stops the page clock a moment from now; pauseAt cannot go back, and on a busy machine the call itself takes a while. */
export async function pauseClock(page: Page) {
  for (const margin of [250, 1000, 5000]) {
    try {
      await page.clock.pauseAt(await page.evaluate((ahead) => Date.now() + ahead, margin));
      return;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
  throw new Error('could not pause the page clock');
}
