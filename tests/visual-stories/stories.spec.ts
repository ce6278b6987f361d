/**
 * Visual regression for every story in the built Storybook (playwright.stories.config.ts, whose web
 * server builds Storybook and serves storybook-static on port 6007).
 *
 * Which captures a story gets:
 * - one in Dutch at desktop width (1280 × 800), or at mobile width (375 × 740) when the story itself
 *   declares `globals: { viewport: { value: 'mobile' } }` (its play function may assert the mobile layout);
 * - tag `visual-mobile`: also one at mobile width (for stories whose layout changes below 768 px);
 * - tag `visual-tr`: also one in Turkish (text-heavy stories; the play function must pass in Turkish);
 * - tag `visual-skip`: none.
 * Baselines: __screenshots__/stories.spec.ts/<story id>--<desktop|mobile>[--tr].png, rewritten with
 * `npm run test:visual:update`, which also deletes baselines of stories that no longer exist.
 *
 * Before each capture: the page clock is faked from before navigation (a fixed date) and paused once
 * Storybook reports the story finished (rendered, play function run), so carousels and other timers
 * hold still; lazy images are loaded and the web fonts (served with `font-display: block`) are ready;
 * Playwright disables animations and carets (config). A play function that throws fails the capture.
 * Stories that leave an overlay open (a dialog or popover portalled outside #storybook-root) and
 * fullscreen stories are captured as the whole viewport, the rest as #storybook-root with an 8 px
 * margin (so focus rings at its edge show).
 */
import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { frozenStart, pauseClock, serveFontsAsBlock, waitForMedia } from '../support/screenshots.ts';

type IndexEntry = { type: 'story' | 'docs'; id: string; name: string; title: string; tags?: string[] };
type Viewport = { name: 'desktop' | 'mobile'; width: number; height: number };
type Capture = { story: IndexEntry; kind: 'primary' | 'mobile' | 'turkish' };

const storybookUrl = process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6007';
const here = path.dirname(fileURLToPath(import.meta.url));
const baselineDir = path.join(here, '__screenshots__', 'stories.spec.ts');

const desktop: Viewport = { name: 'desktop', width: 1280, height: 800 };
const mobile: Viewport = { name: 'mobile', width: 375, height: 740 };

/** The served index (the web server has built Storybook before test files load); the built file as a fallback for `--list`. */
async function loadIndex(): Promise<IndexEntry[] | undefined> {
  try {
    const response = await fetch(`${storybookUrl}/index.json`);
    if (response.ok) return Object.values(((await response.json()) as { entries: Record<string, IndexEntry> }).entries);
  } catch {
    // Fall through to the file on disk.
  }
  const built = path.join(here, '..', '..', 'storybook-static', 'index.json');
  if (existsSync(built))
    return Object.values((JSON.parse(readFileSync(built, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
  return undefined;
}

const index = await loadIndex();
const stories = (index ?? []).filter((entry) => entry.type === 'story' && !entry.tags?.includes('visual-skip'));
const hasTag = (story: IndexEntry, tag: string) => story.tags?.includes(tag) ?? false;

const captures: Capture[] = stories.flatMap((story) => [
  { story, kind: 'primary' as const },
  ...(hasTag(story, 'visual-mobile') ? [{ story, kind: 'mobile' as const }] : []),
  ...(hasTag(story, 'visual-tr') ? [{ story, kind: 'turkish' as const }] : []),
]);

const snapshotName = (story: IndexEntry, viewport: Viewport, locale: string) =>
  `${story.id}--${viewport.name}${locale === 'nl' ? '' : `--${locale}`}.png`;

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
      for (const event of [
        'playFunctionThrewException',
        'storyThrewException',
        'storyErrored',
        'storyMissing',
        'unhandledErrorsWhilePlaying',
      ]) {
        value.on(event, fail(event));
      }
      value.on('storyFinished', () => {
        outcome.finished = true;
      });
    },
  });
}

/** Resolves once Storybook has rendered the story and run its play function, with the render and play errors. */
async function waitForStoryFinished(page: Page) {
  const outcome = await page.waitForFunction(
    () => {
      const recorded = (window as { __visualStoryOutcome?: StoryOutcome }).__visualStoryOutcome;
      return recorded && (recorded.finished || recorded.errors.length > 0) ? recorded : undefined;
    },
    undefined,
    { polling: 100, timeout: 30_000 },
  );
  return ((await outcome.jsonValue()) as StoryOutcome).errors;
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

/**
 * #storybook-root with a margin around it, in page coordinates: a focus ring (3 px outline, 2 px
 * offset) on an element at the story's edge lies outside the root and would be cut off by an element
 * screenshot.
 */
async function storyArea(page: Page) {
  return page.evaluate((margin) => {
    const root = document.getElementById('storybook-root');
    if (!root) throw new Error('#storybook-root is missing');
    const box = root.getBoundingClientRect();
    const x = Math.max(0, Math.floor(box.left + window.scrollX - margin));
    const y = Math.max(0, Math.floor(box.top + window.scrollY - margin));
    const right = Math.min(document.documentElement.scrollWidth, Math.ceil(box.right + window.scrollX + margin));
    const bottom = Math.min(document.documentElement.scrollHeight, Math.ceil(box.bottom + window.scrollY + margin));
    return { x, y, width: right - x, height: bottom - y };
  }, 8);
}

/** The viewport a story declares for itself (`globals.viewport`), read from the rendered story. */
async function declaredViewport(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    type Render = { story?: { storyGlobals?: { viewport?: { value?: string } } } };
    const preview = (window as { __STORYBOOK_PREVIEW__?: { storyRenders?: Render[] } }).__STORYBOOK_PREVIEW__;
    return preview?.storyRenders?.[0]?.story?.storyGlobals?.viewport?.value;
  });
}

const updating = () => !['none', 'missing'].includes(test.info().config.updateSnapshots);

test.describe('stories', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the Storybook index lists stories', () => {
    expect(index, `could not read ${storybookUrl}/index.json or storybook-static/index.json`).toBeDefined();
    expect(stories.length).toBeGreaterThan(0);
  });

  test('every baseline belongs to a current story (pruned when updating)', () => {
    const allowed = new Set(
      captures.flatMap(({ story, kind }) => {
        const locale = kind === 'turkish' ? 'tr' : 'nl';
        return [snapshotName(story, desktop, locale), snapshotName(story, mobile, locale)];
      }),
    );
    const orphans = existsSync(baselineDir)
      ? readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !allowed.has(file))
      : [];
    if (orphans.length > 0 && index && updating()) {
      for (const file of orphans) unlinkSync(path.join(baselineDir, file));
      return;
    }
    expect(orphans, 'baselines of stories that no longer exist: run npm run test:visual:update').toEqual([]);
  });

  for (const { story, kind } of captures) {
    const title = `${story.title} › ${story.name}${kind === 'mobile' ? ' @ mobile' : kind === 'turkish' ? ' @ tr' : ''}`;
    test(title, async ({ page }) => {
      const locale = kind === 'turkish' ? 'tr' : 'nl';
      let viewport = kind === 'mobile' ? mobile : desktop;
      await page.addInitScript(recordStoryOutcome);
      await serveFontsAsBlock(page);
      await page.clock.install({ time: frozenStart });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // `a11y.manual`: the a11y addon does not run axe after the story here (about a seventh of each
      // capture's time); `npm run test:stories` runs it on every story, with violations as errors.
      await page.goto(
        `/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=locale:${locale};a11y.manual:!true`,
      );
      let errors = await waitForStoryFinished(page);

      const declaresMobile = (await declaredViewport(page)) === 'mobile';
      if (kind === 'mobile')
        test.skip(declaresMobile, 'the story declares the mobile viewport: its primary capture is at mobile width');
      if (declaresMobile && viewport !== mobile) {
        // A mobile story: run it again at mobile width (its play function may depend on the layout).
        viewport = mobile;
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.reload();
        errors = await waitForStoryFinished(page);
      }
      expect(errors, 'the story rendered and its play function passed').toEqual([]);

      await waitForMedia(page);
      // Nothing moves from here on: carousels, toasts and timers stay where the play function left them.
      await pauseClock(page);

      const snapshot = snapshotName(story, viewport, locale);
      if (await needsWholeViewport(page)) {
        await expect(page).toHaveScreenshot(snapshot);
      } else {
        await expect(page).toHaveScreenshot(snapshot, { fullPage: true, clip: await storyArea(page) });
      }

      // When updating, drop this story's baseline at the other width unless another capture makes it.
      const other = viewport === mobile ? desktop : mobile;
      const otherIsCaptured = kind === 'primary' && other === mobile && hasTag(story, 'visual-mobile');
      const stale = path.join(baselineDir, snapshotName(story, other, locale));
      if (updating() && !otherIsCaptured && kind !== 'mobile' && existsSync(stale)) unlinkSync(stale);
    });
  }
});
