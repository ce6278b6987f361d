import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { callBackOf, callBackText } from './callBack.ts';
import { todayInAmsterdam } from './age.ts';

// The month's abbreviation ends in a full stop in some versions of the locale data ("9 dec.") and
// not in others ("9 dec"): either is right.
const intl = createIntl({ locale: 'nl', defaultLocale: 'nl', messages: {} });
const say = (callBackOn: string | null, today: string) => {
  const callBack = callBackOf(callBackOn, today);
  return callBack === null ? null : callBackText(intl, callBack);
};

describe('callBackOf and callBackText', () => {
  it('says today and tomorrow in words, a later day as a short date', () => {
    expect(say('2026-12-02', '2026-12-02')).toBe('Terugbellen: vandaag');
    expect(say('2026-12-03', '2026-12-02')).toBe('Terugbellen: morgen');
    expect(say('2026-12-09', '2026-12-02')).toMatch(/^Terugbellen: 9 dec\.?$/);
    expect(say('2027-01-01', '2026-12-31')).toBe('Terugbellen: morgen');
  });

  it('marks a day before today as overdue', () => {
    expect(callBackOf('2026-12-01', '2026-12-02')?.when).toBe('overdue');
    expect(say('2026-11-30', '2026-12-02')).toMatch(/^Terugbellen: 30 nov\.? \(te laat\)$/);
  });

  it('names the year of a day in another year, which could otherwise read as this one', () => {
    expect(say('2027-12-01', '2026-12-02')).toMatch(/^Terugbellen: 1 dec\.? 2027$/);
    expect(say('2025-12-03', '2026-12-02')).toMatch(/^Terugbellen: 3 dec\.? 2025 \(te laat\)$/);
    expect(say('2026-12-09', '2026-12-02')).not.toMatch(/2026/);
  });

  it('says nothing without a date', () => {
    expect(say(null, '2026-12-02')).toBeNull();
  });

  it('counts calendar days across the change to and from summer time', () => {
    expect(say('2026-03-30', '2026-03-29')).toBe('Terugbellen: morgen');
    expect(say('2026-10-26', '2026-10-25')).toBe('Terugbellen: morgen');
  });

  it("counts from Amsterdam's date: just after midnight there, yesterday's UTC date is already past", () => {
    // 23:30 UTC on 1 December is 00:30 on 2 December in Amsterdam.
    const today = todayInAmsterdam(new Date('2026-12-01T23:30:00Z'));
    expect(today).toBe('2026-12-02');
    expect(say('2026-12-01', today)).toMatch(/^Terugbellen: 1 dec\.? \(te laat\)$/);
    expect(say('2026-12-02', today)).toBe('Terugbellen: vandaag');
  });
});
