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
/** A module of the content package: a content module (faq.ts, legal/privacy.ts) or a language's text (en/faq.ts). */
const contentPackageModule = /(?:^|\/)packages\/content\/src\/.+\.ts$/;

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
 * Storybook and Vitest's unit and story projects. A content module with a template-literal import
 * in another form (a comment's included) stops the build, so no module quietly falls back to the
 * costlier one.
 *
 * @returns {import('vite').Plugin}
 */
export function contentLanguageModules() {
  return {
    name: 'ankerlicht:content-language-modules',
    enforce: 'pre',
    transform: {
      // Filtered in the bundler, so the other modules cost no call into JavaScript.
      filter: { id: contentPackageModule, code: 'import(`' },
      handler(code, id) {
        const file = id.split('?')[0] ?? id;
        if (!contentPackageModule.test(file) || contentStringsLocale(file) !== undefined) return null;
        const rewritten = withLanguageModules(code);
        if (rewritten === null || rewritten.code.includes('import(`')) {
          return this.error(
            `${file}: a template import here must be a content module's languages, (locale) => import(\`./\${locale}/<module>.ts\`)`,
          );
        }
        return rewritten;
      },
    },
  };
}
