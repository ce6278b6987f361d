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

/** What React 19 writes ahead of the app's HTML: the head's tags PageMeta rendered, and preloads. */
const hoistedTags = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;
const hoistedTag = /<title>[^<]*<\/title>|<[^>]*\/>/g;

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
  const tags = hoisted.match(hoistedTag) ?? [];
  // React's preloads of the images it renders (the footer's logos) stay at the start of the app's
  // HTML, where they have always been: in <head> they would come before the stylesheets and fonts.
  const isPreload = (tag: string) => tag.startsWith('<link rel="preload"');
  const head = tags.filter((tag) => !isPreload(tag));
  if (!head[0]?.startsWith('<title>')) throw new Error(`The page at ${path} rendered no PageMeta`);
  return {
    // One tag a line in the HTML's source, as the template's own.
    head: head.join('\n    '),
    html: tags.filter(isPreload).join('') + rendered.slice(hoisted.length),
  };
}
