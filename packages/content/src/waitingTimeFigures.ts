import { localeDescriptor, type Locale, type Localized } from './locale.ts';
import type { Department } from './department.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/waitingTimeFigures.ts').default>('waitingTimeFigures', {
  nl: () => import('./nl/waitingTimeFigures.ts'),
  en: () => import('./en/waitingTimeFigures.ts'),
  tr: () => import('./tr/waitingTimeFigures.ts'),
});

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

/** One department's current waits. */
export type DepartmentWaitingTimes = Readonly<Record<WaitingTimePart, WaitSpan>> & {
  /**
   * What the summary card shows in large: one of the two parts, or the whole wait (both parts
   * together), rounded as docs/product-rules.md states it ("about 1 month").
   */
  readonly headline: WaitingTimePart | { readonly total: WaitSpan };
};

/**
 * The current waiting times: the one place to update them, with the date they hold for (the
 * peildatum, an ISO date). Every card, detail block and page derives its figures from here.
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
} as const satisfies {
  asOf: `${number}-${number}-${number}`;
  urgent: WaitSpan;
} & Record<Department, DepartmentWaitingTimes>;

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

/** The span a department's summary card shows in large. */
export function headlineSpan(department: Department): WaitSpan {
  const figures: DepartmentWaitingTimes = waitingTimeFigures[department];
  return typeof figures.headline === 'string' ? figures[figures.headline] : figures.headline.total;
}
