import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { defaultLocale } from '@ankerlicht/content';
import '@ankerlicht/ui/global.css';
import { App } from './App.tsx';
import { startRecordingEarlyInput } from './forms/earlyInput.ts';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { loadMessages } from './i18n/messageBundles.ts';
import { readStoredLocale } from './i18n/localeStorage.ts';
import { applyDocumentLocale } from './i18n/documentLocale.ts';
import { preloadPage } from './pageLoader.tsx';
import { findRoute } from './routes.ts';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  // Keep what the visitor types into the static page until React has the fields.
  startRecordingEarlyInput();
  const locale = readStoredLocale();
  // Only the chosen language's messages and the current page's code are fetched before rendering.
  const [messages] = await Promise.all([loadMessages(locale), preloadPage(findRoute(window.location.pathname))]);
  applyDocumentLocale(locale);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <LocaleProvider initialLocale={locale} initialMessages={messages}>
          <App />
        </LocaleProvider>
      </BrowserRouter>
    </StrictMode>
  );

  // The prerendered HTML is Dutch: hydrate it for Dutch visitors; render afresh for the others.
  // Only a root with elements was prerendered: the dev server's index.html holds just the
  // `<!--app-html-->` placeholder, which createRoot replaces (hydrating it would fail).
  // In a transition, so React does the work in slices and the page stays responsive on a slow
  // phone; an event on a part not yet hydrated makes React hydrate that part at once and replay it.
  const prerendered = container.firstElementChild !== null;
  startTransition(() => {
    if (locale === defaultLocale && prerendered) {
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  });
}

void start();
