// The words of ../waitingTimeFigures.ts in Turkish, in the structure and order of the Dutch (a list's ids in comments).
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/waitingTimeFigures.ts';

export default {
  aboutWord: 'yaklaşık',
  rangeWord: 'ila',
} satisfies Translation<typeof source>;
