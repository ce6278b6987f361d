/**
 * Whole years from a date of birth to a day, both as YYYY-MM-DD: a birthday counts from its own
 * day, and someone born on 29 February turns a year older on 1 March in a common year.
 */
export function ageInYears(dateOfBirth: string, today: string): number {
  const [birthYear = 0, birthMonth = 0, birthDay = 0] = dateOfBirth.slice(0, 10).split('-').map(Number);
  const [year = 0, month = 0, day = 0] = today.slice(0, 10).split('-').map(Number);
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** Today's date where the team works, as YYYY-MM-DD (the Canadian English format is ISO's). */
export function todayInAmsterdam(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}

/** Whole days from one YYYY-MM-DD to another, as the calendar counts them (no clock, no daylight saving). */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000;
}
