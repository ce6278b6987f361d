import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteUseLocale } from './localeContextFirst.js';

/** The installed React Aria's I18nProvider module, the file the build rewrites. */
const reactAriaDir = path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
const file = path.join(reactAriaDir, 'dist/private/i18n/I18nProvider.mjs');
const installed = readFileSync(file, 'utf8');

/** The body of the module's `useLocale`, found through its export name. */
function useLocaleBody(code: string): string {
  const name = /([\w$]+) as useLocale\b/.exec(code)?.[1];
  expect(name).toBeDefined();
  const start = code.indexOf(`function ${name}() {`);
  expect(start).toBeGreaterThanOrEqual(0);
  return code.slice(start, code.indexOf('\n}', start));
}

describe('rewriteUseLocale', () => {
  it("makes the installed React Aria's useLocale read the context before the default locale", () => {
    const before = useLocaleBody(installed);
    // The installed library still asks for the default locale (and so useIsSSR) first: the reason for the rewrite.
    expect(before.indexOf('useContext')).toBeGreaterThan(before.indexOf('let defaultLocale'));

    const after = useLocaleBody(rewriteUseLocale(installed, file) ?? '');
    expect(after).not.toContain('let defaultLocale');
    expect(after).toMatch(/let context = \(0, [\w$]+\)\([\w$]+\);\s*return context \|\| \(0, [\w$]+\)\(\);/);
  });

  it('leaves the rest of the module as it was', () => {
    const rewritten = rewriteUseLocale(installed, file) ?? '';
    const body = useLocaleBody(installed);
    expect(rewritten.replace(useLocaleBody(rewritten), body)).toBe(installed);
  });

  it('leaves every other file alone, query strings included', () => {
    expect(rewriteUseLocale(installed, '/src/I18nProvider.mjs')).toBeNull();
    expect(rewriteUseLocale('export {}', path.join(reactAriaDir, 'dist/private/i18n/useDefaultLocale.mjs'))).toBeNull();
    expect(rewriteUseLocale(installed, `${file}?v=1`)).not.toBeNull();
  });

  it('fails the build when React Aria changes the shape of useLocale', () => {
    const changed = installed.replace('return context || defaultLocale;', 'return defaultLocale;');
    expect(() => rewriteUseLocale(changed, file)).toThrow(
      /useLocale\(\) no longer reads useDefaultLocale\(\) before the context/,
    );
  });
});
