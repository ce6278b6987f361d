import { isLocale, localeDescriptor } from '@ankerlicht/content';

/**
 * React Aria's locale for a site language (the locale descriptor's ariaLocale): it decides the order
 * of date segments and the words React Aria says itself. English is British: a Dutch provider's
 * English readers expect day-month-year. Any other locale is passed on as it is.
 */
export function ariaLocaleFor(locale: string): string {
  const language = locale.split(/[-_]/)[0]?.toLowerCase();
  return isLocale(language) ? localeDescriptor(language).ariaLocale : locale;
}
