// The words of ../exclusions.ts in Dutch, the source: the other languages have this structure and order.
export default {
  exclusionIntro:
    'Bij ons komt u op afspraak en gaat u daarna weer naar huis (ambulante zorg). In sommige situaties is andere, meer intensieve zorg nodig. Dan zijn wij niet de juiste plek. We bespreken dat eerlijk met u en uw verwijzer en denken mee over een betere plek.',
  adultExclusionCriteria: [
    // active-suicidality
    {
      title: 'Nu ernstige gedachten aan zelfmoord',
    },
    // active-addiction
    {
      title: 'Nu verslaafd aan alcohol, drugs of gokken',
    },
    // self-harm-or-violence
    {
      title: 'Nu uzelf verwonden, of de neiging hebben anderen geweld aan te doen',
    },
    // active-psychosis
    {
      title: 'Nu een psychose, zoals stemmen horen of dingen zien die er niet zijn',
    },
    // severe-eating-disorder
    {
      title: 'Ernstige eetstoornissen, zoals anorexia of boulimia',
    },
  ],
  adultTreatmentExclusionTiles: [
    // active-suicidality
    {
      title: 'Direct gevaar voor zelfmoord',
      description: 'Als u concrete plannen hebt om uit het leven te stappen, is direct intensieve hulp nodig.',
    },
    // alcohol-or-drug-addiction
    {
      title: 'Verslaving aan alcohol of drugs',
      description: 'Een actieve verslaving behandelt een verslavingszorginstelling eerst.',
    },
    // gambling-addiction
    {
      title: 'Gokverslaving',
      description: 'Ook voor gokverslaving is gespecialiseerde verslavingszorg de beste eerste stap.',
    },
    // self-harm
    {
      title: 'Uzelf verwonden',
      description: 'Als u uzelf regelmatig verwondt, is zorg nodig die vaker en sneller beschikbaar is.',
    },
    // violence
    {
      title: 'Neiging tot geweld tegen anderen',
      description: 'Bij dreiging of geweld tegen anderen is een andere vorm van hulp nodig.',
    },
    // active-psychosis
    {
      title: 'Psychose',
      description: 'Bij stemmen horen of dingen zien die er niet zijn, helpt een gespecialiseerd psychoseteam.',
    },
    // severe-eating-disorder
    {
      title: 'Ernstige eetstoornis',
      description: 'Ernstige anorexia of boulimia vraagt om een gespecialiseerd eetstoornissencentrum.',
    },
    // crisis-care
    {
      title: 'Crisis of opname nodig',
      description: 'Wie 24 uur per dag zorg of een opname nodig heeft, is bij een crisisdienst of kliniek beter op zijn plek.',
    },
    // mania
    {
      title: 'Manische periode',
      description:
        'In een manische periode bent u extreem druk, opgejaagd of overmoedig. Dan moet u eerst weer tot rust komen, vaak met medicijnen.',
    },
    // forensic
    {
      title: 'Behandeling opgelegd door de rechter',
      description: 'Behandeling die de rechter verplicht, hoort bij zorg die daarvoor is ingericht (forensische zorg).',
    },
    // cognitive-impairment
    {
      title: 'Ernstige problemen met denken en geheugen',
      description: 'Bij dementie of ernstig hersenletsel is zorg nodig die daarop is ingericht.',
    },
    // no-treatable-condition
    {
      title: 'Vooral praktische of sociale problemen',
      description:
        'Bij schulden, huisvesting of werkconflicten zonder psychische aandoening helpt het wijkteam of maatschappelijk werk beter.',
    },
  ],
  childExclusionCriteria: [
    // forensic
    {
      title: 'Hulp opgelegd door de rechter',
      description: 'Bijvoorbeeld als de hulp door de kinderrechter of jeugdreclassering is opgelegd.',
    },
    // crisis
    {
      title: 'Crisissituaties',
      description: 'Is het thuis of met uw kind acuut onveilig? Bel dan de huisarts, huisartsenpost of bij direct gevaar 112.',
    },
    // eating-disorder
    {
      title: 'Eetstoornissen',
      description: 'Kinderen met een eetstoornis hebben gespecialiseerde zorg nodig, vaak met een kinderarts erbij.',
    },
    // addiction
    {
      title: 'Verslaving',
      description: 'Bij verslaving aan alcohol, drugs of gamen is jeugdverslavingszorg de beste plek.',
    },
    // mild-intellectual-disability
    {
      title: 'Licht verstandelijke beperking',
      description: 'Kinderen met een licht verstandelijke beperking helpen we door naar zorg die daarop is afgestemd.',
    },
  ],
} as const;
