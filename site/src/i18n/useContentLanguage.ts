import { useIntl } from 'react-intl';
import { defaultLocale, isLocale, type Locale } from '@ankerlicht/content';

/** The visitor's language for picking a `Localized` content string; Dutch when unknown. */
export function useContentLanguage(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : defaultLocale;
}
