/** The site's languages. Dutch is the source language and the fallback. */
export const locales = ['nl', 'en', 'tr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'nl';

/** Every visitor-facing string in content: a missing language is a type error. */
export type Localized = Readonly<Record<Locale, string>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Names of the languages in their own language, for the language selector. */
export const languageNames: Readonly<Record<Locale, { label: string; nativeName: string }>> = {
  nl: { label: 'NL', nativeName: 'Nederlands' },
  en: { label: 'EN', nativeName: 'English' },
  tr: { label: 'TR', nativeName: 'Türkçe' },
};
