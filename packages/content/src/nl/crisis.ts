// The words of ../crisis.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  crisisLines: {
    emergency: {
      name: 'Alarmnummer 112',
      availability: 'Dag en nacht',
      description: 'Is er direct levensgevaar? Bel dan 112.',
    },
    'suicide-prevention': {
      name: '113 Zelfmoordpreventie',
      availability: 'Dag en nacht, anoniem',
      description: 'Denkt u aan zelfmoord, of maakt u zich zorgen om iemand? Bel 0800-0113 (gratis) of 113, of chat via 113.nl.',
    },
    gp: {
      name: 'Huisarts of huisartsenpost',
      availability: 'Overdag uw eigen huisarts; ’s avonds, ’s nachts en in het weekend de huisartsenpost',
      description:
        'Hebt u dringend hulp nodig, maar is er geen direct levensgevaar? Bel uw huisarts. Buiten kantoortijden belt u de huisartsenpost in uw regio.',
    },
  },
  notACrisisService: 'Ankerlicht GGZ is geen crisisdienst. Ons team is alleen tijdens kantoortijden bereikbaar.',
} as const;
