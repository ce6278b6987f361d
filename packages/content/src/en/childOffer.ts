// The words of ../childOffer.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/childOffer.ts';

export default {
  childOfferMethods: {
    'cognitive-behavioural-therapy': {
      description:
        'Your child learns how thoughts, feelings and behaviour are connected. Through exercises tailored to them, they learn to think differently and try new things.',
    },
    emdr: {
      description:
        'For children who have been through something frightening. EMDR makes distressing memories less intense, so they bother your child less.',
    },
    'play-therapy': {
      description:
        'Young children cannot always put their feelings into words, but they can show them in play. The play therapist helps your child work through feelings this way.',
    },
    'systemic-therapy': {
      description:
        'A child’s problems affect the whole family. In systemic therapy we talk with the family together and look for what everyone can do to make things better at home.',
    },
    'parent-guidance': {
      title: 'Parent guidance',
      description:
        'You receive information, support and practical tips for helping your child at home, so that what your child learns in treatment carries on at home.',
    },
    psychodiagnostics: {
      title: 'Psychological assessment',
      description:
        'Sometimes we first need a clearer picture. Using interviews, questionnaires and tests, we examine what is going on, for example when there are questions about concentration, autism or learning.',
    },
    mindfulness: {
      title: 'Mindfulness for children and young people',
      description:
        'With simple exercises your child learns to pay attention to the here and now. This helps with worrying, stress and restlessness.',
    },
    'social-skills-training': {
      title: 'Social skills training',
      description:
        'In a small group, children practise making contact, standing up for themselves and working together. They discover that they are not alone.',
    },
    psychoeducation: {
      description:
        'We explain to your child and to you, in plain words, what is going on. When you understand what is happening, you can deal with it better.',
    },
  },
  childExclusionCriteria: {
    forensic: {
      title: 'Help ordered by a court',
      description: 'For example when help has been ordered by a juvenile court or youth probation.',
    },
    crisis: {
      title: 'Crisis situations',
      description:
        'If the situation at home or for your child is acutely unsafe, call your GP, the out-of-hours GP service or, in immediate danger, 112.',
    },
    'eating-disorder': {
      title: 'Eating disorders',
      description: 'Children with an eating disorder need specialised care, often together with a paediatrician.',
    },
    addiction: {
      title: 'Addiction',
      description: 'For addiction to alcohol, drugs or gaming, youth addiction care is the best place.',
    },
    'mild-intellectual-disability': {
      title: 'Mild intellectual disability',
      description: 'We refer children with a mild intellectual disability to care that is designed for them.',
    },
  },
} satisfies Translation<typeof source>;
