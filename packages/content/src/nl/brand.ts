// The words of ../brand.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  providerIdentifiers: {
    kvk: {
      label: 'KvK-nummer',
    },
    agb: {
      label: 'AGB-code',
    },
  },
  locations: {
    amsterdam: {
      buildingName: 'Gezondheidscentrum Slotervaart',
      area: 'In het stadsdeel Nieuw-West, wijk Slotervaart',
    },
    zaandam: {
      buildingName: 'Gezondheidscentrum Kleurrijk',
      area: 'In Zaandam-Oost, dicht bij station Kogerveld',
    },
  },
} as const;
