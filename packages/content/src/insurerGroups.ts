/**
 * The insurer groups and their registration stop: plain data without text of the site's, so the
 * staff app reads the same stop as the form (`@ankerlicht/content/insurer-groups`).
 */
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

/** The insurer groups with a registration stop, and every brand name a visitor may type for them. */
const stoppedBrands = insurerGroups.filter((group) => group.registrationStop).flatMap((group) => [group.name, ...group.brands]);

/** Whether what was typed in the insurer field names an insurer whose insured we cannot register now. */
export function namesStoppedInsurer(value: string): boolean {
  const typed = value.toLocaleLowerCase('nl');
  return stoppedBrands.some((name) => typed.includes(name.toLocaleLowerCase('nl')));
}
