// The words of ../waitingTimeFigures.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/waitingTimeFigures.ts';

export default {
  aboutWord: 'yaklaşık',
  rangeWord: 'ila',
} satisfies Translation<typeof source>;
