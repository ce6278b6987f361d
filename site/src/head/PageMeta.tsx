import { useLocation } from 'react-router-dom';
import { localizedPath } from '@ankerlicht/content';
import { useContentLanguage } from '../i18n/useContentLanguage.ts';
import { findRoute, notFoundRoute } from '../routes.ts';
import { fullTitle, languageLinks, metaTags, ogLocaleAlternates } from './headData.ts';

export type PageMetaProps = {
  /** The page's own title: the product name is added at its end, unless it ends with it already. */
  title: string;
  description: string;
};

/**
 * The document title and the head's tags for the current page and language, rendered where the
 * page is: React 19 places `<title>`, `<meta>` and `<link>` in the document's head, adopts the
 * prerendered ones when it hydrates, and swaps them on a client-side navigation. On the server
 * they come first in the rendered HTML, and the prerender moves them into `<head>`
 * (entry-server.tsx). The canonical URL, `og:url` and the other languages name the page's
 * canonical path, never the URL as typed (an alias, a trailing slash): React keeps a prerendered
 * tag only if it is exactly what it renders. The 404 page has none of them.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const { pathname } = useLocation();
  const locale = useContentLanguage();
  const route = findRoute(pathname);
  const dutchPath = route === notFoundRoute ? undefined : route.paths[0]!;
  const head = {
    title: fullTitle(title),
    description,
    canonicalPath: dutchPath === undefined ? undefined : localizedPath(locale, dutchPath),
    locale,
  };
  return (
    <>
      <title>{head.title}</title>
      {metaTags(head).map(({ key, attr, content }) => (
        <meta key={key} {...{ [attr]: key }} content={content} />
      ))}
      {ogLocaleAlternates(locale).map((ogLocale) => (
        <meta key={ogLocale} property="og:locale:alternate" content={ogLocale} />
      ))}
      {dutchPath === undefined
        ? null
        : languageLinks(dutchPath, locale).map(({ rel, hreflang, href }) => (
            <link key={`${rel}-${hreflang ?? ''}`} rel={rel} hrefLang={hreflang} href={href} />
          ))}
    </>
  );
}
