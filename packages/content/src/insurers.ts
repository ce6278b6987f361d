import type { Localized } from './locale.ts';
import { deductible } from './facts.ts';
import { formatEuros } from './yearFacts.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/insurers.ts').default>('insurers', {
  nl: () => import('./nl/insurers.ts'),
  en: () => import('./en/insurers.ts'),
  tr: () => import('./tr/insurers.ts'),
});

export type InsurerGroup = {
  id: string;
  /** The group's name, a proper noun written the same in every language. */
  name: string;
  /** The labels (brands) a visitor may know from their insurance card. */
  brands: readonly string[];
  /** True while registrations for people insured with this group are stopped. */
  registrationStop: boolean;
};

/**
 * The eight insurer groups of the Dutch market we have contracts with (adult financing,
 * referrers). One is flagged: its agreed budget ("omzetplafond") for this year is used up.
 */
export const insurerGroups: readonly InsurerGroup[] = [
  {
    id: 'achmea',
    name: 'Achmea',
    brands: ['Zilveren Kruis', 'De Friesland', 'FBTO', 'Interpolis', 'Pro Life'],
    registrationStop: false,
  },
  {
    id: 'vgz',
    name: 'VGZ',
    brands: ['VGZ', 'Univé', 'IZA', 'IZZ', 'UMC', 'Zekur', 'Bewuzt'],
    registrationStop: false,
  },
  {
    id: 'cz',
    name: 'CZ',
    brands: ['CZ', 'CZdirect', 'OHRA', 'Nationale-Nederlanden'],
    registrationStop: false,
  },
  {
    id: 'menzis',
    name: 'Menzis',
    brands: ['Menzis', 'Anderzorg'],
    registrationStop: true,
  },
  {
    id: 'dsw',
    name: 'DSW',
    brands: ['DSW', 'Stad Holland', 'inTwente'],
    registrationStop: false,
  },
  {
    id: 'onvz',
    name: 'ONVZ',
    brands: ['ONVZ', 'PNOzorg', 'VvAA'],
    registrationStop: false,
  },
  {
    id: 'zorg-en-zekerheid',
    name: 'Zorg en Zekerheid',
    brands: ['Zorg en Zekerheid', 'AZVZ'],
    registrationStop: false,
  },
  {
    id: 'eno',
    name: 'Eno',
    brands: ['Salland Zorgverzekeringen', 'ZorgDirect', 'HollandZorg'],
    registrationStop: false,
  },
];

/** How adult care is paid for: the lead of the adult financing page. */
export const adultReimbursement: { title: Localized; paragraphs: readonly Localized[] } = {
  title: text((t) => t.adultReimbursement.title),
  paragraphs: [
    text((t) => t.adultReimbursement.paragraphs[0]),
    text(
      (t) => t.adultReimbursement.paragraphs[1],
      (locale) => ({ year: deductible.year, amount: formatEuros(deductible.euros, locale) }),
    ),
  ],
};
