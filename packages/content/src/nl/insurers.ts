// The words of ../insurers.ts in Dutch, the source: the other languages have this structure and order.
export default {
  registrationStopNotice: {
    title: 'Aanmeldstop Menzis en Anderzorg',
    text: 'Het budget dat we met Menzis hebben afgesproken, is voor dit jaar op. Bent u verzekerd bij Menzis of Anderzorg? Dan kunnen we u op dit moment helaas niet aanmelden. Uw zorgverzekeraar helpt u gratis bij het vinden van een andere zorgaanbieder. Zodra we weer aanmeldingen aannemen, staat dat op deze pagina.',
  },
  adultReimbursement: {
    title: 'Vergoeding van uw behandeling',
    paragraphs: [
      'Psychologische zorg voor volwassenen valt onder de basisverzekering. Iedereen in Nederland heeft die verzekering. U hebt er dus geen aanvullende verzekering voor nodig. Wel is een verwijsbrief van uw huisarts nodig.',
      'We hebben contracten met alle zorgverzekeraars hieronder. Wij sturen de rekening rechtstreeks naar uw verzekeraar. U betaalt alleen uw eigen risico, als u dat dat jaar nog niet hebt opgemaakt. In {year} is dat {amount}.',
    ],
  },
} as const;
