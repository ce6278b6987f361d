// The words of ../director.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/director.ts';

export default {
  role: 'Managing director',
} satisfies Translation<typeof source>;
