// The words of ../brand.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/brand.ts';

export default {
  providerIdentifiers: {
    kvk: {
      label: 'Chamber of Commerce (KvK) number',
    },
    agb: {
      label: 'AGB code',
    },
  },
  locations: {
    amsterdam: {
      buildingName: 'Slotervaart Health Centre',
      area: 'In the Slotervaart neighbourhood of the Nieuw-West district',
    },
    zaandam: {
      buildingName: 'Kleurrijk Health Centre',
      area: 'In Zaandam-Oost, close to Kogerveld station',
    },
  },
} satisfies Translation<typeof source>;
