import type { Localized } from './locale.ts';
import { deductible } from './facts.ts';
import { formatEuros } from './yearFacts.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/insurers.ts').default>('insurers', (locale) => import(`./${locale}/insurers.ts`));

export { insurerGroups, namesStoppedInsurer, type InsurerGroup } from './insurerGroups.ts';

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
