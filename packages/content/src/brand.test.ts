import { describe, expect, it } from 'vitest';
import { brand, phoneHref, providerIdentifiers } from './brand.ts';
import { languageWords } from './languageWords.testing.ts';
import { locales } from './locale.ts';

describe('the provider’s official numbers', () => {
  it('has a KvK number of exactly 8 digits', () => {
    expect(brand.kvkNumber).toMatch(/^\d{8}$/);
  });

  it('has an AGB code of 8 digits for a GGZ institution: 22, a dash, then 6 digits', () => {
    expect(brand.agbCode).toMatch(/^22-\d{6}$/);
    expect(brand.agbCode.replace('-', '')).toHaveLength(8);
  });

  it('names both numbers in every language, with the values from brand', () => {
    expect(providerIdentifiers.map(({ id, value }) => [id, value])).toEqual([
      ['kvk', brand.kvkNumber],
      ['agb', brand.agbCode],
    ]);
    for (const { id, label } of providerIdentifiers) {
      expect(label).toEqual(Object.fromEntries(locales.map((locale) => [locale, languageWords[locale].providerIdentifiers[id]])));
    }
  });
});

describe('phoneHref', () => {
  it('drops spaces and dashes', () => {
    expect(phoneHref('020-765 43 21')).toBe('tel:0207654321');
    expect(phoneHref('0800-0113')).toBe('tel:08000113');
    expect(phoneHref('088 555 1000')).toBe('tel:0885551000');
  });
});
