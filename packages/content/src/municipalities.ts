import type { Localized } from './locale.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/municipalities.ts').default>(
  'municipalities',
  (locale) => import(`./${locale}/municipalities.ts`),
);

/**
 * The eight municipalities and regions we have youth care contracts with (docs/product-rules.md §9), by
 * their exact names. Proper nouns: written the same in every language.
 */
export const contractedMunicipalities = [
  'Aalsmeer',
  'Amstelveen',
  'Amsterdam Nieuw-West',
  'Diemen',
  'Uithoorn',
  'Ouder-Amstel',
  'Zaanstreek-Waterland',
  'Zuid-Kennemerland',
] as const;
export type ContractedMunicipality = (typeof contractedMunicipalities)[number];

/** How child and youth care is paid for: the lead of the child financing page. */
export const childReimbursement: { title: Localized; paragraphs: readonly Localized[] } = {
  title: text((t) => t.childReimbursement.title),
  paragraphs: [
    text((t) => t.childReimbursement.paragraphs[0]),
    text((t) => t.childReimbursement.paragraphs[1]),
    text((t) => t.childReimbursement.paragraphs[2]),
  ],
};
