import { expect, failLikeModuleMap, test, waitForApp } from '../support/site.ts';

/**
 * The prerendered page's app loader (site/src/boot/pageLoader.ts, inlined by site/scripts/prerender.mjs): the app's modules are
 * requested after the first contentful paint as module preloads, and the entry script is added
 * once every preload has settled, so the browser links modules it has already compiled instead of
 * waiting for its compiler in one long task (issue 13, item 7).
 */

type LoaderLog = { fcp?: number; preloads: { href: string; added: number; settled?: number }[]; entryAdded?: number };

declare global {
  interface Window {
    loaderLog?: LoaderLog;
  }
}

/** Installed before the page's scripts: when the paint, each preload and the entry script happen. */
function recordLoader() {
  const log: LoaderLog = { preloads: [] };
  window.loaderLog = log;
  new PerformanceObserver((list) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (fcp) log.fcp = fcp.startTime;
  }).observe({ type: 'paint', buffered: true });
  // Load and error events do not bubble, but they pass the document on their way down.
  const settled = ({ target }: Event) => {
    if (!(target instanceof HTMLLinkElement) || target.rel !== 'modulepreload') return;
    const preload = log.preloads.find(({ href, settled }) => href === target.href && settled === undefined);
    if (preload) preload.settled = performance.now();
  };
  document.addEventListener('load', settled, true);
  document.addEventListener('error', settled, true);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
          log.preloads.push({ href: node.href, added: performance.now() });
        if (node instanceof HTMLScriptElement && node.type === 'module') log.entryAdded ??= performance.now();
      }
  }).observe(document, { childList: true, subtree: true });
}

const readLog = async (page: import('@playwright/test').Page) => (await page.evaluate(() => window.loaderLog))!;

test('the app is requested after the first paint, and its entry once every module is in', async ({ page }) => {
  await page.addInitScript(recordLoader);
  await page.goto('/en/aanmelden-volwassenen');
  await waitForApp(page);
  const log = await readLog(page);
  expect(log.entryAdded).toBeDefined();
  // The loader's preloads: the entry's file first, then what it and the page import. (Once started,
  // the app preloads what the pages it opens need; those come after the entry.)
  const loaderPreloads = log.preloads.filter(({ added }) => added < log.entryAdded!);
  expect(loaderPreloads.length).toBeGreaterThan(10);
  expect(loaderPreloads[0]!.href).toMatch(/\/assets\/index-[\w-]+\.js$/);
  expect(log.fcp).toBeDefined();
  for (const preload of loaderPreloads) {
    expect(preload.added).toBeGreaterThanOrEqual(log.fcp!);
    expect(preload.settled, `${preload.href} settled`).toBeDefined();
    expect(log.entryAdded!).toBeGreaterThanOrEqual(preload.settled!);
  }
});

test.describe('a preload that fails', () => {
  // The browser reports the failed preload.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('does not keep the entry from being added, and the app fetches the module again', async ({ page }) => {
    await page.addInitScript(recordLoader);
    // The page's messages, once: the preload fails, and its URL fails for good as the module map
    // keeps it (whatever this Chromium does); the app's request for them at a fresh URL succeeds.
    let failed = false;
    await failLikeModuleMap(
      page,
      (url) => /\/assets\/en-[\w-]+\.js$/.test(url.pathname),
      () => !failed && (failed = true),
    );
    await page.goto('/en/contact');
    await waitForApp(page);
    expect(failed).toBe(true);
    const log = await readLog(page);
    expect(log.entryAdded).toBeDefined();
    for (const preload of log.preloads.filter(({ added }) => added < log.entryAdded!)) {
      expect(log.entryAdded!).toBeGreaterThanOrEqual(preload.settled!);
    }
  });
});

test('a browser without module preloads gets the entry at once and starts the app', async ({ page }) => {
  await page.addInitScript(() => {
    const supports = DOMTokenList.prototype.supports;
    DOMTokenList.prototype.supports = function (token: string) {
      return token === 'modulepreload' ? false : supports.call(this, token);
    };
  });
  await page.addInitScript(recordLoader);
  await page.goto('/tr/team');
  await waitForApp(page);
  const log = await readLog(page);
  expect(log.entryAdded).toBeDefined();
  // The app preloads what a page it opens needs (Vite's dynamic imports); the loader added none.
  expect(log.preloads.filter(({ added }) => added < log.entryAdded!)).toEqual([]);
});
