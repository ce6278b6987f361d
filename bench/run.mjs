// npm run bench: builds the site, serves the production build locally and runs Lighthouse on
// every route (mobile with Lighthouse's default throttling, and desktop). Writes JSON and a
// Markdown table to bench/results/ and prints the table. A report, not a test: these machines
// are shared and noisy. `npm run bench -- --compare bench/results/baseline.json` prints the
// difference against an earlier result; `--skip-build` reuses site/dist; `--routes /,/faq`;
// `--form mobile` (or desktop) runs one form factor only. `--limit` compares every route with a
// copy of the build that has no scripts (see limit.mjs); `--against <dir>` with another build, such
// as the one before a change (see against.mjs). The ordinary run and `--limit` end with the INP
// measurement (inp.mjs); `--inp` runs only that.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { serveStatic } from '../scripts/serve-static.mjs';
import { launchChrome } from './chrome.mjs';
import { runAgainst } from './against.mjs';
import { runInp } from './inp.mjs';
import { runLimit } from './limit.mjs';
import { defaultLocale, localeOfPath } from '@ankerlicht/content/locales.js';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const port = 4199;

const targets = {
  performanceMobile: 0.98,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMobileMs: 1500,
  tbtMobileMs: 50,
  cls: 0.01,
  scriptKb: 100,
};

// The local build: the same pages and bundle as production, and no project settings needed.
if (!args.includes('--skip-build')) execFileSync('npm', ['run', 'build:local'], { cwd: root, stdio: 'inherit' });

// Every page's canonical Dutch path, from the build's sitemap (the prerender writes it from the page record).
const sitemap = readFileSync(join(root, 'site/dist/sitemap.xml'), 'utf8');
const allPaths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)]
  .map((match) => new URL(match[1]).pathname)
  .filter((path) => localeOfPath(path) === defaultLocale);
// A run of no pages would report "0 of 0 pages meet every target": stop instead.
if (allPaths.length === 0) throw new Error('bench: no Dutch pages in site/dist/sitemap.xml');
const paths = option('--routes')?.split(',') ?? allPaths;

if (option('--against')) {
  // Two builds side by side (against.mjs); the ordinary run below does not happen.
  await runAgainst({
    root,
    against: option('--against'),
    paths,
    languages: option('--languages')?.split(','),
    runs: Number(option('--runs') ?? 5),
  });
  process.exit(0);
}

const languages = option('--languages')?.split(',');
if (args.includes('--inp')) {
  await runInp({ root, languages, runs: Number(option('--runs') ?? 3) });
  process.exit(0);
}

if (args.includes('--limit')) {
  // Its own report, in its own files; the ordinary run below does not happen.
  await runLimit({ root, paths, languages, runs: Number(option('--runs') ?? 3) });
  await runInp({ root, languages, runs: Number(option('--runs') ?? 3) });
  process.exit(0);
}

const server = await serveStatic(join(root, 'site/dist'), { port });
const chrome = await launchChrome();

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const results = [];
const formFactors = option('--form')?.split(',') ?? ['mobile', 'desktop'];
for (const formFactor of formFactors) {
  for (const path of paths) {
    const config = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    const { lhr } = await lighthouse(
      `http://127.0.0.1:${port}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      config,
    );
    const summary = Object.fromEntries(
      (lhr.audits['resource-summary'].details?.items ?? []).map((item) => [item.resourceType, item.transferSize]),
    );
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const messageBundles = requests.filter((item) => /\/(nl|en|tr)-[\w-]+\.js$/.test(item.url)).length;
    results.push({
      path,
      formFactor,
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      bestPractices: lhr.categories['best-practices'].score,
      seo: lhr.categories.seo.score,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      scriptKb: kb(summary.script ?? 0),
      cssKb: kb(summary.stylesheet ?? 0),
      fontKb: kb(summary.font ?? 0),
      imageKb: kb(summary.image ?? 0),
      messageBundles,
    });
    process.stdout.write('.');
  }
}
await chrome.kill();
server.close();

function misses(result) {
  const missed = [];
  if (result.formFactor === 'mobile') {
    if (result.performance < targets.performanceMobile) missed.push('perf');
    if (result.lcpMs > targets.lcpMobileMs) missed.push('LCP');
    if (result.tbtMs > targets.tbtMobileMs) missed.push('TBT');
  }
  if (result.accessibility < targets.accessibility) missed.push('a11y');
  if (result.bestPractices < targets.bestPractices) missed.push('BP');
  if (result.seo < targets.seo) missed.push('SEO');
  if (result.cls > targets.cls) missed.push('CLS');
  if (result.scriptKb > targets.scriptKb) missed.push('JS');
  if (result.messageBundles !== 1) missed.push('messages');
  return missed;
}

const header =
  '| route | form | perf | a11y | BP | SEO | LCP ms | FCP ms | CLS | TBT ms | JS KB | CSS KB | font KB | img KB | targets |';
const rows = results.map((r) => {
  const missed = misses(r);
  return `| ${r.path} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.fcpMs} | ${r.cls} | ${r.tbtMs} | ${r.scriptKb} | ${r.cssKb} | ${r.fontKb} | ${r.imageKb} | ${missed.length ? `missed: ${missed.join(', ')}` : 'met'} |`;
});
const table = [header, header.replace(/[^|]/g, '-').replace(/-+/g, '---'), ...rows].join('\n');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results', `${stamp}.json`),
  JSON.stringify({ date: new Date().toISOString(), targets, results }, null, 2),
);
writeFileSync(
  join(root, 'bench/results', `${stamp}.md`),
  `# Benchmark ${new Date().toISOString()}\n\nTargets: ${JSON.stringify(targets)}\n\n${table}\n`,
);
console.info(`\n\n${table}\n\nWritten to bench/results/${stamp}.{json,md}`);

await runInp({ root, languages, runs: 3 });

const compareWith = option('--compare');
if (compareWith) {
  const earlier = JSON.parse(readFileSync(compareWith, 'utf8')).results;
  console.info(
    `\nDifference against ${compareWith} (now minus then):\n| route | form | perf | LCP ms | TBT ms | CLS | JS KB |\n|---|---|---|---|---|---|---|`,
  );
  for (const r of results) {
    const e = earlier.find((x) => x.path === r.path && x.formFactor === r.formFactor);
    if (!e) continue;
    const d = (key) => Math.round((r[key] - e[key]) * 1000) / 1000;
    console.info(
      `| ${r.path} | ${r.formFactor} | ${d('performance')} | ${d('lcpMs')} | ${d('tbtMs')} | ${d('cls')} | ${d('scriptKb')} |`,
    );
  }
}
