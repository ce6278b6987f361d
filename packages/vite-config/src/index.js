import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { parse } from '@formatjs/icu-messageformat-parser';
import { defaultLocale, localeDescriptors } from '@ankerlicht/content/locales.js';
import { chunkUrl } from './chunkUrl.js';

export { chunkUrl } from './chunkUrl.js';
export { contentStringsLocale } from './contentStrings.js';
export { hydrateOnce, rewriteForHydration } from './hydrateOnce.js';
export { stripDefaultMessages, withoutDefaultMessages } from './stripDefaultMessages.js';

/** translations/, found through its package. */
const translationsDir = path.dirname(createRequire(import.meta.url).resolve('@ankerlicht/translations/nl.json'));
const prefix = 'virtual:messages/';
/** Every language's loader, `{ nl: () => import('virtual:messages/nl'), … }`, from the locale descriptor. */
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

/**
 * `import messages from 'virtual:messages/en'` gives that language's messages compiled to
 * ICU ASTs (what `formatjs compile --ast` writes), so no message parser ships to the browser.
 * Each language is its own module, so a dynamic import keeps it in its own chunk.
 *
 * @returns {import('vite').Plugin}
 */
export function compiledMessages() {
  let isBuild = false;
  return {
    name: 'ankerlicht:compiled-messages',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(prefix) || id === loadersId || id === allId ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${loadersId}`) {
        // Each language tried again at a fresh URL after a failure, such as a failed preload of the
        // page's loader (@ankerlicht/content's retryableImport).
        const urls = codes.map((code, index) => `import u${index} from ${JSON.stringify(`${prefix}${code}?chunk-url`)};`);
        const loaders = codes.map(
          (code, index) =>
            `${JSON.stringify(code)}: __retryableImport(() => import(${JSON.stringify(prefix + code)}), u${index})`,
        );
        return `import { retryableImport as __retryableImport } from '@ankerlicht/content';\n${urls.join('\n')}\nexport default { ${loaders.join(', ')} };`;
      }
      if (id === `\0${allId}`) {
        const imports = codes.map((code, index) => `import m${index} from ${JSON.stringify(prefix + code)};`);
        const entries = codes.map((code, index) => `${JSON.stringify(code)}: m${index}`);
        return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };`;
      }
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const locale = id.slice(prefix.length + 1);
      if (!codes.includes(locale)) throw new Error(`Unknown message bundle ${locale}`);
      const file = path.join(translationsDir, `${locale}.json`);
      this.addWatchFile(file);
      const messages = readMessages(file);
      if (isBuild && locale !== sourceLocale) {
        // The built client has no message parser (site/vite.config.ts), so react-intl could not
        // format a Dutch defaultMessage string: a message missing from this language gets the
        // Dutch source compiled here instead, and the build says which.
        const source = readMessages(path.join(translationsDir, `${sourceLocale}.json`));
        const missing = Object.keys(source).filter((key) => !Object.hasOwn(messages, key));
        if (missing.length > 0) this.warn(`${locale}.json lacks ${missing.join(', ')}: shown in Dutch`);
        for (const key of missing) messages[key] = /** @type {string} */ (source[key]);
      }
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message, { ignoreTag: false })]),
      );
      return `export default ${JSON.stringify(compiled)};`;
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
 * Plugins shared by the site, Storybook and the tests.
 *
 * @returns {import('vite').PluginOption[]}
 */
export function sharedPlugins() {
  return [react(), vanillaExtractPlugin(), compiledMessages(), buildYear(), chunkUrl()];
}
