// The site's languages: the one list the app, the prerender, the sitemap, Storybook, the
// translation scripts and the tests loop over. Plain JavaScript so the Node scripts read it
// without a TypeScript loader; locale.ts types it (allowJs infers the literal values) and checks
// every entry's shape. Adding a language means one entry here, its content, translations/<code>.json
// and its words for the tests (languageWords.testing.ts); docs/how-to.md lists every file.

/**
 * code: the language's id in content, messages (translations/<code>.json) and storage.
 * pathPrefix: where its pages live ('' for Dutch at the plain paths, '/en' + the same path).
 * lang and dir: the `lang` and `dir` attributes of its pages.
 * ariaLocale: React Aria's locale (date segment order, its own words); English is British.
 * ogLocale: Open Graph's `og:locale`.
 * label: the language selector's button text; name: the language's name in itself.
 * fontSubsets: the subsets of the text font all its pages preload (Turkish letters such as ş and ğ
 *   are in latin-ext); the prerender adds any other a page's own text needs, such as a Turkish name.
 */
export const localeDescriptors = /** @type {const} */ ([
  {
    code: 'nl',
    pathPrefix: '',
    lang: 'nl',
    dir: 'ltr',
    ariaLocale: 'nl-NL',
    ogLocale: 'nl_NL',
    label: 'NL',
    name: 'Nederlands',
    fontSubsets: ['latin'],
  },
  {
    code: 'en',
    pathPrefix: '/en',
    lang: 'en',
    dir: 'ltr',
    ariaLocale: 'en-GB',
    ogLocale: 'en_GB',
    label: 'EN',
    name: 'English',
    fontSubsets: ['latin'],
  },
  {
    code: 'tr',
    pathPrefix: '/tr',
    lang: 'tr',
    dir: 'ltr',
    ariaLocale: 'tr-TR',
    ogLocale: 'tr_TR',
    label: 'TR',
    name: 'Türkçe',
    fontSubsets: ['latin', 'latin-ext'],
  },
]);

/** Dutch: the source language of the messages and content, and the fallback. */
export const defaultLocale = /** @type {const} */ ('nl');

/**
 * A site path in a language: the Dutch path behind the language's prefix ('/en/faq'; '/en' for '/').
 *
 * @param {string} code a language's code
 * @param {string} path a Dutch path, such as '/faq'
 * @returns {string}
 */
export function localizedPath(code, path) {
  const descriptor = localeDescriptors.find((candidate) => candidate.code === code);
  if (!descriptor) throw new Error(`Unknown locale ${code}`);
  return descriptor.pathPrefix && path === '/' ? descriptor.pathPrefix : `${descriptor.pathPrefix}${path}`;
}

/** Where the visitor's chosen language is kept (docs/product-rules.md §1): read before the first paint, written on a choice. */
export const preferredLanguageKey = 'ankerlicht.preferredLanguage';

/**
 * The language a site path is in, from its prefix ('/en/faq' → 'en'); Dutch for a path with none.
 *
 * @param {string} path a site path
 * @returns {string}
 */
export function localeOfPath(path) {
  const prefixed = localeDescriptors.find(
    (descriptor) => descriptor.pathPrefix && (path === descriptor.pathPrefix || path.startsWith(`${descriptor.pathPrefix}/`)),
  );
  return prefixed ? prefixed.code : defaultLocale;
}

/**
 * A site path without its language prefix: the Dutch path of the same page ('/en/faq' → '/faq', '/en' → '/').
 *
 * @param {string} path a site path
 * @returns {string}
 */
export function unlocalizedPath(path) {
  const { pathPrefix } = localeDescriptors.find((descriptor) => descriptor.code === localeOfPath(path)) ?? { pathPrefix: '' };
  return path.slice(pathPrefix.length) || '/';
}
