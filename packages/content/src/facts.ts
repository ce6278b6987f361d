import type { Localized } from './locale.ts';
import { formatEuros, yearFacts } from './yearFacts.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/facts.ts').default>('facts', (locale) => import(`./${locale}/facts.ts`));

/**
 * The business facts of docs/product-rules.md §9 as typed constants. Pages read numbers from here, and the
 * prepared sentences next to them, so a fact is stated the same way everywhere.
 */

export type NumberRange = { readonly min: number; readonly max: number };

/** A time of day, 24-hour clock, "HH:MM". */
export type ClockTime = `${number}${number}:${number}${number}`;
export type TimeSlot = { readonly from: ClockTime; readonly to: ClockTime };

/**
 * When the phone line is staffed. The spec gives two readings (09:00 and 08:30 for the
 * morning start, and once 9:00-17:00); the Dutch source text wins: 09:00-12:00 and
 * 13:00-16:30, Monday to Friday. Lunch break in between.
 */
export const phoneHours = {
  /** ISO weekday numbers, Monday = 1. */
  weekdays: [1, 2, 3, 4, 5],
  slots: [
    { from: '09:00', to: '12:00' },
    { from: '13:00', to: '16:30' },
  ],
  text: text((t) => t.phoneHours.text),
  /** Short form for a side panel or footer. */
  shortText: text((t) => t.phoneHours.shortText),
} as const satisfies {
  weekdays: readonly number[];
  slots: readonly TimeSlot[];
  text: Localized;
  shortText: Localized;
};

/** Treatment sessions: about 45 minutes, weekly or every two weeks. */
export const session = {
  minutes: 45,
  frequencies: ['weekly', 'biweekly'],
  text: text((t) => t.session.text),
} as const satisfies { minutes: number; frequencies: readonly string[]; text: Localized };

/**
 * Cancelling: free up to 24 hours ahead. Later, or not coming, may be charged, and the
 * insurer or municipality does not pay it. The fee itself is not a product rule: it is a tariff of
 * the year, so it lives with the other year-bound facts.
 */
const { lateCancellationFeeEuros } = yearFacts;
export const cancellation = {
  freeUntilHoursBefore: 24,
  lateCancellationFeeEuros,
  text: text(
    (t) => t.cancellation.text,
    (locale) => ({ amount: formatEuros(lateCancellationFeeEuros, locale) }),
  ),
} as const satisfies {
  freeUntilHoursBefore: number;
  lateCancellationFeeEuros: number;
  text: Localized;
};

/** The mandatory deductible of the Dutch basic health insurance (none under 18), for `yearFacts.year`. */
export const deductible = {
  year: yearFacts.year,
  euros: yearFacts.deductibleEuros,
  /** No deductible below this age. */
  appliesFromAge: 18,
  text: text(
    (t) => t.deductible.text,
    (locale) => ({ year: yearFacts.year, amount: formatEuros(yearFacts.deductibleEuros, locale) }),
  ),
} as const satisfies { year: number; euros: number; appliesFromAge: number; text: Localized };

/** Who pays: the municipality of residence under 18, the health insurer from 18. */
export const funding = {
  municipalityPaysUnderAge: 18,
  text: text((t) => t.funding.text),
} as const satisfies { municipalityPaysUnderAge: number; text: Localized };

/**
 * The screening call after registration. The spec gives 2–4 weeks and, elsewhere, 2–3 weeks;
 * 2–4 weeks is used everywhere.
 */
export const screeningCall = {
  withinWeeks: { min: 2, max: 4 },
  text: text((t) => t.screeningCall.text),
} as const satisfies { withinWeeks: NumberRange; text: Localized };

/**
 * The intake: usually 1–3 weeks after screening once a place is free. For adults
 * the waiting list comes first (3–6 months from registration, see waitingTimes.ts).
 */
export const intake = {
  weeksAfterScreening: { min: 1, max: 3 },
  text: text((t) => t.intake.text),
} as const satisfies { weeksAfterScreening: NumberRange; text: Localized };

/** A short treatment: about 8–12 sessions over 3–6 months. */
export const shortTreatment = {
  sessions: { min: 8, max: 12 },
  months: { min: 3, max: 6 },
  text: text((t) => t.shortTreatment.text),
} as const satisfies { sessions: NumberRange; months: NumberRange; text: Localized };

/** Emergencies: we try to see urgent cases within a week. */
export const urgentAppointment = {
  withinWeeks: 1,
  text: text((t) => t.urgentAppointment.text),
} as const satisfies { withinWeeks: number; text: Localized };

/** Consent and sharing rules for children and youth. */
export const youthConsent = {
  /** Below this age, both parents with parental authority give consent. */
  bothParentsConsentUnderAge: 16,
  /** From this age, we agree with the young person what is shared with parents. */
  sharingAgreementsFromAge: 12,
  text: text((t) => t.youthConsent.text),
} as const satisfies {
  bothParentsConsentUnderAge: number;
  sharingAgreementsFromAge: number;
  text: Localized;
};

/** The medical file is kept 20 years (WGBO), counted from the last change to it. */
export const medicalFileRetention = {
  years: 20,
  text: text((t) => t.medicalFileRetention.text),
} as const satisfies { years: number; text: Localized };

/** Age groups the child and youth approach is tailored to (from-to, in years). */
export const childAgeGroups = [
  { from: 4, to: 8 },
  { from: 8, to: 12 },
  { from: 12, to: 18 },
] as const satisfies readonly { from: number; to: number }[];

/** Languages treatment is offered in, and the team's wider language skills (docs/product-rules.md §1). */
export const treatmentLanguages = {
  /** Treatment languages, as site locales. */
  locales: ['nl', 'en', 'tr'],
  text: text((t) => t.treatmentLanguages.text),
} as const satisfies { locales: readonly ('nl' | 'en' | 'tr')[]; text: Localized };
