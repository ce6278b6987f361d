// Interaction to Next Paint (INP) on the production build: how long after a press or a keystroke
// the page paints its answer, on a phone-class CPU (Chromium's CPU throttled 4×, as Lighthouse's
// mobile run does). Five interactions, in every language: typing in the team's and the FAQ's
// search, opening an FAQ answer, opening a navigation dropdown (desktop width), and submitting an
// empty registration form. Target: each ≤ 100 ms (web.dev's "good" is ≤ 200 ms).
//
// Measured as the browser reports it (the Event Timing API, the source of web-vitals' onINP): the
// longest duration of the events of the interaction, from the input to the next paint. With fewer
// than 50 interactions on a page INP is the longest one, so that is what each run takes; the
// report gives the median of `runs` runs per interaction and language. The app must have taken
// the page over (<html data-app="ready">) first; the throttling starts then, so loading is not
// part of it. Chromium is Debian's (CHROME_PATH), driven by Playwright.
//
//   npm run bench -- --inp [--skip-build] [--languages nl,en] [--runs 3]
//
// The ordinary run and --limit run it after their own part too. A report, not a test: it exits 0
// whatever the figures, and stops with an error only when an interaction did not do its work.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { localeDescriptors, localizedPath } from '@ankerlicht/content/locales.js';
import { serveStatic } from '../scripts/serve-static.mjs';

export const inpTargetMs = 100;

const phone = { width: 412, height: 823 };
const desktop = { width: 1280, height: 800 };

/**
 * A press as a person makes it: the pointer is over the element first (a hover is not an
 * interaction), then goes down and up. Not Playwright's `click()`: its checks that the element can
 * be clicked run the driver's own JavaScript on the page, in the same task as the press, and that
 * added about 50 ms to the FAQ answer's measured INP (4× slowdown). Down and up follow each other
 * at once, so the three events (pointerdown, pointerup, click) still share one frame: a finger's
 * tap holds longer, and lets the browser paint between them. As nothing checks that the press
 * reaches the element, each interaction checks its effect afterwards (`happened`).
 */
async function press(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  await page.mouse.down();
  await page.mouse.up();
}

/**
 * The interactions: where (a Dutch path), at which width, what the visitor does, and whether it did
 * what it should (a run whose press missed its effect fails). Selectors are by structure, not by
 * text, so one list serves every language.
 */
export const interactions = [
  {
    name: 'team search: typing',
    path: '/team',
    viewport: phone,
    act: async (page) => {
      await press(page, page.locator('main input[type="search"]').first());
      await page.keyboard.type('ann', { delay: 120 });
    },
    happened: async (page) => (await page.locator('main input[type="search"]').first().inputValue()) === 'ann',
  },
  {
    name: 'FAQ search: typing',
    path: '/faq',
    viewport: phone,
    act: async (page) => {
      await press(page, page.locator('main input[type="search"]').first());
      await page.keyboard.type('wacht', { delay: 120 });
    },
    happened: async (page) => (await page.locator('main input[type="search"]').first().inputValue()) === 'wacht',
  },
  {
    name: 'FAQ: opening an answer',
    path: '/faq',
    viewport: phone,
    act: async (page) => {
      await press(page, page.locator('main button[aria-expanded="false"]').first());
    },
    happened: async (page) => (await page.locator('main button[aria-expanded="true"]').count()) === 1,
  },
  {
    name: 'navigation: opening a dropdown',
    path: '/',
    viewport: desktop,
    // From the keyboard: a mouse opens the dropdown as it moves over the button (a hover, which is
    // not an interaction), so a press after it would open nothing.
    act: async (page) => {
      await page.locator('header nav button[aria-expanded="false"]:visible').first().focus();
      await page.keyboard.press('Enter');
    },
    happened: async (page) => (await page.locator('header nav button[aria-expanded="true"]:visible').count()) === 1,
  },
  {
    name: 'registration: submitting it empty',
    path: '/aanmelden-volwassenen',
    viewport: phone,
    act: async (page) => {
      await press(page, page.locator('main form button[type="submit"]').first());
    },
    // The error summary, a box of links to the fields, has taken focus.
    happened: (page) =>
      page.evaluate(() => document.activeElement?.closest('form')?.contains(document.activeElement.querySelector('a')) === true),
  },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The page's longest interaction so far, in ms, and how many interactions it saw. */
function readInteractions() {
  const durations = new Map();
  for (const entry of window.__inpEntries ?? []) {
    durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) ?? 0, entry.duration));
  }
  return { longest: Math.max(0, ...durations.values()), count: durations.size };
}

/** One run of one interaction: INP in ms. */
async function measureOnce(browser, origin, interaction, language) {
  const context = await browser.newContext({ viewport: interaction.viewport });
  const page = await context.newPage();
  try {
    await page.goto(origin + localizedPath(language, interaction.path));
    await page.locator('html[data-app="ready"]').waitFor({ timeout: 30_000 });
    await page.evaluate(() => {
      window.__inpEntries = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.interactionId) window.__inpEntries.push(entry);
      }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await interaction.act(page);
    // The last paint, and the observer's report of it, come after the input's task.
    await page.waitForTimeout(1000);
    if (!(await interaction.happened(page))) throw new Error(`${interaction.name} (${language}): the page did not do it`);
    const { longest, count } = await page.evaluate(readInteractions);
    if (count === 0) throw new Error(`${interaction.name} (${language}): the browser reported no interaction`);
    return longest;
  } finally {
    await context.close();
  }
}

export async function runInp({ root, languages, runs }) {
  const codes = localeDescriptors.map(({ code }) => code);
  const chosen = languages ?? codes;
  const server = await serveStatic(join(root, 'site/dist'), { port: 0 });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const results = [];
  try {
    for (const interaction of interactions) {
      for (const language of chosen) {
        const values = [];
        for (let run = 0; run < runs; run += 1) values.push(await measureOnce(browser, origin, interaction, language));
        results.push({
          interaction: interaction.name,
          language,
          path: localizedPath(language, interaction.path),
          inpMs: median(values),
          runsMs: values,
        });
        process.stdout.write('.');
      }
    }
  } finally {
    await browser.close();
    server.close();
  }

  const header = '| interaction | language | page | INP ms (median) | runs | target |';
  const rows = results.map(
    (r) =>
      `| ${r.interaction} | ${r.language} | ${r.path} | ${Math.round(r.inpMs)} | ${r.runsMs.map(Math.round).join(', ')} | ${r.inpMs <= inpTargetMs ? 'met' : 'missed'} |`,
  );
  const table = [header, '|---|---|---|---|---|---|', ...rows].join('\n');
  const met = results.filter((r) => r.inpMs <= inpTargetMs).length;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const summary = `${met} of ${results.length} interactions meet INP ≤ ${inpTargetMs} ms (4× CPU slowdown, median of ${runs}).`;
  writeFileSync(
    join(root, 'bench/results', `${stamp}-inp.json`),
    JSON.stringify({ date: new Date().toISOString(), targetMs: inpTargetMs, runs, results }, null, 2),
  );
  writeFileSync(join(root, 'bench/results', `${stamp}-inp.md`), `# INP ${new Date().toISOString()}\n\n${summary}\n\n${table}\n`);
  console.info(`\n\n${table}\n\n${summary}\nWritten to bench/results/${stamp}-inp.{json,md}`);
  return results;
}
