// The words of ../methods.ts in Dutch, the source: the other languages have this structure and order.
export default {
  cognitiveBehaviouralTherapyTitle: 'Cognitieve gedragstherapie',
  emdrTitle: 'EMDR-therapie',
  playTherapyTitle: 'Speltherapie',
  systemicTherapyTitle: 'Systeemtherapie',
  psychoeducationTitle: 'Uitleg over de klachten (psycho-educatie)',
  acceptanceAndCommitmentTherapyTitle: 'Acceptance and Commitment Therapy (ACT)',
  schemaTherapyTitle: 'Schematherapie',
  couplesTherapyTitle: 'Relatietherapie',
  groupTherapyTitle: 'Groepsbehandeling',
  childOfferMethods: [
    // cognitive-behavioural-therapy
    {
      description:
        'Uw kind leert hoe gedachten, gevoelens en gedrag samenhangen. Met oefeningen op maat leert het anders te denken en nieuwe dingen te proberen.',
    },
    // emdr
    {
      description:
        'Voor kinderen die iets schokkends hebben meegemaakt. Met EMDR worden nare herinneringen minder heftig, zodat uw kind er minder last van heeft.',
    },
    // play-therapy
    {
      description:
        'Jonge kinderen vertellen niet altijd in woorden wat ze voelen. In spel kunnen ze dat wel laten zien. De speltherapeut helpt uw kind om zo gevoelens te verwerken.',
    },
    // systemic-therapy
    {
      description:
        'Problemen van een kind raken het hele gezin. In systeemtherapie praten we met het gezin samen en zoeken we naar wat iedereen kan doen om het thuis beter te maken.',
    },
    // parent-guidance
    {
      title: 'Ouderbegeleiding',
      description:
        'U krijgt uitleg, steun en praktische tips om uw kind thuis te helpen. Zo gaat wat uw kind in de behandeling leert ook thuis verder.',
    },
    // psychodiagnostics
    {
      title: 'Psychologisch onderzoek',
      description:
        'Soms is eerst meer duidelijkheid nodig. Met gesprekken, vragenlijsten en testen onderzoeken we wat er speelt, bijvoorbeeld bij vragen over concentratie, autisme of leren.',
    },
    // mindfulness
    {
      title: 'Mindfulness voor kinderen en jongeren',
      description:
        'Met eenvoudige oefeningen leert uw kind aandacht te geven aan het hier en nu. Dat helpt bij piekeren, stress en onrust.',
    },
    // social-skills-training
    {
      title: 'Sociale-vaardigheidstraining',
      description:
        'In een kleine groep oefenen kinderen met contact maken, voor zichzelf opkomen en samenwerken. Ze merken dat ze niet de enige zijn.',
    },
    // psychoeducation
    {
      description:
        'We leggen uw kind en u in gewone woorden uit wat er aan de hand is. Als je begrijpt wat er gebeurt, kun je er beter mee omgaan.',
    },
  ],
  adultOfferMethods: [
    // cognitive-behavioural-therapy
    {
      description:
        'U onderzoekt samen met uw behandelaar welke gedachten en gewoonten uw klachten in stand houden, en oefent met nieuwe manieren van denken en doen.',
    },
    // emdr
    {
      description:
        'Een bewezen behandeling na schokkende gebeurtenissen. Nare herinneringen worden minder heftig, zodat ze uw leven minder beheersen.',
    },
    // acceptance-and-commitment-therapy
    {
      description:
        'U leert moeilijke gedachten en gevoelens toe te laten in plaats van ertegen te vechten, en weer te leven naar wat u belangrijk vindt.',
    },
    // schema-therapy
    {
      description:
        'Voor klachten die al lang bestaan of steeds terugkomen. U ontdekt welke patronen uit uw verleden nu nog meespelen en hoe u ze kunt doorbreken.',
    },
    // interpersonal-therapy
    {
      title: 'Interpersoonlijke therapie',
      description:
        'Een korte behandeling bij depressie. U werkt aan uw relaties met anderen en aan grote veranderingen in uw leven, zoals verlies of een verhuizing.',
    },
    // mindfulness
    {
      title: 'Mindfulness (MBCT)',
      description:
        'In acht bijeenkomsten leert u met aandacht en zonder oordeel naar uw gedachten te kijken. Dit helpt om terugval in somberheid te voorkomen.',
    },
    // couples-therapy
    {
      description:
        'Psychische klachten raken ook uw partner. Samen leert u beter te praten en elkaar te steunen. Vergoed als het deel is van de behandeling van een stoornis bij een van u.',
    },
    // group-therapy
    {
      description:
        'In een kleine groep werkt u met anderen aan vergelijkbare klachten, zoals angst of somberheid. U leert van elkaar en steunt elkaar.',
    },
    // exposure-therapy
    {
      title: 'Exposuretherapie',
      description:
        'Stap voor stap en in uw eigen tempo gaat u de situaties aan die u spannend vindt. Zo merkt u dat de angst afneemt.',
    },
    // psychoeducation
    {
      description:
        'We geven uitleg over uw klachten, aan u en als u wilt ook aan uw naasten. Begrijpen wat er gebeurt is vaak de eerste stap naar herstel.',
    },
    // psychiatric-consultation
    {
      title: 'Advies van de psychiater en medicijnen',
      description:
        'Waar nodig kijkt onze psychiater of verpleegkundig specialist mee. Zij adviseren over medicijnen en volgen hoe het gebruik gaat, naast uw therapie.',
    },
  ],
  childTreatmentMethods: [
    // cognitive-behavioural-therapy
    {
      description:
        'Cognitieve gedragstherapie helpt bij angst, somberheid, dwang en faalangst. Uw kind leert de eigen gedachten te herkennen en te onderzoeken: klopt dit wel? Met oefeningen, werkbladen en kleine opdrachten voor thuis probeert uw kind stap voor stap nieuw gedrag uit. Bij jonge kinderen gebruiken we tekeningen en spelletjes, bij tieners meer gesprekken.',
    },
    // play-therapy
    {
      description:
        'Speltherapie is voor kinderen van ongeveer 4 tot 12 jaar. In de spelkamer kiest uw kind zelf materiaal: poppen, zand, klei of tekenspullen. Wat het moeilijk vindt om te zeggen, wordt zichtbaar in het spel. De speltherapeut helpt uw kind om gevoelens te uiten en te verwerken. U hoort regelmatig wat we zien en wat u thuis kunt doen.',
    },
    // emdr
    {
      description:
        'Heeft uw kind iets naars meegemaakt, zoals een ongeluk, geweld of een plotseling verlies? EMDR helpt om de herinnering minder beangstigend te maken. Uw kind denkt kort aan de nare gebeurtenis en volgt tegelijk bijvoorbeeld een bewegende hand of luistert naar tikjes. Vaak zijn er maar een paar sessies nodig. Jonge kinderen mogen op schoot bij een ouder zitten.',
    },
    // systemic-therapy
    {
      description:
        'In systeemtherapie kijken we niet alleen naar uw kind, maar naar het hele gezin. Hoe gaat u met elkaar om? Wat gebeurt er als het spannend wordt? Samen zoeken we naar nieuwe manieren van praten en reageren. Ook broers, zussen of grootouders kunnen meedoen. We houden rekening met uw cultuur en gewoonten.',
    },
  ],
  adultTreatmentMethods: [
    // cognitive-behavioural-therapy
    {
      description:
        'De meest gebruikte behandeling bij angst, paniek, somberheid en dwang. U brengt in kaart welke gedachten en gewoonten uw klachten in stand houden. Daarna oefent u, ook tussen de gesprekken door, met andere manieren van denken en doen. De behandeling is praktisch en meestal kort: vaak 8 tot 12 gesprekken.',
    },
    // emdr
    {
      description:
        'EMDR is een bewezen behandeling bij klachten na een schokkende gebeurtenis, zoals een ongeluk, geweld, oorlog of vlucht. U denkt terug aan de herinnering terwijl uw aandacht ook naar iets anders gaat, zoals een bewegende lichtbalk of tikjes. Daardoor verliest de herinnering haar lading. U bepaalt mee in welk tempo we werken.',
    },
    // acceptance-and-commitment-therapy
    {
      description:
        'Soms gaan klachten niet helemaal weg, zoals pijn of piekeren. ACT helpt u om er anders mee om te gaan. U leert moeilijke gevoelens te laten zijn en uw energie te steken in wat u echt belangrijk vindt: uw familie, werk of geloof. Zo krijgt uw leven weer richting.',
    },
    // schema-therapy
    {
      description:
        'Schematherapie is voor mensen bij wie klachten steeds terugkomen, bijvoorbeeld in relaties of op het werk. Vaak hebben ze te maken met patronen die in de jeugd zijn ontstaan. U leert die patronen herkennen en er op een gezondere manier mee om te gaan. Deze behandeling duurt meestal langer dan een jaar.',
    },
    // couples-therapy
    {
      description:
        'Als een van u psychische klachten heeft, staat de relatie vaak onder druk. In relatietherapie komt u samen. U leert beter naar elkaar te luisteren, problemen samen aan te pakken en elkaar te steunen. De basisverzekering vergoedt dit als het deel is van de behandeling van een psychische stoornis bij een van u.',
    },
    // group-therapy
    {
      description:
        'In een groep van zes tot acht mensen werkt u onder leiding van twee behandelaars aan uw klachten. Veel mensen vinden het een opluchting om te merken dat anderen hetzelfde meemaken. U leert van elkaars ervaringen. We hebben groepen voor onder andere angst, somberheid en assertiviteit.',
    },
  ],
} as const;
