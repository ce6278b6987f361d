// The words of ../registration.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  departmentCallsToAction: {
    adults: {
      title: 'Klaar om de eerste stap te zetten?',
      text: 'Meld u aan met de verwijsbrief van uw huisarts. Ons screeningsteam neemt daarna contact met u op. Twijfelt u nog? Bel ons gerust.',
      registerLabel: 'Aanmelden voor volwassenen',
      waitingTimeLabel: 'Wachttijd volwassenen',
      waitingTimeInfo: 'De wachttijd tot de intake is nu {waitingTime} vanaf uw aanmelding.',
    },
    children: {
      title: 'Hulp voor uw kind, zonder lang te wachten',
      text: 'Meld uw kind aan met de verwijsbrief van de huisarts, jeugdarts, medisch specialist of het wijkteam. We bellen u daarna om samen de volgende stap te zetten.',
      registerLabel: 'Aanmelden voor kind en jeugd',
      waitingTimeLabel: 'Wachttijd kind en jeugd',
      waitingTimeInfo: 'De wachttijd is nu {waitingTime}.',
    },
  },
  referralRequirements: {
    adults: {
      referrers: ['De huisarts'],
      letterMustInclude: [
        'De datum van de verwijzing (vóór de start van de behandeling)',
        'Naam, functie en AGB-code van de verwijzer',
        'Het vermoeden van een psychische stoornis volgens de DSM-5',
        'Naam en geboortedatum van de cliënt',
      ],
      note: 'Behandeling van alleen relatieproblemen, werkproblemen of een aanpassingsstoornis wordt niet vergoed uit de basisverzekering, ook niet met een verwijzing.',
    },
    children: {
      referrers: [
        'De huisarts',
        'Een medisch specialist, zoals de kinderarts',
        'De jeugdarts',
        'Een medewerker van het wijkteam of Ouder- en Kindteam',
      ],
      referrersNote: 'Voor jongeren van 18 tot 23 jaar: alleen de huisarts of een medisch specialist (Zorgverzekeringswet).',
      letterMustInclude: [
        'De datum van de verwijzing',
        'Naam, functie en AGB-code van de verwijzer (of de gegevens van het wijkteam)',
        'De reden van verwijzing: welke klachten of vragen er zijn',
        'Naam en geboortedatum van de cliënt',
      ],
      note: 'Voor jeugdhulp via de gemeente is een verwijzing naar jeugd-ggz nodig. Komt de verwijzing van het wijkteam, dan is dat vaak een beschikking van de gemeente.',
    },
  },
} as const;
