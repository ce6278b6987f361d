// The words of ../childCare.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  whoWeHelp: {
    anxious: {
      title: 'Uw kind is vaak bang of piekert veel',
      description: 'Het durft niet alleen te slapen, ziet op tegen school of heeft buikpijn van de spanning.',
    },
    withdrawn: {
      title: 'Uw kind is somber of trekt zich terug',
      description: 'Het heeft nergens meer zin in, zit veel op de eigen kamer of zegt dat het niet meer hoeft.',
    },
    'distressing-event': {
      title: 'Uw kind heeft iets ingrijpends meegemaakt',
      description: 'Zoals een ongeluk, geweld, een overlijden of een vlucht uit het land van herkomst.',
    },
    behaviour: {
      title: 'Thuis of op school loopt het vast',
      description: 'Er zijn veel boze buien of ruzies, of uw kind kan zich moeilijk concentreren.',
    },
    'questions-about-development': {
      title: 'U hebt vragen over de ontwikkeling',
      description: 'U vraagt zich af of er meer speelt, zoals ADHD of autisme, en wilt weten hoe u uw kind het beste helpt.',
    },
    'family-changes': {
      title: 'Er verandert veel in het gezin',
      description: 'Bijvoorbeeld door een scheiding, ziekte, een verhuizing of het leven tussen twee culturen.',
    },
  },
  psychodiagnosticExaminations: {
    intelligence: {
      title: 'Intelligentieonderzoek',
      description:
        'Met een erkende test brengen we in kaart hoe uw kind leert en denkt: wat gaat makkelijk en wat kost meer moeite?',
    },
    'social-emotional': {
      title: 'Sociaal-emotioneel onderzoek',
      description: 'Met gesprekken, vragenlijsten en spel onderzoeken we hoe uw kind zich voelt en hoe het omgaat met anderen.',
    },
    'attention-and-concentration': {
      title: 'Onderzoek naar aandacht en concentratie (ADHD)',
      description:
        'We kijken of er sprake is van ADHD. Daarvoor gebruiken we informatie van u en van school, en onze eigen observaties.',
    },
    autism: {
      title: 'Onderzoek naar autisme',
      description:
        'Met een uitgebreid gesprek over de ontwikkeling en observaties van uw kind onderzoeken we of er sprake is van autisme.',
    },
    neuropsychological: {
      title: 'Neuropsychologisch onderzoek',
      description: 'We onderzoeken geheugen, plannen en het verwerken van informatie, bijvoorbeeld als school veel moeite kost.',
    },
  },
  psychodiagnosticsOutcome:
    'Na het onderzoek bespreken we de uitkomsten met u en, als het past bij de leeftijd, met uw kind. U krijgt een verslag met concrete adviezen voor thuis en school.',
} as const;
