import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useContentLanguage } from '../i18n/useContentLanguage.ts';
import { findRoute, notFoundRoute } from '../routes.ts';
import { fullTitle, languageLinks, metaTags, ogLocaleAlternates, type HeadData } from './headData.ts';

/** Filled during prerendering, so the HTML's <head> carries the page's title and tags. */
export const HeadCollectorContext = createContext<((head: HeadData) => void) | null>(null);

export type PageMetaProps = {
  /** The page's own title: the product name is added at its end, unless it ends with it already. */
  title: string;
  description: string;
};

/** Sets the document title and meta tags for the current page and language. */
export function PageMeta({ title, description }: PageMetaProps) {
  const { pathname } = useLocation();
  const locale = useContentLanguage();
  const collectHead = useContext(HeadCollectorContext);
  const head: HeadData = {
    title: fullTitle(title),
    description,
    path: pathname,
    locale,
  };
  collectHead?.(head); // server rendering only: there is no document to write to

  useEffect(() => {
    document.title = head.title;
    for (const tag of metaTags(head)) {
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${tag.attr}="${tag.key}"]`);
      if (!element) {
        element = document.createElement('meta');
        element.setAttribute(tag.attr, tag.key);
        document.head.append(element);
      }
      element.content = tag.content;
    }
    // After a client-side navigation the canonical URL and the other languages follow the page.
    for (const stale of document.head.querySelectorAll(
      'meta[property="og:locale:alternate"], link[rel="canonical"], link[hreflang]',
    ))
      stale.remove();
    for (const ogLocale of ogLocaleAlternates(head.locale)) {
      const element = document.createElement('meta');
      element.setAttribute('property', 'og:locale:alternate');
      element.content = ogLocale;
      document.head.append(element);
    }
    const route = findRoute(head.path);
    if (route === notFoundRoute) return;
    for (const { rel, hreflang, href } of languageLinks(route.paths[0]!, head.locale)) {
      const element = document.createElement('link');
      element.rel = rel;
      if (hreflang) element.hreflang = hreflang;
      element.href = href;
      document.head.append(element);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the tags depend only on these values
  }, [head.title, head.description, head.path, head.locale]);

  return null;
}
