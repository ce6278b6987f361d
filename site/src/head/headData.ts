import { brand, defaultLocale, localeDescriptor, localeDescriptors, localizedPath, type Locale } from '@ankerlicht/content';

/** What a page puts in <head>: computed the same way for the prerendered HTML and the browser. */
export type HeadData = {
  title: string;
  description: string;
  /**
   * The page's canonical path in its language, for `og:url`: the same whichever alias or trailing
   * slash the visitor used, so the prerendered tag is the one the browser keeps. None for the 404.
   */
  canonicalPath?: string;
  locale: Locale;
};

/**
 * Every page's title ends with the product name, the home page's too (docs/product-rules.md §2.2). A title that ends
 * with it already ('Werken bij Ankerlicht GGZ') is whole as it is; a page's own title names the
 * product nowhere else, so the name stands in the title once.
 */
export function fullTitle(title: string): string {
  return title.endsWith(brand.name) ? title : `${title} | ${brand.name}`;
}

const absolute = (path: string) => new URL(path, brand.siteUrl).href;

/** The meta tags every page carries: description, Open Graph (with the other languages) and Twitter card. */
export function metaTags({
  title,
  description,
  canonicalPath,
  locale,
}: HeadData): { key: string; attr: 'name' | 'property'; content: string }[] {
  const tags: { key: string; attr: 'name' | 'property'; content: string }[] = [
    { key: 'description', attr: 'name', content: description },
    { key: 'og:type', attr: 'property', content: 'website' },
    { key: 'og:site_name', attr: 'property', content: brand.name },
    { key: 'og:title', attr: 'property', content: title },
    { key: 'og:description', attr: 'property', content: description },
    ...(canonicalPath === undefined ? [] : [{ key: 'og:url', attr: 'property' as const, content: absolute(canonicalPath) }]),
    { key: 'og:locale', attr: 'property', content: localeDescriptor(locale).ogLocale },
    { key: 'twitter:card', attr: 'name', content: 'summary' },
    { key: 'twitter:title', attr: 'name', content: title },
    { key: 'twitter:description', attr: 'name', content: description },
  ];
  return tags;
}

/** `og:locale:alternate`: the page's other languages (a repeated property, so kept apart from metaTags). */
export function ogLocaleAlternates(locale: Locale): string[] {
  return localeDescriptors.filter(({ code }) => code !== locale).map(({ ogLocale }) => ogLocale);
}

/**
 * The page's canonical URL in its language and its `hreflang` alternates: every language and
 * x-default (Dutch, the site's default), all from the page's Dutch path.
 */
export function languageLinks(
  dutchPath: string,
  locale: Locale,
): { rel: 'canonical' | 'alternate'; hreflang?: string; href: string }[] {
  return [
    { rel: 'canonical', href: absolute(localizedPath(locale, dutchPath)) },
    ...localeDescriptors.map(({ code, lang }) => ({
      rel: 'alternate' as const,
      hreflang: lang,
      href: absolute(localizedPath(code, dutchPath)),
    })),
    { rel: 'alternate', hreflang: 'x-default', href: absolute(localizedPath(defaultLocale, dutchPath)) },
  ];
}
