// The words of ../insurers.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/insurers.ts';

export default {
  adultReimbursement: {
    title: 'How your treatment is paid for',
    paragraphs: [
      'Psychological care for adults is covered by basic health insurance, which everyone in the Netherlands has. You do not need supplementary insurance for it. You do need a referral letter from your GP.',
      'We have contracts with all the health insurers below. We send the bill directly to your insurer. All you pay is your deductible, unless you have already used it up this year. In {year} the deductible is {amount}.',
    ],
  },
} satisfies Translation<typeof source>;
