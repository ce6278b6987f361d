// The words of ../adultOffer.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  adultOfferMethods: {
    'cognitive-behavioural-therapy': {
      description:
        'U onderzoekt samen met uw behandelaar welke gedachten en gewoonten uw klachten in stand houden, en oefent met nieuwe manieren van denken en doen.',
    },
    emdr: {
      description:
        'Een bewezen behandeling na schokkende gebeurtenissen. Nare herinneringen worden minder heftig, zodat ze uw leven minder beheersen.',
    },
    'acceptance-and-commitment-therapy': {
      description:
        'U leert moeilijke gedachten en gevoelens toe te laten in plaats van ertegen te vechten, en weer te leven naar wat u belangrijk vindt.',
    },
    'schema-therapy': {
      description:
        'Voor klachten die al lang bestaan of steeds terugkomen. U ontdekt welke patronen uit uw verleden nu nog meespelen en hoe u ze kunt doorbreken.',
    },
    'interpersonal-therapy': {
      title: 'Interpersoonlijke therapie',
      description:
        'Een korte behandeling bij depressie. U werkt aan uw relaties met anderen en aan grote veranderingen in uw leven, zoals verlies of een verhuizing.',
    },
    mindfulness: {
      title: 'Mindfulness (MBCT)',
      description:
        'In acht bijeenkomsten leert u met aandacht en zonder oordeel naar uw gedachten te kijken. Dit helpt om terugval in somberheid te voorkomen.',
    },
    'couples-therapy': {
      description:
        'Psychische klachten raken ook uw partner. Samen leert u beter te praten en elkaar te steunen. Dit wordt vergoed als het deel is van de behandeling van een psychische aandoening bij een van u beiden.',
    },
    'group-therapy': {
      description:
        'In een kleine groep werkt u met anderen aan vergelijkbare klachten, zoals angst of somberheid. U leert van elkaar en steunt elkaar.',
    },
    'exposure-therapy': {
      title: 'Exposuretherapie',
      description:
        'Stap voor stap en in uw eigen tempo gaat u de situaties aan die u spannend vindt. Zo merkt u dat de angst afneemt.',
    },
    psychoeducation: {
      description:
        'We geven uitleg over uw klachten, aan u en als u wilt ook aan uw naasten. Begrijpen wat er gebeurt is vaak de eerste stap naar herstel.',
    },
    'psychiatric-consultation': {
      title: 'Advies van de psychiater en medicijnen',
      description:
        'Waar nodig kijkt onze psychiater of verpleegkundig specialist mee. Zij adviseren over medicijnen en volgen hoe het gebruik gaat, naast uw therapie.',
    },
  },
  adultComplaintAreas: {
    'anxiety-and-panic': {
      title: 'Angst en paniek',
      description: 'Paniekaanvallen, sociale angst, fobieën of voortdurend piekeren.',
    },
    depression: {
      title: 'Depressie en somberheid',
      description: 'Langdurig somber zijn, weinig energie hebben en nergens meer van genieten.',
    },
    trauma: {
      title: 'Trauma en PTSS',
      description: 'Klachten na geweld, een ongeluk, oorlog of vlucht, zoals herbelevingen en schrikreacties.',
    },
    'obsessive-compulsive': {
      title: 'Dwangklachten',
      description: 'Dwanggedachten of -handelingen die veel tijd kosten en moeilijk te stoppen zijn.',
    },
    grief: {
      title: 'Rouw',
      description: 'Een verlies dat na lange tijd nog uw dagelijks leven beheerst.',
    },
    personality: {
      title: 'Persoonlijkheidsproblemen',
      description: 'Steeds terugkerende problemen in relaties, met emoties of met uw zelfbeeld.',
    },
    'somatic-symptoms': {
      title: 'Lichamelijke klachten zonder duidelijke oorzaak',
      description: 'Pijn, vermoeidheid of duizeligheid waar de arts geen verklaring voor vindt, en die uw leven beperken.',
    },
    adhd: {
      title: 'ADHD bij volwassenen',
      description: 'Moeite met concentratie, planning en rust, op het werk en thuis.',
    },
    'migration-and-culture': {
      title: 'Klachten rond migratie en cultuur',
      description: 'Angst of somberheid die samenhangt met leven tussen twee culturen, heimwee of discriminatie.',
    },
  },
  adultExclusionCriteria: {
    'active-suicidality': {
      title: 'U denkt op dit moment ernstig aan zelfmoord.',
    },
    'active-addiction': {
      title: 'U bent op dit moment verslaafd aan alcohol, drugs of gokken.',
    },
    'self-harm-or-violence': {
      title: 'U verwondt uzelf, of u hebt de neiging anderen geweld aan te doen.',
    },
    'active-psychosis': {
      title: 'U hebt op dit moment een psychose: u hoort bijvoorbeeld stemmen of ziet dingen die er niet zijn.',
    },
    'severe-eating-disorder': {
      title: 'U hebt een ernstige eetstoornis, zoals anorexia of boulimia.',
    },
  },
} as const;
