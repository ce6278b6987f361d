/**
 * React Aria renders many of its components a second time right after a prerendered page hydrates,
 * for nothing this site shows. Its `useIsSSR()` is a `useSyncExternalStore` whose server snapshot
 * (true) differs from the browser's (false), so React re-renders, synchronously and in one piece,
 * every component that called it once hydration has committed. Two hooks that nearly every
 * component uses call it only to throw the answer away here:
 *
 * - `useId()` (every Button, Link, field, label) reads it on every render to choose its ids'
 *   prefix once, in a `useState` initialiser: 'react-aria' when hydrating, 'react-aria' plus a
 *   random number when rendering in the browser, against clashes between several React roots or
 *   copies of React Aria on one page. This site has one root and one copy, and React's own ids
 *   already differ between hydrated (`_R_…_`) and browser-rendered (`_r_…_`) components, so the
 *   prefix is always 'react-aria', as the server renders it.
 * - `useLocale()` asks for the browser's default locale (and with it `useIsSSR`) before it reads
 *   the I18nProvider's context, which the app always provides (adobe/react-spectrum#7344). It now
 *   reads the context first and asks for the default locale only without one. Hook order stays
 *   fixed for each component: the provider wraps the app from its first render to its last.
 *
 * Measured on the production build by counting the components each commit renders: the shell's
 * and the home page's second render after hydration (a dozen Buttons and Links with their
 * subtrees, one synchronous task each) is gone. Hooks that use the answer (disclosures, overlays,
 * collections) are left alone.
 *
 * The rewrites apply to the files the bundler transforms: the site's client and prerender builds
 * (the dev server and Storybook pre-bundle dependencies untransformed, which costs them only the
 * extra render). When React Aria's files no longer have the expected shape, the build fails, so an
 * upgrade is a decision, not a silent loss: check whether React Aria fixed it, then remove or adapt
 * the rewrite.
 */

/**
 * @typedef {object} Rewrite
 * @property {string} name What is rewritten, for the error message.
 * @property {RegExp} file The React Aria module (react-aria 3.53's layout).
 * @property {RegExp} pattern The code as React Aria ships it.
 * @property {(...groups: string[]) => string} replace The code this site builds instead.
 */

/** @type {readonly Rewrite[]} */
export const hydrationRewrites = [
  {
    name: 'useId() prefix',
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/,
    // function useModernSSRSafeId(defaultId) { let id = React.useId(); let [didSSR] = useState(useIsSSR()); …
    pattern:
      /(function [\w$]+useModernSSRSafeId\(defaultId\) \{\s*let id = \(0, [\w$]+\)\.useId\(\);\s*)let \[didSSR\] = \(0, [\w$]+\)\([\w$]+\(\)\);/,
    replace: (_, head) => `${head}let didSSR = true;`,
  },
  {
    name: 'useLocale()',
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]I18nProvider\.mjs$/,
    pattern:
      /function ([\w$]+)\(\) \{\s*let defaultLocale = \(0, ([\w$]+)\)\(\);\s*let context = \(0, ([\w$]+)\)\(([\w$]+)\);\s*return context \|\| defaultLocale;\s*\}/,
    replace: (_, name, useDefaultLocale, useContext, context) =>
      `function ${name}() {\n    let context = (0, ${useContext})(${context});\n    return context || (0, ${useDefaultLocale})();\n}`,
  },
];

/**
 * The module rewritten for hydration, or null for a file no rewrite is for.
 *
 * @param {string} code
 * @param {string} id
 * @returns {string | null}
 */
export function rewriteForHydration(code, id) {
  const file = id.split('?')[0] ?? id;
  const rewrite = hydrationRewrites.find((candidate) => candidate.file.test(file));
  if (!rewrite) return null;
  if (!rewrite.pattern.test(code)) {
    throw new Error(
      `${id}: React Aria's ${rewrite.name} no longer has the shape hydrateOnce() rewrites. ` +
        'Check whether React Aria still renders it again after hydration, then remove or adapt the rewrite.',
    );
  }
  return code.replace(rewrite.pattern, /** @type {(...groups: string[]) => string} */ (rewrite.replace));
}

/**
 * React Aria's components render once when a prerendered page hydrates, not twice (see above).
 *
 * @returns {import('vite').Plugin}
 */
export function hydrateOnce() {
  return {
    name: 'ankerlicht:hydrate-once',
    transform(code, id) {
      const rewritten = rewriteForHydration(code, id);
      return rewritten === null ? undefined : { code: rewritten, map: null };
    },
  };
}
