import { describe, expect, it } from 'vitest';
import { outOfDateFacts } from './contentDates.ts';
import { waitingTimeFigures } from './waitingTimeFigures.ts';
import { yearFacts } from './yearFacts.ts';

const at = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);
const daysAfter = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the facts the prerender warns about', () => {
  it('says nothing while the year-bound facts hold and the waiting times are recent', () => {
    expect(outOfDateFacts(at('2026-12-31'), { year: 2026, waitingTimesAsOf: '2026-12-01' })).toEqual([]);
  });

  it('warns once the year of the year-bound facts is past', () => {
    expect(outOfDateFacts(at('2027-01-01'), { year: 2026, waitingTimesAsOf: '2026-12-20' })).toEqual([
      'The year-bound facts hold for 2026, and it is 2027: update the deductible and the other values in packages/content/src/yearFacts.ts.',
    ]);
  });

  it('warns when the waiting times are more than 45 days old', () => {
    const facts = { year: 2026, waitingTimesAsOf: '2026-11-01' };
    expect(outOfDateFacts(at(daysAfter('2026-11-01', 45)), facts)).toEqual([]);
    expect(outOfDateFacts(at(daysAfter('2026-11-01', 46)), facts)).toEqual([
      'The waiting times hold for 2026-11-01, 46 days ago: update them in packages/content/src/waitingTimeFigures.ts (the NZa asks for monthly figures).',
    ]);
  });

  it('reads the figures the site shows by default', () => {
    expect(outOfDateFacts(at(`${yearFacts.year + 1}-01-01`))[0]).toContain(`hold for ${yearFacts.year}`);
    expect(outOfDateFacts(at(daysAfter(waitingTimeFigures.asOf, 46))).at(-1)).toContain(
      `hold for ${waitingTimeFigures.asOf}, 46 days ago`,
    );
  });
});
