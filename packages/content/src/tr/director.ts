// The words of ../director.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/director.ts';

export default {
  role: 'Genel müdür',
} satisfies Translation<typeof source>;
