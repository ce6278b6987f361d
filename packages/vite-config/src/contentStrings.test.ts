import { describe, expect, it } from 'vitest';
import { contentStringsLocale } from './contentStrings.js';

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
