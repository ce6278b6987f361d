// The words of ../waitingTimes.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  waitingTimePartLabels: {
    registration: 'Van aanmelding tot intake',
    treatment: 'Van intake tot behandeling',
  },
  waitingTimesAsOf: 'Cijfers van {date}',
  waitingTimesAsOfStale: 'Deze cijfers zijn van {date}. Er zijn nog geen nieuwere cijfers.',
  // Above each location's waits, where a publication gives them per location.
  waitingTimesPerLocation: 'De wachttijd verschilt per locatie.',
  waitingTimePartsExplanation:
    'Onze wachttijd bestaat uit twee delen. De aanmeldwachttijd is de tijd van de aanmelding tot het eerste gesprek met een behandelaar: de intake. De behandelwachttijd is de tijd van de intake tot het begin van de behandeling. Zo maken aanbieders van psychische zorg hun wachttijden bekend, volgens de regels van de Nederlandse Zorgautoriteit (NZa).',
  waitingTimeCards: {
    adults: {
      title: 'Volwassenen',
      // Neutral ("de aanmelding"): the referrers page shows these too, to a GP (copy review nl11).
      description: 'Vanaf de aanmelding tot het begin van de intake',
      linkLabel: 'Meer over de wachttijd voor volwassenen',
    },
    children: {
      title: 'Kinderen en jongeren',
      description: 'Vanaf de aanmelding tot de start van de behandeling',
      linkLabel: 'Meer over de wachttijd voor kinderen en jongeren',
    },
    urgent: {
      title: 'Spoed',
      description: 'Bij spoed proberen we u binnen een week te zien',
      linkLabel: 'Neem contact op bij spoed',
    },
  },
  waitingTimeInfo: {
    adults: {
      title: 'Wachttijd volwassenen',
      description: 'Worden uw klachten tijdens het wachten erger? Neem dan contact op met uw huisarts.',
      // Said only while the adults' wait is wholly over the Treeknorm (treeknormStanding 'over'), before the description.
      longWait: 'We vinden deze wachttijd lang en werken eraan om die korter te maken.',
      screeningInfo:
        'U hoeft niet de hele wachttijd af te wachten zonder iets te horen. Binnen 2 tot 4 weken na uw aanmelding belt ons screeningsteam u. We bespreken uw klachten en of wij de juiste hulp kunnen bieden. Zo weet u snel waar u aan toe bent.',
      // The first sentence of the care-mediation paragraph: the adults' wait is wholly over the Treeknorm
      // (treeknormStanding 'over'), or only its upper bound is ('partly').
      treeknormExceeded:
        'Deze wachttijd is langer dan de Treeknorm: de maximale wachttijd die in de ggz is afgesproken, 4 weken van aanmelding tot intake en 10 weken van intake tot de start van de behandeling (samen 14 weken).',
      treeknormMayBeExceeded:
        'Deze wachttijd kan langer zijn dan de Treeknorm: de maximale wachttijd die in de ggz is afgesproken, 4 weken van aanmelding tot intake en 10 weken van intake tot de start van de behandeling (samen 14 weken).',
      mediationInfo:
        'Wilt u niet zo lang wachten? Neem dan contact op met uw zorgverzekeraar. Die helpt u via zorgbemiddeling een zorgaanbieder te vinden waar u eerder terechtkunt. U kunt zich ook eerst bij ons aanmelden en daarna om zorgbemiddeling vragen.',
      alertInfo:
        'Aanmeldstop voor verzekerden van Menzis en Anderzorg: het budget dat we met deze zorgverzekeraar hebben afgesproken, is voor dit jaar op. Bent u bij Menzis of Anderzorg verzekerd? Dan kunnen we u op dit moment helaas niet aanmelden. Uw zorgverzekeraar helpt u bij het vinden van een andere zorgaanbieder (zorgbemiddeling).',
    },
    children: {
      title: 'Wachttijd kinderen en jongeren',
      description:
        'We vinden het belangrijk dat kinderen en jongeren tot 23 jaar snel hulp krijgen. Problemen worden dan minder groot en uw kind kan weer verder met school, vrienden en thuis.',
      screeningInfo:
        'Na de aanmelding bekijkt ons screeningsteam de gegevens en de verwijsbrief. Binnen 2 tot 4 weken bellen we u als ouder voor een kort gesprek over uw kind. Daarna plannen we het eerste gesprek met u als ouders.',
    },
    urgent: {
      title: 'Spoed',
      description:
        'Is de situatie dringend? Bijvoorbeeld omdat de klachten snel erger worden? Dan proberen we u of uw kind binnen een week te zien. Laat uw verwijzer ons daarvoor bellen, of bel zelf. Bij direct gevaar belt u 112, en bij gedachten aan zelfmoord 113 (0800-0113).',
    },
  },
} as const;
