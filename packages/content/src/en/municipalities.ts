// The words of ../municipalities.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/municipalities.ts';

export default {
  childReimbursement: {
    title: 'Paid for by the municipality',
    paragraphs: [
      'For children and young people up to 18, the municipality pays for care. This is set out in the Youth Act (Jeugdwet). You pay nothing yourself and there is no deductible.',
      'Which municipality pays depends on where your child is registered as living. We have contracts with the municipalities and regions below. If you live elsewhere, contact us: there is often still a way.',
      'From 18, the health insurer pays, through basic health insurance, and the deductible applies.',
    ],
  },
} satisfies Translation<typeof source>;
