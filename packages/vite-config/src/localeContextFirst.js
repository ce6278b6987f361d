/**
 * React Aria's `useLocale()` calls `useDefaultLocale()` before it reads the `I18nProvider`'s
 * context, and `useDefaultLocale()` calls `useIsSSR()`. So every Link, Button and field that asks
 * for the locale renders twice when a prerendered page hydrates: once as during server rendering,
 * then at once again, synchronously, for the browser's locale it then discards because the provider
 * gives one (adobe/react-spectrum#7344). On the home page that second pass is one of the longest
 * tasks after the first paint.
 *
 * This rewrite reads the context first and asks for the default locale only without one. Hook order
 * stays fixed for each component: the app's `I18nProvider` wraps everything from the first render to
 * the last, so a component either always has the context or never has it.
 *
 * The rewrite applies to the files the bundler transforms: the site's builds (the dev server
 * pre-bundles dependencies untransformed, which costs it only the extra render). When React Aria's
 * file no longer has the expected shape, the build fails, so an upgrade is a decision, not a
 * silent loss: remove this plugin if React Aria has fixed `useLocale`, or adapt the pattern.
 */

/** The file that defines `useLocale` (react-aria 3.53). */
const file = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]I18nProvider\.mjs$/;

/** `useLocale()` as React Aria builds it: default locale first, then the context. */
const useLocale =
  /function ([\w$]+)\(\) \{\s*let defaultLocale = \(0, ([\w$]+)\)\(\);\s*let context = \(0, ([\w$]+)\)\(([\w$]+)\);\s*return context \|\| defaultLocale;\s*\}/;

/**
 * The rewritten module, or null for any other file.
 *
 * @param {string} code
 * @param {string} id
 * @returns {string | null}
 */
export function rewriteUseLocale(code, id) {
  if (!file.test(id.split('?')[0] ?? id)) return null;
  if (!useLocale.test(code)) {
    throw new Error(
      `${id}: useLocale() no longer reads useDefaultLocale() before the context. ` +
        'Check whether React Aria fixed the extra render after hydration, then remove or adapt localeContextFirst().',
    );
  }
  return code.replace(
    useLocale,
    (_, name, useDefaultLocale, useContext, context) =>
      `function ${name}() {\n    let context = (0, ${useContext})(${context});\n    return context || (0, ${useDefaultLocale})();\n}`,
  );
}

/**
 * `useLocale()` reads the I18nProvider's context before the default locale (see above).
 *
 * @returns {import('vite').Plugin}
 */
export function localeContextFirst() {
  return {
    name: 'ankerlicht:locale-context-first',
    transform(code, id) {
      const rewritten = rewriteUseLocale(code, id);
      return rewritten === null ? undefined : { code: rewritten, map: null };
    },
  };
}
