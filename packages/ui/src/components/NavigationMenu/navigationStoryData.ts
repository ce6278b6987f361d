import { localeDescriptors, localizedPath } from '@ankerlicht/content';
import type { NavItem } from './navigationTypes.ts';

/**
 * Sample data for the NavigationMenu, MobileMenu and SiteHeader stories, so the three show the same
 * navigation. Only stories import it; it is not exported from the package. A shortened copy of the
 * site's main navigation (site/src/shell/navigation.ts): two sections of three links, one of four.
 */

const department = (prefix: string) => [
  { id: `${prefix}-offer`, label: 'Behandelaanbod', href: `/${prefix}/behandelaanbod` },
  { id: `${prefix}-financing`, label: 'Financiering', href: `/${prefix}/financiering` },
  { id: `${prefix}-waiting`, label: 'Wachttijd', href: `/${prefix}/wachttijd` },
];

export const storyNavigationItems: readonly NavItem[] = [
  { id: 'home', label: 'Home', href: '/' },
  {
    id: 'about',
    label: 'Over ons',
    children: [
      { id: 'about-overview', label: 'Over ons', href: '/over-ons' },
      { id: 'mission', label: 'Missie en visie', href: '/missie-en-visie' },
      { id: 'team', label: 'Wie zijn wij', href: '/team' },
      { id: 'careers', label: 'Werken bij', href: '/werken-bij' },
    ],
  },
  { id: 'children', label: 'Kind en jeugd', children: department('kind-jeugd') },
  { id: 'adults', label: 'Volwassenen', children: department('volwassenen') },
  { id: 'referrers', label: 'Verwijzers', href: '/verwijzers' },
  { id: 'contact', label: 'Contact', href: '/contact' },
];

/** The site's languages, from the locale descriptor as the site's shell takes them. */
export const storyLanguageOptions = localeDescriptors.map(({ code, label, name, lang }) => ({
  value: code,
  label,
  nativeName: name,
  lang,
  href: localizedPath(code, '/faq'),
}));
