// The words of ../../legal/qualityStatute.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  qualityStatuteInfo: {
    'what-is-it': {
      title: 'Wat is een kwaliteitsstatuut?',
      text: 'Elke ggz-aanbieder in Nederland moet een kwaliteitsstatuut hebben. Daarin staat hoe de zorg is georganiseerd, wie waarvoor verantwoordelijk is en hoe de kwaliteit wordt bewaakt. Zo weet u vooraf wat u van ons kunt verwachten.',
    },
    'lead-practitioner': {
      title: 'Uw regiebehandelaar',
      text: 'Iedere cliënt heeft een regiebehandelaar. Dat is een BIG-geregistreerde professional die eindverantwoordelijk is voor uw behandeling, het behandelplan met u afstemt en uw vaste aanspreekpunt is. Bij kinderen en jongeren is dat een SKJ- of BIG-geregistreerde professional.',
    },
    'quality-assurance': {
      title: 'Hoe we de kwaliteit bewaken',
      text: 'We meten met korte vragenlijsten hoe het met u gaat (ROM), bespreken behandelingen in het team, volgen scholing en laten ons elk jaar onafhankelijk keuren. Ervaringen van cliënten gebruiken we om te verbeteren.',
    },
    'complaints-and-disputes': {
      title: 'Klachten en geschillen',
      text: 'Bent u niet tevreden, dan horen we dat graag. U kunt terecht bij uw behandelaar, bij onze onafhankelijke klachtenfunctionaris en daarna bij een externe geschillencommissie, zoals de Wkkgz voorschrijft.',
    },
  },
  qualityStatute: {
    title: 'Kwaliteitsstatuut Ankerlicht GGZ',
    intro:
      'Dit is het kwaliteitsstatuut van Ankerlicht GGZ, opgesteld volgens het landelijk model kwaliteitsstatuut GGZ. Het geldt voor alle zorg die wij bieden aan volwassenen, kinderen en jongeren.',
    sections: {
      'general-information': {
        title: '1. Algemene gegevens',
        paragraphs: [
          'Naam: {name}. Locaties: {locationList}. Telefoon: {phone}. E-mail: {email}. Website: {siteUrl}. AGB-code: {agbCode}. KvK-nummer (Kamer van Koophandel): {kvkNumber}.',
        ],
      },
      'target-group-and-offer': {
        title: '2. Doelgroep en aanbod',
        paragraphs: [
          'Wij behandelen volwassenen met psychische klachten zonder opname: zij komen naar een van onze locaties of spreken ons online. Deze zorg valt onder de Zorgverzekeringswet en wordt sinds 2022 gedeclareerd volgens het zorgprestatiemodel, per gesprek of consult; het onderscheid tussen basis-ggz en gespecialiseerde ggz bestaat sindsdien niet meer. Daarnaast bieden wij jeugd-ggz aan kinderen en jongeren en hun ouders (Jeugdwet). Zorg is mogelijk in het Nederlands, Engels en Turks, op een van onze locaties of online.',
          'Wij behandelen onder andere angst- en paniekklachten, depressieve klachten, trauma, dwang, rouw, persoonlijkheidsproblemen, lichamelijke klachten zonder duidelijke oorzaak en ADHD. Bij kinderen en jongeren doen we ook psychologisch onderzoek, bijvoorbeeld naar ADHD en autisme.',
          'Wij bieden geen crisiszorg en geen opname. Soms is andere zorg nodig: als iemand op dit moment ernstig aan zelfmoord denkt, verslaafd is, zichzelf verwondt of geweld gebruikt, een psychose heeft of een ernstige eetstoornis heeft. Dan verwijzen we naar zorg die daarbij past.',
        ],
      },
      professionals: {
        title: '3. Professionals en regiebehandelaars',
        paragraphs: [
          'Bij ons werken GZ-psychologen, een klinisch psycholoog, een psychotherapeut, psychiaters, een verpleegkundig specialist GGZ, psychologen, orthopedagogen en gespecialiseerde therapeuten. Iedereen is geregistreerd in het BIG-register of het Kwaliteitsregister Jeugd (SKJ), voor zover het beroep dat vraagt.',
          'Regiebehandelaars kunnen zijn: de GZ-psycholoog, klinisch psycholoog, psychotherapeut, psychiater en verpleegkundig specialist GGZ. In de jeugd-ggz kan ook een SKJ-geregistreerde jeugd- en gezinsprofessional met de juiste bekwaamheid regiebehandelaar zijn. De regiebehandelaar is eindverantwoordelijk, ziet u zelf tijdens de intake en bij evaluaties, en is uw vaste aanspreekpunt.',
        ],
      },
      collaboration: {
        title: '4. Samenwerking',
        paragraphs: [
          'Binnen Ankerlicht GGZ bespreken we behandelingen elke week met collega’s uit verschillende vakgebieden (multidisciplinair overleg). Daarbuiten werken we samen met:',
        ],
        bullets: [
          'Huisartsen en praktijkondersteuners GGZ in Amsterdam en de Zaanstreek',
          'Wijkteams, Ouder- en Kindteams en scholen',
          'De regionale crisisdienst, via de huisarts of huisartsenpost',
          'Instellingen voor verslavingszorg, eetstoornissen en specialistische psychiatrie, voor doorverwijzing',
          'Veilig Thuis, als er zorgen zijn over huiselijk geweld of kindermishandeling',
        ],
      },
      'contracts-and-rates': {
        title: '5. Contracten en tarieven',
        paragraphs: [
          'We hebben contracten met de zorgverzekeraars van {insurerList}. Met sommige verzekeraars is een jaarbudget afgesproken. Is dat op, dan kondigen we een aanmeldstop aan voor hun verzekerden en verwijzen we naar de zorgbemiddeling van de verzekeraar.',
          'Voor jeugd-ggz hebben we contracten met: {municipalityList}. We gebruiken de tarieven van de Nederlandse Zorgautoriteit (NZa) en de gemeentelijke afspraken. Afspraken die niet of te laat (korter dan 24 uur van tevoren) worden afgezegd, kunnen in rekening worden gebracht.',
        ],
      },
      'quality-policy': {
        title: '6. Kwaliteitsbeleid',
        paragraphs: ['We werken volgens de geldende zorgstandaarden en richtlijnen. Onze kwaliteit bewaken we onder andere zo:'],
        bullets: [
          'Routine Outcome Monitoring (ROM): vragenlijsten bij de start, tijdens en aan het einde van de behandeling',
          'Intervisie, supervisie en een jaarlijks scholingsplan voor iedere medewerker',
          'Een ISO 9001-gecertificeerd kwaliteitssysteem en informatiebeveiliging volgens NEN 7510',
          'Het melden en bespreken van incidenten, zodat we ervan leren',
          'De meldcode huiselijk geweld en kindermishandeling, en een verklaring omtrent het gedrag (VOG) voor alle medewerkers',
          'Een jaarlijks tevredenheidsonderzoek onder cliënten en ouders',
        ],
      },
      complaints: {
        title: '7. Klachten en geschillen',
        paragraphs: [
          'Cliënten met een klacht kunnen terecht bij hun behandelaar en bij onze onafhankelijke klachtenfunctionaris ({complaintsEmail}). Komen we er samen niet uit, dan kan de cliënt het geschil voorleggen aan De Geschillencommissie Zorg, waarbij wij zijn aangesloten zoals de Wkkgz vraagt. Zie de pagina Klachten voor de volledige regeling.',
        ],
      },
      'registration-and-intake': {
        title: '8. Aanmelding en intake',
        paragraphs: [
          'U meldt zich aan via het formulier op onze website of telefonisch. Binnen 2 werkdagen controleren we of de aanmelding en de verwijsbrief compleet zijn. Binnen 2 tot 4 weken belt ons screeningsteam u voor een telefonische screening. Daarin bepalen we of onze zorg bij uw vraag past.',
          'De actuele wachttijden staan op onze website. We werken ze elke maand bij. Is de wachttijd langer dan de Treeknorm, dan wijzen we u op de zorgbemiddeling van uw zorgverzekeraar. Minstens 7 dagen voor de intake ontvangt u een startvragenlijst. De intake wordt gedaan door of onder verantwoordelijkheid van een regiebehandelaar.',
        ],
      },
      'diagnosis-and-treatment-plan': {
        title: '9. Diagnostiek en behandelplan',
        paragraphs: [
          'Na de intake stelt de regiebehandelaar, zo nodig na aanvullend onderzoek, een diagnose volgens de DSM-5. Samen met u maakt de regiebehandelaar een behandelplan met doelen, de gekozen behandeling en de verwachte duur. U beslist mee en krijgt het plan op papier of digitaal.',
        ],
      },
      'treatment-and-evaluation': {
        title: '10. Behandeling en evaluatie',
        paragraphs: [
          'De behandeling wordt uitgevoerd door de regiebehandelaar en eventueel andere behandelaars uit het team. Wie betrokken is, staat in het behandelplan. We evalueren de behandeling regelmatig met u, ten minste elke drie maanden, met behulp van ROM. Zo nodig passen we het plan aan.',
          'Als het tijdens de behandeling plotseling slechter gaat, neemt u tijdens kantoortijden contact op met uw behandelaar. Buiten kantoortijden belt u uw huisarts of de huisartsenpost. Met cliënten met een verhoogd risico maken we een signaleringsplan.',
        ],
      },
      'completion-and-aftercare': {
        title: '11. Afsluiting en nazorg',
        paragraphs: [
          'We ronden de behandeling af in een eindgesprek en met een laatste ROM-vragenlijst. Samen maken we een plan om terugval te voorkomen. Met uw toestemming sturen we de verwijzer een afsluitbrief. Krijgt u later opnieuw klachten, dan kunt u via uw huisarts opnieuw bij ons terecht.',
        ],
      },
      declaration: {
        title: '12. Ondertekening',
        paragraphs: [
          'Hierbij verklaar ik dat Ankerlicht GGZ zich houdt aan de wettelijke eisen en de afspraken in dit kwaliteitsstatuut, en dat dit statuut naar waarheid is ingevuld. {name}, {role}, Amsterdam.',
        ],
      },
    },
  },
} as const;
