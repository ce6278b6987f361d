// The words of ../registrationChooser.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  registrationPaths: {
    adults: {
      title: 'Volwassenen',
      subtitle: 'Individuele therapie, relatietherapie of groepstherapie',
      benefits: ['Behandeling van psychische klachten', 'Vergoed uit de basisverzekering', 'Behandeling in meerdere talen'],
      formLinkLabel: 'Aanmelden als volwassene',
      waitingTimeLinkLabel: 'Bekijk de wachttijd voor volwassenen',
    },
    children: {
      title: 'Kind en jeugd',
      subtitle: 'Onderzoek en behandeling',
      benefits: ['Korte wachttijd: {waitingTime}', 'Contract met acht gemeenten en regio’s', 'Cultuursensitieve aanpak'],
      formLinkLabel: 'Een kind of jongere aanmelden',
      waitingTimeLinkLabel: 'Bekijk de wachttijd voor kinderen en jongeren',
    },
  },
  registrationSteps: {
    'online-registration': {
      title: 'Online aanmelden',
      description: 'U vult het formulier in en voegt de verwijsbrief toe. Dat duurt ongeveer tien minuten.',
    },
    screening: {
      title: 'Screening door ons screeningsteam',
      description:
        'Ons screeningsteam bekijkt uw gegevens en de verwijsbrief, en beoordeelt of wij de juiste hulp kunnen bieden.',
    },
    contact: {
      title: 'Contact over de vervolgstappen',
      description: 'Binnen 2 tot 4 weken bellen we u. We vertellen wat de volgende stap is en wanneer u kunt beginnen.',
    },
  },
  registrationContactTiles: {
    phone: {
      title: 'Bel ons',
    },
    email: {
      title: 'Mail ons',
    },
    address: {
      title: 'Onze locaties',
    },
  },
} as const;
