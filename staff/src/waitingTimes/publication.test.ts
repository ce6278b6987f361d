import { describe, expect, it } from 'vitest';
import { daysBetween } from '../inbox/age.ts';
import {
  asOfFor,
  draftOf,
  figureKeysOf,
  isOutdated,
  publicationArguments,
  requiredReasons,
  spanProblem,
  type PublishedFigures,
} from './publication.ts';

/** The first publication's figures (migration *_waiting_time_publications.sql): the site's of 1 November 2026. */
const seeded: PublishedFigures = {
  asOf: '2026-11-01',
  adults: {
    registration: { min: 3, max: 6, unit: 'month' },
    treatment: { min: 2, max: 4, unit: 'week' },
    headline: 'registration',
  },
  children: {
    registration: { min: 3, max: 5, unit: 'week' },
    treatment: { min: 1, max: 1, unit: 'week', approximate: true },
    headline: { total: { min: 1, max: 1, unit: 'month', approximate: true } },
  },
  urgent: { min: 0, max: 1, unit: 'week' },
};

describe('the publishing form', () => {
  it('sends back exactly the figures it was filled in with, the headline and approximate as they were', () => {
    const draft = draftOf(seeded);
    expect(figureKeysOf(draft)).toEqual([
      'adults.registration',
      'adults.treatment',
      'children.registration',
      'children.treatment',
      'children.total',
    ]);
    expect(publicationArguments(draft)).toEqual({
      p_figures: { adults: seeded.adults, children: seeded.children },
      p_reasons: {},
    });
  });

  it('sends the reasons trimmed, none that is empty, and none for a figure it does not show', () => {
    const draft = draftOf(seeded);
    draft.reasons = { 'adults.registration': '  Zie overleg \n', 'adults.treatment': '   ', 'adults.total': 'niet getoond' };
    expect(publicationArguments(draft).p_reasons).toEqual({ 'adults.registration': 'Zie overleg' });
  });

  it("checks a span's numbers as the database does", () => {
    const span = { min: '3', max: '6', unit: 'month', approximate: false } as const;
    expect(spanProblem(span)).toBeNull();
    expect(spanProblem({ ...span, min: ' 0 ', max: '1' })).toBeNull();
    expect(spanProblem({ ...span, min: '' })).toEqual({ field: 'min', problem: 'wholeNumber' });
    expect(spanProblem({ ...span, min: '1,5' })).toEqual({ field: 'min', problem: 'wholeNumber' });
    expect(spanProblem({ ...span, max: '100' })).toEqual({ field: 'max', problem: 'wholeNumber' });
    expect(spanProblem({ ...span, min: '0', max: '0' })).toEqual({ field: 'max', problem: 'maxAtLeastOne' });
    expect(spanProblem({ ...span, min: '7' })).toEqual({ field: 'max', problem: 'maxBelowMin' });
  });

  it("reads the database's list of figures that need a reason, known keys only", () => {
    expect(requiredReasons('adults.registration,children.total')).toEqual(['adults.registration', 'children.total']);
    expect(requiredReasons('adults.registration,constructor,')).toEqual(['adults.registration']);
    expect(requiredReasons(null)).toEqual([]);
  });
});

describe('the dates', () => {
  it('gives the day after the month reviewed, over a year end too', () => {
    expect(asOfFor('2026-11-01')).toBe('2026-12-01');
    expect(asOfFor('2026-12-01')).toBe('2027-01-01');
  });

  it('counts calendar days, and reminds after 35 of them', () => {
    expect(daysBetween('2026-11-01', '2026-12-06')).toBe(35);
    // Over the change to summer time, still whole days.
    expect(daysBetween('2027-03-01', '2027-04-05')).toBe(35);
    expect(isOutdated('2026-11-01', '2026-12-06')).toBe(false);
    expect(isOutdated('2026-11-01', '2026-12-07')).toBe(true);
    expect(isOutdated('2026-11-01', '2026-11-01')).toBe(false);
  });
});
