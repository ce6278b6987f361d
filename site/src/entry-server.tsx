import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { brand, defaultLocale } from '@ankerlicht/content';
import { App } from './App.tsx';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { loadMessages } from './i18n/messageBundles.ts';
import { HeadCollectorContext } from './head/PageMeta.tsx';
import { renderHead, type HeadData } from './head/headData.ts';
import { preloadPage } from './pageLoader.tsx';
import { findRoute, pageRoutes, redirects } from './routes.ts';

export { pageRoutes, redirects };
export const siteUrl = brand.siteUrl;

/** Renders one path to HTML in Dutch, with the <head> markup the page asked for. */
export async function render(path: string, canonicalPath = path): Promise<{ html: string; head: string }> {
  const [messages] = await Promise.all([loadMessages(defaultLocale), preloadPage(findRoute(path))]);
  let head: HeadData | undefined;
  const html = renderToString(
    <HeadCollectorContext.Provider value={(collected) => (head = collected)}>
      <StaticRouter location={path}>
        <LocaleProvider initialLocale={defaultLocale} initialMessages={messages}>
          <App />
        </LocaleProvider>
      </StaticRouter>
    </HeadCollectorContext.Provider>,
  );
  if (!head) throw new Error(`The page at ${path} rendered no PageMeta`);
  return { html, head: renderHead(head, canonicalPath) };
}
