import MagicString from 'magic-string';
import { localeDescriptors } from '@ankerlicht/content/locales.js';

/** @type {readonly string[]} */
const codes = localeDescriptors.map((descriptor) => descriptor.code);
/** A language's text of a content module: packages/content/src/<locale>/<module>.ts (@ankerlicht/content's contentStrings.ts). */
const textModule = /(?:^|\/)packages\/content\/src\/([a-z]+)\/.+\.ts$/;

/**
 * The language of a content module's text, from its path or its key in the build's manifest
 * (`../packages/content/src/en/faq.ts`); undefined for anything else.
 *
 * @param {string} id
 * @returns {string | undefined}
 */
export function contentStringsLocale(id) {
  const locale = textModule.exec(id)?.[1];
  return locale && codes.includes(locale) ? locale : undefined;
}

/**
 * A content module's loader as written, `(locale) => import(`./${locale}/faq.ts`)`: the folder
 * prefix (`./`, `../`) and the path in a language's folder (`faq.ts`, `legal/privacy.ts`).
 */
const languageModuleLoader = /\((\w+)\) =>\s*import\(`((?:\.\.?\/)+)\$\{\1\}\/([\w/.-]+\.ts)`\)/g;
/** A content module (packages/content/src/faq.ts, …/legal/privacy.ts), not a language's text. */
const contentModule = /(?:^|\/)packages\/content\/src\/(?:legal\/)?[\w.]+\.ts$/;

/**
 * The rewrite `contentLanguageModules()` applies to one module: each `(locale) => import(`./${locale}/faq.ts`)`
 * becomes a loader that names every language of the descriptor's module,
 * `(locale) => ({ nl: () => import("./nl/faq.ts"), en: … })[locale]()`, so the bundler sees each
 * language's module as a chunk of its own (what the manifest and the prerender read) without the
 * keys and helper a template-literal import costs every route. Null when the module has none.
 *
 * @param {string} code
 * @returns {{ code: string; map: import('magic-string').SourceMap } | null}
 */
export function withLanguageModules(code) {
  const rewritten = new MagicString(code);
  for (const match of code.matchAll(languageModuleLoader)) {
    const [written, locale, folder, file] = match;
    const loaders = codes.map((code) => `${code}: () => import(${JSON.stringify(`${folder}${code}/${file}`)})`);
    rewritten.overwrite(match.index, match.index + written.length, `(${locale}) => ({ ${loaders.join(', ')} })[${locale}]()`);
  }
  return rewritten.hasChanged() ? { code: rewritten.toString(), map: rewritten.generateMap({ hires: true }) } : null;
}

/**
 * Writes out content modules' language loaders per language of the descriptor (see
 * `withLanguageModules`), in every bundler that reads the content: the site, the staff app,
 * Storybook and the tests. A content module with a template-literal import in another form stops
 * the build, so no module quietly falls back to the costlier one.
 *
 * @returns {import('vite').Plugin}
 */
export function contentLanguageModules() {
  return {
    name: 'ankerlicht:content-language-modules',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!contentModule.test(file) || !code.includes('import(`')) return null;
      const rewritten = withLanguageModules(code);
      if (rewritten === null || rewritten.code.includes('import(`')) {
        return this.error(`${file}: write a content module's languages as (locale) => import(\`./\${locale}/<module>.ts\`)`);
      }
      return rewritten;
    },
  };
}
