import { describe, expect, it } from 'vitest';
import {
  contentStringsLoaded,
  keepContentLanguages,
  loadContentStrings,
  loadWantedContentStrings,
  registerContentStrings,
} from './contentStrings.ts';

/** A module's tables as the plugin would emit them, with a record of which were fetched. */
function tables(key: string) {
  const fetched: string[] = [];
  const table = (locale: 'nl' | 'en' | 'tr') => () => {
    fetched.push(locale);
    return Promise.resolve({ default: [`${key} ${locale}`, [`${key} ${locale} [`, ']']] });
  };
  return { fetched, loaders: { nl: table('nl'), en: table('en'), tr: table('tr') } };
}

describe('content strings', () => {
  it('reads a language once it is loaded, fails loudly before, and fills templates once', async () => {
    const first = tables('first');
    const strings = registerContentStrings('first', first.loaders);
    let filled = 0;
    const plain = strings(0);
    const template = strings(1, {
      tr: (quasis) => {
        filled += 1;
        return `${quasis[0]}x${quasis[1]}`;
      },
    });
    expect(Object.keys(plain)).toEqual(['nl', 'en', 'tr']);
    expect(() => plain.en).toThrow(/en strings of content module first were read before they were loaded/);
    expect(contentStringsLoaded('en')).toBe(false);

    await loadContentStrings('en');
    expect(plain.en).toBe('first en');
    expect(contentStringsLoaded('en')).toBe(true);
    expect(first.fetched).toEqual(['en']);
    expect(() => plain.nl).toThrow();

    await loadContentStrings('tr');
    expect([template.tr, template.tr]).toEqual(['first tr [x]', 'first tr [x]']);
    expect(filled).toBe(1);

    // A module evaluated later starts fetching the languages wanted at once; others are left out.
    keepContentLanguages(['tr']);
    const second = tables('second');
    const later = registerContentStrings('second', second.loaders);
    await loadWantedContentStrings();
    expect(second.fetched).toEqual(['tr']);
    expect(later(0).tr).toBe('second tr');
    expect(contentStringsLoaded('en')).toBe(false);
  });
});
