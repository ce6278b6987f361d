import { useIntl } from 'react-intl';
import { defaultLocale, isLocale, type Locale } from '@ankerlicht/content';

/**
 * The visitor's language for picking a `Localized` content string; Dutch when unknown. react-intl
 * formats with the language's region ('en-GB'), so the language is the tag's first part.
 */
export function useContentLanguage(): Locale {
  const language = useIntl().locale.split('-')[0];
  return isLocale(language) ? language : defaultLocale;
}
