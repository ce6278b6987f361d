import type { Locale, Localized } from './locale.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/certifications.ts').default>(
  'certifications',
  (locale) => import(`./${locale}/certifications.ts`),
);

export type Certification = {
  id: string;
  /**
   * The mark's name: one string when it is the same in every language (ISO 9001); a Dutch name
   * translated per language, with the Dutch kept as a gloss. Read it with `certificationName`.
   */
  name: string | Localized;
  /** What it means for a client, in plain words. */
  description: Localized;
  /** Alternative text for the mark's logo. */
  logoAlt: Localized;
};

const kwaliteitsstatuut: Certification = {
  id: 'kwaliteitsstatuut-ggz',
  name: text((t) => t.kwaliteitsstatuut.name),
  description: text((t) => t.kwaliteitsstatuut.description),
  logoAlt: text((t) => t.kwaliteitsstatuut.logoAlt),
};

const iso9001: Certification = {
  id: 'iso-9001',
  name: 'ISO 9001',
  description: text((t) => t.iso9001.description),
  logoAlt: text((t) => t.iso9001.logoAlt),
};

const nen7510: Certification = {
  id: 'nen-7510',
  name: 'NEN 7510',
  description: text((t) => t.nen7510.description),
  logoAlt: text((t) => t.nen7510.logoAlt),
};

const gzTraining: Certification = {
  id: 'gz-training-institution',
  name: text((t) => t.gzTraining.name),
  description: text((t) => t.gzTraining.description),
  logoAlt: text((t) => t.gzTraining.logoAlt),
};

/** A certification's name in a language. */
export function certificationName(certification: Certification, locale: Locale): string {
  return typeof certification.name === 'string' ? certification.name : certification.name[locale];
}

/** The four certifications on the quality statute page. */
export const qualityCertifications: readonly Certification[] = [kwaliteitsstatuut, iso9001, nen7510, gzTraining];

/** The two marks in the footer. */
export const footerCertifications: readonly Certification[] = [kwaliteitsstatuut, iso9001];

/** Since 2024 a recognised training institution for GZ-psychologists (docs/product-rules.md §1). */
export const trainingInstitution = {
  since: 2024,
  title: text((t) => t.trainingInstitution.title),
  text: text((t) => t.trainingInstitution.text),
} as const satisfies { since: number; title: Localized; text: Localized };
