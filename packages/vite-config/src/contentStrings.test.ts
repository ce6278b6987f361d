import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { localeDescriptors } from '@ankerlicht/content/locales.js';
import { contentLanguageModules, contentStringsLocale, withLanguageModules } from './contentStrings.js';

describe('contentStringsLocale', () => {
  it('reads the language of a content module’s text from its manifest key or path', () => {
    expect(contentStringsLocale('../packages/content/src/en/faq.ts')).toBe('en');
    expect(contentStringsLocale('/work/x/packages/content/src/tr/legal/privacy.ts')).toBe('tr');
    expect(contentStringsLocale('packages/content/src/nl/faq.ts')).toBe('nl');
  });

  it('is undefined for the content modules themselves and for anything else', () => {
    expect(contentStringsLocale('../packages/content/src/faq.ts')).toBeUndefined();
    expect(contentStringsLocale('../packages/content/src/legal/privacy.ts')).toBeUndefined();
    expect(contentStringsLocale('../packages/content/src/xx/faq.ts')).toBeUndefined();
    expect(contentStringsLocale('virtual:messages/en')).toBeUndefined();
  });
});

describe('withLanguageModules', () => {
  const codes = localeDescriptors.map((descriptor) => descriptor.code);

  it('writes a content module’s loader out per language of the descriptor', () => {
    const written = "const text = contentStrings('legal/privacy', (locale) =>\n  import(`../${locale}/legal/privacy.ts`),\n);";
    const loaders = codes.map((code) => `${code}: () => import("../${code}/legal/privacy.ts")`).join(', ');
    expect(withLanguageModules(written)?.code).toBe(
      `const text = contentStrings('legal/privacy', (locale) => ({ ${loaders} })[locale](),\n);`,
    );
  });

  it('leaves a module without such a loader alone', () => {
    expect(withLanguageModules("const faq = () => import('./nl/faq.ts');")).toBeNull();
  });

  it('finds the loader in every content module, as the source writes it', () => {
    const source = new URL('../../content/src/', import.meta.url);
    const modules = [
      ...readdirSync(source).filter((file) => /^[a-zA-Z]+\.ts$/.test(file)),
      ...readdirSync(new URL('legal/', source)).map((file) => `legal/${file}`),
    ].filter((file) => readFileSync(new URL(file, source), 'utf8').includes('contentStrings<'));
    expect(modules.length).toBeGreaterThan(30);
    for (const file of modules.filter((file) => file !== 'contentStrings.ts')) {
      const rewritten = withLanguageModules(readFileSync(new URL(file, source), 'utf8'))?.code ?? '';
      expect(rewritten, file).not.toContain('import(`');
      for (const code of codes)
        expect(rewritten, file).toMatch(new RegExp(`${code}: \\(\\) => import\\("(\\.\\./)*\\.?/?${code}/`));
    }
  });
});

describe('contentLanguageModules', () => {
  const plugin = contentLanguageModules();
  const transform = plugin.transform as (this: { error(message: string): never }, code: string, id: string) => unknown;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };

  it('stops the build on a content module whose template import it cannot write out', () => {
    expect(() =>
      transform.call(context, 'const load = (code) => import(`./${code}-x/faq.ts`);', '/w/packages/content/src/faq.ts'),
    ).toThrow(/write a content module's languages as/);
  });

  it('touches only content modules', () => {
    expect(transform.call(context, 'const load = (locale) => import(`./${locale}/x.ts`);', '/w/site/src/x.ts')).toBeNull();
    expect(transform.call(context, 'export default {};', '/w/packages/content/src/en/faq.ts')).toBeNull();
  });
});
