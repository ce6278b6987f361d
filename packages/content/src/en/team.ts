// The words of ../team.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/team.ts';

export default {
  teamFilterLabels: {
    all: 'All staff',
    adults: 'Adults team',
    children: 'Team for children and young people',
    administration: 'Administration and management',
  },
  teamGroupLabels: {
    psychologists: 'Psychologists',
    specialists: 'Specialists and therapists',
    medical: 'Medical team',
    directors: 'Management',
    support: 'Administration and support',
  },
  teamMembers: {
    'ruud-hoekstra': {
      role: 'Director of operations',
    },
    'elif-aydin': {
      role: 'Healthcare psychologist and lead practitioner',
    },
    'sanne-bakker': {
      role: 'Psychologist',
    },
    'kemal-ozturk': {
      role: 'Healthcare psychologist in training',
    },
    'thijs-van-leeuwen': {
      role: 'Healthcare psychologist',
    },
    'yasmina-el-amrani': {
      role: 'Psychologist for children and young people',
    },
    'rachelle-doelwijt': {
      role: 'Child development specialist (orthopedagoog)',
    },
    'lotte-jansen': {
      role: 'Youth psychologist',
    },
    'merel-visser': {
      role: 'Clinical psychologist',
    },
    'hakan-sahin': {
      role: 'Psychotherapist',
    },
    'sevda-celik': {
      role: 'Cognitive behavioural therapist',
    },
    'nadia-bouzid': {
      role: 'Family and systemic therapist',
    },
    'priya-ramdin': {
      role: 'Play therapist',
    },
    'ayoub-benali': {
      role: 'Psychiatrist',
    },
    'jolanda-kromosoeto': {
      role: 'Mental health nurse specialist',
    },
    'floor-de-graaf': {
      role: 'Child and adolescent psychiatrist',
    },
    'mirjam-koster': {
      role: 'Office manager',
    },
    'gulsen-arslan': {
      role: 'Registration and screening coordinator',
    },
    'bilal-chaara': {
      role: 'Care administration officer',
    },
    'dewi-soekhoe': {
      role: 'Secretary',
    },
  },
} satisfies Translation<typeof source>;
