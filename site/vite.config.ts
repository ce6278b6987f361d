import { defineConfig } from 'vite';
import { sharedPlugins } from '@ankerlicht/vite-config';

export default defineConfig(({ command, isSsrBuild }) => {
  const isClientBuild = command === 'build' && !isSsrBuild;
  return {
    plugins: sharedPlugins(),
    server: {
      port: 5173,
      strictPort: true,
      fs: {
        // The dev server may serve any file of the workspace through /@fs/. Never the local
        // backend's data (letters, .eml files with BSNs, the database): a list here replaces
        // Vite's default, so that default comes first. Patterns with a slash match the absolute
        // path (picomatch, dot files included, case-insensitive).
        deny: [
          '.env',
          '.env.*',
          '*.{crt,pem,key,p12,pfx,cer,der}',
          '.npmrc',
          '.yarnrc.yml',
          '**/.git/**',
          '**/supabase/.local-data',
          '**/supabase/.local-data/**',
        ],
      },
    },
    resolve: {
      // The browser gets every message precompiled to an ICU AST (@ankerlicht/vite-config), so it needs no
      // message parser. Only the client build drops it: the dev server keeps it so a message
      // missing from the translations still falls back to its Dutch defaultMessage string, and
      // the prerender does not ship to anyone.
      alias: isClientBuild
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : [],
    },
    build: {
      // The manifest lets the prerender and the bundle budget test map routes to their chunks.
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: isClientBuild
        ? {
            output: {
              codeSplitting: {
                // The design system's styles in one chunk of their own, so their stylesheet is
                // linked before the entry's, which holds the global styles (global.css.ts) and the
                // shell's. The cascade depends on that order: the global :focus-visible ring wins
                // over a component's `outline: none` of equal specificity (date segments, dialogs),
                // and the shell's overrides win over both. Left to the bundler, the order follows
                // whichever chunk a style lands in, which moves whenever code is split differently.
                // The group takes the styles' JavaScript (class names) too: a chunk of CSS alone is
                // folded into its importer and linked after the entry's stylesheet.
                groups: [{ name: 'ui-styles', test: /\/packages\/ui\/src\/(?!global\.css\.ts).*\.css\.ts/ }],
              },
            },
          }
        : {},
    },
    ssr: {
      // Bundle everything into the prerender script so it runs in plain Node.
      noExternal: true,
    },
  };
});
