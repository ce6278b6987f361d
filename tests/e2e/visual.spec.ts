/**
 * Visual regression of the pages (issue 8): every route at 375 px and 1280 px in Dutch, and the
 * pages with the longest texts in Turkish (whose words run longest), as full-page screenshots of
 * the production build. Baselines: __screenshots__/visual.spec.ts/<page id>--<width>[--tr].png,
 * rewritten after an intended change with `npm run test:visual:update`.
 *
 * Held still for the capture: the clock starts at one instant and is paused before the capture
 * (the carousel and the footer year), reduced motion is on (the carousel does not rotate),
 * Playwright disables animations and carets, fonts are served as `block`, images are loaded.
 */
import { existsSync, readdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@ankerlicht/content';
import { notFoundRoute, pageRoutes } from '@ankerlicht/site/routes';
import { frozenStart, pauseClock, serveFontsAsBlock, waitForMedia } from '../support/screenshots.ts';
import { expect, gotoIn, test } from '../support/site.ts';

/** The six pages with the most text in Turkish (measured on the built site: characters of <main>, 3500–7400). */
const longestInTurkish = new Set(['privacy', 'terms', 'childOffer', 'adultTreatments', 'adultOffer', 'childTreatments']);

type Capture = { id: string; path: string; locale: Locale };

const captures: Capture[] = [
  ...pageRoutes.map(({ id, paths: [url = '/'] }) => ({ id, path: url, locale: 'nl' as const })),
  { id: notFoundRoute.id, path: '/deze-pagina-bestaat-niet', locale: 'nl' },
  ...pageRoutes
    .filter(({ id }) => longestInTurkish.has(id))
    .map(({ id, paths: [url = '/'] }) => ({ id, path: url, locale: 'tr' as const })),
];

const widths = [375, 1280] as const;
const snapshotName = ({ id, locale }: Capture, width: number) => `${id}--${width}${locale === 'nl' ? '' : `--${locale}`}.png`;
const baselineDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '__screenshots__', 'visual.spec.ts');

test('every page baseline belongs to a current capture (pruned when updating)', () => {
  const current = new Set(captures.flatMap((capture) => widths.map((width) => snapshotName(capture, width))));
  const orphans = existsSync(baselineDir)
    ? readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !current.has(file))
    : [];
  if (orphans.length > 0 && !['none', 'missing'].includes(test.info().config.updateSnapshots)) {
    for (const file of orphans) unlinkSync(path.join(baselineDir, file));
    return;
  }
  expect(orphans, 'baselines of pages that no longer exist: run npm run test:visual:update').toEqual([]);
});

test.describe('page screenshots', () => {
  // The 404 page is served with status 404, which the browser reports on the console.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const width of widths) {
    for (const capture of captures) {
      const { locale } = capture;
      test(`${capture.path} in ${locale} at ${width} px looks as approved`, async ({ page }) => {
        await serveFontsAsBlock(page);
        await page.clock.install({ time: frozenStart });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.setViewportSize({ width, height: 800 });
        await gotoIn(page, locale, capture.path);

        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // React has taken over the page and loaded what it needs (the page chunk, the messages).
        await page.waitForFunction(() => {
          const root = document.getElementById('root');
          return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
        });
        await page.waitForLoadState('networkidle');
        await waitForMedia(page);
        await pauseClock(page);

        // Tighter than the shared 1%: on a page thousands of pixels tall, 1% would hide a changed paragraph.
        await expect(page).toHaveScreenshot(snapshotName(capture, width), { fullPage: true, maxDiffPixelRatio: 0.002 });
      });
    }
  }
});
