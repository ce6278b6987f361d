// The words of ../waitingTimeFigures.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/waitingTimeFigures.ts';

export default {
  aboutWord: 'about',
  rangeWord: 'to',
} satisfies Translation<typeof source>;
