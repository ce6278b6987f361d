import { localeDescriptor, type Locale } from '@ankerlicht/content';

/**
 * Sets <html lang> and <html dir> to the language's, from the locale descriptor. Browser only.
 *
 * Only what differs: writing either attribute, even the value it already has, makes the browser
 * restyle the whole page, a task of its own on a slow phone right after every prerendered page
 * hydrates (in its own language, so nothing changes then).
 */
export function applyDocumentLocale(locale: Locale): void {
  const { lang, dir } = localeDescriptor(locale);
  const root = document.documentElement;
  if (root.lang !== lang) root.lang = lang;
  if (root.getAttribute('dir') !== dir) root.dir = dir;
}
