import { describe, expect, it } from 'vitest';
import { departments } from './department.ts';
import { locales } from './locale.ts';
import { formatWaitSpan, headlineSpan, waitingTimeFigures, waitingTimeParts, type WaitSpan } from './waitingTimeFigures.ts';
import {
  waitingTimeCards,
  waitingTimeInfo,
  waitingTimePartLabels,
  waitingTimePartsExplanation,
  waitingTimesAsOf,
} from './waitingTimes.ts';
import { formatLongDate, yearFacts } from './yearFacts.ts';

/** Weeks in a month on average (52 weeks over 12 months). */
const weeksPerMonth = 52 / 12;
const inWeeks = (amount: number, unit: WaitSpan['unit']) => (unit === 'week' ? amount : amount * weeksPerMonth);

describe('formatWaitSpan', () => {
  it.each([
    [
      { min: 3, max: 6, unit: 'month' },
      { nl: '3 tot 6 maanden', en: '3 to 6 months', tr: '3 ila 6 ay' },
    ],
    [
      { min: 1, max: 1, unit: 'month', approximate: true },
      { nl: 'ongeveer 1 maand', en: 'about 1 month', tr: 'yaklaşık 1 ay' },
    ],
    [
      { min: 0, max: 1, unit: 'week' },
      { nl: '0 tot 1 week', en: '0 to 1 week', tr: '0 ila 1 hafta' },
    ],
    [
      { min: 2, max: 4, unit: 'week' },
      { nl: '2 tot 4 weken', en: '2 to 4 weeks', tr: '2 ila 4 hafta' },
    ],
  ] as const)('writes %o in words in every language', (span, expected) => {
    for (const locale of locales) expect(formatWaitSpan(span, locale)).toBe(expected[locale]);
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
    expect(waitingTimeCards.find((card) => card.type === 'urgent')?.durationText).toEqual({
      nl: '0 tot 1 week',
      en: '0 to 1 week',
      tr: '0 ila 1 hafta',
    });
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
    expect(waitingTimePartsExplanation.nl).toContain('aanmeldwachttijd');
    expect(waitingTimePartsExplanation.nl).toContain('behandelwachttijd');
    expect(waitingTimePartsExplanation.en).toMatch(/wait for an intake[\s\S]*wait for treatment/);
    expect(waitingTimePartsExplanation.tr).toMatch(/Başvuru bekleme süresi[\s\S]*Tedavi bekleme süresi/);
    for (const locale of locales) expect(waitingTimePartsExplanation[locale]).toContain('NZa');
  });

  it('give the date the figures hold for, written out per language', () => {
    expect(waitingTimesAsOf).toEqual({
      nl: 'Cijfers van 1 november 2026',
      en: 'Figures as of 1 November 2026',
      tr: 'Rakamlar 1 Kasım 2026 itibarıyladır',
    });
    for (const locale of locales) {
      expect(waitingTimesAsOf[locale]).toContain(formatLongDate(waitingTimeFigures.asOf, locale));
    }
  });
});
