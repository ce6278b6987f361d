// The words of ../ageScopes.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/ageScopes.ts';

export default {
  offerWaitingTimeAndRegistrationPages: {
    text: '23 yaşına kadar çocuklar ve gençler için',
  },
  treatmentsAndApproachPages: {
    text: '18 yaşına kadar çocuklar ve gençler için',
  },
  adults: {
    text: '23 yaş ve üzeri yetişkinler için',
  },
} satisfies Translation<typeof source>;
