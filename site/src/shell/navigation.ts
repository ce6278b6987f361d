import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { hrefFor, linkedPageIds, pages, type LinkedPageId, type MenuPlace, type PageRecord } from '@ankerlicht/content';
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

type PagesWhere<Place> = { [Id in LinkedPageId]: (typeof pages)[Id] extends Place ? Id : never }[LinkedPageId];
type MenuPage = PagesWhere<{ menu: MenuPlace }>;
type FooterPage = PagesWhere<{ footer: true }>;

/** A link's words, for every page the record places in the navigation or the footer (the same in both). */
const linkLabels: Record<MenuPage | FooterPage, MessageDescriptor> = {
  home: messages.home,
  about: messages.aboutOverview,
  missionVision: messages.missionVision,
  team: messages.team,
  careers: messages.careers,
  childOffer: messages.offer,
  adultOffer: messages.offer,
  childFinancing: messages.financing,
  adultFinancing: messages.financing,
  childWaitingTime: messages.waitingTime,
  adultWaitingTime: messages.waitingTime,
  referrers: messages.referrers,
  registrationChooser: messages.registerOverview,
  adultRegistration: messages.registerAdults,
  childRegistration: messages.registerChildren,
  contact: messages.contactPage,
  faq: messages.faq,
  privacy: messages.privacy,
  complaints: messages.complaints,
  qualityStatute: messages.qualityStatute,
  accessibility: messages.accessibility,
  terms: messages.terms,
  disclaimer: messages.disclaimer,
};

const menuLabels: Record<Exclude<MenuPlace, 'top'>, MessageDescriptor> = {
  about: messages.about,
  children: messages.children,
  adults: messages.adults,
  register: messages.register,
  contact: messages.contact,
};

const link = (intl: IntlShape, id: MenuPage | FooterPage) => ({
  id,
  label: intl.formatMessage(linkLabels[id]),
  href: hrefFor(id),
});

/**
 * The main navigation (docs/product-rules.md §2.2), from the page record (@ankerlicht/content's
 * `pages`): a page with `menu: 'top'` is a link of its own, the others are in their menu, and each
 * menu stands where its first page does; the record's order is the navigation's.
 */
export function mainNavigation(intl: IntlShape): NavItem[] {
  const items: NavItem[] = [];
  for (const id of linkedPageIds) {
    const { menu }: PageRecord = pages[id];
    if (!menu) continue;
    if (menu === 'top') {
      items.push(link(intl, id as MenuPage));
      continue;
    }
    const links = linkedPageIds
      .filter((other) => (pages[other] as PageRecord).menu === menu)
      .map((other) => link(intl, other as MenuPage));
    if (links[0]?.id === id) items.push({ id: `menu-${menu}`, label: intl.formatMessage(menuLabels[menu]), children: links });
  }
  return items;
}

/**
 * The footer's information links (docs/product-rules.md §2.2), plus the accessibility statement, the terms and the
 * disclaimer: the footer is where visitors look for them, and no other link leads to the disclaimer.
 * The pages with `footer: true` in the page record, in its order.
 */
export function footerInformationColumn(intl: IntlShape): FooterColumn {
  return {
    id: 'information',
    heading: intl.formatMessage(messages.footerInformation),
    links: linkedPageIds.filter((id) => (pages[id] as PageRecord).footer).map((id) => link(intl, id as FooterPage)),
  };
}

export const footerContactHeading = messages.footerContact;
