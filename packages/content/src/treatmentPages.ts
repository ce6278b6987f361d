import type { Localized } from './locale.ts';
import type { Icon } from './icons.ts';
import { contentStrings } from './contentStrings.ts';

/**
 * What the four treatment pages share: the kinds of their lists, the names of the methods on more
 * than one of them and the words before every exclusion list. Each page's own lists are in a module
 * named after the page (childOffer.ts, adultOffer.ts, childTreatments.ts, adultTreatments.ts), so a
 * visit loads its page's words and not the other three's.
 */
const text = contentStrings<typeof import('./nl/treatmentPages.ts').default>(
  'treatmentPages',
  (locale) => import(`./${locale}/treatmentPages.ts`),
);

export type TreatmentMethod = {
  id: string;
  title: Localized;
  description: Localized;
  icon: Icon;
};

/** A kind of problem we help with, shown as a tile ("klachten" in Dutch: symptoms, not grievances). */
export type ComplaintArea = {
  id: string;
  title: Localized;
  description: Localized;
  icon: Icon;
};

/** A situation in which Ankerlicht is not the right place, and other care is needed first. */
export type ExclusionCriterion = {
  id: string;
  title: Localized;
  description?: Localized;
  icon?: Icon;
};

/** Said before every exclusion list: why we have one and what happens next. */
export const exclusionIntro: Localized = text((t) => t.exclusionIntro);

// The names of the methods on more than one page's list, each written once (as variables, which the
// minifier shortens, rather than an object's properties, which it keeps).
export const cognitiveBehaviouralTherapyTitle: Localized = text((t) => t.cognitiveBehaviouralTherapyTitle);
export const emdrTitle: Localized = text((t) => t.emdrTitle);
export const playTherapyTitle: Localized = text((t) => t.playTherapyTitle);
export const systemicTherapyTitle: Localized = text((t) => t.systemicTherapyTitle);
export const psychoeducationTitle: Localized = text((t) => t.psychoeducationTitle);
export const acceptanceAndCommitmentTherapyTitle: Localized = text((t) => t.acceptanceAndCommitmentTherapyTitle);
export const schemaTherapyTitle: Localized = text((t) => t.schemaTherapyTitle);
export const couplesTherapyTitle: Localized = text((t) => t.couplesTherapyTitle);
export const groupTherapyTitle: Localized = text((t) => t.groupTherapyTitle);
