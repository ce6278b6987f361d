// The words of ../values.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  coreValues: {
    connection: {
      title: 'Verbinding',
      description:
        'Goede hulp begint met vertrouwen. We nemen de tijd om u te leren kennen en werken samen met u, uw naasten, uw huisarts en, bij kinderen, de school.',
    },
    diversity: {
      title: 'Diversiteit',
      description:
        'Iedereen is welkom, met elke achtergrond, taal of geloof. We houden rekening met uw cultuur en hoe in uw omgeving over psychische klachten wordt gedacht.',
    },
    customization: {
      title: 'Maatwerk',
      description:
        'Geen twee mensen zijn hetzelfde. Daarom stemmen we de behandeling af op uw klachten, uw doelen en uw situatie: kort waar het kan, langer waar het nodig is.',
    },
  },
} as const;
