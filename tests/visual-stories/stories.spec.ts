/**
 * Visual regression for every story in the built Storybook (project `stories` in playwright.config.ts,
 * whose web server builds Storybook and serves storybook-static on port 6007).
 *
 * Each story is captured at desktop width (1280 px), and also at mobile width (375 px) when it carries
 * the tag `visual-mobile` or "mobile" is in its name or title; stories tagged `visual-tr` get one more
 * desktop capture in Turkish. `visual-skip` leaves a story out. Baselines live in
 * __screenshots__/stories.spec.ts/<story id>--<viewport>[--<locale>].png and are rewritten with
 * `npm run test:visual:update`, which also deletes baselines of stories that no longer exist.
 *
 * Before each capture: the page clock is faked from before navigation (a fixed date) and paused once
 * the story has finished (rendered, play function run), so carousels and other timers hold still;
 * fonts and images have loaded; Playwright disables animations and carets (config). Stories whose
 * play function opens an overlay (a dialog portalled outside #storybook-root) and fullscreen stories
 * are captured as the whole viewport, the rest as #storybook-root.
 */
import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

type IndexEntry = { type: 'story' | 'docs'; id: string; name: string; title: string; tags?: string[] };
type Viewport = { name: 'desktop' | 'mobile'; width: number; height: number };
type Shot = { story: IndexEntry; viewport: Viewport; locale: 'nl' | 'tr'; snapshot: string };

const storybookUrl = process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6007';
const here = path.dirname(fileURLToPath(import.meta.url));
const baselineDir = path.join(here, '__screenshots__', 'stories.spec.ts');

const desktop: Viewport = { name: 'desktop', width: 1280, height: 800 };
const mobile: Viewport = { name: 'mobile', width: 375, height: 740 };
/** Every capture starts from the same instant, so anything that shows a date is stable. */
const frozenStart = new Date('2026-03-02T09:30:00+01:00');

/** The served index (the web server has built Storybook before test files load); the built file as a fallback for `--list`. */
async function loadIndex(): Promise<IndexEntry[] | undefined> {
  try {
    const response = await fetch(`${storybookUrl}/index.json`);
    if (response.ok) return Object.values(((await response.json()) as { entries: Record<string, IndexEntry> }).entries);
  } catch {
    // Fall through to the file on disk.
  }
  const built = path.join(here, '..', '..', 'storybook-static', 'index.json');
  if (existsSync(built)) return Object.values((JSON.parse(readFileSync(built, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
  return undefined;
}

const index = await loadIndex();
const stories = (index ?? []).filter((entry) => entry.type === 'story' && !entry.tags?.includes('visual-skip'));

function shotsFor(story: IndexEntry): Shot[] {
  const tags = story.tags ?? [];
  const shot = (viewport: Viewport, locale: Shot['locale']): Shot => ({
    story,
    viewport,
    locale,
    snapshot: `${story.id}--${viewport.name}${locale === 'nl' ? '' : `--${locale}`}.png`,
  });
  const shots = [shot(desktop, 'nl')];
  if (tags.includes('visual-mobile') || /mobile/i.test(`${story.title} ${story.name}`)) shots.push(shot(mobile, 'nl'));
  if (tags.includes('visual-tr')) shots.push(shot(desktop, 'tr'));
  return shots;
}

const shots = stories.flatMap(shotsFor);

type StoryOutcome = { finished: boolean; errors: string[] };

/**
 * Installed before any page script: catches Storybook's preview channel the moment the runtime creates
 * it and records the story's outcome. `storyFinished` comes after render, play function and afterEach
 * (Storybook 10 emits it in story view too); a play function that throws is reported only through
 * `playFunctionThrewException` (the story still "finishes" and shows no error screen), so both are needed.
 */
function recordStoryOutcome() {
  const outcome: StoryOutcome = { finished: false, errors: [] };
  Object.assign(window, { __visualStoryOutcome: outcome });
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: { on: (event: string, listener: (payload: unknown) => void) => void }) => {
      channel = value;
      const fail = (event: string) => (payload: unknown) => {
        const message = (payload as { message?: string } | undefined)?.message;
        outcome.errors.push(`${event}: ${message ?? JSON.stringify(payload)}`);
      };
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'storyMissing', 'unhandledErrorsWhilePlaying']) {
        value.on(event, fail(event));
      }
      value.on('storyFinished', () => {
        outcome.finished = true;
      });
    },
  });
}

/** Resolves once Storybook has rendered the story and run its play function; fails on a render or play error. */
async function waitForStoryFinished(page: Page) {
  const outcome = await page.waitForFunction(
    () => {
      const recorded = (window as { __visualStoryOutcome?: StoryOutcome }).__visualStoryOutcome;
      return recorded && (recorded.finished || recorded.errors.length > 0) ? recorded : undefined;
    },
    undefined,
    { polling: 100, timeout: 30_000 },
  );
  const { errors } = (await outcome.jsonValue()) as StoryOutcome;
  expect(errors, 'the story rendered and its play function passed').toEqual([]);
}

/** Loads lazy images now and waits for every image and font, so nothing pops in between two captures. */
async function waitForMedia(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

/** An overlay portalled next to #storybook-root (dialog, popover, toast) or a fullscreen layout needs the whole viewport. */
async function needsWholeViewport(page: Page) {
  return page.evaluate(() => {
    if (document.body.classList.contains('sb-main-fullscreen')) return true;
    const root = document.getElementById('storybook-root');
    if (!root || root.getBoundingClientRect().height === 0) return true;
    return Array.from(document.body.children).some((element) => {
      // Storybook's own wrappers, highlight layer and filters are not the story's.
      if (element === root || element.classList.contains('sb-wrapper') || element.id.startsWith('storybook-')) return false;
      if (['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName)) return false;
      const { width, height } = element.getBoundingClientRect();
      return element.checkVisibility() && width * height > 0;
    });
  });
}

test.describe('stories', () => {
  test('the Storybook index lists stories', () => {
    expect(index, `could not read ${storybookUrl}/index.json or storybook-static/index.json`).toBeDefined();
    expect(stories.length).toBeGreaterThan(0);
  });

  test('every baseline belongs to a current story (pruned when updating)', () => {
    const expected = new Set(shots.map((shot) => shot.snapshot));
    const orphans = existsSync(baselineDir) ? readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !expected.has(file)) : [];
    if (orphans.length > 0 && index && test.info().config.updateSnapshots !== 'none' && test.info().config.updateSnapshots !== 'missing') {
      for (const file of orphans) unlinkSync(path.join(baselineDir, file));
      return;
    }
    expect(orphans, 'baselines of stories that no longer exist: run npm run test:visual:update').toEqual([]);
  });

  for (const { story, viewport, locale, snapshot } of shots) {
    test(`${story.title} › ${story.name} @ ${viewport.name}${locale === 'nl' ? '' : ` ${locale}`}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript(recordStoryOutcome);
      await page.clock.install({ time: frozenStart });
      await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=locale:${locale}`);
      await waitForStoryFinished(page);
      await waitForMedia(page);
      // Nothing moves from here on: carousels, toasts and timers stay where the play function left them.
      // (A quarter second ahead: pauseAt cannot go back, and the call itself takes a few milliseconds.)
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));

      if (await needsWholeViewport(page)) {
        await expect(page).toHaveScreenshot(snapshot);
      } else {
        await expect(page.locator('#storybook-root')).toHaveScreenshot(snapshot);
      }
    });
  }
});
