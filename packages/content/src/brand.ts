import type { Localized } from './locale.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/brand.ts').default>('brand', (locale) => import(`./${locale}/brand.ts`));

/**
 * The provider's identity and contact details. This is the only place these literals live:
 * pages, the footer, titles and e-mails all read them from here.
 */
export const brand = {
  /** The product name: ends every page title and names the careers heading. */
  name: 'Ankerlicht GGZ',
  shortName: 'Ankerlicht',
  /** Public site origin, used for canonical and Open Graph URLs. */
  siteUrl: 'https://www.ankerlicht-ggz.nl',
  phone: '020-765 43 21',
  email: 'info@ankerlicht-ggz.nl',
  /** Questions about personal data and requests under the GDPR (AVG). */
  privacyEmail: 'privacy@ankerlicht-ggz.nl',
  /** The complaints officer (klachtenfunctionaris). */
  complaintsEmail: 'klachten@ankerlicht-ggz.nl',
  /** Registration number in the Dutch business register (Kamer van Koophandel): 8 digits. */
  kvkNumber: '74839261',
  /**
   * Vektis AGB code of the practice: 8 digits, the first two the kind of care provider
   * (22 = GGZ institution), written with a dash after them as the sector does.
   */
  agbCode: '22-221847',
} as const;

export const providerIdentifierIds = ['kvk', 'agb'] as const;
export type ProviderIdentifierId = (typeof providerIdentifierIds)[number];

/** The provider's official numbers with their names, for the footer and the quality statute. */
export const providerIdentifiers: readonly { id: ProviderIdentifierId; label: Localized; value: string }[] = [
  {
    id: 'kvk',
    label: text((t) => t.providerIdentifiers.kvk.label),
    value: brand.kvkNumber,
  },
  { id: 'agb', label: text((t) => t.providerIdentifiers.agb.label), value: brand.agbCode },
];

/** A tel: link for a phone number: the number with dashes and spaces removed. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[\s-]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

export const locationIds = ['amsterdam', 'zaandam'] as const;
export type LocationId = (typeof locationIds)[number];

export type Location = {
  id: LocationId;
  /** City name, the same in every language. */
  city: string;
  /** The health centre the practice is in. */
  buildingName: Localized;
  /** Describes where it is, for visitors who do not know the city. */
  area: Localized;
  street: string;
  postalCode: string;
  /** Map position (WGS84), for the embedded map. */
  coordinates: { lat: number; lon: number };
};

export const locations: readonly Location[] = [
  {
    id: 'amsterdam',
    city: 'Amsterdam',
    buildingName: text((t) => t.locations.amsterdam.buildingName),
    area: text((t) => t.locations.amsterdam.area),
    street: 'Johan Huizingalaan 400',
    postalCode: '1066 JS',
    coordinates: { lat: 52.3534, lon: 4.8258 },
  },
  {
    id: 'zaandam',
    city: 'Zaandam',
    buildingName: text((t) => t.locations.zaandam.buildingName),
    area: text((t) => t.locations.zaandam.area),
    street: 'Kleurrijkplein 12',
    postalCode: '1503 AB',
    coordinates: { lat: 52.4451, lon: 4.8403 },
  },
];

/** One-line address, as a maps service expects it. */
export function formatAddress(location: Location): string {
  return `${location.street}, ${location.postalCode} ${location.city}`;
}

/** A maps-service link by address (opened by the visitor's choice, never loaded in the page). */
export function mapsSearchHref(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** The embedded map for a location: only loaded after the visitor asks for it. */
export function mapEmbedSrc(location: Location): string {
  const { lat, lon } = location.coordinates;
  const d = 0.006;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((n) => n.toFixed(4)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}
