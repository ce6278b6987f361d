import { describe, expect, it } from 'vitest';
import { daysBetween } from '../inbox/age.ts';
import {
  asOfFor,
  draftOf,
  figureKeysOf,
  isOutdated,
  publicationArguments,
  requiredReasons,
  figureSpanProblem,
  locationSpanProblem,
  spanProblem,
  withPerLocation,
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

  it("gives a department's figures per location when asked: each location starting from the department's spans as typed", () => {
    const draft = draftOf(seeded);
    expect(draft.perLocation).toEqual({ adults: false, children: false });
    draft.spans['adults.registration'] = { min: '3', max: '7', unit: 'month', approximate: false };
    const on = withPerLocation(draft, 'adults', true);
    expect(figureKeysOf(on)).toEqual([
      'adults.registration',
      'adults.treatment',
      'adults.amsterdam.registration',
      'adults.amsterdam.treatment',
      'adults.zaandam.registration',
      'adults.zaandam.treatment',
      'children.registration',
      'children.treatment',
      'children.total',
    ]);
    expect(on.spans['adults.zaandam.registration']).toEqual({ min: '3', max: '7', unit: 'month', approximate: false });
    expect(on.spans['adults.amsterdam.treatment']).toEqual({ min: '2', max: '4', unit: 'week', approximate: false });
    // A copy: typing at a location leaves the department's span as it is.
    expect(on.spans['adults.zaandam.registration']).not.toBe(on.spans['adults.registration']);
    on.spans['adults.zaandam.registration'] = { min: '3', max: '4', unit: 'month', approximate: false };
    on.reasons = { 'adults.zaandam.registration': ' Kortere wachtlijst ', 'children.amsterdam.treatment': 'niet getoond' };
    expect(publicationArguments(on)).toEqual({
      p_figures: {
        adults: {
          ...seeded.adults,
          registration: { min: 3, max: 7, unit: 'month' },
          locations: {
            amsterdam: { registration: { min: 3, max: 7, unit: 'month' }, treatment: seeded.adults.treatment },
            zaandam: { registration: { min: 3, max: 4, unit: 'month' }, treatment: seeded.adults.treatment },
          },
        },
        children: seeded.children,
      },
      p_reasons: { 'adults.zaandam.registration': 'Kortere wachtlijst' },
    });

    // Off: nothing per location sent, no reason at a location; on again, what was typed is back.
    const off = withPerLocation(on, 'adults', false);
    expect(figureKeysOf(off)).toEqual(figureKeysOf(draft));
    expect(publicationArguments(off).p_figures.adults).not.toHaveProperty('locations');
    expect(publicationArguments(off).p_reasons).toEqual({});
    const again = withPerLocation(off, 'adults', true);
    expect(again.spans['adults.zaandam.registration']).toEqual({ min: '3', max: '4', unit: 'month', approximate: false });
    expect(publicationArguments(again)).toEqual(publicationArguments(on));
  });

  it('fills the form per location from a publication that has figures per location, and sends them back as they were', () => {
    const figures: PublishedFigures = {
      ...seeded,
      children: {
        ...seeded.children,
        locations: {
          amsterdam: {
            registration: { min: 4, max: 6, unit: 'week' },
            treatment: { min: 1, max: 1, unit: 'week', approximate: true },
          },
          zaandam: { registration: { min: 3, max: 4, unit: 'week' }, treatment: { min: 1, max: 2, unit: 'week' } },
        },
      },
    };
    const draft = draftOf(figures);
    expect(draft.perLocation).toEqual({ adults: false, children: true });
    expect(draft.spans['children.amsterdam.treatment']).toEqual({ min: '1', max: '1', unit: 'week', approximate: true });
    expect(figureKeysOf(draft).slice(-4)).toEqual([
      'children.amsterdam.registration',
      'children.amsterdam.treatment',
      'children.zaandam.registration',
      'children.zaandam.treatment',
    ]);
    expect(publicationArguments(draft).p_figures).toEqual({ adults: seeded.adults, children: figures.children });
    // Turned on again, the publication's figures stay (not the department's copied over them).
    expect(withPerLocation(draft, 'children', true).spans).toEqual(draft.spans);
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

  it('holds a location’s span within its department’s, half a unit of the department’s either side, as the database does', () => {
    const weeks = (min: string, max: string) => ({ min, max, unit: 'week' as const, approximate: false });
    const months = (min: string, max: string) => ({ min, max, unit: 'month' as const, approximate: false });
    // 2 to 4 weeks: 10.5 to 31.5 days.
    expect(locationSpanProblem(weeks('2', '4'), weeks('2', '4'))).toBeNull();
    expect(locationSpanProblem(months('1', '1'), weeks('2', '4'))).toBeNull();
    expect(locationSpanProblem(weeks('1', '4'), weeks('2', '4'))).toEqual({ field: 'min', problem: 'outsideDepartment' });
    expect(locationSpanProblem(weeks('2', '5'), weeks('2', '4'))).toEqual({ field: 'max', problem: 'outsideDepartment' });
    // 3 to 6 months: about 76 to 198 days; 11 weeks is 77, 28 weeks 196.
    expect(locationSpanProblem(weeks('11', '28'), months('3', '6'))).toBeNull();
    expect(locationSpanProblem(weeks('10', '28'), months('3', '6'))).toEqual({ field: 'min', problem: 'outsideDepartment' });
    expect(locationSpanProblem(months('4', '7'), months('3', '6'))).toEqual({ field: 'max', problem: 'outsideDepartment' });

    const draft = withPerLocation(draftOf(seeded), 'adults', true);
    draft.spans['adults.zaandam.registration'] = months('4', '7');
    expect(figureSpanProblem(draft, 'adults.zaandam.registration')).toEqual({ field: 'max', problem: 'outsideDepartment' });
    expect(figureSpanProblem(draft, 'adults.amsterdam.registration')).toBeNull();
    // Its own numbers first; a department's span that is wrong is said there, not at its locations.
    draft.spans['adults.zaandam.registration'] = months('4', 'x');
    expect(figureSpanProblem(draft, 'adults.zaandam.registration')).toEqual({ field: 'max', problem: 'wholeNumber' });
    draft.spans['adults.registration'] = months('3', '');
    draft.spans['adults.zaandam.registration'] = months('4', '7');
    expect(figureSpanProblem(draft, 'adults.zaandam.registration')).toBeNull();
    expect(figureSpanProblem(draft, 'adults.registration')).toEqual({ field: 'max', problem: 'wholeNumber' });
  });

  it("reads the database's list of figures that need a reason, known keys only", () => {
    expect(requiredReasons('adults.registration,children.total')).toEqual(['adults.registration', 'children.total']);
    expect(requiredReasons('adults.registration,constructor,')).toEqual(['adults.registration']);
    expect(
      requiredReasons('adults.treatment,adults.zaandam.registration,children.utrecht.treatment,adults.zaandam.total'),
    ).toEqual(['adults.treatment', 'adults.zaandam.registration']);
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
