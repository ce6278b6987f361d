// The words of ../approach.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  adultApproachTimeline: {
    registration: {
      title: 'Aanmelding',
      description: 'U meldt zich aan met het online formulier of telefonisch, samen met de verwijsbrief van uw huisarts.',
    },
    'phone-screening': {
      title: 'Telefonische screening',
      description: 'Ons screeningsteam belt u. We bespreken kort uw klachten en beslissen of wij de juiste hulp kunnen bieden.',
      timing: 'Binnen 2 tot 4 weken na aanmelding',
    },
    intake: {
      title: 'Intakegesprek',
      description:
        'In een of twee gesprekken leren we u kennen. Vooraf krijgt u een vragenlijst. We kijken naar uw klachten, uw leven en uw sterke kanten.',
      timing: 'Na de wachttijd van {waitingTime}',
    },
    'treatment-plan': {
      title: 'Behandelplan',
      description: 'Samen met uw behandelaar legt u uw doelen vast, en welke behandeling daarbij past. U beslist mee.',
    },
    treatment: {
      title: 'Behandeling',
      description:
        'U hebt gesprekken van ongeveer 45 minuten, meestal elke week of om de week, op een van onze locaties of online.',
      timing: 'Kort: 8 tot 12 gesprekken in 3 tot 6 maanden',
    },
    'evaluation-and-completion': {
      title: 'Evaluatie en afronding',
      description:
        'We bekijken regelmatig samen of u dichter bij uw doelen komt. Aan het einde maken we afspraken over hoe u het goede vasthoudt, en sturen we met uw toestemming een brief aan uw huisarts.',
    },
  },
  childApproachTimeline: {
    'registration-and-screening': {
      title: 'Aanmelding en screening',
      description:
        'U meldt uw kind aan met de verwijsbrief. Ons screeningsteam belt u daarna om kort te bespreken wat er speelt en of wij kunnen helpen.',
      timing: 'Binnen 2 tot 4 weken na aanmelding',
    },
    'parent-intake': {
      title: 'Intake met ouders',
      description:
        'Eerst spreken we u als ouders, zonder uw kind. U vertelt over de ontwikkeling van uw kind, het gezin en wat u zorgen baart.',
      timing: 'Meestal 1 tot 3 weken na de screening',
    },
    'introduction-with-child': {
      title: 'Kennismaking met uw kind',
      description:
        'Daarna maakt de behandelaar kennis met uw kind. Bij jonge kinderen vaak spelenderwijs, bij tieners in een gesprek.',
    },
    'treatment-plan': {
      title: 'Behandelplan',
      description:
        'We bespreken met u en uw kind wat we zien en wat we voorstellen. Samen stellen we doelen op die ook voor uw kind duidelijk zijn.',
    },
    treatment: {
      title: 'Behandeling',
      description:
        'Uw kind heeft sessies van ongeveer 45 minuten. U hebt regelmatig oudergesprekken en, als dat helpt, overleggen we met school.',
    },
    'evaluation-and-completion': {
      title: 'Evaluatie en afronding',
      description:
        'We bekijken regelmatig of de doelen dichterbij komen. Zijn ze bereikt, dan ronden we af met een eindgesprek en tips om het goede vast te houden.',
    },
  },
  ageGroupApproaches: {
    'ages-4-8': {
      title: '4 tot 8 jaar',
      description: 'Jonge kinderen uiten zich vooral in spel. Ouders zijn op deze leeftijd de belangrijkste helpers.',
      points: [
        'Speltherapie, tekenen en verhalen in plaats van lange gesprekken',
        'Veel ouderbegeleiding, soms sessies met ouder en kind samen',
        'Korte sessies met vaste rituelen, zodat uw kind weet wat er komt',
      ],
    },
    'ages-8-12': {
      title: '8 tot 12 jaar',
      description: 'Kinderen kunnen nu meer vertellen en leren graag door te doen. We combineren praten met spel en oefeningen.',
      points: [
        'Cognitieve gedragstherapie met werkboeken, spellen en opdrachten voor thuis',
        'Ouders oefenen thuis mee en hebben eigen gesprekken',
        'Met uw toestemming overleg met de leerkracht of intern begeleider',
      ],
    },
    'ages-12-18': {
      title: '12 tot 18 jaar',
      description:
        'Jongeren willen zelf meebeslissen. De behandelaar praat vooral met de jongere zelf, en ouders blijven op de achtergrond betrokken.',
      points: [
        'Gesprekken waarin de jongere eigen doelen kiest',
        'Vanaf 12 jaar afspraken over wat we met ouders delen',
        'Ook online sessies en korte contacten tussendoor als dat beter past',
      ],
    },
  },
} as const;
