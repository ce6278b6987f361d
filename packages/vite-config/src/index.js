import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { parse } from '@formatjs/icu-messageformat-parser';
import { defaultLocale, localeDescriptors } from '@ankerlicht/content/locales.js';
import { chunkUrl } from './chunkUrl.js';
import { contentLanguageModules } from './contentStrings.js';
import { messageSets } from './routeMessages.js';

export { chunkUrl } from './chunkUrl.js';
export { contentLanguageModules, contentStringsLocale, withLanguageModules } from './contentStrings.js';
export {
  LOCAL_ANON_KEY,
  LOCAL_SUPABASE_URL,
  MISSING_SUPABASE_SETTINGS,
  missingSupabaseSettings,
  supabaseTarget,
} from './supabaseTarget.js';
export { DEV_SERVER_FS_DENY } from './devServer.js';

/** translations/, found through its package. */
const translationsDir = path.dirname(createRequire(import.meta.url).resolve('@ankerlicht/translations/nl.json'));
const prefix = 'virtual:messages/';
/** The app's loaders, `{ shell: { nl: () => import(…), … } }`; in the split build a shell's part brings its language's page loaders. */
const loadersId = 'virtual:message-loaders';
/** Every language's messages at once, `{ nl, en, tr }`, for Storybook's language toolbar. */
const allId = 'virtual:all-messages';
/** The language of the code's defaultMessages and of translations/nl.json. */
const sourceLocale = defaultLocale;
/** @type {readonly string[]} */
const codes = localeDescriptors.map((descriptor) => descriptor.code);

/** @param {string} file @returns {Record<string, string>} */
function readMessages(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The shell's messages in one language: `virtual:shell-messages/en` (the split client build only). */
const shellPrefix = 'virtual:shell-messages/';
/** A page's own messages in one language: `virtual:page-messages/pages/faq/FaqPage-en` (the split client build only). */
const pagePrefix = 'virtual:page-messages/';
/** `./pages/faq/FaqPage.tsx` as it appears in a virtual id: `pages/faq/FaqPage`. */
const idKey = (/** @type {string} */ key) => key.replace(/^\.\//, '').replace(/\.tsx?$/, '');

/**
 * The virtual module of a part of the split messages in a language, which the build's manifest
 * names its chunk by: the shell's (`virtual:shell-messages/en`) or, given its key in the page
 * loader's glob (`./pages/faq/FaqPage.tsx`), a page's own (`virtual:page-messages/pages/faq/FaqPage-en`).
 *
 * @param {string} locale
 * @param {string} [page]
 */
export function messagePartId(locale, page) {
  return page === undefined ? `${shellPrefix}${locale}` : `${pagePrefix}${idKey(page)}-${locale}`;
}

/**
 * Splits the client build's messages by where they are used (routeMessages.js): the entry's
 * modules and each page's. `entry` is the app's entry module, `pages` each page module's path by
 * its key in the page loader's glob (`./pages/faq/FaqPage.tsx`).
 *
 * @typedef {{ entry: string; pages: Readonly<Record<string, string>> }} MessageSplit
 */

/**
 * `import messages from 'virtual:messages/en'` gives that language's messages compiled to
 * ICU ASTs (what `formatjs compile --ast` writes), so no message parser ships to the browser.
 * Each language is its own module, so a dynamic import keeps it in its own chunk.
 *
 * `virtual:message-loaders` is what the app loads its messages with: `{ shell }`, a loader per
 * language. Without `split` (the dev server, the prerender, Storybook, the tests) the shell's
 * loader gives every message. With it (the site's client build) the shell's gives the messages of
 * what the entry reaches, and each page's those of what only it reaches, so a visit downloads the
 * messages of the pages it shows, in its language. The pages' loaders in a language are exported
 * by that language's shell part (`pages`), not by the entry: a visit carries one language's
 * (470 B gzip less on every route than all three in the entry, measured 2026-12-04).
 *
 * @param {{ split?: MessageSplit }} [options]
 * @returns {import('vite').Plugin}
 */
export function compiledMessages({ split } = {}) {
  let isBuild = false;
  /** @type {Promise<{ shell: Set<string>; byPage: Map<string, Set<string>> }> | undefined} */
  let sets;
  const pageKeys = split ? Object.keys(split.pages) : [];
  const isOwn = (/** @type {string} */ id) =>
    id.startsWith(prefix) || id.startsWith(shellPrefix) || id.startsWith(pagePrefix) || id === loadersId || id === allId;

  /**
   * A language's messages compiled, all of them or those with the given ids.
   *
   * @param {string} locale
   * @param {Set<string> | undefined} only
   * @param {Pick<import('rollup').PluginContext, 'addWatchFile' | 'warn'>} context
   */
  function compiledModule(locale, only, context) {
    if (!codes.includes(locale)) throw new Error(`Unknown message bundle ${locale}`);
    const file = path.join(translationsDir, `${locale}.json`);
    context.addWatchFile(file);
    const messages = readMessages(file);
    if (isBuild && locale !== sourceLocale) {
      // The built client has no message parser (site/vite.config.ts), so react-intl could not
      // format a Dutch defaultMessage string: a message missing from this language gets the
      // Dutch source compiled here instead, and the build says which.
      const source = readMessages(path.join(translationsDir, `${sourceLocale}.json`));
      const missing = Object.keys(source).filter((key) => !Object.hasOwn(messages, key) && (!only || only.has(key)));
      if (missing.length > 0) context.warn(`${locale}.json lacks ${missing.join(', ')}: shown in Dutch`);
      for (const key of missing) messages[key] = /** @type {string} */ (source[key]);
    }
    const compiled = Object.fromEntries(
      Object.entries(messages)
        .filter(([key]) => !only || only.has(key))
        .map(([key, message]) => [key, parse(message, { ignoreTag: false })]),
    );
    return `export default ${JSON.stringify(compiled)};`;
  }

  /**
   * A language's loaders of the pages' parts in that language, for its shell part to export:
   * `pages`, each page's `[load, url]` by its key in the page loader's glob (the url so that a
   * failed import can be tried again at a fresh one, site/src/i18n/messageBundles.ts). In the
   * shell's part rather than the entry, a visit carries the loaders of its own language only.
   *
   * @param {string} locale
   */
  function pageLoaders(locale) {
    const urls = pageKeys.map(
      (key, index) => `import u${index} from ${JSON.stringify(`${messagePartId(locale, key)}?chunk-url`)};`,
    );
    const pages = pageKeys.map(
      (key, index) => `${JSON.stringify(key)}: [() => import(${JSON.stringify(messagePartId(locale, key))}), u${index}]`,
    );
    return [...urls, `export const pages = { ${pages.join(', ')} };`].join('\n');
  }

  /** Each language's loader of a module, retried at a fresh URL after a failure (@ankerlicht/content's retryableImport). */
  function loaders(/** @type {(code: string) => string} */ moduleOf, /** @type {string[]} */ imports) {
    const entries = codes.map((code) => {
      const name = `u${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(`${moduleOf(code)}?chunk-url`)};`);
      return `${JSON.stringify(code)}: __retryableImport(() => import(${JSON.stringify(moduleOf(code))}), ${name})`;
    });
    return `{ ${entries.join(', ')} }`;
  }

  return {
    name: 'ankerlicht:compiled-messages',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    // Both hooks filtered in the bundler, so the other modules cost no call into JavaScript.
    resolveId: {
      filter: { id: /^virtual:/ },
      handler(id) {
        return isOwn(id) ? `\0${id}` : undefined;
      },
    },
    load: {
      filter: { id: /^\0virtual:/ },
      async handler(id) {
        if (!isOwn(id.slice(1))) return undefined;
        const virtual = id.slice(1);
        if (virtual === loadersId) {
          /** @type {string[]} */
          const imports = [];
          const shell = loaders((code) => (split ? messagePartId(code) : prefix + code), imports);
          return [
            "import { retryableImport as __retryableImport } from '@ankerlicht/content';",
            ...imports,
            `export default { shell: ${shell} };`,
          ].join('\n');
        }
        if (virtual === allId) {
          const imports = codes.map((code, index) => `import m${index} from ${JSON.stringify(prefix + code)};`);
          const entries = codes.map((code, index) => `${JSON.stringify(code)}: m${index}`);
          return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };`;
        }
        if (virtual.startsWith(prefix)) return compiledModule(virtual.slice(prefix.length), undefined, this);
        if (!split) return this.error(`${virtual} exists only in the split client build`);
        sets ??= messageSets(this, {
          entry: split.entry,
          pages: Object.values(split.pages),
          ids: new Set(Object.keys(readMessages(path.join(translationsDir, `${sourceLocale}.json`)))),
          skip: (moduleId) => moduleId.startsWith('\0') && isOwn(moduleId.slice(1)),
        });
        const { shell, byPage } = await sets;
        if (virtual.startsWith(shellPrefix)) {
          const locale = virtual.slice(shellPrefix.length);
          return [compiledModule(locale, shell, this), pageLoaders(locale)].join('\n');
        }
        const locale = virtual.slice(virtual.lastIndexOf('-') + 1);
        const key = pageKeys.find((candidate) => messagePartId(locale, candidate) === virtual);
        const page = key === undefined ? undefined : split.pages[key];
        const own = page === undefined ? undefined : byPage.get(page);
        if (!own) return this.error(`No page for ${virtual}`);
        return compiledModule(locale, own, this);
      },
    },
  };
}

/**
 * `__BUILD_YEAR__`: the year the HTML was prerendered, so hydration renders the same footer.
 *
 * @returns {import('vite').Plugin}
 */
export function buildYear() {
  return {
    name: 'ankerlicht:build-year',
    config: () => ({ define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) } }),
  };
}

/**
 * Plugins shared by the site, Storybook and the tests; `messageSplit` for the site's client build.
 *
 * @param {{ messageSplit?: MessageSplit }} [options]
 * @returns {import('vite').PluginOption[]}
 */
export function sharedPlugins({ messageSplit } = {}) {
  return [
    contentLanguageModules(),
    react(),
    vanillaExtractPlugin(),
    compiledMessages({ split: messageSplit }),
    buildYear(),
    chunkUrl(),
  ];
}
