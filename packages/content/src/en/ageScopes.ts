// The words of ../ageScopes.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/ageScopes.ts';

export default {
  offerWaitingTimeAndRegistrationPages: {
    text: 'For children and young people up to 23',
  },
  treatmentsAndApproachPages: {
    text: 'For children and young people up to 18',
  },
  adults: {
    text: 'For adults aged 23 and over',
  },
} satisfies Translation<typeof source>;
