// The words of ../childAndYouthAgeScope.ts in Turkish, in the structure and order of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/childAndYouthAgeScope.ts';

export default {
  offerWaitingTimeAndRegistrationPages: {
    text: '23 yaşına kadar çocuklar ve gençler için',
  },
  treatmentsAndApproachPages: {
    text: '18 yaşına kadar çocuklar ve gençler için',
  },
} satisfies Translation<typeof source>;
