import { brand, localeDescriptor, type Locale } from '@ankerlicht/content';

/** What a page puts in <head>: computed the same way for the prerendered HTML and the browser. */
export type HeadData = {
  title: string;
  description: string;
  path: string;
  locale: Locale;
};

/** Page titles end with the product name; the home page's title is the name first. */
export function fullTitle(title: string, isHome = false): string {
  return isHome ? `${brand.name} | ${title}` : `${title} | ${brand.name}`;
}

/** The meta tags every page carries: description, Open Graph and Twitter card. */
export function metaTags({
  title,
  description,
  path,
  locale,
}: HeadData): { key: string; attr: 'name' | 'property'; content: string }[] {
  const url = new URL(path, brand.siteUrl).href;
  return [
    { key: 'description', attr: 'name', content: description },
    { key: 'og:type', attr: 'property', content: 'website' },
    { key: 'og:site_name', attr: 'property', content: brand.name },
    { key: 'og:title', attr: 'property', content: title },
    { key: 'og:description', attr: 'property', content: description },
    { key: 'og:url', attr: 'property', content: url },
    { key: 'og:locale', attr: 'property', content: localeDescriptor(locale).ogLocale },
    { key: 'twitter:card', attr: 'name', content: 'summary' },
    { key: 'twitter:title', attr: 'name', content: title },
    { key: 'twitter:description', attr: 'name', content: description },
  ];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The <head> markup for the prerendered HTML. */
export function renderHead(head: HeadData, canonicalPath: string): string {
  const tags = metaTags(head).map((tag) => `<meta ${tag.attr}="${tag.key}" content="${escapeAttribute(tag.content)}" />`);
  return [
    `<title>${escapeAttribute(head.title)}</title>`,
    ...tags,
    `<link rel="canonical" href="${escapeAttribute(new URL(canonicalPath, brand.siteUrl).href)}" />`,
  ].join('\n    ');
}
