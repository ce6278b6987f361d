import { localeDescriptor, type Locale } from '@ankerlicht/content';

/** Sets <html lang> and <html dir> to the language's, from the locale descriptor. Browser only. */
export function applyDocumentLocale(locale: Locale): void {
  const { lang, dir } = localeDescriptor(locale);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
}
