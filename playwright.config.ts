import { defineConfig, devices } from '@playwright/test';
import { defaultLocale, localeDescriptors } from '@ankerlicht/content/locales.js';
import { chromiumArgs, findChromium } from './tests/support/chromium.ts';

/** The built site to test (SITE_DIST lets several builds exist side by side) and its port. */
const siteDist = process.env.SITE_DIST ?? 'site/dist';
const sitePort = Number(process.env.SITE_PORT ?? 4173);
/** The staff app's preview (staff/vite.config.ts). */
const staffPort = Number(process.env.STAFF_PORT ?? 4174);

/** Settings shared by the site's end-to-end tests and the story screenshots. */
export const sharedConfig = defineConfig({
  fullyParallel: true,
  // Playwright's default workers (half the cores) everywhere, so CI runs what a fresh clone checks: the
  // suite is bound by the browsers' CPU, and on two cores two workers took 42.0 minutes and one 44.6,
  // less than runs of the same commit differ, while each test's timing got tighter.
  retries: 0,
  // Pages are checked in three languages at two widths with axe in one test: room for a busy machine.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './tests/support/require-chromium.ts',
  expect: {
    timeout: 10_000,
    // Tolerates a newer Chromium patch's anti-aliasing, not a layout change.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    // The browser's locale is the default language's (nl-NL), as a Dutch visitor's.
    locale: localeDescriptors.find((descriptor) => descriptor.code === defaultLocale)?.ariaLocale,
    timezoneId: 'Europe/Amsterdam',
    // No trace by default: recording one for every test cost a sixth of the suite's time, and CI
    // keeps only its log. To debug a failure: `npx playwright test <file> --trace retain-on-failure`.
    trace: 'off',
  },
});

/** End-to-end tests against the production build, served as static files the way a CDN serves it. */
export default defineConfig({
  ...sharedConfig,
  // One more attempt, which the site's and the inbox's tests (tests/support/site.ts) refuse unless
  // the first one timed out on a page that had stopped answering: a browser hang, seen twice in
  // CI in a registration form, once in some 500 tests, never reproduced. The list reports such a
  // test as flaky, after its hung page report. Any other failure fails twice. The two specs that only
  // read the build's files (budget, no-dutch) get the attempt too; a rerun reads the same files.
  retries: 1,
  testDir: 'tests/e2e',
  projects: [
    { name: 'site', use: { baseURL: `http://127.0.0.1:${sitePort}`, viewport: { width: 1280, height: 800 } } },
    // The staff inbox (staff/), on an origin of its own, built against the local backend.
    {
      name: 'staff',
      testDir: 'tests/staff',
      use: { baseURL: `http://127.0.0.1:${staffPort}`, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve-static.mjs ${siteDist} ${sitePort}`,
      url: `http://127.0.0.1:${sitePort}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npm run preview -w @ankerlicht/staff -- --host 127.0.0.1 --port ${staffPort}`,
      url: `http://127.0.0.1:${staffPort}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The embedded local backend (API, storage, e-mail function, maildev) with a throwaway data folder
      // and the test-only /__faults, /__settings, /__schedule and /__inspect endpoints.
      command: 'npx tsx supabase/local/test-backend.ts --fresh',
      url: 'http://127.0.0.1:54321/health',
      // No timer: the tests run the schedule themselves (POST /__schedule), so a timer run can
      // never take a mail failure meant for a test.
      env: { LOCAL_SCHEDULE_SECONDS: '0' },
      // SIGTERM lets the backend remove its --fresh data folder (test registrations) on the way out.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
