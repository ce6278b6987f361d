import { defineMessages, type IntlShape } from 'react-intl';
import { departmentPages, hrefFor, type Department } from '@ankerlicht/content';
import type { FooterColumn, NavItem } from '@ankerlicht/ui';

const messages = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  about: { id: 'nav.about', defaultMessage: 'Over ons' },
  aboutOverview: { id: 'nav.about.overview', defaultMessage: 'Over ons' },
  missionVision: { id: 'nav.about.missionVision', defaultMessage: 'Missie en visie' },
  team: { id: 'nav.about.team', defaultMessage: 'Wie zijn wij' },
  careers: { id: 'nav.about.careers', defaultMessage: 'Werken bij' },
  children: { id: 'nav.children', defaultMessage: 'Kind en jeugd' },
  adults: { id: 'nav.adults', defaultMessage: 'Volwassenen' },
  offer: { id: 'nav.department.offer', defaultMessage: 'Behandelaanbod' },
  financing: { id: 'nav.department.financing', defaultMessage: 'Financiering' },
  waitingTime: { id: 'nav.department.waitingTime', defaultMessage: 'Wachttijd' },
  referrers: { id: 'nav.referrers', defaultMessage: 'Verwijzers' },
  register: { id: 'nav.register', defaultMessage: 'Aanmelden' },
  registerOverview: { id: 'nav.register.overview', defaultMessage: 'Aanmelden: zo werkt het' },
  registerAdults: { id: 'nav.register.adults', defaultMessage: 'Aanmelden volwassenen' },
  registerChildren: { id: 'nav.register.children', defaultMessage: 'Aanmelden kind en jeugd' },
  contact: { id: 'nav.contact', defaultMessage: 'Contact' },
  contactPage: { id: 'nav.contact.page', defaultMessage: 'Contact' },
  faq: { id: 'nav.contact.faq', defaultMessage: 'Veelgestelde vragen' },
  complaints: { id: 'nav.contact.complaints', defaultMessage: 'Klachten' },
  qualityStatute: { id: 'nav.contact.qualityStatute', defaultMessage: 'Kwaliteitsstatuut' },
  footerInformation: { id: 'footer.information', defaultMessage: 'Informatie' },
  footerContact: { id: 'footer.contact', defaultMessage: 'Contact' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacyverklaring' },
  accessibility: { id: 'footer.accessibility', defaultMessage: 'Toegankelijkheid' },
  terms: { id: 'footer.terms', defaultMessage: 'Algemene voorwaarden' },
  disclaimer: { id: 'footer.disclaimer', defaultMessage: 'Disclaimer' },
});

/** The main navigation, in the order of docs/product-rules.md §2.2. */
export function mainNavigation(intl: IntlShape): NavItem[] {
  const t = intl.formatMessage;
  const departmentLinks = (department: Department) => [
    { id: `${department}-offer`, label: t(messages.offer), href: hrefFor(departmentPages[department].offer) },
    { id: `${department}-financing`, label: t(messages.financing), href: hrefFor(departmentPages[department].financing) },
    { id: `${department}-waiting`, label: t(messages.waitingTime), href: hrefFor(departmentPages[department].waitingTime) },
  ];
  return [
    { id: 'home', label: t(messages.home), href: hrefFor('home') },
    {
      id: 'about',
      label: t(messages.about),
      children: [
        { id: 'about-overview', label: t(messages.aboutOverview), href: hrefFor('about') },
        { id: 'mission', label: t(messages.missionVision), href: hrefFor('missionVision') },
        { id: 'team', label: t(messages.team), href: hrefFor('team') },
        { id: 'careers', label: t(messages.careers), href: hrefFor('careers') },
      ],
    },
    { id: 'children', label: t(messages.children), children: departmentLinks('children') },
    { id: 'adults', label: t(messages.adults), children: departmentLinks('adults') },
    { id: 'referrers', label: t(messages.referrers), href: hrefFor('referrers') },
    {
      id: 'register',
      label: t(messages.register),
      children: [
        { id: 'register-overview', label: t(messages.registerOverview), href: hrefFor('registrationChooser') },
        { id: 'register-adults', label: t(messages.registerAdults), href: hrefFor('adultRegistration') },
        { id: 'register-children', label: t(messages.registerChildren), href: hrefFor('childRegistration') },
      ],
    },
    {
      id: 'contact',
      label: t(messages.contact),
      children: [
        { id: 'contact-page', label: t(messages.contactPage), href: hrefFor('contact') },
        { id: 'faq', label: t(messages.faq), href: hrefFor('faq') },
        { id: 'complaints', label: t(messages.complaints), href: hrefFor('complaints') },
        { id: 'quality', label: t(messages.qualityStatute), href: hrefFor('qualityStatute') },
      ],
    },
  ];
}

/**
 * The footer's information links (docs/product-rules.md §2.2), plus the accessibility statement, the terms and the
 * disclaimer: the footer is where visitors look for them, and no other link leads to the disclaimer.
 */
export function footerInformationColumn(intl: IntlShape): FooterColumn {
  const t = intl.formatMessage;
  return {
    id: 'information',
    heading: t(messages.footerInformation),
    links: [
      { id: 'contact', label: t(messages.contactPage), href: hrefFor('contact') },
      { id: 'faq', label: t(messages.faq), href: hrefFor('faq') },
      { id: 'privacy', label: t(messages.privacy), href: hrefFor('privacy') },
      { id: 'complaints', label: t(messages.complaints), href: hrefFor('complaints') },
      { id: 'quality', label: t(messages.qualityStatute), href: hrefFor('qualityStatute') },
      { id: 'accessibility', label: t(messages.accessibility), href: hrefFor('accessibility') },
      { id: 'terms', label: t(messages.terms), href: hrefFor('terms') },
      { id: 'disclaimer', label: t(messages.disclaimer), href: hrefFor('disclaimer') },
    ],
  };
}

export const footerContactHeading = messages.footerContact;
