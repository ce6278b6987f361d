// The words of ../treatmentPages.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  cognitiveBehaviouralTherapyTitle: 'Cognitieve gedragstherapie',
  emdrTitle: 'EMDR-therapie',
  playTherapyTitle: 'Speltherapie',
  systemicTherapyTitle: 'Systeemtherapie',
  psychoeducationTitle: 'Uitleg over de klachten (psycho-educatie)',
  acceptanceAndCommitmentTherapyTitle: 'Acceptance and Commitment Therapy (ACT)',
  schemaTherapyTitle: 'Schematherapie',
  couplesTherapyTitle: 'Relatietherapie',
  groupTherapyTitle: 'Groepsbehandeling',
  exclusionIntro:
    'Bij ons komt u op afspraak en gaat u daarna weer naar huis (ambulante zorg). In sommige situaties is andere, meer intensieve zorg nodig. Dan zijn wij niet de juiste plek. We bespreken dat eerlijk met u en uw verwijzer en denken mee over een betere plek.',
} as const;
