import { describe, expect, it } from 'vitest';
import { locales, type Locale } from './locale.ts';
import { contentStrings, contentStringsLoaded, fillPlaceholders, loadContentStrings } from './contentStrings.ts';

const source = {
  plain: 'Hallo',
  call: 'Bel {phone}',
  fee: 'Dat kost {amount}.',
} as const;

/** A module's languages, each resolving when `release` is called, with a record of what was fetched. */
function languages() {
  const fetched: Locale[] = [];
  const releases: (() => void)[] = [];
  const languageModule = (locale: Locale) => {
    fetched.push(locale);
    const strings = Object.fromEntries(Object.entries(source).map(([key, value]) => [key, `${value} (${locale})`]));
    return new Promise<{ default: typeof source }>((resolve) =>
      releases.push(() => resolve({ default: strings as unknown as typeof source })),
    );
  };
  return { fetched, languageModule, release: () => releases.forEach((release) => release()) };
}

describe('contentStrings', () => {
  it('reads a language once it is loaded, fills placeholders, and fails loudly before', async () => {
    const module = languages();
    const text = contentStrings<typeof source>('sample', module.languageModule);
    // Outside the built client every language is wanted, so each starts loading at once.
    expect(module.fetched).toEqual([...locales]);
    const plain = text((t) => t.plain);
    const call = text((t) => t.call, { phone: '020-765 43 21' });
    const fee = text(
      (t) => t.fee,
      (locale) => ({ amount: `€ 50 ${locale}` }),
    );
    expect(Object.keys(plain)).toEqual([...locales]);
    expect(() => plain.en).toThrow(/en text of content module sample was read before it was loaded/);
    expect(contentStringsLoaded('en')).toBe(false);

    const loading = loadContentStrings('en');
    module.release();
    await loading;
    expect(contentStringsLoaded('en')).toBe(true);
    expect(plain.en).toBe('Hallo (en)');
    expect(call.en).toBe('Bel 020-765 43 21 (en)');
    expect(fee.tr).toBe('Dat kost € 50 tr. (tr)');
  });

  it('names the module and key of a string a language lacks', async () => {
    const there: Partial<Record<Locale, string>> = {
      ...Object.fromEntries(locales.map((locale) => [locale, 'var'])),
      nl: 'er',
      en: undefined,
    };
    const text = contentStrings<{ readonly there: 'er' }>('partial', (locale) =>
      Promise.resolve({ default: { there: there[locale] } }),
    );
    await loadContentStrings('en');
    expect(() => text((t) => t.there).en).toThrow(/^Content module partial has no en text at .*there/);
  });

  it('checks where a string is and its placeholders by type', () => {
    const text = contentStrings<typeof source>('typed', languages().languageModule);
    // @ts-expect-error: not in the Dutch module
    text((t) => t.missing);
    // @ts-expect-error: not a placeholder of the string
    text((t) => t.call, { phon: '1' });
    expect(text((t) => t.call, { phone: '1' })).toBeDefined();
  });
});

describe('fillPlaceholders', () => {
  it('fills the placeholders it has values for and leaves the others', () => {
    expect(fillPlaceholders('{a} en {b}, {a}', { a: 1 })).toBe('1 en {b}, 1');
  });
});

/** Every language module of every content module, by path: each folder but legal/ is a language. */
const languageModules = import.meta.glob<{ default: object }>(['./*/**/*.ts', '!./legal/**'], { eager: true });

describe('the language modules', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  const dutch = Object.entries(languageModules).filter(([file]) => file.startsWith('./nl/'));

  it('exist for every content module', () => {
    expect(dutch.length).toBeGreaterThan(20);
  });

  it('are in a folder per language of the descriptor, and nowhere else', () => {
    const folders = new Set(Object.keys(languageModules).map((file) => file.split('/')[1]));
    expect([...folders].sort()).toEqual([...locales].sort());
  });

  /** Every string of a language module, by where it is ('faqEntries.what-we-do.question'). */
  const strings = (value: unknown, at = ''): [string, string][] =>
    typeof value === 'string'
      ? [[at, value]]
      : Object.entries(value as object).flatMap(([key, inner]) => strings(inner, at ? `${at}.${key}` : key));

  for (const [file, { default: nl }] of dutch) {
    for (const locale of locales.filter((code) => code !== 'nl')) {
      it(`${file.replace('./nl/', `./${locale}/`)} has every string of the Dutch, with the same placeholders`, () => {
        const translation = languageModules[file.replace('./nl/', `./${locale}/`)]?.default;
        expect(translation, 'the module exists').toBeDefined();
        const translated = new Map(strings(translation));
        expect([...translated.keys()]).toEqual(strings(nl).map(([at]) => at));
        for (const [at, text] of strings(nl)) expect(placeholders(translated.get(at) ?? ''), at).toEqual(placeholders(text));
      });
    }
  }
});
