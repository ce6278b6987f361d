// The words of ../brand.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/brand.ts';

export default {
  providerIdentifiers: {
    kvk: {
      label: 'Ticaret Sicil (KvK) numarası',
    },
    agb: {
      label: 'AGB kodu',
    },
  },
  locations: {
    amsterdam: {
      buildingName: 'Slotervaart Sağlık Merkezi',
      area: 'Nieuw-West ilçesinde, Slotervaart semtinde',
    },
    zaandam: {
      buildingName: 'Kleurrijk Sağlık Merkezi',
      area: 'Zaandam-Oost’ta, Kogerveld istasyonuna yakın',
    },
  },
} satisfies Translation<typeof source>;
