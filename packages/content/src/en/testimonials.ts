// The words of ../testimonials.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/testimonials.ts';

export default {
  testimonialRoleLabels: {
    client: 'Client',
    parent: 'Parent',
  },
  testimonials: {
    'client-turkish': {
      quote:
        'At last I could tell someone, in my own language, what was going on inside me. My psychologist understood even what I left unsaid. A few months on, I am sleeping again and I have the courage to do things again.',
      author: 'aged 41',
    },
    'parent-anxiety': {
      quote:
        'Our daughter was too scared to go to school. As parents, we were involved from the start and were given tips for home. The play therapist took her time. Now our daughter cycles to school on her own again.',
      author: 'mother of a 9-year-old girl',
    },
    'client-trauma': {
      quote:
        'I was nervous about EMDR, but everything was explained calmly and I could set the pace myself. The memories are still there, but they no longer rule my day.',
      author: 'aged 28',
    },
  },
} satisfies Translation<typeof source>;
