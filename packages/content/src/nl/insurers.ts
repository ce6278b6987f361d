// The words of ../insurers.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  adultReimbursement: {
    title: 'Vergoeding van uw behandeling',
    paragraphs: [
      'Psychologische zorg voor volwassenen valt onder de basisverzekering. Iedereen in Nederland heeft die verzekering. U hebt er dus geen aanvullende verzekering voor nodig. Wel is een verwijsbrief van uw huisarts nodig.',
      'We hebben contracten met alle zorgverzekeraars hieronder. Wij sturen de rekening rechtstreeks naar uw zorgverzekeraar. U betaalt alleen uw eigen risico, als u dat dit jaar nog niet hebt betaald. In {year} is dat {amount}.',
    ],
  },
} as const;
