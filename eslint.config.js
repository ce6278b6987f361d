import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageBoundaries } from './scripts/eslint-package-boundaries.js';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

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
    // Packages depend on each other by name, never by a relative path out of the package.
    plugins: { ankerlicht: { rules: { 'package-boundaries': packageBoundaries } } },
    rules: {
      'ankerlicht/package-boundaries': ['error', { functionsDir: path.join(repoRoot, 'supabase/functions') }],
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
