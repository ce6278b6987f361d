import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import nl from 'virtual:messages/nl';
import { hasChildren, type NavItem } from '@ankerlicht/ui';
import { footerInformationColumn, mainNavigation } from './navigation.ts';

const intl = createIntl({ locale: 'nl', defaultLocale: 'nl', messages: nl });

/** An item as a visitor reads it: its words and where it leads, a menu with its links. */
const outline = (item: NavItem): unknown =>
  hasChildren(item) ? { [item.label]: item.children.map(outline) } : `${item.label} → ${item.href}`;

describe('the navigation built from the page record', () => {
  it('is the main navigation of docs/product-rules.md §2.2, in its order', () => {
    expect(mainNavigation(intl).map(outline)).toEqual([
      'Home → /',
      {
        'Over ons': [
          'Over ons → /over-ons',
          'Missie en visie → /missie-en-visie',
          'Wie zijn wij → /team',
          'Werken bij → /werken-bij',
        ],
      },
      {
        'Kind en jeugd': [
          'Behandelaanbod → /kind-jeugd/behandelaanbod',
          'Financiering → /kind-jeugd/financiering',
          'Wachttijd → /kind-jeugd/wachttijd',
        ],
      },
      {
        Volwassenen: [
          'Behandelaanbod → /volwassenen/behandelaanbod',
          'Financiering → /volwassenen/financiering',
          'Wachttijd → /volwassenen/wachttijd',
        ],
      },
      'Verwijzers → /verwijzers',
      {
        Aanmelden: [
          'Aanmelden: zo werkt het → /aanmelden',
          'Aanmelden volwassenen → /aanmelden-volwassenen',
          'Aanmelden kind en jeugd → /aanmelden-kind-jeugd',
        ],
      },
      {
        Contact: [
          'Contact → /contact',
          'Veelgestelde vragen → /faq',
          'Klachten → /klachten',
          'Kwaliteitsstatuut → /kwaliteitsstatuut',
        ],
      },
    ]);
  });

  it("is the footer's information column of docs/product-rules.md §2.2, the only link to the disclaimer last", () => {
    expect(footerInformationColumn(intl).links.map(outline)).toEqual([
      'Contact → /contact',
      'Veelgestelde vragen → /faq',
      'Privacyverklaring → /privacy',
      'Klachten → /klachten',
      'Kwaliteitsstatuut → /kwaliteitsstatuut',
      'Toegankelijkheid → /toegankelijkheid',
      'Algemene voorwaarden → /algemene-voorwaarden',
      'Disclaimer → /disclaimer',
    ]);
  });

  it('gives every link and menu an id of its own', () => {
    const ids = mainNavigation(intl).flatMap((item) => [
      item.id,
      ...(hasChildren(item) ? item.children.map((link) => link.id) : []),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
