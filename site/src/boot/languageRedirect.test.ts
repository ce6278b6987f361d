import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLocale, localeDescriptors, preferredLanguageKey } from '@ankerlicht/content/locales.js';
import { languageRedirect, storedLanguagePath } from './languageRedirect.ts';

/** The argument site/vite.config.ts passes, from the locale descriptor. */
const options = {
  key: preferredLanguageKey,
  prefixes: Object.fromEntries(localeDescriptors.map(({ code, pathPrefix }) => [code, pathPrefix])),
  defaultLocale,
};

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  document.documentElement.style.visibility = '';
  document.body.innerHTML = '';
});

describe('the path in the stored language', () => {
  it.each([
    ['/faq', 'en', '/en/faq'],
    ['/', 'en', '/en'],
    ['/', 'tr', '/tr'],
    ['/en', 'nl', '/'],
    ['/en/', 'nl', '/'],
    ['/en/faq', 'nl', '/faq'],
    ['/en/faq', 'tr', '/tr/faq'],
    ['/tr/team/amsterdam', 'en', '/en/team/amsterdam'],
    // A Dutch path that merely starts like a prefix.
    ['/entree', 'en', '/en/entree'],
  ])('%s for a visitor who chose %s is %s', (path, stored, expected) => {
    expect(storedLanguagePath(options, path, stored)).toBe(expected);
  });

  it.each([
    ['/faq', null],
    ['/faq', ''],
    ['/faq', 'nl'],
    ['/en/faq', 'en'],
    ['/faq', 'de'],
    ['/faq', 'toString'],
    ['/faq', 'constructor'],
  ])('%s stays for a visitor whose stored language is %j', (path, stored) => {
    expect(storedLanguagePath(options, path, stored)).toBeNull();
  });
});

describe('the language redirect', () => {
  it('stores a language as it is pressed, from the first press on', () => {
    languageRedirect(options);
    document.body.innerHTML = '<button type="button" data-language="tr"><span>TR</span></button>';
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(localStorage.getItem(preferredLanguageKey)).toBe('tr');
  });

  it('drops the empty query the language form leaves, and keeps the page when nothing is stored', () => {
    history.replaceState({ kept: true }, '', '/en/faq?');
    languageRedirect(options);
    expect(location.href).toBe(`${location.origin}/en/faq`);
    expect(history.state).toEqual({ kept: true });
    expect(document.documentElement.style.visibility).toBe('');
  });

  it('keeps a query with something in it', () => {
    history.replaceState(null, '', '/team?q=bakker');
    languageRedirect(options);
    expect(location.search).toBe('?q=bakker');
  });

  it('keeps the page when storage is blocked, and a press still works', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    history.replaceState(null, '', '/faq');
    expect(() => languageRedirect(options)).not.toThrow();
    document.body.innerHTML = '<button data-language="en">EN</button>';
    expect(() => document.querySelector('button')!.click()).not.toThrow();
    expect(document.documentElement.style.visibility).toBe('');
  });

  it('hides the page and moves a visitor whose stored language differs to it', () => {
    // jsdom does not navigate (it reports "Not implemented: navigation"): the path is storedLanguagePath's, above.
    localStorage.setItem(preferredLanguageKey, 'en');
    history.replaceState(null, '', '/faq');
    languageRedirect(options);
    expect(document.documentElement.style.visibility).toBe('hidden');
  });

  it('leaves a page reached with Back or Forward in its own language', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward' } as PerformanceNavigationTiming]);
    localStorage.setItem(preferredLanguageKey, 'tr');
    history.replaceState(null, '', '/en/team');
    languageRedirect(options);
    expect(document.documentElement.style.visibility).toBe('');
  });
});
