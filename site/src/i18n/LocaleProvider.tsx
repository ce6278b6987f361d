import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components';
import { useLocation } from 'react-router-dom';
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
import {
  hasAllMessages,
  keepMessageLanguages,
  loadMessages,
  messagesOf,
  messagesVersion,
  subscribeToMessages,
} from './messageBundles.ts';
import { reportIntlError } from './intlErrors.ts';

const LocaleContext = createContext<{ locale: Locale } | null>(null);

/** The language the site is shown in: the current URL's (docs/product-rules.md §1; '/en/…' is English). */
export function useLocale(): { locale: Locale } {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside LocaleProvider');
  return value;
}

export type LocaleProviderProps = {
  /** Rendered once the messages of the URL's language are loaded (loadMessages), with its page's. */
  children: ReactNode;
};

/**
 * Shows the site in the language of the URL. A navigation into another language (the language
 * selector, the browser's back button) renders the new page in the language it is in once that
 * language's messages and content strings are loaded, and sets <html lang> and dir; until then the
 * previous language stays, so no text ever shows as a message id or a missing content string.
 */
export function LocaleProvider({ children }: LocaleProviderProps) {
  const urlLocale = localeOfPath(useLocation().pathname);
  const [shown, setShown] = useState(urlLocale);
  // Renders again whenever messages are added: a page's own join its language's when the page is
  // imported, before it renders, and the language coming may be complete now.
  useSyncExternalStore(subscribeToMessages, messagesVersion, messagesVersion);
  const ready = shown === urlLocale || isLoaded(urlLocale);
  if (ready && shown !== urlLocale) setShown(urlLocale);
  const messages = messagesOf(shown);
  if (!messages) throw new Error(`LocaleProvider rendered before the ${shown} messages were loaded`);

  useEffect(() => {
    if (ready) return;
    let current = true;
    void Promise.all([loadMessages(urlLocale), loadContentStrings(urlLocale)]).then(
      () => current && isLoaded(urlLocale) && setShown(urlLocale),
    );
    return () => {
      current = false;
    };
  }, [ready, urlLocale]);

  useEffect(() => applyDocumentLocale(shown), [shown]);
  // Pages and parts imported from now on bring messages and content strings in the language shown
  // and the one coming, not in a language left behind.
  useEffect(() => {
    keepContentLanguages([shown, urlLocale]);
    keepMessageLanguages([shown, urlLocale]);
  }, [shown, urlLocale]);
  const context = useMemo(() => ({ locale: shown }), [shown]);
  const { ariaLocale } = localeDescriptor(shown);

  return (
    <LocaleContext.Provider value={context}>
      {/* Formats as the language's region does (British English: "PDF, DOC or DOCX", "1 September"). */}
      <IntlProvider
        locale={ariaLocale}
        defaultLocale={localeDescriptor(defaultLocale).ariaLocale}
        messages={messages}
        onError={reportIntlError}
      >
        {/* React Aria's own words (a popover's hidden close button) and date order in the same language. */}
        <I18nProvider locale={ariaLocale}>{children}</I18nProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** Whether a language's messages (the shell's and every imported page's) and content strings are loaded. */
function isLoaded(locale: Locale): boolean {
  return hasAllMessages(locale) && contentStringsLoaded(locale);
}
