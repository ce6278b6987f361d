import { defineConfig, type Plugin } from 'vite';
import { contentStrings, hydrateOnce, sharedPlugins } from '@ankerlicht/vite-config';
import { defaultLocale, localeDescriptors, preferredLanguageKey } from '@ankerlicht/content/locales.js';
import { contentDatesCheck } from './scripts/contentDatesCheck.ts';

/**
 * The first script in <head>, ahead of every stylesheet (index.html's `<!--language-->`), in the
 * dev server and the build alike. A visitor whose stored language differs from the URL's (a Dutch
 * search result, a shared link) is moved to the same page in their language before anything is
 * painted. Following a language link (the selector's, `data-language`) stores that language first, from
 * the first click on, so the choice wins even before the app has started. Storage can be blocked:
 * then the URL's language is all there is. Plain ES5, from the locale descriptor.
 */
function languageScript(): string {
  const prefixes = Object.fromEntries(localeDescriptors.map(({ code, pathPrefix }) => [code, pathPrefix]));
  return `(function(){var k=${JSON.stringify(preferredLanguageKey)},p=${JSON.stringify(prefixes)},path=location.pathname,here=${JSON.stringify(defaultLocale)},s,l;
for(l in p)if(p[l]&&(path===p[l]||path.indexOf(p[l]+'/')===0))here=l;
document.addEventListener('click',function(e){var a=e.target instanceof Element&&e.target.closest('a[data-language]');if(a)try{localStorage.setItem(k,a.getAttribute('data-language'))}catch(x){}},true);
try{s=localStorage.getItem(k)}catch(x){}
if(!s||s===here||!Object.prototype.hasOwnProperty.call(p,s))return;
var rest=path.slice(p[here].length)||'/';
document.documentElement.style.visibility='hidden';
location.replace((p[s]&&rest==='/'?p[s]:p[s]+rest)+location.search+location.hash)})()`;
}

function languageRedirect(): Plugin {
  return {
    name: 'ankerlicht:language-redirect',
    transformIndexHtml(html) {
      if (!html.includes('<!--language-->')) throw new Error('index.html has no <!--language--> placeholder');
      return html.replace('<!--language-->', `<script>${languageScript()}</script>`);
    },
  };
}
export default defineConfig(({ command, isSsrBuild }) => {
  const isClientBuild = command === 'build' && !isSsrBuild;
  return {
    plugins: [
      ...sharedPlugins(),
      languageRedirect(),
      hydrateOnce(),
      // The built client's content in one chunk per module and language (the server build keeps every
      // language: it prerenders them all; the dev server keeps them too, see the plugin).
      contentStrings(),
      ...(isClientBuild ? [contentDatesCheck()] : []),
    ],
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
