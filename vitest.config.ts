import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { sharedPlugins } from '@ankerlicht/vite-config';
import { chromiumArgs, findChromium } from './tests/support/chromium.ts';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Components, hooks, content and the site's logic, in jsdom.
        plugins: sharedPlugins(),
        test: {
          name: 'unit',
          environment: 'jsdom',
          // React Aria components in jsdom take seconds on a loaded 2-core machine.
          testTimeout: 20_000,
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'site/src/**/*.test.{ts,tsx}', 'staff/src/**/*.test.{ts,tsx}'],
          // The Vite plugins run in Node, in the node project.
          exclude: [...configDefaults.exclude, 'packages/vite-config/**'],
          setupFiles: [path.join(repoRoot, 'tests/support/setup-content.ts'), path.join(repoRoot, 'tests/support/setup-unit.ts')],
          restoreMocks: true,
        },
      },
      {
        // The backend: migrations on PGlite, the edge function, the local stand-in.
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'supabase/**/*.test.ts',
            'scripts/**/*.test.ts',
            'site/scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'packages/vite-config/src/**/*.test.ts',
            'staff/*.test.ts',
          ],
          setupFiles: [path.join(repoRoot, 'tests/support/setup-content.ts')],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Every story in Chromium: its play function, and axe with violations as errors.
        plugins: [...sharedPlugins(), storybookTest({ configDir: path.join(repoRoot, '.storybook') })],
        // Pre-bundled up front: discovered mid-run on a fresh machine, Vite reloads and fails a test.
        optimizeDeps: {
          include: [
            '@internationalized/date',
            '@modular-forms/react',
            '@preact/signals-react',
            '@preact/signals-react/runtime',
            'lucide-react',
            'react',
            'react-dom',
            'react-dom/client',
            'react-aria',
            'react-aria-components',
            'react-intl',
            'react-router-dom',
            'react-stately',
            'valibot',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
          globalSetup: [path.join(repoRoot, 'tests/support/require-chromium.ts')],
        },
      },
    ],
  },
});
