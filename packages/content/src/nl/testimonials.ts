// The words of ../testimonials.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  testimonialRoleLabels: {
    client: 'Cliënt',
    parent: 'Ouder',
  },
  testimonials: {
    'client-turkish': {
      quote:
        'Ik kon eindelijk in mijn eigen taal vertellen wat er in mij omging. Mijn psycholoog begreep ook wat ik niet uitlegde. Na een paar maanden slaap ik weer en durf ik weer dingen te ondernemen.',
      author: '41 jaar',
    },
    'parent-anxiety': {
      quote:
        'Onze dochter durfde niet meer naar school. Wij als ouders deden vanaf het begin mee en kregen tips voor thuis. De speltherapeut nam de tijd. Nu fietst ze weer zelf naar school.',
      author: 'moeder van een meisje van 9',
    },
    'client-trauma': {
      quote:
        'Ik zag op tegen EMDR, maar alles werd rustig uitgelegd. Ik mocht zelf het tempo bepalen. De herinneringen zijn er nog, maar ze bepalen mijn dag niet meer.',
      author: '28 jaar',
    },
  },
} as const;
