// The words of ../valueCards.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/valueCards.ts';

export default {
  teamValues: {
    diversity: {
      title: 'Diversity',
      description:
        'Our team is as diverse as Amsterdam and the Zaan region. Our roots are in the Netherlands, Turkey, Morocco, Suriname and beyond. That often helps us understand your background quickly, and in your own language too.',
    },
    multidisciplinary: {
      title: 'Multidisciplinary',
      description:
        'Psychologists, therapists, psychiatrists and a nurse specialist work together at Ankerlicht GGZ. Together we look at which expertise you need, so you get the right help.',
    },
    'professional-development': {
      title: 'Professional development',
      description:
        'We keep learning. Our practitioners take courses, receive supervision and review their work together. Since 2024 we also train healthcare psychologists (GZ-psycholoog).',
    },
  },
} satisfies Translation<typeof source>;
