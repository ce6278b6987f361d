import { hrefFor } from './pages.ts';
import { localeDescriptor, type Localized } from './locale.ts';
import { departments, type Department } from './department.ts';
import { formatLongDate, perLocale } from './yearFacts.ts';
import {
  formatWaitSpan,
  headlineSpan,
  waitingTimeFigures,
  waitingTimeParts,
  type WaitSpan,
  type WaitingTimePart,
} from './waitingTimeFigures.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/waitingTimes.ts').default>('waitingTimes', {
  nl: () => import('./nl/waitingTimes.ts'),
  en: () => import('./en/waitingTimes.ts'),
  tr: () => import('./tr/waitingTimes.ts'),
});

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

/** A department's two waits as rows (label and value), in the order they happen. */
function breakdownOf(department: Department): readonly WaitingTimeBreakdownRow[] {
  return waitingTimeParts.map((part) => ({
    part,
    label: waitingTimePartLabels[part],
    value: perLocale((locale) => formatWaitSpan(waitingTimeFigures[department][part], locale)),
  }));
}

/** The date the figures hold for, in words: shown with the figures wherever they appear. */
export const waitingTimesAsOf: Localized = text(
  (t) => t.waitingTimesAsOf,
  (locale) => ({ date: formatLongDate(waitingTimeFigures.asOf, locale) }),
);

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
 * The three summary cards of /wachttijd (and the referrers page). Urgent has no waiting-time
 * page of its own; its card links to contact, because urgent cases start with a phone call.
 */
export const waitingTimeCards: readonly WaitingTimeCard[] = [
  {
    type: 'adults',
    title: text((t) => t.waitingTimeCards.adults.title),
    ...cardHeadline(headlineSpan('adults')),
    breakdown: breakdownOf('adults'),
    status: 'high',
    href: hrefFor('adultWaitingTime'),
    description: text((t) => t.waitingTimeCards.adults.description),
    linkLabel: text((t) => t.waitingTimeCards.adults.linkLabel),
  },
  {
    type: 'children',
    title: text((t) => t.waitingTimeCards.children.title),
    ...cardHeadline(headlineSpan('children')),
    breakdown: breakdownOf('children'),
    status: 'low',
    href: hrefFor('childWaitingTime'),
    description: text((t) => t.waitingTimeCards.children.description),
    linkLabel: text((t) => t.waitingTimeCards.children.linkLabel),
  },
  {
    type: 'urgent',
    title: text((t) => t.waitingTimeCards.urgent.title),
    ...cardHeadline(waitingTimeFigures.urgent),
    status: 'urgent',
    href: hrefFor('contact'),
    description: text((t) => t.waitingTimeCards.urgent.description),
    linkLabel: text((t) => t.waitingTimeCards.urgent.linkLabel),
  },
];

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

/** The detail blocks of the waiting-time pages, one per type. */
export const waitingTimeInfo: Readonly<Record<WaitingTimeType, WaitingTimeInfo>> = {
  adults: {
    type: 'adults',
    title: text((t) => t.waitingTimeInfo.adults.title),
    currentValue: currentValueOf(headlineSpan('adults')),
    breakdown: breakdownOf('adults'),
    description: text((t) => t.waitingTimeInfo.adults.description),
    screeningInfo: text((t) => t.waitingTimeInfo.adults.screeningInfo),
    mediationInfo: text((t) => t.waitingTimeInfo.adults.mediationInfo),
    alertInfo: text((t) => t.waitingTimeInfo.adults.alertInfo),
  },
  children: {
    type: 'children',
    title: text((t) => t.waitingTimeInfo.children.title),
    currentValue: currentValueOf(headlineSpan('children')),
    breakdown: breakdownOf('children'),
    description: text((t) => t.waitingTimeInfo.children.description),
    screeningInfo: text((t) => t.waitingTimeInfo.children.screeningInfo),
  },
  urgent: {
    type: 'urgent',
    title: text((t) => t.waitingTimeInfo.urgent.title),
    currentValue: currentValueOf(waitingTimeFigures.urgent),
    description: text((t) => t.waitingTimeInfo.urgent.description),
  },
};
