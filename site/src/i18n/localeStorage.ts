import { defaultLocale, isLocale, type Locale } from '@ankerlicht/content';

/** The key under which the visitor's chosen language is kept (spec §3.3). */
export const PREFERRED_LANGUAGE_KEY = 'ankerlicht.preferredLanguage';

/** The stored choice; Dutch when nothing (or something unknown) is stored. Call only in the browser. */
export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(PREFERRED_LANGUAGE_KEY);
    return isLocale(stored) ? stored : defaultLocale;
  } catch {
    return defaultLocale; // storage can be blocked; Dutch is the safe default
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, locale);
  } catch {
    // Private mode or blocked storage: the choice lasts for this visit only.
  }
}
