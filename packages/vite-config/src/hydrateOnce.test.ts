import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteForHydration } from './hydrateOnce.js';

/** The installed React Aria's modules, the files the build rewrites. */
const reactAriaDir = path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
const ssrFile = path.join(reactAriaDir, 'dist/private/ssr/SSRProvider.mjs');
const i18nFile = path.join(reactAriaDir, 'dist/private/i18n/I18nProvider.mjs');
const valueEffectFile = path.join(reactAriaDir, 'dist/private/utils/useValueEffect.mjs');
const slotFile = path.join(reactAriaDir, 'dist/private/utils/useSlot.mjs');
const animationFile = path.join(reactAriaDir, 'dist/private/utils/animation.mjs');
const ssrModule = readFileSync(ssrFile, 'utf8');
const i18nModule = readFileSync(i18nFile, 'utf8');
const valueEffectModule = readFileSync(valueEffectFile, 'utf8');
const slotModule = readFileSync(slotFile, 'utf8');
const animationModule = readFileSync(animationFile, 'utf8');

/** The lines of `after` that are not in `before`. */
const newLines = (before: string, after: string) => {
  const old = new Set(before.split('\n'));
  return after.split('\n').filter((line) => !old.has(line));
};

/** The body of a module's function, from `function <name>(` to its closing brace at the line start. */
function functionBody(code: string, name: string): string {
  const start = code.search(new RegExp(`function [\\w$]*${name.replace(/\$/g, '\\$')}\\(`));
  expect(start).toBeGreaterThanOrEqual(0);
  return code.slice(start, code.indexOf('\n}', start));
}

/** `useLocale`'s own (minified) name in the module, found through its export. */
const useLocaleName = /([\w$]+) as useLocale\b/.exec(i18nModule)?.[1] ?? 'missing';
/** `useEnterAnimation`'s, likewise. */
const useEnterAnimationName = /([\w$]+) as useEnterAnimation\b/.exec(animationModule)?.[1] ?? 'missing';

describe('rewriteForHydration', () => {
  it("makes the installed React Aria's useId choose its prefix without asking useIsSSR", () => {
    const before = functionBody(ssrModule, 'useModernSSRSafeId');
    // The installed library subscribes to useIsSSR on every render: the reason for the rewrite.
    expect(before).toMatch(/let \[didSSR\] = \(0, [\w$]+\)\([\w$]+\(\)\);/);

    const after = functionBody(rewriteForHydration(ssrModule, ssrFile) ?? '', 'useModernSSRSafeId');
    expect(after).toContain('let didSSR = true;');
    expect(after).not.toMatch(/useState|export\$535bd6ca7f90a273/);
    // The prefix is still chosen from didSSR: 'react-aria', as the server renders it.
    expect(after).toContain("didSSR || process.env.NODE_ENV === 'test' ? 'react-aria'");
  });

  it("makes the installed React Aria's useLocale read the context before the default locale", () => {
    const before = functionBody(i18nModule, useLocaleName);
    expect(before.indexOf('useContext')).toBeGreaterThan(before.indexOf('let defaultLocale'));

    const after = functionBody(rewriteForHydration(i18nModule, i18nFile) ?? '', useLocaleName);
    expect(after).not.toContain('let defaultLocale');
    expect(after).toMatch(/let context = \(0, [\w$]+\)\([\w$]+\);\s*return context \|\| \(0, [\w$]+\)\(\);/);
  });

  it("makes useSlotId's and useSlot's second render, which drops the id of a missing hint, a transition", () => {
    for (const [file, code, update] of [
      [valueEffectFile, valueEffectModule, 'setValue(newValue.value)'],
      [slotFile, slotModule, 'setHasSlot(false)'],
    ] as const) {
      // The installed library updates synchronously, from a layout effect.
      expect(code).toContain(update + ';');
      const added = newLines(code, rewriteForHydration(code, file) ?? '');
      expect(added).toHaveLength(2);
      expect(added[0]).toMatch(/^import \{useState as .*, startTransition as \$hydrateOnce\$startTransition\} from "react";$/);
      expect(added[1]).toContain(`(0, $hydrateOnce$startTransition)(()=>${update});`);
    }
  });

  it("makes the end of useEnterAnimation's entry, which it signals from a layout effect, a transition", () => {
    // The installed library ends an entry with no animation running synchronously, from a layout
    // effect (useAnimation calls onEnd at once).
    const enter = functionBody(animationModule, useEnterAnimationName);
    expect(enter).toMatch(/\(0, [\w$]+\)\(\(\)=>setEntering\(false\), \[\]\)/);
    expect(animationModule).toMatch(/if \(animations\.length === 0 && !startPromise\) \{\s*onEnd\(\);/);

    const added = newLines(animationModule, rewriteForHydration(animationModule, animationFile) ?? '');
    expect(added).toHaveLength(2);
    expect(added[0]).toMatch(/^import \{useState as .*, startTransition as \$hydrateOnce\$startTransition\} from "react";$/);
    expect(added[1]).toContain('(()=>(0, $hydrateOnce$startTransition)(()=>setEntering(false)), [])');
    // The exit keeps its synchronous end: it unmounts the overlay.
    expect(added[1]).not.toContain('setExitState');
  });

  it('leaves the rest of each module as it was', () => {
    for (const [file, code, name] of [
      [ssrFile, ssrModule, 'useModernSSRSafeId'],
      [i18nFile, i18nModule, useLocaleName],
    ] as const) {
      const rewritten = rewriteForHydration(code, file) ?? '';
      expect(rewritten.replace(functionBody(rewritten, name), functionBody(code, name))).toBe(code);
    }
  });

  it('leaves every other file alone, query strings included', () => {
    expect(rewriteForHydration(i18nModule, '/src/I18nProvider.mjs')).toBeNull();
    expect(rewriteForHydration('export {}', path.join(reactAriaDir, 'dist/private/i18n/useDefaultLocale.mjs'))).toBeNull();
    expect(rewriteForHydration(ssrModule, `${ssrFile}?v=1`)).not.toBeNull();
  });

  it('fails the build when React Aria changes the shape of either hook', () => {
    expect(() =>
      rewriteForHydration(i18nModule.replace('return context || defaultLocale;', 'return defaultLocale;'), i18nFile),
    ).toThrow(/useLocale\(\) no longer has the shape hydrateOnce\(\) rewrites/);
    expect(() => rewriteForHydration(ssrModule.replace('let [didSSR]', 'let [wasSSR]'), ssrFile)).toThrow(
      /useId\(\) prefix no longer has the shape/,
    );
    expect(() => rewriteForHydration(slotModule.replace('setHasSlot(false);', 'setHasSlot(() => false);'), slotFile)).toThrow(
      /useSlot\(\) no longer has the shape/,
    );
  });
});
