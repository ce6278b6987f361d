import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import '@ankerlicht/ui/global.css';
import { App } from './App.tsx';
import { SOURCE_LOCALE, chooseLocale, loadMessages, staffLocales } from './i18n.ts';

// The staff member's language (their browser's), Dutch when the app has no translations for it.
const locale = chooseLocale(staffLocales, navigator.languages);
document.documentElement.lang = locale;

void loadMessages(locale).then((messages) =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <IntlProvider locale={locale} defaultLocale={SOURCE_LOCALE} messages={messages}>
        <I18nProvider locale={locale === SOURCE_LOCALE ? 'nl-NL' : locale}>
          <App />
        </I18nProvider>
      </IntlProvider>
    </StrictMode>,
  ),
);
