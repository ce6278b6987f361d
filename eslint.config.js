import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

/** What tests check (packages/content's *.testing.ts); nothing the site or the staff app ships reads it. */
const testingModules = {
  group: ['*.testing', '*.testing.ts'],
  message: 'A *.testing module holds what the tests check: only tests, stories and other *.testing modules import it.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'supabase/.local-data/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Packages depend on each other by name, never by a relative path out of the package: each
    // package's package.json `exports` say what it offers, and the dependencies run one way.
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    // Except Supabase's own convention: an edge function shares code through a relative import of
    // supabase/functions/_shared, and is deployed with exactly the files it imports that way (an
    // import map to a local folder has broken deploys: supabase/cli#1338, #1303).
    // send-registration-email/imports.test.ts keeps that graph inside supabase/functions.
    files: ['supabase/functions/*/**'],
    ignores: ['supabase/functions/_shared/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // The tests' own modules never ship (testingModules above).
    files: ['site/src/**/*.{ts,tsx}', 'staff/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.testing.ts', '**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testingModules] }] },
  },
  {
    // Content draws only icons from its palette (packages/content/src/icons.ts): one list of names.
    // (The same rule as the block above, so its patterns are repeated: a later block's options replace an earlier's.)
    files: ['packages/content/src/**/*.ts'],
    ignores: ['packages/content/src/icons.ts', '**/*.test.ts', '**/*.testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'lucide-react', message: 'Import the icon from ./icons.ts, the palette content draws from.' }],
          patterns: [testingModules],
        },
      ],
    },
  },
  {
    // react-intl 12 types a message's ICU arguments through a generic this rule writes (eslint --fix).
    files: ['packages/ui/src/**/*.{ts,tsx}', 'site/src/**/*.{ts,tsx}', '.storybook/**/*.tsx'],
    plugins: { formatjs },
    rules: { 'formatjs/enforce-message-types': ['error', { generateTypes: true }] },
  },
  {
    // Every visitor-facing word goes through react-intl or typed content: no literal text in JSX.
    files: ['packages/ui/src/**/*.tsx', 'site/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '(aria-label|aria-description|alt|title|placeholder|label|description)']],
          },
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
);
