// The words of ../../legal/privacy.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  privacyStatement: {
    title: 'Privacyverklaring',
    intro:
      'Bij Ankerlicht GGZ vertrouwt u ons persoonlijke en vaak gevoelige informatie toe. Daar gaan we zorgvuldig mee om. In deze privacyverklaring leest u welke gegevens we verwerken, waarom we dat doen, met wie we ze delen en welke rechten u hebt.',
    sections: {
      'who-we-are': {
        title: 'Wie wij zijn',
        paragraphs: [
          'Ankerlicht GGZ biedt psychologische zorg zonder opname aan volwassenen, kinderen en jongeren, op locaties in Amsterdam en Zaandam. Wij zijn verantwoordelijk voor de verwerking van uw persoonsgegevens. In de wet heet dat de verwerkingsverantwoordelijke.',
          'We hebben een functionaris gegevensbescherming (FG). Die houdt onafhankelijk toezicht op hoe wij met persoonsgegevens omgaan. U bereikt de FG via {privacyEmail}.',
        ],
      },
      'data-we-process': {
        title: 'Welke gegevens we verwerken',
        paragraphs: [
          'We verwerken alleen de gegevens die we nodig hebben om u goede zorg te geven en die zorg te kunnen declareren. Het gaat om:',
        ],
        bullets: [
          'Uw naam, adres, telefoonnummer, e-mailadres, geboortedatum en geslacht',
          'Uw burgerservicenummer (BSN) en de gegevens van uw zorgverzekering',
          'De verwijsbrief en de gegevens van uw verwijzer',
          'Gegevens over uw gezondheid: wat u ons vertelt, de uitkomsten van vragenlijsten en onderzoek, het behandelplan en verslagen van gesprekken',
          'Bij kinderen en jongeren: ook de naam en contactgegevens van de ouders of voogd',
          'Uw voorkeurstaal en de locatie waar u behandeld wilt worden',
        ],
      },
      purposes: {
        title: 'Waarvoor we uw gegevens gebruiken',
        paragraphs: ['We gebruiken uw gegevens alleen voor deze doelen:'],
        bullets: [
          'Uw aanmelding behandelen en beoordelen of wij de juiste zorg kunnen bieden',
          'U onderzoeken en behandelen, en uw medisch dossier bijhouden',
          'De zorg declareren bij uw zorgverzekeraar of gemeente',
          'Contact met u onderhouden over afspraken en uw behandeling',
          'Voldoen aan wettelijke plichten, zoals rond kwaliteit, klachten en de Belastingdienst',
          'Onze zorg verbeteren, met gegevens waaruit niet blijkt wie u bent',
        ],
      },
      'legal-basis': {
        title: 'Op welke grond we dat mogen',
        paragraphs: [
          'We verwerken uw gegevens omdat we met u een behandelovereenkomst sluiten, zoals de Wet op de geneeskundige behandelingsovereenkomst (WGBO) die beschrijft. Daarnaast moeten we van de wet bepaalde gegevens vastleggen, zoals uw BSN, en moeten we de zorg declareren volgens de Zorgverzekeringswet of de Jeugdwet.',
          'Gegevens over gezondheid zijn bijzondere persoonsgegevens. De AVG staat toe dat zorgverleners die verwerken voor de zorg, omdat zij een beroepsgeheim hebben. Voor alles wat verder gaat, zoals informatie aan school, vragen we eerst uw toestemming. Die toestemming kunt u altijd weer intrekken.',
        ],
      },
      sharing: {
        title: 'Met wie we gegevens delen',
        paragraphs: [
          'Alle behandelaars en medewerkers van Ankerlicht GGZ hebben een beroepsgeheim of geheimhoudingsplicht. Alleen wie bij uw zorg betrokken is, kan uw dossier inzien. Buiten Ankerlicht GGZ delen we alleen gegevens in deze gevallen:',
        ],
        bullets: [
          'Uw zorgverzekeraar of gemeente, voor de betaling. Volwassenen kunnen met een privacyverklaring voorkomen dat de verzekeraar informatie over de diagnose krijgt.',
          'Uw huisarts of andere verwijzer, alleen met uw toestemming: meestal een brief bij de start en bij het einde van de behandeling.',
          'Andere zorgverleners of school, alleen met uw toestemming en alleen wat nodig is.',
          'Bedrijven die voor ons werken, zoals onze leverancier van het dossiersysteem, beveiligd beeldbellen en e-mail. Met hen hebben we een verwerkersovereenkomst. Zij bewaren de gegevens binnen de Europese Unie.',
        ],
        closing: [
          'Soms verplicht de wet ons om gegevens te delen, of mogen we ons beroepsgeheim doorbreken om ernstig gevaar te voorkomen, bijvoorbeeld bij vermoedens van kindermishandeling. Dan volgen we de meldcode huiselijk geweld en kindermishandeling en bespreken we dat zo mogelijk eerst met u. We verkopen uw gegevens nooit.',
        ],
      },
      children: {
        title: 'Kinderen en jongeren',
        paragraphs: [
          'Voor kinderen onder de 12 jaar oefenen de ouders met gezag of de voogd de privacyrechten uit. Tussen 12 en 16 jaar doen de jongere en de ouders dat samen. Vanaf 16 jaar beslist de jongere zelf.',
          'Vanaf 12 jaar maken we met de jongere afspraken over wat we met de ouders delen. Gaat het om de veiligheid van het kind, dan informeren we de ouders altijd.',
        ],
      },
      security: {
        title: 'Hoe we uw gegevens beveiligen',
        paragraphs: ['We werken volgens NEN 7510, de norm voor informatiebeveiliging in de zorg. Dat betekent onder andere:'],
        bullets: [
          'Het aanmeldformulier, e-mail met cliënten en beeldbellen gaan via versleutelde verbindingen',
          'Medewerkers loggen in met twee stappen en zien alleen de dossiers die ze voor hun werk nodig hebben',
          'We houden bij wie een dossier heeft geopend, en controleren dat regelmatig',
          'Een datalek melden we binnen 72 uur aan de Autoriteit Persoonsgegevens en, als het u raakt, ook aan u',
        ],
      },
      retention: {
        title: 'Hoe lang we gegevens bewaren',
        paragraphs: ['We bewaren gegevens niet langer dan nodig of wettelijk verplicht:'],
        bullets: [
          'Uw medisch dossier: {years} jaar, gerekend vanaf de laatste wijziging (WGBO), of langer als dat nodig is voor goede zorg',
          'Aanmeldgegevens en verwijsbrief als u niet bij ons in behandeling komt: maximaal 1 jaar',
          'Gegevens voor de financiële administratie: 7 jaar, zoals de belastingwet voorschrijft',
          'Sollicitatiegegevens: 4 weken na de procedure, of 1 jaar als u daar toestemming voor geeft',
        ],
      },
      'your-rights': {
        title: 'Uw rechten',
        paragraphs: ['U hebt de volgende rechten over uw gegevens:'],
        bullets: [
          'Inzage: u mag uw dossier inzien en krijgt gratis een kopie',
          'Correctie en aanvulling: feitelijke fouten in uw dossier verbeteren we; met uw mening kunt u een eigen verklaring aan het dossier toevoegen',
          'Vernietiging: u kunt vragen uw dossier te vernietigen, tenzij de wet of een groot belang van een ander dat verbiedt',
          'Beperking en bezwaar: u kunt vragen het gebruik van uw gegevens te beperken, of bezwaar maken tegen een bepaald gebruik',
          'Overdracht: u kunt uw gegevens in een gangbaar digitaal formaat krijgen, bijvoorbeeld voor een nieuwe zorgverlener',
          'Toestemming intrekken: gegeven toestemming kunt u altijd weer intrekken',
        ],
        closing: [
          'Wilt u een van deze rechten gebruiken? Vraag het aan uw behandelaar of mail naar {privacyEmail}. We reageren binnen een maand. Om zeker te weten dat we met u te maken hebben, vragen we u soms om u te legitimeren.',
        ],
      },
      website: {
        title: 'Deze website',
        paragraphs: [
          'Deze website gebruikt geen cookies om u te volgen en geen advertentiecookies. Uw taalkeuze bewaren we alleen in uw eigen browser, zodat de website de volgende keer in uw taal opent. Die keuze wordt niet naar ons gestuurd.',
          'De kaarten op de contactpagina laden pas als u daarom vraagt. Dan krijgt OpenStreetMap uw IP-adres, zoals bij elke website die u bezoekt. Wat u in het aanmeldformulier invult en de verwijsbrief die u meestuurt, gaan via een versleutelde verbinding naar onze beveiligde opslag in de Europese Unie. Ons screeningsteam krijgt daarvan een melding per e-mail.',
        ],
      },
      'questions-and-complaints': {
        title: 'Vragen of klachten',
        paragraphs: [
          'Hebt u een vraag over privacy, of bent u niet tevreden over hoe wij met uw gegevens omgaan? Mail ons via {privacyEmail}. We zoeken graag samen met u naar een oplossing.',
          'Komen we er samen niet uit? Dan kunt u een klacht indienen bij de Autoriteit Persoonsgegevens, de toezichthouder op privacy in Nederland.',
        ],
      },
      changes: {
        title: 'Wijzigingen',
        paragraphs: [
          'We passen deze privacyverklaring aan als de wet of onze werkwijze verandert. Bovenaan ziet u de datum van de laatste versie. Bij grote wijzigingen informeren we cliënten in behandeling persoonlijk.',
        ],
      },
    },
  },
} as const;
