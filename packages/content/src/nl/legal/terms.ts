// The words of ../../legal/terms.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  termsAndConditions: {
    title: 'Algemene voorwaarden',
    intro:
      'Deze voorwaarden gelden voor iedereen die zich bij Ankerlicht GGZ aanmeldt of bij ons in behandeling is. Ze beschrijven wat u van ons mag verwachten en wat wij van u vragen. Hebt u vragen? Bespreek ze gerust met uw behandelaar.',
    sections: {
      definitions: {
        title: 'Begrippen',
        paragraphs: ['In deze voorwaarden bedoelen we met:'],
        bullets: [
          'Cliënt: degene die zorg ontvangt. Bij een kind onder de 16 jaar handelen ook de ouders met gezag of de voogd namens de cliënt.',
          'Behandelaar: de psycholoog, therapeut, psychiater of verpleegkundig specialist die u behandelt.',
          'Regiebehandelaar: de behandelaar die eindverantwoordelijk is voor uw behandeling en die uw vaste aanspreekpunt is.',
          'Behandelovereenkomst: de afspraken tussen u en Ankerlicht GGZ over uw behandeling, zoals bedoeld in de WGBO.',
        ],
      },
      'registration-and-referral': {
        title: 'Aanmelding en verwijzing',
        paragraphs: [
          'Voor een behandeling is een geldige verwijzing nodig: voor volwassenen van de huisarts; voor jongeren van 18 tot 23 jaar van de huisarts of een medisch specialist; voor kinderen tot 18 jaar ook van een medisch specialist, jeugdarts of medewerker van het wijkteam. U zorgt ervoor dat de gegevens in uw aanmelding juist en volledig zijn.',
          'Na de aanmelding beoordeelt ons screeningsteam of wij de juiste zorg kunnen bieden. Is dat niet zo, dan laten we u dat met uitleg weten en adviseren we u en uw verwijzer over andere mogelijkheden.',
        ],
      },
      'treatment-agreement': {
        title: 'De behandelovereenkomst',
        paragraphs: [
          'De behandelovereenkomst begint na het intakegesprek, als u instemt met het behandelplan. In dat plan staan uw doelen, de behandeling, de verwachte duur en wie uw regiebehandelaar is. Uw behandelaar legt alles in begrijpelijke taal uit. U geeft toestemming voor de behandeling, en u kunt die toestemming altijd weer intrekken.',
          'Bij kinderen onder de 16 jaar is toestemming nodig van beide ouders met gezag. Tussen 12 en 16 jaar geeft ook de jongere zelf toestemming; vanaf 16 jaar beslist de jongere zelf.',
        ],
      },
      'appointments-and-cancellation': {
        title: 'Afspraken en afzeggen',
        paragraphs: ['Een afspraak is voor u gereserveerd. Kunt u niet komen? Dan vragen we u het volgende:'],
        bullets: [
          'Zeg de afspraak uiterlijk {hours} uur van tevoren af, telefonisch of per e-mail. Dat is gratis.',
          'Zegt u later af of komt u niet, dan kunnen we {amount} in rekening brengen. Dit bedrag vergoedt uw zorgverzekeraar of gemeente niet.',
          'Bent u meer dan 15 minuten te laat, dan kan het gesprek korter zijn of niet doorgaan.',
        ],
        closing: [
          'Bij plotselinge ziekte of een noodgeval kijken we naar uw situatie; dan brengen we meestal niets in rekening. Moeten wij een afspraak afzeggen, dan doen we dat zo vroeg mogelijk en maken we snel een nieuwe afspraak.',
        ],
      },
      'costs-and-payment': {
        title: 'Kosten en betaling',
        paragraphs: [
          'Bij volwassenen sturen we de rekening rechtstreeks naar de zorgverzekeraar. Het eigen risico brengt de zorgverzekeraar bij u in rekening. Bij kinderen en jongeren onder de 18 jaar betaalt de gemeente; u betaalt dan niets.',
          'Zorg die niet wordt vergoed, zoals een behandeling zonder geldige verwijzing, een verklaring voor derden of kosten voor een gemiste afspraak, betaalt u zelf. We bespreken dit altijd vooraf met u. U betaalt zo’n rekening binnen 30 dagen. We gebruiken de tarieven die de Nederlandse Zorgautoriteit (NZa) vaststelt.',
        ],
      },
      'online-treatment': {
        title: 'Online behandeling',
        paragraphs: [
          'Online gesprekken voeren we via een beveiligde verbinding die voldoet aan de eisen voor de zorg. U zorgt voor een rustige plek waar niemand meeluistert. Zonder toestemming van de ander neemt niemand een gesprek op, wij niet en u niet.',
        ],
      },
      confidentiality: {
        title: 'Geheimhouding en dossier',
        paragraphs: [
          'Al onze medewerkers hebben een beroepsgeheim of geheimhoudingsplicht. We leggen uw behandeling vast in een medisch dossier en bewaren dat {retentionYears} jaar na de laatste wijziging. Hoe we met uw gegevens omgaan, leest u in onze privacyverklaring.',
        ],
      },
      conduct: {
        title: 'Omgangsregels',
        paragraphs: [
          'We gaan respectvol met elkaar om. Agressie, bedreiging of discriminatie accepteren we niet, ook niet van begeleiders. In ernstige gevallen kunnen we de behandeling beëindigen en aangifte doen.',
        ],
      },
      'ending-treatment': {
        title: 'Einde van de behandeling',
        paragraphs: [
          'Meestal eindigt de behandeling in overleg, als uw doelen zijn bereikt. U mag de behandeling altijd zelf stoppen; we vragen u dat met ons te bespreken. Wij kunnen de behandeling alleen om zwaarwegende redenen beëindigen, bijvoorbeeld als andere zorg nodig is. Dan zorgen we voor een goede overdracht.',
        ],
      },
      liability: {
        title: 'Aansprakelijkheid',
        paragraphs: [
          'Wij doen ons best om u de zorg te geven die past bij de professionele standaard. Een bepaald resultaat kunnen we niet beloven. Wij zijn verzekerd voor beroeps- en bedrijfsaansprakelijkheid.',
        ],
      },
      complaints: {
        title: 'Klachten',
        paragraphs: [
          'Bent u niet tevreden? Bespreek het eerst met uw behandelaar. Komt u er samen niet uit, dan kunt u terecht bij onze klachtenfunctionaris via {complaintsEmail}. Daarna staat de weg open naar een onafhankelijke geschillencommissie. De volledige klachtenregeling staat op de pagina Klachten.',
        ],
      },
      'applicable-law': {
        title: 'Toepasselijk recht en wijzigingen',
        paragraphs: [
          'Op deze voorwaarden is Nederlands recht van toepassing. Zijn er verschillen tussen de Nederlandse tekst en een vertaling, dan geldt de Nederlandse tekst. We kunnen deze voorwaarden wijzigen; voor een lopende behandeling gelden wijzigingen pas nadat we u erover hebben geïnformeerd.',
        ],
      },
    },
  },
} as const;
