import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components';
import { useLocation } from '../router.tsx';
import {
  contentStringsLoaded,
  defaultLocale,
  keepContentLanguages,
  loadContentStrings,
  localeDescriptor,
  localeOfPath,
  type Locale,
} from '@ankerlicht/content';
import { applyDocumentLocale } from './documentLocale.ts';
import { loadedMessages, loadMessages, type Messages } from './messageBundles.ts';
import { reportIntlError } from './intlErrors.ts';

const LocaleContext = createContext<{ locale: Locale } | null>(null);

/** The language the site is shown in: the current URL's (docs/product-rules.md §1; '/en/…' is English). */
export function useLocale(): { locale: Locale } {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside LocaleProvider');
  return value;
}

export type LocaleProviderProps = {
  /** The messages of the language of the URL the app starts at, loaded before the first render. */
  initialMessages: Messages;
  children: ReactNode;
};

/**
 * Shows the site in the language of the URL. A navigation into another language (the language
 * selector, the browser's back button) renders the new page in the language it is in once that
 * language's messages and content strings are loaded, and sets <html lang> and dir; until then the
 * previous language stays, so no text ever shows as a message id or a missing content string.
 */
export function LocaleProvider({ initialMessages, children }: LocaleProviderProps) {
  const urlLocale = localeOfPath(useLocation().pathname);
  const [shown, setShown] = useState({ locale: urlLocale, messages: initialMessages });
  const ready = shown.locale === urlLocale ? shown : messagesFor(urlLocale);
  if (ready && ready !== shown) setShown(ready);

  useEffect(() => {
    if (ready) return;
    let current = true;
    void Promise.all([loadMessages(urlLocale), loadContentStrings(urlLocale)]).then(
      ([messages]) => current && setShown({ locale: urlLocale, messages }),
    );
    return () => {
      current = false;
    };
  }, [ready, urlLocale]);

  useEffect(() => applyDocumentLocale(shown.locale), [shown.locale]);
  // Pages and parts imported from now on bring content strings in the language shown and the one
  // coming, not in a language left behind.
  useEffect(() => keepContentLanguages([shown.locale, urlLocale]), [shown.locale, urlLocale]);
  const context = useMemo(() => ({ locale: shown.locale }), [shown.locale]);
  const { ariaLocale } = localeDescriptor(shown.locale);

  return (
    <LocaleContext.Provider value={context}>
      {/* Formats as the language's region does (British English: "PDF, DOC or DOCX", "1 September"). */}
      <IntlProvider
        locale={ariaLocale}
        defaultLocale={localeDescriptor(defaultLocale).ariaLocale}
        messages={shown.messages}
        onError={reportIntlError}
      >
        {/* React Aria's own words (a popover's hidden close button) and date order in the same language. */}
        <I18nProvider locale={ariaLocale}>{children}</I18nProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** A language's messages, if they and its content strings are loaded already. */
function messagesFor(locale: Locale): { locale: Locale; messages: Messages } | undefined {
  const messages = loadedMessages(locale);
  return messages && contentStringsLoaded(locale) ? { locale, messages } : undefined;
}
