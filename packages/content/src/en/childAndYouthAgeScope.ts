// The words of ../childAndYouthAgeScope.ts in English, in the structure and order of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/childAndYouthAgeScope.ts';

export default {
  offerWaitingTimeAndRegistrationPages: {
    text: 'For children and young people up to 23',
  },
  treatmentsAndApproachPages: {
    text: 'For children and young people up to 18',
  },
} satisfies Translation<typeof source>;
