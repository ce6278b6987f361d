import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { brand, locales } from '@ankerlicht/content';
import { notFoundRoute, pageRoutes } from '../routes.ts';
import { fullTitle } from './headData.ts';

const translations = (locale: string) =>
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`@ankerlicht/translations/${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('fullTitle', () => {
  it('ends every page title with the brand, the home title too (product rules §2.2)', () => {
    expect(fullTitle('Veelgestelde vragen')).toBe(`Veelgestelde vragen | ${brand.name}`);
    expect(fullTitle('Psychologische zorg in Amsterdam en Zaandam')).toBe(
      `Psychologische zorg in Amsterdam en Zaandam | ${brand.name}`,
    );
  });

  it('names the brand once when the title ends with it already', () => {
    expect(fullTitle(`Werken bij ${brand.name}`)).toBe(`Werken bij ${brand.name}`);
    expect(fullTitle(`Bizimle çalışın: ${brand.name}`)).toBe(`Bizimle çalışın: ${brand.name}`);
  });

  it.each(locales)('gives every page in %s a title that ends with the brand and names it once', (locale) => {
    const messages = translations(locale);
    // Each page module declares its title as page.<its id>.title.
    for (const page of [...pageRoutes, notFoundRoute].map((route) => route.id)) {
      const id = `page.${page}.title`;
      expect(Object.hasOwn(messages, id), `${locale} ${id}`).toBe(true);
      const title = fullTitle(messages[id]!.replaceAll('{name}', brand.name));
      expect(title.endsWith(brand.name), `${locale} ${page}: ${title}`).toBe(true);
      expect(title.split(brand.name), `${locale} ${page}: ${title}`).toHaveLength(2);
    }
  });
});
