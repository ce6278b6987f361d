// The words of ../registrationStop.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/registrationStop.ts';

export default {
  registrationStopNotice: {
    title: 'Registrations closed for Menzis and Anderzorg',
    text: 'The budget we agreed with Menzis has been used up for this year. If you are insured with Menzis or Anderzorg, we are unfortunately unable to accept your registration at the moment. Your health insurer will help you find another provider free of charge. As soon as we accept registrations again, we will say so on this page.',
  },
} satisfies Translation<typeof source>;
