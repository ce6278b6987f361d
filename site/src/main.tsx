import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadContentStrings, localeOfPath } from '@ankerlicht/content';
import '@ankerlicht/ui/global.css';
import { App } from './App.tsx';
import { startRecordingEarlyInput } from './boot/earlyInput.ts';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { loadMessages } from './i18n/messageBundles.ts';
import { preloadPage } from './pageLoader.tsx';
import { BrowserRouter } from 'react-router-dom';
import { findRoute } from './routes.ts';

/**
 * A fetch that failed (the loader's preload of the messages, the network gone) is tried again: at
 * once, then each time the browser is back online or a few seconds have passed. The messages come
 * at a fresh URL (retryableImport in the message loaders), since the browser may keep the failure.
 * Until then the prerendered page works as it does without JavaScript, and nothing typed is lost.
 */
async function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  for (let wait = 0; ; wait = Math.min(Math.max(wait * 2, 2000), 30_000)) {
    try {
      return await load();
    } catch {
      const stop = new AbortController();
      await new Promise<void>((resume) => {
        setTimeout(resume, wait);
        window.addEventListener('online', () => resume(), { once: true, signal: stop.signal });
      });
      stop.abort();
    }
  }
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  // Keep what the visitor types into the static page until React has the fields.
  startRecordingEarlyInput();
  // The URL says the language ('/en/…'); a stored choice that differs was honoured before the
  // first paint by the inline script in <head> (site/src/boot/languageRedirect.ts), which moved to its URL.
  // Its messages (the shell's; the page loader adds the page's own), its content strings (one chunk
  // per content module and language) and the page's module, so the first render matches the HTML
  // without suspending.
  const { pathname } = window.location;
  const locale = localeOfPath(pathname);
  await untilLoaded(() => Promise.all([loadMessages(locale), loadContentStrings(locale), preloadPage(findRoute(pathname))]));

  const app = (
    <StrictMode>
      <BrowserRouter>
        <LocaleProvider>
          <App />
        </LocaleProvider>
      </BrowserRouter>
    </StrictMode>
  );

  // Every page comes rendered in its own language (the prerender; the dev server renders it the
  // same way), so the app hydrates it as it is. In a transition, so React does the work in slices
  // and the page stays responsive on a slow phone; an event on a part not yet hydrated makes React
  // hydrate that part at once and replay it.
  // React handles presses from here; the shell's AppReady marks the page ready once it has all of it.
  document.documentElement.setAttribute('data-app', 'starting');
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
