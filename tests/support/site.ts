import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  brand,
  loadAllContentStrings,
  localizedPath,
  preferredLanguageKey,
  waitingTimeFigures,
  type Locale,
  type WaitingTimeFigures,
} from '@ankerlicht/content';
import { translations } from './translations.ts';

// Content's text in every language, before a test or a spec reads it (@ankerlicht/content's contentStrings.ts).
await loadAllContentStrings();

export { expect };

/** A message as the visitor sees it, with simple {placeholders} filled in. */
export function message(locale: Locale, id: string, values: Record<string, string> = {}): string {
  const text = translations[locale][id];
  if (text === undefined) throw new Error(`No message ${id} in ${locale}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

export function pageTitle(locale: Locale, pageId: string): string {
  return message(locale, `page.${pageId}.title`, { name: brand.name });
}

/**
 * A page's document title: its own title, then the product name (docs/product-rules.md §2.2), the home page's too.
 * A title that ends with the name already (careers: 'Werken bij Ankerlicht GGZ') is whole as it is.
 */
export function documentTitle(locale: Locale, pageId: string): string {
  const title = pageTitle(locale, pageId);
  return title.endsWith(brand.name) ? title : `${title} | ${brand.name}`;
}

/** Every page title ends with the product name and names it once. */
export function expectEndsWithProductName(title: string | undefined, where: string) {
  expect(title?.endsWith(brand.name), `${where}: "${title}" ends with the product name`).toBe(true);
  expect(title?.split(brand.name), `${where}: "${title}" names the product once`).toHaveLength(2);
}

/**
 * A slow phone: the page's scripts are held back until the returned function is called. Open the
 * page with `waitUntil: 'commit'`: held scripts also hold back DOMContentLoaded and load.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Fails matching requests the way a browser that keeps a failed module fetch does (the HTML spec's
 * module map, which some Chromium versions follow and others do not): while `isOffline()` says so,
 * every matching request fails, and once a URL has failed, every later request for that exact URL
 * fails too. So on any Chromium only a fresh URL (another query) gets through once the network is back.
 */
export async function failLikeModuleMap(page: Page, matches: (url: URL) => boolean, isOffline: () => boolean) {
  const failed = new Set<string>();
  await page.route(matches, (route) => {
    const url = route.request().url();
    if (!isOffline() && !failed.has(url)) return route.continue();
    failed.add(url);
    return route.abort('internetdisconnected');
  });
}

/** Waits until the app has taken the prerendered page over (boot/AppReady.tsx marks <html data-app="ready">). */
export async function waitForApp(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** Opens a page, named by its Dutch path ('/faq'), at its URL in a language ('/en/faq'). */
export function gotoIn(page: Page, locale: Locale, path: string, options?: Parameters<Page['goto']>[1]) {
  return page.goto(localizedPath(locale, path), options);
}

/**
 * A returning visitor whose choice is stored: pages at another language's URL move to theirs before
 * painting. Stored once, before the tab's first page, so a choice made later in the test is kept.
 */
export async function useStoredLocale(page: Page, locale: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('test.storedLocale')) return;
      window.sessionStorage.setItem('test.storedLocale', 'seeded');
      window.localStorage.setItem(key, value);
    },
    [preferredLanguageKey, locale] as const,
  );
}

/**
 * WCAG 2.2 A and AA rules.
 *
 * Run the way that costs least, which halved each check (about 1.5 to 0.7 s; quality.spec.ts alone
 * runs 168): legacy mode runs axe in the page itself instead of gathering each frame's results in a
 * blank page it opens for every check (what it loses, frames of another origin, the site never
 * has), and only violations are worked out, not a selector for every element that passes.
 * `options` comes before `withTags`, which adds to it: the other way round, it replaces the tags
 * and every best-practice rule runs too.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The backend call the waiting-time pages make once they have hydrated, for the newest published
 * waiting times (site/src/pages/waiting-times/fetchPublishedFigures.ts): the one request to another
 * origin than the site's that every test allows.
 */
export const publishedWaitingTimesPath = '/rest/v1/rpc/published_waiting_times';
export const publishedWaitingTimesCall = `**${publishedWaitingTimesPath}`;

/**
 * Answers that call in a page or a whole context with these figures (the built-in ones by default),
 * as the backend would, so that a test needs no backend and sees no other test's publication.
 */
export function answerPublishedWaitingTimes(target: Page | BrowserContext, figures: WaitingTimeFigures = waitingTimeFigures) {
  return target.route(publishedWaitingTimesCall, (route) => route.fulfill({ json: figures }));
}

/**
 * Every test fails on a console error, an uncaught exception, a missing-translation warning,
 * or a request to any host but the site's own (the published waiting times' call to the local backend excepted). A test
 * that times out says whether its page still answers: twice in CI a registration form stopped
 * answering for 50 s while it was filled in, once in some 500 tests, never on a developer's
 * machine. Only such a test is tried again.
 */
export const test = base.extend<{
  consoleProblems: string[];
  allowedConsoleErrors: RegExp[];
  allowedOrigins: string[];
  publishedWaitingTimes: WaitingTimeFigures | 'backend';
  answerPublishedWaitingTimes: void;
  hungPageReport: void;
}>({
  /** Console errors a test expects, such as the browser reporting a deliberate 404. */
  allowedConsoleErrors: [[], { option: true }],
  /** Origins besides the site's own that a test may reach, such as the local backend. */
  allowedOrigins: [[], { option: true }],
  /**
   * What the waiting-time pages' call for the newest publication gets: by default the built-in
   * figures (what the pages are prerendered with, and what the backend's first publication is), so
   * that no test depends on what another one published to the shared backend; other figures for a
   * test of a new publication; `'backend'` lets the call through to the local backend. A test's own
   * `page.route` for `publishedWaitingTimesCall` takes precedence over this (it is the context's).
   */
  publishedWaitingTimes: [waitingTimeFigures, { option: true }],
  answerPublishedWaitingTimes: [
    async ({ context, publishedWaitingTimes }, use) => {
      if (publishedWaitingTimes !== 'backend') await answerPublishedWaitingTimes(context, publishedWaitingTimes);
      await use();
    },
    { auto: true },
  ],
  consoleProblems: [
    async ({ page, baseURL, allowedConsoleErrors, allowedOrigins }, use) => {
      const problems: string[] = [];
      const origins = new Set([new URL(baseURL ?? 'http://127.0.0.1').origin, ...allowedOrigins]);
      page.on('console', (entry) => {
        const text = entry.text();
        if (entry.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(text))) {
          // A failed load names its resource only here: its path says which call failed (no query,
          // which may hold a search term).
          const { url } = entry.location();
          problems.push(`console error: ${text}${url ? ` (${url.split('?')[0]})` : ''}`);
        }
        if (text.includes('[i18n]')) problems.push(`translation problem: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (
          ['http:', 'https:'].includes(url.protocol) &&
          !origins.has(url.origin) &&
          // The published waiting times' call, to a backend on this machine (every test's is) and nowhere else.
          !(url.pathname === publishedWaitingTimesPath && ['localhost', '127.0.0.1'].includes(url.hostname))
        ) {
          problems.push(`third-party request: ${url.origin}`);
        }
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
  hungPageReport: [
    async ({ page }, use, testInfo) => {
      const hungMarker = join(testInfo.project.outputDir, '.hung', testInfo.testId);
      if (testInfo.retry > 0 && !existsSync(hungMarker)) {
        throw new Error('Not tried again: no page stopped answering in the first attempt, and only that is tried again.');
      }
      await use();
      if (testInfo.status !== 'timedOut' || page.isClosed()) return;
      const answers = await Promise.race([
        page.evaluate(() => true).catch(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 2_000)),
      ]);
      console.info(
        `hung page report: ${answers ? 'the page answers' : 'the page has not answered for 2 s (its main thread is busy)'}`,
      );
      if (!answers) {
        mkdirSync(dirname(hungMarker), { recursive: true });
        writeFileSync(hungMarker, '');
      }
    },
    { auto: true },
  ],
});
