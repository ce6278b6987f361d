import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, type Locale } from '@ankerlicht/content';
import { applyDocumentLocale } from './documentLocale.ts';
import { loadMessages, type Messages } from './messageBundles.ts';
import { reportIntlError } from './intlErrors.ts';
import { storeLocale } from './localeStorage.ts';

type LocaleContextValue = {
  locale: Locale;
  /** Loads the language's messages, then switches, stores the choice and sets <html lang> and dir. */
  setLocale: (locale: Locale) => Promise<void>;
};

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside LocaleProvider');
  return value;
}

export type LocaleProviderProps = {
  initialLocale: Locale;
  initialMessages: Messages;
  children: ReactNode;
};

export function LocaleProvider({ initialLocale, initialMessages, children }: LocaleProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    setState({ locale, messages });
    storeLocale(locale);
    applyDocumentLocale(locale);
  }, []);

  const context = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);

  return (
    <LocaleContext.Provider value={context}>
      <IntlProvider locale={state.locale} defaultLocale={defaultLocale} messages={state.messages} onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
