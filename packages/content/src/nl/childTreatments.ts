// The words of ../childTreatments.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  childTreatmentMethods: {
    'cognitive-behavioural-therapy': {
      description:
        'Cognitieve gedragstherapie helpt bij angst, somberheid, dwang en faalangst. Uw kind leert de eigen gedachten te herkennen en te onderzoeken: klopt dit wel? Met oefeningen, werkbladen en kleine opdrachten voor thuis probeert uw kind stap voor stap nieuw gedrag uit. Bij jonge kinderen gebruiken we tekeningen en spelletjes, bij tieners meer gesprekken.',
    },
    'play-therapy': {
      description:
        'Speltherapie is voor kinderen van ongeveer 4 tot 12 jaar. In de spelkamer kiest uw kind zelf materiaal: poppen, zand, klei of tekenspullen. Wat het moeilijk vindt om te zeggen, wordt zichtbaar in het spel. De speltherapeut helpt uw kind om gevoelens te uiten en te verwerken. U hoort regelmatig wat we zien en wat u thuis kunt doen.',
    },
    emdr: {
      description:
        'Heeft uw kind iets naars meegemaakt, zoals een ongeluk, geweld of een plotseling verlies? EMDR helpt om de herinnering minder beangstigend te maken. Uw kind denkt kort aan de nare gebeurtenis en volgt tegelijk bijvoorbeeld een bewegende hand of luistert naar tikjes. Vaak zijn er maar een paar sessies nodig. Jonge kinderen mogen op schoot bij een ouder zitten.',
    },
    'systemic-therapy': {
      description:
        'In systeemtherapie kijken we niet alleen naar uw kind, maar naar het hele gezin. Hoe gaat u met elkaar om? Wat gebeurt er als het spannend wordt? Samen zoeken we naar nieuwe manieren van praten en reageren. Ook broers, zussen of grootouders kunnen meedoen. We houden rekening met uw cultuur en gewoonten.',
    },
  },
  childComplaintTiles: {
    anxiety: {
      title: 'Angst',
      description: 'Veel piekeren, bang zijn om alleen te zijn of ergens niet heen durven.',
    },
    'low-mood': {
      title: 'Somberheid',
      description: 'Vaak verdrietig of prikkelbaar zijn, nergens zin in hebben of zich terugtrekken.',
    },
    trauma: {
      title: 'Nare ervaringen en trauma',
      description: 'Klachten na een nare gebeurtenis, zoals nachtmerries, schrikken of steeds eraan moeten denken.',
    },
    behaviour: {
      title: 'Gedragsproblemen',
      description: 'Veel boze buien, ruzie maken of moeite met regels, thuis of op school.',
    },
    attention: {
      title: 'Concentratie en ADHD',
      description: 'Moeite met opletten, stilzitten of wachten, en snel afgeleid zijn.',
    },
    autism: {
      title: 'Autisme',
      description: 'Anders omgaan met prikkels, contact en veranderingen, en daar vastlopen.',
    },
    'fear-of-failure': {
      title: 'Faalangst',
      description: 'Zo bang zijn om fouten te maken dat toetsen, spreekbeurten of sporten niet meer lukken.',
    },
    'social-problems': {
      title: 'Sociale problemen en pesten',
      description: 'Moeilijk vrienden maken, buitengesloten of gepest worden.',
    },
    grief: {
      title: 'Rouw en verlies',
      description: 'Een overlijden, een scheiding of afscheid van het land waar uw kind of uw gezin vandaan komt.',
    },
    'self-image': {
      title: 'Negatief zelfbeeld',
      description: 'Weinig zelfvertrouwen, zichzelf niet goed genoeg vinden of erg onzeker zijn.',
    },
    sleep: {
      title: 'Slaapproblemen',
      description: 'Moeilijk in slaap komen, vaak wakker worden of niet alleen durven slapen.',
    },
    'obsessive-compulsive': {
      title: 'Dwang',
      description: 'Dingen steeds opnieuw moeten doen of controleren, of gedachten die niet weggaan.',
    },
  },
} as const;
