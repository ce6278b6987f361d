// npm run bench -- --against <dir>: is this build faster or slower than another one? Lighthouse
// mobile runs each page on site/dist and on the build in <dir> (made before the change, for
// example: `npm run build:local && cp -r site/dist /tmp/before`), alternating between the two, and
// reports both builds' medians and their differences. On a shared machine the load changes from
// minute to minute, and TBT and time to interactive with it: runs of one build made a few minutes
// apart from the other's can differ more than the change being measured. A report, not a test.
//
//   npm run bench -- --against /tmp/before [--skip-build] [--routes /team] [--languages nl] [--runs 5]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { localeDescriptors, localizedPath } from '@ankerlicht/content/locales.js';
import { serveStatic } from '../scripts/serve-static.mjs';
import { launchChrome } from './chrome.mjs';
import { measure, measuredCommit, medians } from './limit.mjs';

const columns = ['performance', 'fcpMs', 'tbtMs', 'ttiMs'];

export async function runAgainst({ root, against, paths, languages, runs }) {
  const other = resolve(against);
  if (!existsSync(join(other, 'index.html'))) throw new Error(`--against ${against}: no built site (index.html) there`);
  if (!(runs >= 1)) throw new Error('--runs needs a number of at least 1');
  const chosen = languages ?? localeDescriptors.map(({ code }) => code);
  const thisServer = await serveStatic(join(root, 'site/dist'), { port: 0 });
  const otherServer = await serveStatic(other, { port: 0 });
  const origin = (server) => `http://127.0.0.1:${server.address().port}`;
  const chrome = await launchChrome();
  const results = [];
  try {
    for (const path of paths) {
      for (const language of chosen) {
        const url = localizedPath(language, path);
        process.stdout.write(`${url} `);
        const runsOf = { this: [], other: [] };
        // Alternating, and each build first in every other pair, so neither gets the quieter moments.
        for (let run = 0; run < runs; run += 1) {
          const order = run % 2 ? ['other', 'this'] : ['this', 'other'];
          for (const build of order) {
            runsOf[build].push(await measure(origin(build === 'this' ? thisServer : otherServer) + url, chrome.port));
            process.stdout.write('.');
          }
        }
        const result = { url, language, this: medians(runsOf.this), other: medians(runsOf.other), runs: runsOf };
        result.difference = Object.fromEntries(
          columns.map((key) => [key, Math.round((result.this[key] - result.other[key]) * 100) / 100]),
        );
        results.push(result);
        process.stdout.write(` TBT ${result.difference.tbtMs} ms, TTI ${result.difference.ttiMs} ms\n`);
      }
    }
  } finally {
    await chrome.kill();
    thisServer.close();
    otherServer.close();
  }

  const header = '| route | perf | FCP ms | TBT ms | TTI ms | other: perf | FCP ms | TBT ms | TTI ms | Δ TBT ms | Δ TTI ms |';
  const rows = results.map(
    (r) =>
      `| ${r.url} | ${columns.map((key) => r.this[key]).join(' | ')} | ${columns.map((key) => r.other[key]).join(' | ')} | ${r.difference.tbtMs} | ${r.difference.ttiMs} |`,
  );
  const table = [header, header.replace(/[^|]/g, '-').replace(/-+/g, '---'), ...rows].join('\n');
  const date = new Date().toISOString();
  const commit = measuredCommit(root);
  const stamp = `${date.replace(/[:.]/g, '-')}-against`;
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const summary = `This build (commit ${commit}, site/dist) against ${other}: medians of ${runs} Lighthouse mobile runs per build, alternating; Δ is this minus other.`;
  writeFileSync(
    join(root, 'bench/results', `${stamp}.json`),
    JSON.stringify({ date, commit, against: other, mode: 'against', runsPerBuild: runs, results }, null, 2),
  );
  writeFileSync(join(root, 'bench/results', `${stamp}.md`), `# This build against another ${date}\n\n${summary}\n\n${table}\n`);
  console.info(`\n${table}\n\n${summary}\nWritten to bench/results/${stamp}.{json,md}`);
}
