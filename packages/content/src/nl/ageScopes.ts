// The words of ../ageScopes.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  offerWaitingTimeAndRegistrationPages: {
    text: 'Voor kinderen en jongeren tot 23 jaar',
  },
  treatmentsAndApproachPages: {
    text: 'Voor kinderen en jongeren tot 18 jaar',
  },
  adults: {
    text: 'Voor volwassenen vanaf 23 jaar',
  },
} as const;
