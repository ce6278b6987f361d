import { describe, expect, it } from 'vitest';
import { ageInYears, todayInAmsterdam } from './age.ts';

describe('ageInYears', () => {
  it('counts a birthday from its own day', () => {
    expect(ageInYears('2014-03-15', '2026-03-14')).toBe(11);
    expect(ageInYears('2014-03-15', '2026-03-15')).toBe(12);
    expect(ageInYears('2014-03-15', '2026-12-01')).toBe(12);
  });

  it('counts a leap-day birthday from 1 March in a common year', () => {
    expect(ageInYears('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageInYears('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageInYears('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('is 0 in the first year', () => {
    expect(ageInYears('2026-06-01', '2026-12-01')).toBe(0);
  });
});

describe('todayInAmsterdam', () => {
  it("is Amsterdam's date, not UTC's, around midnight", () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Amsterdam (winter time, UTC+1).
    expect(todayInAmsterdam(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayInAmsterdam(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInAmsterdam(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
