import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import '@ankerlicht/ui/global.css';
import { App } from './App.tsx';

// Dutch first: the messages are the code's Dutch defaults (translations/nl.json is their
// extraction). Another language is its translations file loaded here, by the staff member's choice.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <IntlProvider locale="nl" defaultLocale="nl" messages={{}}>
      <I18nProvider locale="nl-NL">
        <App />
      </I18nProvider>
    </IntlProvider>
  </StrictMode>,
);
