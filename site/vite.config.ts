import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import formatjs from '@formatjs/unplugin/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { DEV_SERVER_FS_DENY, sharedPlugins, supabaseTarget } from '@ankerlicht/vite-config';
import { defaultLocale, localeDescriptors, preferredLanguageKey } from '@ankerlicht/content/locales.js';
import { devServerRender } from './scripts/devServerRender.ts';
import { bootScript } from './src/boot/compile.mjs';
import type { earlyPressRecorder } from './src/boot/earlyPressRecorder.ts';
import type { languageRedirect } from './src/boot/languageRedirect.ts';
import type { submitGuard } from './src/boot/submitGuard.ts';

/**
 * The scripts that run before the app (site/src/boot), compiled and inlined where index.html marks
 * them (`<!--boot:name-->`), in the dev server and the build alike: the stored-language redirect
 * first in <head>, ahead of every stylesheet, with the locale descriptor's prefixes as its argument;
 * the submit guard and the early-press recorder. The page loader is the prerender's
 * (site/scripts/prerender.mjs). Compiled on every transform, so the dev server picks up an edit on
 * the next page load.
 */
function bootScripts(): Plugin {
  const prefixes = Object.fromEntries(localeDescriptors.map(({ code, pathPrefix }) => [code, pathPrefix]));
  return {
    name: 'ankerlicht:boot-scripts',
    async transformIndexHtml(html) {
      const inline: Record<string, string> = {
        languageRedirect: (await bootScript<typeof languageRedirect>('languageRedirect'))({
          key: preferredLanguageKey,
          prefixes,
          defaultLocale,
        }),
        submitGuard: (await bootScript<typeof submitGuard>('submitGuard'))(),
        earlyPressRecorder: (await bootScript<typeof earlyPressRecorder>('earlyPressRecorder'))(),
      };
      for (const [name, script] of Object.entries(inline)) {
        const placeholder = `<!--boot:${name}-->`;
        if (html.split(placeholder).length !== 2) throw new Error(`index.html must have one ${placeholder} placeholder`);
        html = html.replace(placeholder, () => script);
      }
      return html;
    },
  };
}

/**
 * `SITE_BACKEND=local` (`npm run build:local`): a build against the local backend. A flag, not a
 * Vite mode: the mode also picks vanilla-extract's class names, so the pages would differ from
 * the production build's, and the tests compare those.
 */
export const LOCAL_BACKEND_ENV = 'SITE_BACKEND';
const siteDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The page modules (src/pages/<page>/<Name>Page.tsx), by their key in the page loader's glob
 * (src/pageLoader.tsx): the client build splits the messages by them (@ankerlicht/vite-config).
 */
function pageModules(): Record<string, string> {
  const pagesDir = `${siteDir}src/pages`;
  return Object.fromEntries(
    readdirSync(pagesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((directory) =>
        readdirSync(`${pagesDir}/${directory.name}`)
          .filter((file) => file.endsWith('Page.tsx'))
          .map((file) => [`./pages/${directory.name}/${file}`, `${pagesDir}/${directory.name}/${file}`]),
      ),
  );
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const isClientBuild = command === 'build' && !isSsrBuild;
  const supabase = supabaseTarget({
    command,
    localBackend: process.env[LOCAL_BACKEND_ENV] === 'local',
    env: loadEnv(mode, siteDir, 'VITE_SUPABASE_'),
  });
  return {
    // The one place the bundle learns its backend (src/registration/submitRegistration.ts).
    define: {
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(supabase.url),
      'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': JSON.stringify(supabase.key),
      // The built client loads content's text in the page's language only (each language of a
      // content module is its own chunk); the prerender and the dev server load every language
      // (packages/content/src/contentStrings.ts says why).
      __ANKERLICHT_ONE_CONTENT_LANGUAGE__: JSON.stringify(isClientBuild),
    },
    plugins: [
      // The client build's messages are split by page: a visit downloads the shell's and its page's.
      ...sharedPlugins(isClientBuild ? { messageSplit: { entry: `${siteDir}src/main.tsx`, pages: pageModules() } } : {}),
      bootScripts(),
      devServerRender(`${siteDir}index.html`),
      // React Aria's own words (a dialog's "Dismiss", a date field's "Empty") in the site's three
      // languages only, not its 34: about 10 KB gzip off the registration forms. By language, not by
      // region: React Aria has no en-GB and falls back to en-US. The server build keeps them all.
      optimizeLocales.vite({ locales: localeDescriptors.map((descriptor) => new Intl.Locale(descriptor.ariaLocale).language) }),
      // The browser shows only the messages chunks' texts: the client build drops the code's Dutch
      // defaultMessages (FormatJS's own transform). Each language's messages chunk holds every
      // message, one missing from a translation filled in from translations/nl.json when it is
      // compiled (@ankerlicht/vite-config), and the client has no message parser to format a
      // default string with (below). The dev server, the prerender, Storybook and Vitest keep them:
      // the dev server falls back to them, and `npm run i18n:extract` reads them from the source.
      ...(isClientBuild ? [formatjs({ removeDefaultMessage: true })] : []),
    ],
    server: {
      port: 5173,
      strictPort: true,
      // Never the local backend's data over /@fs/ (@ankerlicht/vite-config says why).
      fs: { deny: [...DEV_SERVER_FS_DENY] },
    },
    resolve: {
      // The browser gets every message precompiled to an ICU AST (@ankerlicht/vite-config), so it needs no
      // message parser. Only the client build drops it: the dev server keeps it so a message
      // missing from the translations still falls back to its Dutch defaultMessage string, and
      // the prerender does not ship to anyone.
      //
      // @preact/signals-react (the form library's) imports useSyncExternalStore from
      // use-sync-external-store's shim, a copy of the hook for React before 18: take React's own.
      // (Not the package's main entry, which re-exports React's but warns in development.)
      alias: [
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
        ...(isClientBuild
          ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
          : []),
      ],
    },
    build: {
      // The manifest lets the prerender and the bundle budget test map routes to their chunks.
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      // No modulepreload polyfill in the entry: the page loader (src/boot/pageLoader.ts) starts the
      // app at once in a browser without modulepreload, and there a module is simply fetched when
      // it is imported.
      modulePreload: { polyfill: false },
      rolldownOptions: isClientBuild
        ? {
            output: {
              codeSplitting: {
                // The design system's styles in one chunk of their own, so their stylesheet is
                // linked before the entry's, which holds the global styles (global.css.ts) and the
                // shell's. The cascade depends on that order: the global :focus-visible ring wins
                // over a component's `outline: none` of equal specificity (dialogs),
                // and the shell's overrides win over both. Left to the bundler, the order follows
                // whichever chunk a style lands in, which moves whenever code is split differently.
                // The group takes the styles' JavaScript (class names) too: a chunk of CSS alone is
                // folded into its importer and linked after the entry's stylesheet. It takes `cx`,
                // the components' class-name joiner, too: on its own it was a 0.1 KB chunk of every
                // route (the routes chunk uses it, so the bundler cannot merge it into the entry).
                groups: [{ name: 'ui-styles', test: /\/packages\/ui\/src\/((?!global\.css\.ts).*\.css\.ts|styles\/cx\.ts)/ }],
              },
            },
          }
        : {},
    },
    ssr: {
      // Bundle everything into the prerender script so it runs in plain Node. The dev server's
      // renderer (scripts/devServerRender.ts) leaves the dependencies to Node instead, as Vite does.
      noExternal: command === 'build' ? true : undefined,
    },
  };
});
