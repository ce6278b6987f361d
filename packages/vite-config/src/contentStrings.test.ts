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

  it('finds the loader in every content module, as the source writes it, naming the module’s own text', () => {
    const source = new URL('../../content/src/', import.meta.url);
    const modules = [
      ...readdirSync(source).filter((file) => /^[a-zA-Z]+\.ts$/.test(file)),
      ...readdirSync(new URL('legal/', source)).map((file) => `legal/${file}`),
    ].filter((file) => readFileSync(new URL(file, source), 'utf8').includes('contentStrings<'));
    expect(modules.length).toBeGreaterThan(30);
    for (const file of modules.filter((file) => file !== 'contentStrings.ts')) {
      const code = readFileSync(new URL(file, source), 'utf8');
      // Its type, key and loader all name the same module (`legal/privacy.ts` from legal/: `../nl/legal/privacy.ts`).
      const up = file.includes('/') ? '../' : './';
      const registration = `contentStrings<typeof import('${up}nl/${file}').default>('${file.replace(/\.ts$/, '')}', (locale) => import(\`${up}\${locale}/${file}\`)`;
      expect(code.replace(/\(\s+/g, '(').replace(/\s+/g, ' '), file).toContain(registration);
      const rewritten = withLanguageModules(code)?.code ?? '';
      expect(rewritten, file).not.toContain('import(`');
      for (const code of codes)
        expect(rewritten, file).toMatch(new RegExp(`${code}: \\(\\) => import\\("(\\.\\./)*\\.?/?${code}/`));
    }
  });
});

describe('contentLanguageModules', () => {
  const plugin = contentLanguageModules();
  const { filter, handler: transform } = plugin.transform as unknown as {
    filter: { id: RegExp; code: string };
    handler: (this: { error(message: string): never }, code: string, id: string) => unknown;
  };
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };

  it('stops the build on a content module whose template import it cannot write out', () => {
    expect(() =>
      transform.call(context, 'const load = (code) => import(`./${code}-x/faq.ts`);', '/w/packages/content/src/faq.ts'),
    ).toThrow(/must be a content module's languages/);
  });

  it('writes out a content module in any folder of the package but a language’s', () => {
    const written = 'const load = (locale) => import(`../${locale}/extra/x.ts`);';
    expect(transform.call(context, written, '/w/packages/content/src/extra/x.ts')).toMatchObject({
      code: expect.stringContaining('nl: () =>'),
    });
    expect(transform.call(context, written, '/w/packages/content/src/en/extra/x.ts')).toBeNull();
  });

  it('is filtered to the content package and its template imports', () => {
    const { id, code } = filter;
    expect(id.test('/w/site/src/x.ts')).toBe(false);
    expect(id.test('/w/packages/content/src/faq.ts')).toBe(true);
    expect(code).toBe('import(`');
  });
});
