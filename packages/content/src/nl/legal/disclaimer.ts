// The words of ../../legal/disclaimer.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  disclaimer: {
    title: 'Disclaimer',
    intro:
      'Deze website is van Ankerlicht GGZ ({site}). Door de website te gebruiken, gaat u akkoord met de afspraken hieronder.',
    sections: {
      'general-information': {
        title: 'Algemene informatie, geen persoonlijk advies',
        paragraphs: [
          'De informatie op deze website is algemeen. Ze is niet bedoeld als diagnose of persoonlijk behandeladvies en vervangt geen gesprek met uw huisarts of behandelaar. Twijfelt u over uw klachten? Neem dan contact op met uw huisarts.',
        ],
      },
      'not-for-emergencies': {
        title: 'Niet voor noodsituaties',
        paragraphs: [
          'Deze website en ons e-mailadres zijn niet bedoeld voor noodsituaties. Berichten lezen we alleen op werkdagen. Hebt u direct hulp nodig, bel dan uw huisarts of de huisartsenpost. Denkt u aan zelfmoord, bel dan 113 (0800-0113). Bij levensgevaar belt u 112.',
        ],
      },
      accuracy: {
        title: 'Juistheid van de informatie',
        paragraphs: [
          'We doen ons best om de informatie juist en actueel te houden. Toch kan er iets niet kloppen of verouderd zijn. Wachttijden zijn een schatting en kunnen veranderen. Voor informatie over vergoedingen gelden altijd de polisvoorwaarden van uw zorgverzekeraar of de regels van uw gemeente. Aan de informatie op deze website kunt u geen rechten ontlenen.',
        ],
      },
      'external-links': {
        title: 'Links naar andere websites',
        paragraphs: [
          'Deze website bevat links naar websites van anderen, zoals kaartdiensten en organisaties als 113 Zelfmoordpreventie. Wij zijn niet verantwoordelijk voor de inhoud van die websites of voor hoe zij met uw gegevens omgaan.',
        ],
      },
      'forms-and-email': {
        title: 'Formulieren en e-mail',
        paragraphs: [
          'Het aanmeldformulier verstuurt uw gegevens via een beveiligde verbinding. Stuur ons geen medische informatie via gewone e-mail als dat niet nodig is; gebruik het formulier of bespreek het in een gesprek. Hoe we met uw gegevens omgaan, leest u in onze privacyverklaring.',
        ],
      },
      'intellectual-property': {
        title: 'Teksten en beelden',
        paragraphs: [
          'De teksten, foto’s en het logo op deze website zijn van Ankerlicht GGZ of gebruikt met toestemming van de maker. U mag ze niet zonder onze toestemming overnemen, behalve voor eigen, niet-commercieel gebruik. De mensen op de foto’s zijn geen cliënten.',
        ],
      },
      translations: {
        title: 'Vertalingen',
        paragraphs: [
          'Deze website is er in het Nederlands, Engels en Turks. Zijn er verschillen tussen de talen, dan geldt de Nederlandse tekst.',
        ],
      },
      changes: {
        title: 'Wijzigingen',
        paragraphs: [
          'We kunnen deze disclaimer aanpassen. De datum bovenaan laat zien wanneer dat voor het laatst is gebeurd. Vragen? Mail naar {email}.',
        ],
      },
    },
  },
} as const;
