import { defineConfig, type Plugin } from 'vite';
import { sharedPlugins } from '@ankerlicht/vite-config';
/**
 * Warns in the build's output when the year the year-bound facts hold for (yearFacts.ts, which
 * the config cannot import: Node loads it without a TypeScript loader) is past.
 */
function yearFactsCheck(): Plugin {
  return {
    name: 'ankerlicht:year-facts',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith('/packages/content/src/yearFacts.ts')) return null;
      const year = Number(/\byear: (\d{4}),/.exec(code)?.[1]);
      const currentYear = new Date().getFullYear();
      if (!year) this.warn('yearFacts.ts: no `year: <yyyy>,` found, so its facts cannot be checked for being out of date.');
      else if (year < currentYear)
        this.warn(
          `The year-bound facts hold for ${year}, and it is ${currentYear}: update the deductible and the other values in packages/content/src/yearFacts.ts.`,
        );
      return null;
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  const isClientBuild = command === 'build' && !isSsrBuild;
  return {
    plugins: [...sharedPlugins(), ...(isClientBuild ? [yearFactsCheck()] : [])],
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
