/** A link leaves the site when it is an absolute http(s) URL; tel: and mailto: stay "in" the site. */
export function isExternalHref(href: string | undefined): boolean {
  return typeof href === 'string' && /^https?:\/\//i.test(href);
}
