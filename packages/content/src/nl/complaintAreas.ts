// The words of ../complaintAreas.ts in Dutch, the source: the other languages have this structure and order.
export default {
  childComplaintTiles: [
    // anxiety
    {
      title: 'Angst',
      description: 'Veel piekeren, bang zijn om alleen te zijn of ergens niet heen durven.',
    },
    // low-mood
    {
      title: 'Somberheid',
      description: 'Vaak verdrietig of prikkelbaar zijn, nergens zin in hebben of zich terugtrekken.',
    },
    // trauma
    {
      title: 'Nare ervaringen en trauma',
      description: 'Klachten na een nare gebeurtenis, zoals nachtmerries, schrikken of steeds eraan moeten denken.',
    },
    // behaviour
    {
      title: 'Gedragsproblemen',
      description: 'Veel boze buien, ruzie maken of moeite met regels, thuis of op school.',
    },
    // attention
    {
      title: 'Concentratie en ADHD',
      description: 'Moeite met opletten, stilzitten of wachten, en snel afgeleid zijn.',
    },
    // autism
    {
      title: 'Autisme',
      description: 'Anders omgaan met prikkels, contact en veranderingen, en daar vastlopen.',
    },
    // fear-of-failure
    {
      title: 'Faalangst',
      description: 'Zo bang zijn om fouten te maken dat toetsen, spreekbeurten of sporten niet meer lukken.',
    },
    // social-problems
    {
      title: 'Sociale problemen en pesten',
      description: 'Moeilijk vrienden maken, buitengesloten of gepest worden.',
    },
    // grief
    {
      title: 'Rouw en verlies',
      description: 'Een overlijden, een scheiding of afscheid van het land waar je vandaan komt.',
    },
    // self-image
    {
      title: 'Negatief zelfbeeld',
      description: 'Weinig zelfvertrouwen, zichzelf niet goed genoeg vinden of erg onzeker zijn.',
    },
    // sleep
    {
      title: 'Slaapproblemen',
      description: 'Moeilijk in slaap komen, vaak wakker worden of niet alleen durven slapen.',
    },
    // obsessive-compulsive
    {
      title: 'Dwang',
      description: 'Dingen steeds opnieuw moeten doen of controleren, of gedachten die niet weggaan.',
    },
  ],
  adultComplaintAreas: [
    // anxiety-and-panic
    {
      title: 'Angst en paniek',
      description: 'Paniekaanvallen, sociale angst, fobieën of voortdurend piekeren.',
    },
    // depression
    {
      title: 'Depressie en somberheid',
      description: 'Langdurig somber zijn, weinig energie hebben en nergens meer van genieten.',
    },
    // trauma
    {
      title: 'Trauma en PTSS',
      description: 'Klachten na geweld, een ongeluk, oorlog of vlucht, zoals herbelevingen en schrikreacties.',
    },
    // obsessive-compulsive
    {
      title: 'Dwangklachten',
      description: 'Dwanggedachten of handelingen die veel tijd kosten en moeilijk te stoppen zijn.',
    },
    // grief
    {
      title: 'Rouw',
      description: 'Een verlies dat na lange tijd nog uw dagelijks leven beheerst.',
    },
    // personality
    {
      title: 'Persoonlijkheidsproblemen',
      description: 'Steeds terugkerende problemen in relaties, met emoties of met uw zelfbeeld.',
    },
    // somatic-symptoms
    {
      title: 'Lichamelijke klachten zonder duidelijke oorzaak',
      description: 'Pijn, vermoeidheid of duizeligheid waar de arts geen verklaring voor vindt, en die uw leven beperken.',
    },
    // adhd
    {
      title: 'ADHD bij volwassenen',
      description: 'Moeite met concentratie, planning en rust, op het werk en thuis.',
    },
    // migration-and-culture
    {
      title: 'Klachten rond migratie en cultuur',
      description: 'Angst of somberheid die samenhangt met leven tussen twee culturen, heimwee of discriminatie.',
    },
  ],
} as const;
