// The words of ../municipalities.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  childReimbursement: {
    title: 'Vergoeding via de gemeente',
    paragraphs: [
      'Voor kinderen en jongeren tot 18 jaar betaalt de gemeente de zorg. Dat staat in de Jeugdwet. U betaalt zelf niets en er is geen eigen risico.',
      'Welke gemeente betaalt, hangt af van waar uw kind staat ingeschreven. Met de gemeenten en regio’s hieronder hebben we een contract. Woont u ergens anders? Neem contact met ons op: vaak is er toch een mogelijkheid.',
      'Vanaf 18 jaar betaalt de zorgverzekeraar uit de basisverzekering. Dan geldt het eigen risico.',
    ],
  },
} as const;
