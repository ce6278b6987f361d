// The words of ../../legal/accessibility.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  accessibilityStatement: {
    title: 'Toegankelijkheidsverklaring',
    intro:
      'Iedereen moet onze website kunnen gebruiken: ook met een beperking, op een oude telefoon of met hulpmiddelen zoals een schermlezer. Hier leest u wat we daarvoor doen, wat nog niet goed werkt en hoe u een probleem kunt melden.',
    sections: {
      standard: {
        title: 'Onze norm',
        paragraphs: [
          'We willen dat deze website voldoet aan de Web Content Accessibility Guidelines (WCAG) 2.2, niveau AA. Dat is de internationale norm voor toegankelijke websites, die ook de Nederlandse overheid hanteert.',
        ],
      },
      'what-we-do': {
        title: 'Wat we doen',
        paragraphs: ['Toegankelijkheid is bij ons geen controle achteraf, maar onderdeel van het bouwen. Zo werkt de website:'],
        bullets: [
          'Alles is te bedienen met alleen het toetsenbord, met een duidelijk zichtbare focus',
          'Teksten en knoppen hebben genoeg kleurcontrast, en de website werkt ook in de modus voor hoog contrast',
          'U kunt inzoomen tot 400% zonder dat er informatie wegvalt',
          'Formulieren hebben duidelijke labels en uitleg. Foutmeldingen staan bij het veld én bovenaan in een overzicht, in uw eigen taal',
          'De taal van de pagina is ingesteld, zodat een schermlezer Nederlands, Engels en Turks goed uitspreekt',
          'Afbeeldingen die iets vertellen, hebben een beschrijving. Bewegende onderdelen, zoals de fotocarrousel, kunt u pauzeren',
        ],
      },
      'how-we-test': {
        title: 'Hoe we testen',
        paragraphs: ['Bij elke wijziging aan de website testen we automatisch en met de hand:'],
        bullets: [
          'Elk onderdeel en elke pagina wordt automatisch gecontroleerd met axe, een veelgebruikt testprogramma voor toegankelijkheid. Een fout houdt de wijziging tegen',
          'We lopen elke pagina door met alleen het toetsenbord',
          'We controleren de pagina’s met schermlezers: NVDA op Windows en VoiceOver op Mac en iPhone',
          'We bekijken de website op een smal mobiel scherm, ingezoomd en in de modus voor hoog contrast',
        ],
        closing: [
          'Automatische tests vinden niet alle problemen. Daarom blijven de handmatige controles en uw meldingen belangrijk.',
        ],
      },
      'known-limitations': {
        title: 'Wat nog niet goed werkt',
        paragraphs: ['We weten van de volgende beperkingen en werken aan oplossingen:'],
        bullets: [
          'De kaarten op de contactpagina komen van OpenStreetMap en zijn niet volledig met toetsenbord of schermlezer te gebruiken. Het adres en een link naar de route staan daarom altijd ook als tekst op de pagina',
          'Pdf-documenten van anderen, zoals brochures van zorgverzekeraars waar we naar linken, zijn niet altijd toegankelijk',
          'De Engelse en Turkse teksten zijn vertalingen. Bij juridische teksten geldt de Nederlandse versie',
        ],
      },
      'report-a-problem': {
        title: 'Een probleem melden',
        paragraphs: [
          'Loopt u tegen een probleem aan, of kunt u iets op de website niet gebruiken? Laat het ons weten via {email} of bel {phone}. Vertel ons op welke pagina het was, wat u probeerde en welke browser of welk hulpmiddel u gebruikt. We reageren binnen 5 werkdagen en helpen u intussen op een andere manier, bijvoorbeeld door u telefonisch aan te melden.',
        ],
      },
    },
  },
} as const;
