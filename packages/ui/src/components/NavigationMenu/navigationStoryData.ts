import { departmentPages, hrefFor, localeDescriptors, localizedPath, type Department } from '@ankerlicht/content';
import type { NavItem } from './navigationTypes.ts';

/**
 * Sample data for the NavigationMenu, MobileMenu and SiteHeader stories, so the three show the same
 * navigation. Only stories import it; it is not exported from the package. A shortened copy of the
 * site's main navigation (site/src/shell/navigation.ts): two sections of three links, one of four.
 */

const departmentLinks = (department: Department) => [
  { id: `${department}-offer`, label: 'Behandelaanbod', href: hrefFor(departmentPages[department].offer) },
  { id: `${department}-financing`, label: 'Financiering', href: hrefFor(departmentPages[department].financing) },
  { id: `${department}-waiting`, label: 'Wachttijd', href: hrefFor(departmentPages[department].waitingTime) },
];

export const storyNavigationItems: readonly NavItem[] = [
  { id: 'home', label: 'Home', href: hrefFor('home') },
  {
    id: 'about',
    label: 'Over ons',
    children: [
      { id: 'about-overview', label: 'Over ons', href: hrefFor('about') },
      { id: 'mission', label: 'Missie en visie', href: hrefFor('missionVision') },
      { id: 'team', label: 'Wie zijn wij', href: hrefFor('team') },
      { id: 'careers', label: 'Werken bij', href: hrefFor('careers') },
    ],
  },
  { id: 'children', label: 'Kind en jeugd', children: departmentLinks('children') },
  { id: 'adults', label: 'Volwassenen', children: departmentLinks('adults') },
  { id: 'referrers', label: 'Verwijzers', href: hrefFor('referrers') },
  { id: 'contact', label: 'Contact', href: hrefFor('contact') },
];

/** The site's languages, from the locale descriptor as the site's shell takes them. */
export const storyLanguageOptions = localeDescriptors.map(({ code, label, name, lang }) => ({
  value: code,
  label,
  nativeName: name,
  lang,
  href: localizedPath(code, hrefFor('faq')),
}));
