// The words of ../values.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/values.ts';

export default {
  coreValues: {
    connection: {
      title: 'Connection',
      description:
        'Good care starts with trust. We take the time to get to know you and work together with you, your loved ones, your GP and, for children, the school.',
    },
    diversity: {
      title: 'Diversity',
      description:
        'Everyone is welcome, whatever their background, language or faith. We take your culture into account, and how the people around you think about mental health.',
    },
    customization: {
      title: 'Tailored care',
      description:
        'No two people are the same. That is why we tailor treatment to your symptoms, your goals and your situation: short where possible, longer where needed.',
    },
  },
} satisfies Translation<typeof source>;
