// npm run bench -- --limit: does the first paint wait for JavaScript? Lighthouse measures each page
// twice, on the real build and on a copy with every script taken out, and reports how much later
// the real build paints (FCP and LCP as ratios, real / stripped). The copy is the limit: no
// JavaScript at all can paint no sooner than the same HTML, CSS and fonts without it. Targets
// (issue 13): on Lighthouse mobile (default simulated throttling) medians, both ratios ≤ 1.1,
// performance ≥ 0.99, TBT ≤ 50 ms, CLS ≤ 0.01. A report, not a test: it always exits 0.
//
//   npm run bench -- --limit [--skip-build] [--routes /,/faq] [--languages nl,en] [--runs 3]
//
// --routes takes Dutch paths; each is measured in every language (or those of --languages) at
// its localized path, from the project's own list of languages.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { localeDescriptors, localizedPath } from '@ankerlicht/content/locales.js';
import { serveStatic } from '../scripts/serve-static.mjs';
import { launchChrome } from './chrome.mjs';

// ttiToFcp (issue 29): interactive no later than twice the page's own first contentful paint.
export const limitTargets = { fcpRatio: 1.1, lcpRatio: 1.1, performance: 0.99, tbtMs: 50, cls: 0.01, ttiToFcp: 2 };

// Every <script> element, inline or not (the lazy match stops at its own end tag: an inline
// script cannot contain "</script"), and every module preload, which only fetches scripts.
const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const modulePreload = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;

/** The build with its scripts taken out of every HTML file; every other file is copied as is. */
export function stripScripts(dist, copy) {
  cpSync(dist, copy, { recursive: true });
  let pages = 0;
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    const stripped = html.replace(scriptElement, '').replace(modulePreload, '');
    // A script the patterns missed would make the limit measure scripts after all.
    if (/<script\b/i.test(stripped) || /modulepreload/i.test(stripped)) throw new Error(`Scripts left in ${file}`);
    writeFileSync(file, stripped);
    pages += 1;
  }
  return pages;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse mobile run (its default config: Moto G Power, simulated slow 4G and 4× CPU). */
export async function measure(url, chromePort) {
  const { lhr } = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    performance: lhr.categories.performance.score,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    // Hidden in Lighthouse's report (weight 0) but still computed: the first quiet 5 s after the
    // last long task, when the page answers a press at once.
    ttiMs: lhr.audits.interactive.numericValue,
  };
}

/** The commit measured, and whether the tree had changes on top of it. */
export function measuredCommit(root) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;
}

/** The medians of a build's runs, rounded the way the table shows them. */
export function medians(runs) {
  const of = (key) => median(runs.map((run) => run[key]));
  return {
    performance: Math.round(of('performance') * 100) / 100,
    fcpMs: Math.round(of('fcpMs')),
    lcpMs: Math.round(of('lcpMs')),
    tbtMs: Math.round(of('tbtMs')),
    cls: Math.round(of('cls') * 1000) / 1000,
    ttiMs: Math.round(of('ttiMs')),
  };
}

function misses(result) {
  const missed = [];
  if (result.fcpRatio > limitTargets.fcpRatio) missed.push('FCP ratio');
  if (result.lcpRatio > limitTargets.lcpRatio) missed.push('LCP ratio');
  if (result.real.performance < limitTargets.performance) missed.push('perf');
  if (result.real.tbtMs > limitTargets.tbtMs) missed.push('TBT');
  if (result.real.cls > limitTargets.cls) missed.push('CLS');
  if (result.ttiToFcp > limitTargets.ttiToFcp) missed.push('TTI');
  return missed;
}

export async function runLimit({ root, paths, languages, runs }) {
  const codes = localeDescriptors.map(({ code }) => code);
  const chosen = languages ?? codes;
  const unknown = chosen.filter((code) => !codes.includes(code));
  if (unknown.length) throw new Error(`Unknown language ${unknown.join(', ')}: the site has ${codes.join(', ')}`);
  if (!(runs >= 1)) throw new Error('--runs needs a number of at least 1');

  // Outside the repository, so neither git nor the linters see the copy; removed at the end.
  const copy = mkdtempSync(join(tmpdir(), 'ankerlicht-limit-'));
  const pages = stripScripts(join(root, 'site/dist'), copy);
  console.info(`Scripts-stripped copy of site/dist (${pages} HTML files) in ${copy}`);

  // Any free ports: other benchmarks and test servers may be running on this machine.
  const realServer = await serveStatic(join(root, 'site/dist'), { port: 0 });
  const strippedServer = await serveStatic(copy, { port: 0 });
  const origin = (server) => `http://127.0.0.1:${server.address().port}`;
  const chrome = await launchChrome();

  const results = [];
  const started = Date.now();
  try {
    for (const path of paths) {
      for (const language of chosen) {
        const url = localizedPath(language, path);
        process.stdout.write(`${url} `);
        const real = [];
        const stripped = [];
        // Interleaved, so a spell of load on the machine hits both builds rather than one.
        for (let run = 0; run < runs; run += 1) {
          real.push(await measure(origin(realServer) + url, chrome.port));
          process.stdout.write('.');
          stripped.push(await measure(origin(strippedServer) + url, chrome.port));
          process.stdout.write('.');
        }
        const result = { path, language, url, real: medians(real), stripped: medians(stripped), runs: { real, stripped } };
        result.fcpRatio = Math.round((result.real.fcpMs / result.stripped.fcpMs) * 100) / 100;
        result.lcpRatio = Math.round((result.real.lcpMs / result.stripped.lcpMs) * 100) / 100;
        result.ttiToFcp = Math.round((result.real.ttiMs / result.real.fcpMs) * 100) / 100;
        result.missed = misses(result);
        results.push(result);
        process.stdout.write(` FCP ×${result.fcpRatio} LCP ×${result.lcpRatio}\n`);
      }
    }
  } finally {
    await chrome.kill();
    realServer.close();
    strippedServer.close();
    rmSync(copy, { recursive: true, force: true });
  }
  const seconds = (Date.now() - started) / 1000;
  const secondsPerRun = Math.round((seconds / (results.length * runs * 2)) * 10) / 10;

  // The stripped build runs no JavaScript, so its TBT is the machine's noise floor: style, layout and
  // parsing slowed by the load on the machine, times Lighthouse's 4× CPU multiplier.
  const header =
    '| route | lang | FCP ms | LCP ms | stripped FCP ms | stripped LCP ms | FCP ratio | LCP ratio | perf | TBT ms | TTI ms | TTI / FCP | CLS | stripped TBT ms | targets |';
  const rows = results.map(
    (r) =>
      `| ${r.url} | ${r.language} | ${r.real.fcpMs} | ${r.real.lcpMs} | ${r.stripped.fcpMs} | ${r.stripped.lcpMs} | ${r.fcpRatio.toFixed(2)} | ${r.lcpRatio.toFixed(2)} | ${r.real.performance.toFixed(2)} | ${r.real.tbtMs} | ${r.real.ttiMs} | ${r.ttiToFcp.toFixed(2)} | ${r.real.cls} | ${r.stripped.tbtMs} | ${r.missed.length ? `missed: ${r.missed.join(', ')}` : 'met'} |`,
  );
  const table = [header, header.replace(/[^|]/g, '-').replace(/-+/g, '---'), ...rows].join('\n');
  const met = results.filter((r) => !r.missed.length).length;
  const summary = `${met} of ${results.length} pages meet every target. Medians of ${runs} Lighthouse mobile runs per build, ${secondsPerRun} s per run.`;

  const date = new Date().toISOString();
  const commit = measuredCommit(root);
  const stamp = `${date.replace(/[:.]/g, '-')}-limit`;
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results', `${stamp}.json`),
    JSON.stringify({ date, commit, mode: 'limit', targets: limitTargets, runsPerBuild: runs, secondsPerRun, results }, null, 2),
  );
  writeFileSync(
    join(root, 'bench/results', `${stamp}.md`),
    `# First paint against the scripts-stripped build ${date}\n\nCommit ${commit}. Targets: ${JSON.stringify(limitTargets)}\n\n${table}\n\n${summary}\n`,
  );
  console.info(`\n${table}\n\n${summary}\nWritten to bench/results/${stamp}.{json,md}`);
}
