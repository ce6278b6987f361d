import { localeDescriptor, type Locale, type Localized } from './locale.ts';
import type { Department } from './department.ts';
import type { LocationId } from './brand.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/waitingTimeFigures.ts').default>(
  'waitingTimeFigures',
  (locale) => import(`./${locale}/waitingTimeFigures.ts`),
);

// The figures and how a wait is written, apart from the cards and texts in waitingTimes.ts:
// other content (the FAQ, the approach steps, the registration texts) states the same waits, and
// importing them from here keeps waitingTimes.ts's texts out of those pages' JavaScript.

/**
 * The two parts of a waiting time, as the NZa's transparency rules for mental health care ask
 * providers to publish them: the registration wait (aanmeldwachttijd, from registration to the
 * intake) and the treatment wait (behandelwachttijd, from the intake to the start of treatment).
 */
export const waitingTimeParts = ['registration', 'treatment'] as const;
export type WaitingTimePart = (typeof waitingTimeParts)[number];

/** A wait in whole weeks or months: one figure (`min === max`) or a range. */
export type WaitSpan = {
  readonly min: number;
  readonly max: number;
  readonly unit: 'week' | 'month';
  /** An estimate: "about 3 weeks". */
  readonly approximate?: boolean;
};

/** A wait's two parts. */
export type WaitingTimeSpans = Readonly<Record<WaitingTimePart, WaitSpan>>;

/** One department's current waits. */
export type DepartmentWaitingTimes = WaitingTimeSpans & {
  /**
   * What the summary card shows in large: one of the two parts, or the whole wait (both parts
   * together), rounded as docs/product-rules.md states it ("about 1 month").
   */
  readonly headline: WaitingTimePart | { readonly total: WaitSpan };
  /**
   * Each location's two parts, where they differ (a publication may give them, issue 54): shown
   * under the department's own, which span both and are what the summary card shows.
   */
  readonly locations?: Readonly<Record<LocationId, WaitingTimeSpans>>;
};

/**
 * A set of waiting-time figures: the built-in ones below, or a publication the site reads from the
 * backend at runtime (`published_waiting_times`, supabase/migrations/*_waiting_time_publications.sql),
 * which has exactly this shape. Every card, detail block and date is derived from a value of this
 * type by one function (waitingTimes.ts), whichever figures it is given.
 */
export type WaitingTimeFigures = {
  /** The date the figures hold for (the peildatum), an ISO date: the first day of a month. */
  readonly asOf: string;
  /** Urgent cases: a target, not a measured wait (docs/product-rules.md §9), so it has no parts. */
  readonly urgent: WaitSpan;
} & Readonly<Record<Department, DepartmentWaitingTimes>>;

/**
 * The built-in waiting times, with the date they hold for (the peildatum, an ISO date): what the
 * prerendered pages show, what the site shows until the newest publication has arrived and when
 * the backend cannot give one, and what the texts that state a wait in prose (the FAQ, the
 * approach steps, the registration texts) state. The backend's first publication equals them.
 * Adults: 3–6 months until the intake; children and youth: about 1 month in all (docs/product-rules.md §9, §2.8).
 */
export const waitingTimeFigures = {
  asOf: '2026-11-01',
  adults: {
    registration: { min: 3, max: 6, unit: 'month' },
    treatment: { min: 2, max: 4, unit: 'week' },
    headline: 'registration',
  },
  children: {
    // The screening call within 2 to 4 weeks and the parent intake 1 to 3 weeks later (approach.ts),
    // usually sooner than the sum of both: 3 to 5 weeks, within the "about 1 month" in all.
    registration: { min: 3, max: 5, unit: 'week' },
    treatment: { min: 1, max: 1, unit: 'week', approximate: true },
    headline: { total: { min: 1, max: 1, unit: 'month', approximate: true } },
  },
  /** Urgent cases: a target, not a measured wait (docs/product-rules.md §9), so it has no parts. */
  urgent: { min: 0, max: 1, unit: 'week' },
} as const satisfies WaitingTimeFigures & { asOf: `${number}-${number}-${number}` };

const aboutWord: Localized = text((t) => t.aboutWord);
const rangeWord: Localized = text((t) => t.rangeWord);

/**
 * A wait in words, for display, running text and screen readers alike ("3 tot 6 maanden",
 * "about 1 month", "3 ila 6 ay"); numbers and unit words come from Intl in the language's locale.
 */
export function formatWaitSpan(span: WaitSpan, locale: Locale): string {
  const tag = localeDescriptor(locale).ariaLocale;
  const upper = new Intl.NumberFormat(tag, { style: 'unit', unit: span.unit, unitDisplay: 'long' }).format(span.max);
  const amount = span.min === span.max ? upper : `${new Intl.NumberFormat(tag).format(span.min)} ${rangeWord[locale]} ${upper}`;
  return span.approximate ? `${aboutWord[locale]} ${amount}` : amount;
}

/** The span a department's summary card shows in large, of the given figures (the built-in ones by default). */
export function headlineSpan(department: Department, figures: WaitingTimeFigures = waitingTimeFigures): WaitSpan {
  const waits = figures[department];
  return typeof waits.headline === 'string' ? waits[waits.headline] : waits.headline.total;
}
