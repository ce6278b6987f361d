import { renderToString } from 'react-dom/server';
import { brand, localeOfPath, outOfDateFacts } from '@ankerlicht/content';
import { App } from './App.tsx';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { loadMessages } from './i18n/messageBundles.ts';
import { preloadPage } from './pageLoader.tsx';
import { StaticRouter } from 'react-router-dom';
import { findRoute, matchPath, notFoundRoute, pageRoutes, redirects } from './routes.ts';

export { matchPath, notFoundRoute, outOfDateFacts, pageRoutes, redirects };
export const siteUrl = brand.siteUrl;

/**
 * What React 19 writes ahead of the app's HTML: the head's tags PageMeta rendered, and the preloads
 * of the images it renders. All belong in `<head>`.
 */
const hoistedTags = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/**
 * Renders one path to HTML in the language of its URL ('/en/faq' in English), with the <head>
 * markup the page asked for (PageMeta: title, meta tags, canonical and alternates).
 */
export async function render(path: string): Promise<{ html: string; head: string }> {
  await Promise.all([loadMessages(localeOfPath(path)), preloadPage(findRoute(path))]);
  const rendered = renderToString(
    <StaticRouter location={path}>
      <LocaleProvider>
        <App />
      </LocaleProvider>
    </StaticRouter>,
  );
  const hoisted = hoistedTags.exec(rendered)![0];
  if (!hoisted.includes('<title>')) throw new Error(`The page at ${path} rendered no PageMeta`);
  // One tag a line in the HTML's source, as the template's own.
  const head = hoisted.match(/<title>[^<]*<\/title>|<[^>]*\/>/g)!.join('\n    ');
  return { head, html: rendered.slice(hoisted.length) };
}
