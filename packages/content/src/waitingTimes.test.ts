import { describe, expect, it } from 'vitest';
import { departments } from './department.ts';
import { languageWords } from './languageWords.testing.ts';
import { locales, type Locale } from './locale.ts';
import {
  formatWaitSpan,
  headlineSpan,
  waitingTimeFigures,
  waitingTimeParts,
  type WaitSpan,
  type WaitingTimeFigures,
} from './waitingTimeFigures.ts';
import {
  staleWaitingTimeDays,
  waitingTimeCards,
  waitingTimeCardsFor,
  waitingTimeInfo,
  waitingTimeInfoFor,
  waitingTimePartLabels,
  waitingTimePartsExplanation,
  waitingTimesAreStale,
  waitingTimesAsOf,
  waitingTimesAsOfFor,
  waitingTimesAsOfStale,
  waitingTimeStatusFor,
  treeknormStanding,
} from './waitingTimes.ts';
import { formatLongDate, yearFacts } from './yearFacts.ts';
import { locationBreakdownsFor } from './waitingTimeLocations.ts';

/** Weeks in a month on average (52 weeks over 12 months). */
const weeksPerMonth = 52 / 12;
const inWeeks = (amount: number, unit: WaitSpan['unit']) => (unit === 'week' ? amount : amount * weeksPerMonth);
/** A text in every language of the descriptor, as content's Localized values hold it. */
const inEveryLanguage = (text: (locale: Locale) => string) => Object.fromEntries(locales.map((locale) => [locale, text(locale)]));
/** A span in words in every language: formatWaitSpan's words, which the first test pins. */
const inWords = (span: WaitSpan) => inEveryLanguage((locale) => formatWaitSpan(span, locale));

describe('formatWaitSpan', () => {
  it.each([
    [{ min: 3, max: 6, unit: 'month' }, 'threeToSixMonths'],
    [{ min: 1, max: 1, unit: 'month', approximate: true }, 'aboutOneMonth'],
    [{ min: 0, max: 1, unit: 'week' }, 'zeroToOneWeek'],
    [{ min: 2, max: 4, unit: 'week' }, 'twoToFourWeeks'],
    [{ min: 1, max: 3, unit: 'week', approximate: true }, 'aboutOneToThreeWeeks'],
    [{ min: 2, max: 2, unit: 'week' }, 'twoWeeks'],
  ] as const)('writes %o in words in every language', (span, words) => {
    for (const locale of locales) expect(formatWaitSpan(span, locale)).toBe(languageWords[locale].waitingTimes.spans[words]);
  });
});

describe('the waiting-time figures', () => {
  it('hold for a date in the year the year facts hold for', () => {
    expect(waitingTimeFigures.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(waitingTimeFigures.asOf.slice(0, 4))).toBe(yearFacts.year);
    expect(Number.isNaN(new Date(`${waitingTimeFigures.asOf}T00:00:00Z`).getTime())).toBe(false);
  });

  it('give every department both parts as ranges that make sense', () => {
    for (const department of departments) {
      for (const part of waitingTimeParts) {
        const span = waitingTimeFigures[department][part];
        expect(span.min).toBeGreaterThanOrEqual(0);
        expect(span.max).toBeGreaterThanOrEqual(span.min);
      }
    }
  });

  it('keep the adult headline the wait until the intake: 3 to 6 months (product rules §9)', () => {
    expect(waitingTimeFigures.adults.headline).toBe('registration');
    expect(headlineSpan('adults')).toEqual(waitingTimeFigures.adults.registration);
    expect(headlineSpan('adults')).toMatchObject({ min: 3, max: 6, unit: 'month' });
  });

  it('state the child and youth headline as a total that equals the two parts together, rounded to months', () => {
    const { headline, registration, treatment } = waitingTimeFigures.children;
    expect(typeof headline).toBe('object');
    const total = headlineSpan('children');
    expect(total).toMatchObject({ min: 1, max: 1, unit: 'month', approximate: true });
    const partsMin = inWeeks(registration.min, registration.unit) + inWeeks(treatment.min, treatment.unit);
    const partsMax = inWeeks(registration.max, registration.unit) + inWeeks(treatment.max, treatment.unit);
    // The stated total is the sum of the parts to within half a unit of the total's own unit.
    const halfUnit = inWeeks(0.5, total.unit);
    expect(Math.abs(inWeeks(total.min, total.unit) - partsMin)).toBeLessThanOrEqual(halfUnit);
    expect(Math.abs(inWeeks(total.max, total.unit) - partsMax)).toBeLessThanOrEqual(halfUnit);
  });
});

describe('the summary cards and detail blocks', () => {
  const departmentCards = waitingTimeCards.filter((card) => card.type !== 'urgent');

  it('show both parts, in the order they happen, with their values from the figures, in every language', () => {
    expect(departmentCards.map((card) => card.type)).toEqual([...departments]);
    for (const card of departmentCards) {
      const department = card.type as (typeof departments)[number];
      for (const rows of [card.breakdown, waitingTimeInfo[department].breakdown]) {
        expect(rows?.map((row) => row.part)).toEqual([...waitingTimeParts]);
        for (const row of rows ?? []) {
          expect(row.label).toBe(waitingTimePartLabels[row.part]);
          for (const locale of locales) {
            expect(row.value[locale]).toBe(formatWaitSpan(waitingTimeFigures[department][row.part], locale));
            expect(row.label[locale].trim()).not.toBe('');
          }
        }
      }
    }
  });

  it('give the urgent card no parts: it is a target, not a measured wait', () => {
    expect(waitingTimeCards.find((card) => card.type === 'urgent')?.breakdown).toBeUndefined();
    expect(waitingTimeInfo.urgent.breakdown).toBeUndefined();
  });

  it('derive each headline from the figures, in words for screen readers and as the detail value', () => {
    for (const card of departmentCards) {
      const department = card.type as (typeof departments)[number];
      const span = headlineSpan(department);
      expect(card.duration).toBe(span.min === span.max ? `${span.max}` : `${span.min}–${span.max}`);
      for (const locale of locales) {
        expect(card.durationText[locale]).toBe(formatWaitSpan(span, locale));
        expect(waitingTimeInfo[department].currentValue[locale].toLocaleLowerCase(locale)).toBe(
          formatWaitSpan(span, locale).toLocaleLowerCase(locale),
        );
      }
    }
    expect(waitingTimeCards.find((card) => card.type === 'urgent')?.durationText).toEqual(
      inEveryLanguage((locale) => languageWords[locale].waitingTimes.spans.zeroToOneWeek),
    );
  });

  it('say where the adult headline ends (the intake) and that the child and youth one runs to treatment', () => {
    const [adults, children] = departmentCards;
    expect(adults?.description.nl).toMatch(/intake/);
    expect(children?.description.nl).toMatch(/behandeling/);
  });

  it('write no figure into the running text: the figures live in waitingTimeFigures only', () => {
    for (const info of Object.values(waitingTimeInfo)) {
      if (!info.breakdown) continue;
      for (const locale of locales)
        expect(info.description[locale]).not.toMatch(/\d+\s*(?:tot|to|ila|-)\s*\d+|ongeveer \d|about \d|yaklaşık \d/);
    }
  });
});

describe('the adult page on a wait longer than the treeknorm', () => {
  // The treeknorm of mental health care: at most 4 weeks from registration to intake. The adult
  // page says the wait is longer and points to the insurer's care mediation, as the quality
  // statute promises (§8); the paragraph is true only while the figures are over the norm.
  const treeknormWeeksToIntake = 4;

  it('holds while the adult wait until the intake is longer than the treeknorm', () => {
    const { min, unit } = waitingTimeFigures.adults.registration;
    expect(inWeeks(min, unit)).toBeGreaterThan(treeknormWeeksToIntake);
  });

  it('names the treeknorm and the insurer’s care mediation in every language', () => {
    const mediation = waitingTimeInfo.adults.mediationInfo;
    expect(mediation?.nl).toMatch(/de Treeknorm/);
    expect(mediation?.nl).toMatch(/zorgbemiddeling/);
    expect(mediation?.nl).toMatch(/zorgverzekeraar/);
    for (const locale of locales) {
      // Capitalised in English and Turkish (Treeknorm, named after De Treek), as sector texts write it.
      expect(mediation?.[locale], locale).toMatch(/treeknorm/i);
      expect(mediation?.[locale], locale).toMatch(/zorgbemiddeling/);
    }
    // The children's wait is within the norm: no such paragraph there.
    expect(waitingTimeInfo.children.mediationInfo).toBeUndefined();
  });
});

describe('the explanation and the date', () => {
  it('name both parts: the official Dutch terms in Dutch, plain words in English and Turkish', () => {
    for (const locale of locales) {
      expect(waitingTimePartsExplanation[locale]).toMatch(languageWords[locale].waitingTimes.partNames);
      expect(waitingTimePartsExplanation[locale]).toContain('NZa');
    }
  });

  it('give the date the figures hold for, written out per language', () => {
    expect(waitingTimesAsOf).toEqual(
      inEveryLanguage((locale) =>
        languageWords[locale].waitingTimes.figuresAsOf(formatLongDate(waitingTimeFigures.asOf, locale)),
      ),
    );
  });
});

/** A publication other than the built-in figures: other spans, other headlines, another date. */
const published: WaitingTimeFigures = {
  asOf: '2027-02-01',
  adults: {
    registration: { min: 2, max: 4, unit: 'month' },
    treatment: { min: 1, max: 3, unit: 'week', approximate: true },
    headline: { total: { min: 3, max: 5, unit: 'month' } },
  },
  children: {
    registration: { min: 6, max: 8, unit: 'week' },
    treatment: { min: 2, max: 2, unit: 'week' },
    headline: 'registration',
  },
  urgent: { min: 1, max: 2, unit: 'week' },
};

/** A value with its getters read (every language of every Localized), for comparing two derivations. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('the derivation from a set of figures', () => {
  it('is the one the built-in cards, detail blocks and date come from', () => {
    expect(plain(waitingTimeCards)).toEqual(plain(waitingTimeCardsFor(waitingTimeFigures)));
    expect(plain(waitingTimeInfo)).toEqual(plain(waitingTimeInfoFor(waitingTimeFigures)));
    expect(plain(waitingTimesAsOf)).toEqual(plain(waitingTimesAsOfFor(waitingTimeFigures)));
    expect(plain(waitingTimesAsOfStale)).toEqual(plain(waitingTimesAsOfFor(waitingTimeFigures, true)));
  });

  it('takes each headline from the figures it is given, a part or a total', () => {
    expect(headlineSpan('adults', published)).toEqual({ min: 3, max: 5, unit: 'month' });
    expect(headlineSpan('children', published)).toEqual(published.children.registration);
    // Without figures: the built-in ones.
    expect(headlineSpan('children')).toEqual(headlineSpan('children', waitingTimeFigures));
  });

  it('gives the cards the headline, parts and urgent target of those figures, in every language', () => {
    const [adults, children, urgent] = waitingTimeCardsFor(published);
    expect([adults?.duration, adults?.unit, adults?.approximate]).toEqual(['3\u20135', 'months', false]);
    expect([children?.duration, children?.unit]).toEqual(['6\u20138', 'weeks']);
    expect([urgent?.duration, urgent?.unit, urgent?.breakdown]).toEqual(['1\u20132', 'weeks', undefined]);
    expect(plain(adults?.durationText)).toEqual(inWords({ min: 3, max: 5, unit: 'month' }));
    expect(plain(adults?.breakdown?.map((row) => row.value))).toEqual([
      inWords({ min: 2, max: 4, unit: 'month' }),
      inWords({ min: 1, max: 3, unit: 'week', approximate: true }),
    ]);
    // What does not depend on the figures stays: titles, links.
    expect(plain(adults?.title)).toEqual(plain(waitingTimeCards[0]?.title));
    expect(adults?.href).toEqual(waitingTimeCards[0]?.href);
    // Judged against the Treeknorm by these figures: 3 to 5 months in all reaches past 14 weeks;
    // 6 to 8 weeks to the intake is wholly past 4.
    expect([adults?.status, children?.status]).toEqual(['medium', 'high']);
  });

  it('gives the detail blocks the current value and parts of those figures', () => {
    const info = waitingTimeInfoFor(published);
    expect(plain(info.adults.currentValue)).toEqual(inWords({ min: 3, max: 5, unit: 'month' }));
    expect(plain(info.children.breakdown?.map((row) => row.value))).toEqual([
      inWords({ min: 6, max: 8, unit: 'week' }),
      inWords({ min: 2, max: 2, unit: 'week' }),
    ]);
    expect(plain(info.urgent.currentValue)).toEqual(inWords({ min: 1, max: 2, unit: 'week' }));
  });

  it('gives each location’s parts where the figures give them, in the locations’ order, and none where not', () => {
    const perLocation: WaitingTimeFigures = {
      ...published,
      adults: {
        ...published.adults,
        locations: {
          zaandam: { registration: { min: 3, max: 4, unit: 'month' }, treatment: { min: 3, max: 3, unit: 'week' } },
          amsterdam: { registration: { min: 4, max: 5, unit: 'month' }, treatment: { min: 1, max: 3, unit: 'week' } },
        },
      },
    };
    const adults = locationBreakdownsFor(perLocation, 'adults');
    expect(adults?.map((each) => [each.location, each.city])).toEqual([
      ['amsterdam', 'Amsterdam'],
      ['zaandam', 'Zaandam'],
    ]);
    expect(plain(adults?.map((each) => each.breakdown.map((row) => row.value)))).toEqual([
      [inWords({ min: 4, max: 5, unit: 'month' }), inWords({ min: 1, max: 3, unit: 'week' })],
      [inWords({ min: 3, max: 4, unit: 'month' }), inWords({ min: 3, max: 3, unit: 'week' })],
    ]);
    expect(plain(adults?.[0]?.breakdown.map((row) => row.label))).toEqual(plain(Object.values(waitingTimePartLabels)));
    // The department's own parts stay what the summary card and detail block show.
    expect(plain(waitingTimeInfoFor(perLocation).adults.breakdown)).toEqual(
      plain(waitingTimeInfoFor(published).adults.breakdown),
    );
    expect(locationBreakdownsFor(perLocation, 'children')).toBeUndefined();
    expect(locationBreakdownsFor(published, 'adults')).toBeUndefined();
  });

  it('dates them, and says plainly when they are the newest there are', () => {
    const date = (locale: Locale) => formatLongDate(published.asOf, locale);
    expect(plain(waitingTimesAsOfFor(published))).toEqual(
      inEveryLanguage((locale) => languageWords[locale].waitingTimes.figuresAsOf(date(locale))),
    );
    expect(plain(waitingTimesAsOfFor(published, true))).toEqual(
      inEveryLanguage((locale) => languageWords[locale].waitingTimes.newestFigures(date(locale))),
    );
  });
});

describe('the status and the texts that judge the figures', () => {
  /** The built-in figures with the adults' wait to the intake (their headline) replaced. */
  const adultsWaiting = (registration: WaitSpan): WaitingTimeFigures => ({
    ...waitingTimeFigures,
    adults: { ...waitingTimeFigures.adults, registration },
  });

  it('give the built-in figures the statuses the site has always shown: adults high, children and youth low', () => {
    expect(waitingTimeCards.map((card) => card.status)).toEqual(['high', 'low', 'urgent']);
  });

  it('compare a headline with the Treeknorm for what it measures: 4 weeks to the intake, 10 to treatment, 14 in all', () => {
    const withHeadline = (headline: WaitingTimeFigures['adults']['headline'], span: WaitSpan): WaitingTimeFigures => ({
      ...waitingTimeFigures,
      adults: { registration: span, treatment: span, headline },
    });
    const week = (min: number, max = min): WaitSpan => ({ min, max, unit: 'week' });
    // To the intake: 4 weeks is within, a span that reaches 5 is partly over, from 5 wholly.
    expect(waitingTimeStatusFor(withHeadline('registration', week(4)), 'adults')).toBe('low');
    expect(waitingTimeStatusFor(withHeadline('registration', week(3, 5)), 'adults')).toBe('medium');
    expect(waitingTimeStatusFor(withHeadline('registration', week(5, 6)), 'adults')).toBe('high');
    // To treatment: 10 weeks.
    expect(waitingTimeStatusFor(withHeadline('treatment', week(6, 10)), 'adults')).toBe('low');
    expect(waitingTimeStatusFor(withHeadline('treatment', week(8, 12)), 'adults')).toBe('medium');
    // In all: 14 weeks; 3 months (91 days) is within, 4 months (122) over.
    expect(waitingTimeStatusFor(withHeadline({ total: week(14) }, week(1)), 'adults')).toBe('low');
    expect(waitingTimeStatusFor(withHeadline({ total: { min: 3, max: 3, unit: 'month' } }, week(1)), 'adults')).toBe('low');
    expect(waitingTimeStatusFor(withHeadline({ total: { min: 3, max: 4, unit: 'month' } }, week(1)), 'adults')).toBe('medium');
    // "About" is judged by its figure: about 1 month to the intake is over 4 weeks.
    expect(
      waitingTimeStatusFor(withHeadline('registration', { min: 1, max: 1, unit: 'month', approximate: true }), 'adults'),
    ).toBe('high');
  });

  it('stand the two parts against their own norms: 4 weeks to the intake, 10 to treatment', () => {
    const standing = (registration: WaitSpan, treatment: WaitSpan) =>
      treeknormStanding({ ...waitingTimeFigures, adults: { ...waitingTimeFigures.adults, registration, treatment } }, 'adults');
    const week = (min: number, max = min): WaitSpan => ({ min, max, unit: 'week' });
    expect(standing(week(2, 4), week(6, 10))).toBe('within');
    expect(standing(week(3, 5), week(6, 10))).toBe('partly');
    expect(standing(week(2, 4), week(8, 11))).toBe('partly');
    expect(standing(week(5, 6), week(1))).toBe('over');
    // Treatment wholly past 10 weeks, whatever the headline (the wait to the intake) shows.
    expect(standing(week(2, 4), week(11, 12))).toBe('over');
    expect(treeknormStanding(waitingTimeFigures, 'adults')).toBe('over');
  });

  it('call the adult wait long only while it is wholly over the Treeknorm, and point to care mediation while it may be', () => {
    const over = waitingTimeInfoFor(waitingTimeFigures).adults;
    const partly = waitingTimeInfoFor(adultsWaiting({ min: 3, max: 6, unit: 'week' })).adults;
    const within = waitingTimeInfoFor(adultsWaiting({ min: 2, max: 4, unit: 'week' })).adults;
    const words = (locale: Locale) => languageWords[locale].waitingTimes;
    const advice = inEveryLanguage((locale) => words(locale).adviceWhileWaiting);
    expect(plain(over.description)).toEqual(inEveryLanguage((locale) => `${words(locale).longWait} ${advice[locale]}`));
    expect(plain(partly.description)).toEqual(advice);
    expect(plain(within.description)).toEqual(advice);

    // Care mediation: "is longer" while wholly over, "may be longer" while partly, nothing within.
    for (const locale of locales) {
      expect(over.mediationInfo?.[locale], locale).toMatch(words(locale).mediation.over);
      expect(partly.mediationInfo?.[locale], locale).toMatch(words(locale).mediation.partly);
      // The same paragraph after its first sentence.
      const rest = (text?: string) => text?.slice(text.indexOf('. ') + 2);
      expect(rest(partly.mediationInfo?.[locale]), locale).toBe(rest(over.mediationInfo?.[locale]));
      expect(partly.mediationInfo?.[locale], locale).toMatch(/zorgbemiddeling/);
    }
    expect(within.mediationInfo).toBeUndefined();
    expect(waitingTimeCardsFor(adultsWaiting({ min: 2, max: 4, unit: 'week' }))[0]?.status).toBe('low');
  });
});

describe('stale figures', () => {
  /** Noon of a day on the local calendar (the unit tests' time zone, whatever it is). */
  const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12);

  it('are more than 35 days old on the day they are read', () => {
    expect(staleWaitingTimeDays).toBe(35);
    // 1 November + 35 days is 6 December.
    expect(waitingTimesAreStale('2026-11-01', day(2026, 11, 1))).toBe(false);
    expect(waitingTimesAreStale('2026-11-01', day(2026, 12, 6))).toBe(false);
    expect(waitingTimesAreStale('2026-11-01', day(2026, 12, 7))).toBe(true);
    expect(waitingTimesAreStale('2026-11-01', day(2027, 6, 1))).toBe(true);
    // Figures of a date still ahead (a test's clock, a visitor's wrong clock) are not stale.
    expect(waitingTimesAreStale('2026-11-01', day(2026, 3, 2))).toBe(false);
  });

  it('count days on the calendar where they are read, from its first to its last moment', () => {
    expect(waitingTimesAreStale('2026-11-01', new Date(2026, 11, 6, 23, 59))).toBe(false);
    expect(waitingTimesAreStale('2026-11-01', new Date(2026, 11, 7, 0, 1))).toBe(true);
    // Across the change to winter time (25 October 2026 in Europe): still whole days.
    expect(waitingTimesAreStale('2026-10-01', new Date(2026, 10, 5, 23, 59))).toBe(false);
    expect(waitingTimesAreStale('2026-10-01', new Date(2026, 10, 6, 0, 1))).toBe(true);
  });
});
