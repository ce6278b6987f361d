// The words of ../journeys.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  careJourney: {
    'phone-screening': {
      title: 'Telefonische screening',
      description:
        'Na uw aanmelding belt ons screeningsteam u. In dit korte gesprek bespreken we uw vraag en beslissen we of uw aanmelding wordt aangenomen. Passen we niet bij uw vraag? Dan denken we mee over andere hulp.',
    },
    intake: {
      title: 'Intakegesprek',
      description:
        'In het intakegesprek leren we u beter kennen. We praten over uw klachten, uw achtergrond en wat u wilt bereiken. U kunt ook vragen stellen aan ons.',
    },
    'treatment-plan': {
      title: 'Behandelplan',
      description:
        'Samen met uw behandelaar maakt u een plan: wat zijn uw doelen, welke behandeling past daarbij en hoe vaak zien we elkaar? U beslist mee.',
    },
    'therapy-and-recovery': {
      title: 'Therapie en herstel',
      description:
        'Tijdens de therapie werkt u stap voor stap aan uw doelen. We bekijken regelmatig samen hoe het gaat en passen het plan aan als dat nodig is.',
    },
  },
  departmentJourneys: {
    adults: {
      registration: {
        title: 'Aanmelding',
        description: 'U meldt zich aan via het online formulier en voegt de verwijsbrief van uw huisarts toe.',
      },
      screening: {
        title: 'Screening',
        description: 'Binnen 2 tot 4 weken belt ons screeningsteam u. We bespreken of wij de juiste hulp kunnen bieden.',
      },
      intake: {
        title: 'Intake',
        description:
          'Na de wachttijd hebt u een intakegesprek met een behandelaar. Samen brengen we uw klachten en doelen in kaart.',
      },
      treatment: {
        title: 'Behandeling',
        description: 'U start met de behandeling volgens het plan dat u samen met uw behandelaar hebt gemaakt.',
      },
    },
    children: {
      registration: {
        title: 'Aanmelding',
        description:
          'U meldt uw kind aan via het online formulier, met de verwijsbrief van bijvoorbeeld de huisarts, jeugdarts of het wijkteam.',
      },
      screening: {
        title: 'Screening',
        description:
          'Ons screeningsteam belt u als ouder. We bespreken wat er met uw kind aan de hand is en of wij kunnen helpen.',
      },
      intake: {
        title: 'Intake',
        description:
          'Eerst hebben we een gesprek met u als ouders. Daarna maakt de behandelaar kennis met uw kind, op een manier die past bij de leeftijd.',
      },
      treatment: {
        title: 'Behandeling',
        description: 'Uw kind start met de behandeling. U blijft als ouder betrokken, met regelmatige oudergesprekken.',
      },
    },
  },
} as const;
