// The words of ../tariffs.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/tariffs.ts';

export default {
  title: 'Rates',
  text: 'Treatment is made up of separate sessions (consultations). Each consultation has a rate, which depends on how long it lasts and on the profession of the practitioner you see, such as a psychologist or psychiatrist. For care that is reimbursed, your health insurer or municipality pays us the rate we have agreed with them. If you pay for your care yourself, for example because it is not reimbursed, we charge the maximum rates that the Dutch Healthcare Authority (NZa) sets each year.',
  finderLabel: 'See all maximum rates in the NZa’s search tool (in Dutch)',
} satisfies Translation<typeof source>;
