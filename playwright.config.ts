import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/support/chromium.ts';

const sitePort = 4173;
const storybookPort = 6007;

/**
 * End-to-end tests run against the production build served as static files, the way a CDN
 * serves it. Visual tests of the components run against the built Storybook.
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './tests/support/require-chromium.ts',
  expect: {
    // Tolerates a newer Chromium patch's anti-aliasing, not a layout change.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'site',
      testDir: 'tests/e2e',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${sitePort}`, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'stories',
      testDir: 'tests/visual-stories',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${storybookPort}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve-static.mjs site/dist ${sitePort}`,
      url: `http://127.0.0.1:${sitePort}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npm run build-storybook -- --quiet && node scripts/serve-static.mjs storybook-static ${storybookPort}`,
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
  ],
});
