import { defineConfig } from '@playwright/test';
import { sharedConfig } from './playwright.config.ts';

const storybookPort = 6007;

/** A screenshot of every story, against the built Storybook. */
export default defineConfig({
  ...sharedConfig,
  testDir: 'tests/visual-stories',
  projects: [{ name: 'stories', use: { baseURL: `http://127.0.0.1:${storybookPort}` } }],
  webServer: {
    command: `npm run build-storybook -- --quiet && node scripts/serve-static.mjs storybook-static ${storybookPort}`,
    url: `http://127.0.0.1:${storybookPort}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
  },
});
