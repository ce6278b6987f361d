// The words of ../childOffer.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  childOfferMethods: {
    'cognitive-behavioural-therapy': {
      description:
        'Uw kind leert hoe gedachten, gevoelens en gedrag samenhangen. Met oefeningen op maat leert het anders te denken en nieuwe dingen te proberen.',
    },
    emdr: {
      description:
        'Voor kinderen die iets schokkends hebben meegemaakt. Met EMDR worden nare herinneringen minder heftig, zodat uw kind er minder last van heeft.',
    },
    'play-therapy': {
      description:
        'Jonge kinderen vertellen niet altijd in woorden wat ze voelen. In spel kunnen ze dat wel laten zien. De speltherapeut helpt uw kind om zo gevoelens te verwerken.',
    },
    'systemic-therapy': {
      description:
        'Problemen van een kind raken het hele gezin. In systeemtherapie praten we met het gezin samen en zoeken we naar wat iedereen kan doen om het thuis beter te maken.',
    },
    'parent-guidance': {
      title: 'Ouderbegeleiding',
      description:
        'U krijgt uitleg, steun en praktische tips om uw kind thuis te helpen. Zo gaat wat uw kind in de behandeling leert ook thuis verder.',
    },
    psychodiagnostics: {
      title: 'Psychologisch onderzoek',
      description:
        'Soms is eerst meer duidelijkheid nodig. Met gesprekken, vragenlijsten en testen onderzoeken we wat er speelt, bijvoorbeeld bij vragen over concentratie, autisme of leren.',
    },
    mindfulness: {
      title: 'Mindfulness voor kinderen en jongeren',
      description:
        'Met eenvoudige oefeningen leert uw kind aandacht te geven aan het hier en nu. Dat helpt bij piekeren, stress en onrust.',
    },
    'social-skills-training': {
      title: 'Socialevaardigheidstraining',
      description:
        'In een kleine groep oefenen kinderen met contact maken, voor zichzelf opkomen en samenwerken. Ze merken dat ze niet de enige zijn.',
    },
    psychoeducation: {
      description:
        'We leggen uw kind en u in gewone woorden uit wat er aan de hand is. Wie begrijpt wat er gebeurt, kan er beter mee omgaan.',
    },
  },
  childExclusionCriteria: {
    forensic: {
      title: 'Hulp opgelegd door de rechter',
      description: 'Bijvoorbeeld als de hulp door de kinderrechter of jeugdreclassering is opgelegd.',
    },
    crisis: {
      title: 'Crisissituaties',
      description:
        'Is het thuis of met uw kind acuut onveilig? Bel dan de huisarts of de huisartsenpost, of bij direct gevaar 112.',
    },
    'eating-disorder': {
      title: 'Eetstoornissen',
      description: 'Kinderen met een eetstoornis hebben gespecialiseerde zorg nodig, vaak met een kinderarts erbij.',
    },
    addiction: {
      title: 'Verslaving',
      description: 'Bij verslaving aan alcohol, drugs of gamen is jeugdverslavingszorg de beste plek.',
    },
    'mild-intellectual-disability': {
      title: 'Licht verstandelijke beperking',
      description: 'Kinderen met een licht verstandelijke beperking helpen we door naar zorg die daarop is afgestemd.',
    },
  },
} as const;
