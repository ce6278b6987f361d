import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  isLocale,
  localeDescriptor,
  localeDescriptors,
  localeOfPath,
  locales,
  localizedPath,
  unlocalizedPath,
} from './locale.ts';

describe('the locale descriptor', () => {
  it('lists each language once, Dutch first and as the default at the plain paths', () => {
    expect(new Set(locales).size).toBe(locales.length);
    expect(locales[0]).toBe(defaultLocale);
    expect(localeDescriptor(defaultLocale).pathPrefix).toBe('');
  });

  it('gives every other language its own path prefix', () => {
    const prefixes = localeDescriptors.map((descriptor) => descriptor.pathPrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const { code, pathPrefix } of localeDescriptors) {
      if (code !== defaultLocale) expect(pathPrefix).toBe(`/${code}`);
    }
  });

  it('has well-formed tags for lang, React Aria and Open Graph', () => {
    for (const { code, lang, ariaLocale, ogLocale } of localeDescriptors) {
      expect(lang).toBe(code);
      expect(ariaLocale).toMatch(new RegExp(`^${code}-[A-Z]{2}$`));
      expect(ogLocale).toBe(ariaLocale.replace('-', '_'));
    }
  });

  it('has translations for every language', () => {
    for (const code of locales) expect(existsSync(path.resolve('translations', `${code}.json`)), code).toBe(true);
  });

  it('recognises only its own codes', () => {
    expect(locales.every(isLocale)).toBe(true);
    expect(isLocale('xx')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('puts a path behind the language prefix', () => {
    expect(localizedPath('nl', '/')).toBe('/');
    expect(localizedPath('nl', '/faq')).toBe('/faq');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('tr', '/over-ons')).toBe('/tr/over-ons');
  });
});

describe('a path and its language', () => {
  it('reads the language from the prefix, Dutch without one', () => {
    expect(['/', '/faq', '/entree', '/trein/x'].map(localeOfPath)).toEqual(['nl', 'nl', 'nl', 'nl']);
    expect(['/en', '/en/', '/en/faq', '/tr/over-ons'].map(localeOfPath)).toEqual(['en', 'en', 'en', 'tr']);
  });

  it('takes the prefix off, and puts it back', () => {
    expect(['/', '/faq', '/en', '/en/', '/en/faq', '/tr/kind-jeugd/wachttijd'].map(unlocalizedPath)).toEqual([
      '/',
      '/faq',
      '/',
      '/',
      '/faq',
      '/kind-jeugd/wachttijd',
    ]);
    for (const locale of locales) {
      for (const path of ['/', '/faq', '/kind-jeugd/wachttijd']) {
        const localized = localizedPath(locale, path);
        expect(localeOfPath(localized)).toBe(locale);
        expect(unlocalizedPath(localized)).toBe(path);
      }
    }
  });
});
