// The words of ../../legal/complaints.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  talkToPractitioner:
    'Bent u ergens niet tevreden over? Zeg het tegen uw behandelaar, het liefst zo snel mogelijk. Vaak is een misverstand in een gesprek op te lossen. Mag iemand met u meekomen? Natuurlijk.',
  contactComplaintsOfficer:
    'Lukt het niet samen met uw behandelaar, of wilt u dat liever niet? Mail dan naar onze onafhankelijke klachtenfunctionaris via {complaintsEmail}. De klachtenfunctionaris helpt u gratis, luistert naar uw verhaal en zoekt met u en ons naar een oplossing. Wilt u een formeel oordeel? Dan krijgt u binnen 6 weken een schriftelijke reactie van de directie. Als we meer tijd nodig hebben, hoort u dat vooraf; het is dan nooit meer dan 10 weken.',
  goToDisputesCommittee:
    'Bent u het niet eens met onze reactie, of hebt u die niet op tijd gekregen? Dan kunt u het geschil voorleggen aan De Geschillencommissie Zorg. Dat is een onafhankelijke commissie. Haar uitspraak is bindend en zij kan een schadevergoeding toekennen. Voor het indienen vraagt de commissie een kleine bijdrage.',
  complaintSteps: {
    'talk-to-your-practitioner': {
      title: 'Praat met uw behandelaar',
    },
    'complaints-officer': {
      title: 'Neem contact op met de klachtenfunctionaris',
      action: {
        label: 'Mail de klachtenfunctionaris',
      },
    },
    'disputes-committee': {
      title: 'Leg het voor aan de geschillencommissie',
    },
  },
  complaintsConfidentialityNote:
    'Uw klacht behandelen we vertrouwelijk. Alleen de mensen die nodig zijn om de klacht op te lossen, weten ervan. Een klacht heeft nooit gevolgen voor uw behandeling: u blijft welkom, en als u dat wilt, kunt u een andere behandelaar krijgen.',
  complaintsProcedure: {
    title: 'Klachtenregeling',
    intro:
      'We doen ons best om u goed te helpen. Toch kan het gebeuren dat u niet tevreden bent. Dan willen we dat graag weten, zodat we het kunnen oplossen en ervan leren. Deze regeling volgt de Wet kwaliteit, klachten en geschillen zorg (Wkkgz) en de Jeugdwet.',
    sections: {
      'who-can-complain': {
        title: 'Wie kan een klacht indienen?',
        paragraphs: [
          'Iedere cliënt of oud-cliënt, ouders of voogd van een minderjarige cliënt, en nabestaanden. U kunt ook iemand anders, bijvoorbeeld een familielid of een cliëntenvertrouwenspersoon, namens u laten klagen. Een klacht kan gaan over de behandeling, over bejegening, over een rekening of over een besluit van ons.',
        ],
      },
      'step-1': {
        title: 'Stap 1: eerst in gesprek met uw behandelaar',
      },
      'step-2': {
        title: 'Stap 2: de klachtenfunctionaris',
        paragraphs: [
          {},
          'De klachtenfunctionaris werkt onafhankelijk: hij of zij hoort niet bij het behandelteam en krijgt geen opdrachten van de directie over uw klacht.',
          'Zo bereikt u de klachtenfunctionaris:',
        ],
        bullets: [
          'per e-mail: {complaintsEmail}',
          'per telefoon: bel ons secretariaat op {phone} ({hours}) en vraag naar de klachtenfunctionaris. Hij of zij belt u terug.',
          'per brief: {name}, t.a.v. de klachtenfunctionaris, {postalAddress}',
        ],
      },
      'step-3': {
        title: 'Stap 3: de geschillencommissie',
        paragraphs: [
          {},
          '{name} is aangesloten bij De Geschillencommissie Zorg. U dient uw klacht in via de website {shown}. Doe dat binnen een jaar nadat u uw klacht bij ons hebt ingediend.',
          'U kunt ook direct naar de geschillencommissie gaan als u redelijkerwijs niet kunt verwachten dat u eerst bij ons klaagt, bijvoorbeeld als de relatie ernstig verstoord is.',
        ],
      },
      'young-clients': {
        title: 'Voor jongeren en ouders: de vertrouwenspersoon van het AKJ',
        paragraphs: [
          'Krijgt u of uw kind jeugdhulp van ons, betaald door de gemeente (Jeugdwet)? Dan kunt u gratis hulp krijgen van een vertrouwenspersoon van het AKJ (Advies- en Klachtenbureau Jeugdzorg). Het AKJ is onafhankelijk: het werkt niet voor ons en niet voor de gemeente.',
          'De vertrouwenspersoon luistert naar u, legt uit wat uw rechten zijn en helpt u om samen met ons een oplossing te vinden of om een klacht in te dienen. Jongeren kunnen zelf contact opnemen. Ouders kunnen dat ook.',
          'Bel het AKJ op {akjPhone} of kijk op {shown}.',
        ],
      },
      'other-options': {
        title: 'Andere mogelijkheden',
        paragraphs: ['Naast deze stappen kunt u terecht bij:'],
        bullets: [
          'Het Landelijk Meldpunt Zorg ({shown}), als u niet weet waar u met uw klacht terechtkunt. Het Meldpunt geeft gratis advies en hoort bij de Inspectie Gezondheidszorg en Jeugd.',
          'Het tuchtcollege voor de gezondheidszorg, als het gaat om het professionele handelen van een BIG-geregistreerde behandelaar',
          'Het tuchtrecht van het Kwaliteitsregister Jeugd (SKJ), als het gaat om een SKJ-geregistreerde professional',
          'De Autoriteit Persoonsgegevens, als uw klacht over privacy gaat',
        ],
      },
      confidentiality: {
        title: 'Vertrouwelijkheid',
        paragraphs: [
          'Wat er over uw klacht wordt geschreven, bewaren we apart van uw behandeldossier. Alleen de mensen die nodig zijn om de klacht op te lossen, lezen het. Een klacht heeft nooit gevolgen voor uw behandeling. Wilt u liever verder met een andere behandelaar? Dan regelen we dat.',
        ],
      },
    },
  },
  complaintsBodies: {
    'disputes-committee': {
      description:
        'Een onafhankelijke commissie die een bindende uitspraak doet als u het niet eens bent met onze reactie op uw klacht.',
    },
    'landelijk-meldpunt-zorg': {
      description: 'Weet u niet waar u met uw klacht terechtkunt? Het Landelijk Meldpunt Zorg geeft gratis advies.',
    },
    akj: {
      description:
        'Voor jongeren en ouders bij jeugdhulp (Jeugdwet): een vertrouwenspersoon helpt u gratis en onafhankelijk met uw vraag of klacht.',
    },
  },
} as const;
