// The words of ../adultTreatments.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  adultTreatmentMethods: {
    'cognitive-behavioural-therapy': {
      description:
        'De meest gebruikte behandeling bij angst, paniek, somberheid en dwang. U brengt in kaart welke gedachten en gewoonten uw klachten in stand houden. Daarna oefent u, ook tussen de gesprekken door, met andere manieren van denken en doen. De behandeling is praktisch en meestal kort: vaak 8 tot 12 gesprekken.',
    },
    emdr: {
      description:
        'EMDR is een bewezen behandeling bij klachten na een schokkende gebeurtenis, zoals een ongeluk, geweld, oorlog of vlucht. U denkt terug aan de herinnering terwijl uw aandacht ook naar iets anders gaat, zoals een bewegende lichtbalk of tikjes. Daardoor verliest de herinnering haar lading. U bepaalt mee in welk tempo we werken.',
    },
    'acceptance-and-commitment-therapy': {
      description:
        'Soms gaan klachten niet helemaal weg, zoals pijn of piekeren. ACT helpt u om er anders mee om te gaan. U leert moeilijke gevoelens te laten zijn en uw energie te steken in wat u echt belangrijk vindt: uw familie, werk of geloof. Zo krijgt uw leven weer richting.',
    },
    'schema-therapy': {
      description:
        'Schematherapie is voor mensen bij wie klachten steeds terugkomen, bijvoorbeeld in relaties of op het werk. Vaak hebben ze te maken met patronen die in de jeugd zijn ontstaan. U leert die patronen herkennen en er op een gezondere manier mee om te gaan. Deze behandeling duurt meestal langer dan een jaar.',
    },
    'couples-therapy': {
      description:
        'Als een van u psychische klachten heeft, staat de relatie vaak onder druk. In relatietherapie komt u samen. U leert beter naar elkaar te luisteren, problemen samen aan te pakken en elkaar te steunen. De basisverzekering vergoedt dit als het deel is van de behandeling van een psychische aandoening bij een van u beiden.',
    },
    'group-therapy': {
      description:
        'In een groep van zes tot acht mensen werkt u onder leiding van twee behandelaars aan uw klachten. Veel mensen vinden het een opluchting om te merken dat anderen hetzelfde meemaken. U leert van elkaars ervaringen. We hebben groepen voor onder andere angst, somberheid en assertiviteit.',
    },
  },
  adultTreatmentExclusionTiles: {
    'active-suicidality': {
      title: 'Direct gevaar voor zelfmoord',
      description: 'Als u concrete plannen hebt om uit het leven te stappen, is direct intensieve hulp nodig.',
    },
    'alcohol-or-drug-addiction': {
      title: 'Verslaving aan alcohol of drugs',
      description: 'Een actieve verslaving wordt eerst behandeld in de verslavingszorg.',
    },
    'gambling-addiction': {
      title: 'Gokverslaving',
      description: 'Ook voor gokverslaving is gespecialiseerde verslavingszorg de beste eerste stap.',
    },
    'self-harm': {
      title: 'Uzelf verwonden',
      description: 'Als u uzelf regelmatig verwondt, is zorg nodig die vaker en sneller beschikbaar is.',
    },
    violence: {
      title: 'Neiging tot geweld tegen anderen',
      description: 'Bij dreiging of geweld tegen anderen is een andere vorm van hulp nodig.',
    },
    'active-psychosis': {
      title: 'Psychose',
      description: 'Bij stemmen horen of dingen zien die er niet zijn, helpt een gespecialiseerd psychoseteam.',
    },
    'severe-eating-disorder': {
      title: 'Ernstige eetstoornis',
      description: 'Ernstige anorexia of boulimia vraagt om een gespecialiseerd eetstoornissencentrum.',
    },
    'crisis-care': {
      title: 'Crisis of opname nodig',
      description: 'Wie 24 uur per dag zorg of een opname nodig heeft, is bij een crisisdienst of kliniek beter op zijn plek.',
    },
    mania: {
      title: 'Manische periode',
      description:
        'In een manische periode bent u extreem druk, opgejaagd of overmoedig. Dan moet u eerst weer tot rust komen, vaak met medicijnen.',
    },
    forensic: {
      title: 'Behandeling opgelegd door de rechter',
      description: 'Behandeling die de rechter verplicht, hoort bij zorg die daarvoor is ingericht (forensische zorg).',
    },
    'cognitive-impairment': {
      title: 'Ernstige problemen met denken en geheugen',
      description: 'Bij dementie of ernstig hersenletsel is zorg nodig die daarop is ingericht.',
    },
    'no-treatable-condition': {
      title: 'Vooral praktische of sociale problemen',
      description:
        'Bij schulden, huisvesting of werkconflicten zonder psychische aandoening helpt het wijkteam of maatschappelijk werk beter.',
    },
  },
} as const;
