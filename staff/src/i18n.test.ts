import { describe, expect, it } from 'vitest';
import { chooseLocale, loadMessages, staffLocales } from './i18n.ts';

describe('the staff app’s language', () => {
  it('is the first of the browser’s languages it has a translations file for, else Dutch', () => {
    expect(chooseLocale(['nl', 'en'], ['de-DE', 'en-GB', 'nl'])).toBe('en');
    expect(chooseLocale(['nl', 'en'], ['NL-be'])).toBe('nl');
    expect(chooseLocale(['nl'], ['tr-TR', 'en-US'])).toBe('nl');
    expect(chooseLocale(['nl', 'tr'], [])).toBe('nl');
  });

  it('finds the translations files, Dutch (the extraction) among them', () => {
    expect(staffLocales).toContain('nl');
  });

  it('loads nothing for Dutch: the code’s defaults are the Dutch words', async () => {
    expect(await loadMessages('nl')).toEqual({});
    // A language without a file gets Dutch too, not an error.
    expect(await loadMessages('xx')).toEqual({});
  });

  it('loads another language’s file with the design system’s words in it, or Dutch ones where the site lacks the language', async () => {
    const files = {
      '../translations/nl.json': async () => ({ 'staff.app.signOut': 'Uitloggen' }),
      '../translations/en.json': async () => ({ 'staff.app.signOut': 'Sign out' }),
      '../translations/de.json': async () => ({ 'staff.app.signOut': 'Abmelden' }),
    };
    const required = [{ type: 0, value: 'required' }] as never;
    const shared = { en: async () => ({ default: { abc123: required } }) };
    const text = (value: string) => [{ type: 0, value }];
    expect(await loadMessages('en', files, shared)).toEqual({ abc123: required, 'staff.app.signOut': text('Sign out') });
    expect(await loadMessages('de', files, shared)).toEqual({ 'staff.app.signOut': text('Abmelden') });
    expect(await loadMessages('nl', files, shared)).toEqual({});
  });
});
