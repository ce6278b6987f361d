import { renderToString } from 'react-dom/server';
import { brand, localeOfPath, outOfDateFacts } from '@ankerlicht/content';
import { App } from './App.tsx';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { loadMessages } from './i18n/messageBundles.ts';
import { HeadCollectorContext } from './head/PageMeta.tsx';
import { renderHead, type HeadData } from './head/headData.ts';
import { preloadPage } from './pageLoader.tsx';
import { StaticRouter } from 'react-router-dom';
import { findRoute, matchPath, notFoundRoute, pageRoutes, redirects } from './routes.ts';

export { matchPath, notFoundRoute, outOfDateFacts, pageRoutes, redirects };
export const siteUrl = brand.siteUrl;

/**
 * Renders one path to HTML in the language of its URL ('/en/faq' in English), with the <head>
 * markup the page asked for: canonical and hreflang alternates name the page's `canonicalPath`
 * (its Dutch path) in every language; none for a page that is not to be indexed (the 404).
 */
export async function render(path: string, canonicalPath?: string): Promise<{ html: string; head: string }> {
  await Promise.all([loadMessages(localeOfPath(path)), preloadPage(findRoute(path))]);
  let head: HeadData | undefined;
  const html = renderToString(
    <HeadCollectorContext.Provider value={(collected) => (head = collected)}>
      <StaticRouter location={path}>
        <LocaleProvider>
          <App />
        </LocaleProvider>
      </StaticRouter>
    </HeadCollectorContext.Provider>,
  );
  if (!head) throw new Error(`The page at ${path} rendered no PageMeta`);
  return { html, head: renderHead(head, canonicalPath) };
}
