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
 * Three more ask for a second render for a reason of their own, which they keep, at a lower priority:
 *
 * - `useSlotId()` (the ids of a field's hint and error message, in every field) and `useSlot()`
 *   (a radio's or checkbox's hint) render again from a layout effect, synchronously, to drop the id
 *   of an element that is not on the page (the error message of a valid field) from the control's
 *   aria-describedby. On the registration form that is every field, about 200 components in one
 *   task. `useValueEffect()` (which `useSlotId()` sets its id with) and `useSlot()` now make that
 *   update a transition: React renders it in slices of a few milliseconds right after, and a
 *   dangling id in aria-describedby, which assistive technology ignores, lives a moment longer.
 * - `useEnterAnimation()` (a tab panel, overlays) ends an entry with no animation running at once,
 *   by setting state in a layout effect. React renders such an update at once, in the task of the
 *   commit, and first runs everything that commit left pending: on the team page, the tab panel's
 *   end brought the whole page's passive effects and the Tabs' collection re-renders into the task
 *   that hydrated the page, its longest (issue 29). The end is now a transition: the
 *   `data-entering` attribute stays a moment longer, after an animation that has ended or never ran.
 *
 * Measured on the production build by counting the components each commit renders: the shell's
 * and the home page's second render after hydration (a dozen Buttons and Links with their
 * subtrees, one synchronous task each) is gone, and the registration form's (about 200 components)
 * is 8 synchronous ones and a transition. Hooks that use the answer (disclosures, overlays,
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
 * @property {readonly Edit[]} edits Each piece of code as React Aria ships it, and what this site builds instead.
 */

/**
 * @typedef {object} Edit
 * @property {RegExp} pattern
 * @property {(...groups: string[]) => string} replace
 */

/** @type {readonly Rewrite[]} */
export const hydrationRewrites = [
  {
    name: 'useId() prefix',
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/,
    edits: [
      {
        // function useModernSSRSafeId(defaultId) { let id = React.useId(); let [didSSR] = useState(useIsSSR()); …
        pattern:
          /(function [\w$]+useModernSSRSafeId\(defaultId\) \{\s*let id = \(0, [\w$]+\)\.useId\(\);\s*)let \[didSSR\] = \(0, [\w$]+\)\([\w$]+\(\)\);/,
        replace: (_, head) => `${head}let didSSR = true;`,
      },
    ],
  },
  {
    name: 'useLocale()',
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]I18nProvider\.mjs$/,
    edits: [
      {
        pattern:
          /function ([\w$]+)\(\) \{\s*let defaultLocale = \(0, ([\w$]+)\)\(\);\s*let context = \(0, ([\w$]+)\)\(([\w$]+)\);\s*return context \|\| defaultLocale;\s*\}/,
        replace: (_, name, useDefaultLocale, useContext, context) =>
          `function ${name}() {\n    let context = (0, ${useContext})(${context});\n    return context || (0, ${useDefaultLocale})();\n}`,
      },
    ],
  },
  {
    name: 'useValueEffect()',
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/]useValueEffect\.mjs$/,
    edits: [
      {
        // import {useState as …, useRef as …, useCallback as …} from "react";
        pattern: /import \{(useState as [\w$]+, [^}]*)\} from "react";/,
        replace: (_, imports) => `import {${imports}, startTransition as $hydrateOnce$startTransition} from "react";`,
      },
      {
        pattern: /else setValue\(newValue\.value\);/,
        replace: () => 'else (0, $hydrateOnce$startTransition)(()=>setValue(newValue.value));',
      },
    ],
  },
  {
    name: 'useEnterAnimation()',
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/]animation\.mjs$/,
    edits: [
      {
        pattern: /import \{(useState as [\w$]+, [^}]*)\} from "react";/,
        replace: (_, imports) => `import {${imports}, startTransition as $hydrateOnce$startTransition} from "react";`,
      },
      {
        // useEnterAnimation's end: (0, useCallback)(()=>setEntering(false), [])
        pattern: /\(0, ([\w$]+)\)\(\(\)=>setEntering\(false\), \[\]\)/,
        replace: (_, useCallback) => `(0, ${useCallback})(()=>(0, $hydrateOnce$startTransition)(()=>setEntering(false)), [])`,
      },
    ],
  },
  {
    name: 'useSlot()',
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/]useSlot\.mjs$/,
    edits: [
      {
        pattern: /import \{(useState as [\w$]+, [^}]*)\} from "react";/,
        replace: (_, imports) => `import {${imports}, startTransition as $hydrateOnce$startTransition} from "react";`,
      },
      {
        pattern: /if \(!hasRun\.current\) setHasSlot\(false\);/,
        replace: () => 'if (!hasRun.current) (0, $hydrateOnce$startTransition)(()=>setHasSlot(false));',
      },
    ],
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
  return rewrite.edits.reduce((rewritten, { pattern, replace }) => {
    if (!pattern.test(rewritten)) {
      throw new Error(
        `${id}: React Aria's ${rewrite.name} no longer has the shape hydrateOnce() rewrites. ` +
          'Check whether React Aria still renders it again after hydration, then remove or adapt the rewrite.',
      );
    }
    return rewritten.replace(pattern, /** @type {(...groups: string[]) => string} */ (replace));
  }, code);
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
