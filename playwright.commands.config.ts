import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { sharedConfig } from './playwright.config.ts';

/**
 * A free TCP port, chosen once: the workers load this config again and inherit the main
 * process's environment, so they get the same port.
 */
function freePort(name: string): number {
  process.env[name] ??= execFileSync(
    process.execPath,
    [
      '-e',
      "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
    ],
    { encoding: 'utf8' },
  ).trim();
  return Number(process.env[name]);
}

const devPort = freePort('COMMANDS_DEV_PORT');
const previewPort = freePort('COMMANDS_PREVIEW_PORT');
/** What `npm run build:local` wrote and `npm run preview` serves (site/dist, or site/$SITE_DIST). */
const previewDist = resolve('site', process.env.SITE_DIST ?? 'dist');

/**
 * The README's own commands in a browser: `npm start`'s dev server (the site only; the backend is
 * not needed to open pages) and `npm run preview` serving the build. Each on a free port, so they
 * run beside a developer's `npm start` and the e2e servers. The preview needs `npm run build:local`
 * first; without a build only the dev server starts and the preview test says what to run.
 */
export default defineConfig({
  ...sharedConfig,
  testDir: 'tests/commands',
  // Its own folder and no HTML report: a run leaves the e2e run's results and report alone.
  outputDir: 'test-results/commands',
  reporter: [['list']],
  // Two servers, a few sequential page visits each: one worker is enough and leaves a core free.
  fullyParallel: false,
  workers: 1,
  projects: [
    { name: 'dev', testMatch: 'dev-server.spec.ts', use: { baseURL: `http://127.0.0.1:${devPort}` } },
    { name: 'preview', testMatch: 'preview.spec.ts', use: { baseURL: `http://127.0.0.1:${previewPort}` } },
    // `npm start` itself, with its ports taken and its children stopped: no browser, no server above.
    { name: 'start', testMatch: 'start.spec.ts' },
  ],
  webServer: [
    {
      // What `npm start` runs for the site (scripts/start.mjs), on another port.
      command: `npm run dev -w @ankerlicht/site --silent -- --port ${devPort} --host 127.0.0.1`,
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...(existsSync(resolve(previewDist, 'index.html'))
      ? [
          {
            command: `npm run preview --silent -- --port ${previewPort}`,
            url: `http://127.0.0.1:${previewPort}/`,
            reuseExistingServer: false,
          },
        ]
      : []),
  ],
});
