import { hrefFor } from './pages.ts';
import { localeDescriptor, type Locale, type Localized } from './locale.ts';
import { departments, type Department } from './department.ts';
import { formatLongDate, perLocale } from './yearFacts.ts';
import {
  formatWaitSpan,
  headlineSpan,
  waitingTimeFigures,
  waitingTimeParts,
  type WaitSpan,
  type WaitingTimeFigures,
  type WaitingTimePart,
  type WaitingTimeSpans,
} from './waitingTimeFigures.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/waitingTimes.ts').default>(
  'waitingTimes',
  (locale) => import(`./${locale}/waitingTimes.ts`),
);

/** What each part measures, as a row label: the same words on every card and page. */
export const waitingTimePartLabels: Readonly<Record<WaitingTimePart, Localized>> = {
  registration: text((t) => t.waitingTimePartLabels.registration),
  treatment: text((t) => t.waitingTimePartLabels.treatment),
};

export type WaitingTimeBreakdownRow = {
  part: WaitingTimePart;
  label: Localized;
  value: Localized;
};

/** A wait's two parts as rows (label and value), in the order they happen. */
export function waitingTimeBreakdownOf(spans: WaitingTimeSpans): readonly WaitingTimeBreakdownRow[] {
  return waitingTimeParts.map((part) => ({
    part,
    label: waitingTimePartLabels[part],
    value: perLocale((locale) => formatWaitSpan(spans[part], locale)),
  }));
}

/** The line above a department's waits per location. */
export const waitingTimesPerLocation: Localized = text((t) => t.waitingTimesPerLocation);

/**
 * The date figures hold for, in words: shown with the figures wherever they appear. `stale`
 * (waitingTimesAreStale, on the visitor's clock) says plainly that they are the newest there are.
 */
export function waitingTimesAsOfFor(figures: WaitingTimeFigures, stale = false): Localized {
  const date = (locale: Locale) => ({ date: formatLongDate(figures.asOf, locale) });
  return stale ? text((t) => t.waitingTimesAsOfStale, date) : text((t) => t.waitingTimesAsOf, date);
}

/**
 * Figures older than this many days (from their date to the visitor's today) are shown with a plain
 * statement that they are the newest there are: the NZa asks for monthly figures, so a month's
 * figures plus a few days to review and publish them.
 */
export const staleWaitingTimeDays = 35;

/** Whether figures of this date are more than `staleWaitingTimeDays` old on the given day (its calendar date where it is read). */
export function waitingTimesAreStale(asOf: string, today: Date): boolean {
  return (
    Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) - Date.parse(`${asOf}T00:00:00Z`) >
    staleWaitingTimeDays * 86_400_000
  );
}

// The built-in figures' date, cards and detail blocks below are marked pure: the site's pages read
// the functions, with the figures shown now, and their bundles leave these out.

/** The date the built-in figures hold for, in words. */
export const waitingTimesAsOf: Localized = /* @__PURE__ */ waitingTimesAsOfFor(waitingTimeFigures);

/** The same once they are stale: exported so that the checks over every visitor-facing string read it too. */
export const waitingTimesAsOfStale: Localized = /* @__PURE__ */ waitingTimesAsOfFor(waitingTimeFigures, true);

/** A short, plain explanation of the two parts, with their official Dutch names in the Dutch text. */
export const waitingTimePartsExplanation: Localized = text((t) => t.waitingTimePartsExplanation);

/** The three waiting-time summaries, one per department and urgent care; also the keys of the detail blocks. */
export const waitingTimeTypes = [...departments, 'urgent'] as const;
export type WaitingTimeType = (typeof waitingTimeTypes)[number];

/** Drives the progress bar: low 30 % green, medium 60 %, high and urgent 90 % red (docs/product-rules.md §4). */
export const waitingTimeStatuses = ['low', 'medium', 'high', 'urgent'] as const;
export type WaitingTimeStatus = (typeof waitingTimeStatuses)[number];

/** The singular goes with an upper bound of 1: "0–1 week", "1 maand" (never "0–1 weken"). */
export const timeUnits = ['months', 'month', 'weeks', 'week'] as const;
export type TimeUnit = (typeof timeUnits)[number];

/**
 * The Treeknorm in days, for what a card shows in large: at most four weeks from registration to
 * the intake, ten weeks from the intake to treatment, fourteen in all (the figures the adult page's
 * care-mediation paragraph states; docs/product-rules.md, "Waiting times from the inbox").
 */
const treeknormDays = { registration: 28, treatment: 70, total: 98 } as const;

/** A span's bounds in days: a week is 7, a month 30.44 (365.25 / 12, rounded; the database counts the same month). */
const daysOf = (count: number, unit: WaitSpan['unit']) => count * (unit === 'week' ? 7 : 30.44);

/**
 * A department's status against the Treeknorm, from what its card shows in large (one part, or the
 * whole wait) and the norm for that: low when the whole span is within it, medium when only its
 * upper bound is over, high when its lower bound is over too. The built-in figures give adults high
 * (3 to 6 months to the intake) and children and youth low (about 1 month in all).
 */
export function waitingTimeStatusFor(figures: WaitingTimeFigures, department: Department): 'low' | 'medium' | 'high' {
  const headline = figures[department].headline;
  const norm = treeknormDays[typeof headline === 'string' ? headline : 'total'];
  const span = headlineSpan(department, figures);
  if (daysOf(span.min, span.unit) > norm) return 'high';
  return daysOf(span.max, span.unit) > norm ? 'medium' : 'low';
}

/**
 * How a department's two waits stand against the Treeknorm, part by part (4 weeks to the intake, 10
 * from the intake to treatment): 'over' when a part's lower bound is past its norm, 'partly' when
 * only an upper bound is, 'within' otherwise. What the adult texts say of the wait follows it.
 */
export function treeknormStanding(figures: WaitingTimeFigures, department: Department): 'within' | 'partly' | 'over' {
  const parts = waitingTimeParts.map((part) => ({ span: figures[department][part], norm: treeknormDays[part] }));
  if (parts.some(({ span, norm }) => daysOf(span.min, span.unit) > norm)) return 'over';
  return parts.some(({ span, norm }) => daysOf(span.max, span.unit) > norm) ? 'partly' : 'within';
}

/** Progress-bar fill per status, in percent (docs/product-rules.md §4). */
export const waitingTimeStatusFill: Readonly<Record<WaitingTimeStatus, number>> = {
  low: 30,
  medium: 60,
  high: 90,
  urgent: 90,
};

export type WaitingTimeCard = {
  type: WaitingTimeType;
  title: Localized;
  /** The number part, as displayed: "3–6", "1", "0–1" (a range takes an en dash, as in every language's typography). */
  duration: string;
  unit: TimeUnit;
  /** True when the duration is an estimate ("about 1 month"). */
  approximate: boolean;
  /** Duration and unit as one phrase, for screen readers and running text. */
  durationText: Localized;
  status: WaitingTimeStatus;
  /** Where the card links to. */
  href: string;
  /** One line under the number. */
  description: Localized;
  linkLabel: Localized;
  /** The two parts of the wait (departments only; urgent has none). */
  breakdown?: readonly WaitingTimeBreakdownRow[];
};

/** A card's headline fields, from a span of the figures. */
function cardHeadline(span: WaitSpan): Pick<WaitingTimeCard, 'duration' | 'unit' | 'approximate' | 'durationText'> {
  return {
    duration: span.min === span.max ? String(span.max) : `${span.min}\u2013${span.max}`,
    unit: span.unit === 'week' ? (span.max > 1 ? 'weeks' : 'week') : span.max > 1 ? 'months' : 'month',
    approximate: span.approximate ?? false,
    durationText: perLocale((locale) => formatWaitSpan(span, locale)),
  };
}

/**
 * The three summary cards of /wachttijd (and the referrers page, the registration forms) for a set
 * of figures. Urgent has no waiting-time page of its own; its card links to contact, because
 * urgent cases start with a phone call.
 */
export const waitingTimeCardsFor = (figures: WaitingTimeFigures): readonly WaitingTimeCard[] => [
  {
    type: 'adults',
    title: text((t) => t.waitingTimeCards.adults.title),
    ...cardHeadline(headlineSpan('adults', figures)),
    breakdown: waitingTimeBreakdownOf(figures.adults),
    status: waitingTimeStatusFor(figures, 'adults'),
    href: hrefFor('adultWaitingTime'),
    description: text((t) => t.waitingTimeCards.adults.description),
    linkLabel: text((t) => t.waitingTimeCards.adults.linkLabel),
  },
  {
    type: 'children',
    title: text((t) => t.waitingTimeCards.children.title),
    ...cardHeadline(headlineSpan('children', figures)),
    breakdown: waitingTimeBreakdownOf(figures.children),
    status: waitingTimeStatusFor(figures, 'children'),
    href: hrefFor('childWaitingTime'),
    description: text((t) => t.waitingTimeCards.children.description),
    linkLabel: text((t) => t.waitingTimeCards.children.linkLabel),
  },
  {
    type: 'urgent',
    title: text((t) => t.waitingTimeCards.urgent.title),
    ...cardHeadline(figures.urgent),
    status: 'urgent',
    href: hrefFor('contact'),
    description: text((t) => t.waitingTimeCards.urgent.description),
    linkLabel: text((t) => t.waitingTimeCards.urgent.linkLabel),
  },
];

/** The summary cards of the built-in figures. */
export const waitingTimeCards: readonly WaitingTimeCard[] = /* @__PURE__ */ waitingTimeCardsFor(waitingTimeFigures);

export type WaitingTimeInfo = {
  type: WaitingTimeType;
  title: Localized;
  /** The current waiting time, as displayed: the summary card's headline, in words. */
  currentValue: Localized;
  /** The two parts of the wait (departments only; urgent has none). */
  breakdown?: readonly WaitingTimeBreakdownRow[];
  description: Localized;
  /** What the screening team does, where the page explains it. */
  screeningInfo?: Localized;
  /** A notice that needs attention (shown as an alert). */
  alertInfo?: Localized;
  /**
   * Where the wait is longer than the treeknorm: what the health insurer's care mediation
   * (zorgbemiddeling) can do, as the quality statute promises (§8).
   */
  mediationInfo?: Localized;
};

/** A span in words with a capital, as a value on its own ("Ongeveer 1 maand"). */
function currentValueOf(span: WaitSpan): Localized {
  return perLocale((locale) => {
    const text = formatWaitSpan(span, locale);
    return text.charAt(0).toLocaleUpperCase(localeDescriptor(locale).lang) + text.slice(1);
  });
}

const adultsDescription: Localized = text((t) => t.waitingTimeInfo.adults.description);
const adultsLongWait: Localized = text((t) => t.waitingTimeInfo.adults.longWait);
const adultsMediation: Localized = text((t) => t.waitingTimeInfo.adults.mediationInfo);
const treeknormExceeded: Localized = text((t) => t.waitingTimeInfo.adults.treeknormExceeded);
const treeknormMayBeExceeded: Localized = text((t) => t.waitingTimeInfo.adults.treeknormMayBeExceeded);
const joined = (first: Localized, second: Localized): Localized => perLocale((locale) => `${first[locale]} ${second[locale]}`);

/**
 * The adult texts that judge the wait, as its standing against the Treeknorm allows: a publication
 * within the norm would contradict "we find this wait long" and "this is longer than the
 * Treeknorm". The wait is called long only while it is wholly over the norm; the insurer's care
 * mediation is pointed to while any of it may be, as the quality statute promises. Children and
 * youth have no such paragraph: under 18 the municipality pays, not a health insurer.
 */
function adultTextsFor(standing: ReturnType<typeof treeknormStanding>): Pick<WaitingTimeInfo, 'description' | 'mediationInfo'> {
  if (standing === 'within') return { description: adultsDescription };
  return {
    description: standing === 'over' ? joined(adultsLongWait, adultsDescription) : adultsDescription,
    mediationInfo: joined(standing === 'over' ? treeknormExceeded : treeknormMayBeExceeded, adultsMediation),
  };
}

/** The detail blocks of the waiting-time pages, one per type, for a set of figures. */
export const waitingTimeInfoFor = (figures: WaitingTimeFigures): Readonly<Record<WaitingTimeType, WaitingTimeInfo>> => ({
  adults: {
    type: 'adults',
    title: text((t) => t.waitingTimeInfo.adults.title),
    currentValue: currentValueOf(headlineSpan('adults', figures)),
    breakdown: waitingTimeBreakdownOf(figures.adults),
    ...adultTextsFor(treeknormStanding(figures, 'adults')),
    screeningInfo: text((t) => t.waitingTimeInfo.adults.screeningInfo),
    alertInfo: text((t) => t.waitingTimeInfo.adults.alertInfo),
  },
  children: {
    type: 'children',
    title: text((t) => t.waitingTimeInfo.children.title),
    currentValue: currentValueOf(headlineSpan('children', figures)),
    breakdown: waitingTimeBreakdownOf(figures.children),
    description: text((t) => t.waitingTimeInfo.children.description),
    screeningInfo: text((t) => t.waitingTimeInfo.children.screeningInfo),
  },
  urgent: {
    type: 'urgent',
    title: text((t) => t.waitingTimeInfo.urgent.title),
    currentValue: currentValueOf(figures.urgent),
    description: text((t) => t.waitingTimeInfo.urgent.description),
  },
});

/** The detail blocks of the built-in figures. */
export const waitingTimeInfo: Readonly<Record<WaitingTimeType, WaitingTimeInfo>> =
  /* @__PURE__ */ waitingTimeInfoFor(waitingTimeFigures);
