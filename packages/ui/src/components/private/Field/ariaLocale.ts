/**
 * React Aria's locale for a site language: it decides the order of date segments and the words
 * React Aria says itself. English is British: a Dutch provider's English readers expect day-month-year.
 */
const ariaLocales: Record<string, string> = { nl: 'nl-NL', en: 'en-GB', tr: 'tr-TR' };

export function ariaLocaleFor(locale: string): string {
  return ariaLocales[locale.slice(0, 2).toLowerCase()] ?? locale;
}
