import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { waitingTimeFigures, yearFacts } from '@ankerlicht/content';
import { contentDatesCheck } from './contentDatesCheck.ts';

const contentFile = (name: string) => fileURLToPath(new URL(`../../packages/content/src/${name}`, import.meta.url));

/** The warnings the build prints for a file's source, on a given day. */
function warningsFor(name: string, today: string, code = readFileSync(contentFile(name), 'utf8')): string[] {
  const warnings: string[] = [];
  const plugin = contentDatesCheck(() => new Date(`${today}T12:00:00Z`));
  const transform = plugin.transform as (this: unknown, code: string, id: string) => unknown;
  transform.call({ warn: (message: string) => warnings.push(message) }, code, contentFile(name));
  return warnings;
}

const daysAfter = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the build warns about facts past their date', () => {
  it('says nothing while the year-bound facts hold and the waiting times are recent', () => {
    expect(warningsFor('yearFacts.ts', `${yearFacts.year}-12-31`)).toEqual([]);
    expect(warningsFor('waitingTimeFigures.ts', daysAfter(waitingTimeFigures.asOf, 45))).toEqual([]);
  });

  it('warns once the year of the year-bound facts is past', () => {
    const [warning, ...more] = warningsFor('yearFacts.ts', `${yearFacts.year + 1}-01-01`);
    expect(more).toEqual([]);
    expect(warning).toContain(`hold for ${yearFacts.year}`);
    expect(warning).toContain('packages/content/src/yearFacts.ts');
  });

  it('warns when the waiting times are more than 45 days old', () => {
    const [warning, ...more] = warningsFor('waitingTimeFigures.ts', daysAfter(waitingTimeFigures.asOf, 46));
    expect(more).toEqual([]);
    expect(warning).toContain(`hold for ${waitingTimeFigures.asOf}, 46 days ago`);
  });

  it('finds the dates in the code the build hands it, TypeScript stripped and quotes rewritten', async () => {
    const built = async (name: string) =>
      (await transformWithOxc(readFileSync(contentFile(name), 'utf8'), contentFile(name))).code;
    expect(warningsFor('yearFacts.ts', `${yearFacts.year}-12-31`, await built('yearFacts.ts'))).toEqual([]);
    const waitingTimes = await built('waitingTimeFigures.ts');
    expect(warningsFor('waitingTimeFigures.ts', daysAfter(waitingTimeFigures.asOf, 45), waitingTimes)).toEqual([]);
    expect(warningsFor('waitingTimeFigures.ts', daysAfter(waitingTimeFigures.asOf, 46), waitingTimes)).toEqual([
      expect.stringContaining(`hold for ${waitingTimeFigures.asOf}, 46 days ago`),
    ]);
  });

  it('warns when it cannot find the date, so a rewrite of the file does not silence the check', () => {
    expect(warningsFor('yearFacts.ts', '2026-01-01', 'export const yearFacts = {};')).toEqual([
      expect.stringContaining('no `year'),
    ]);
    expect(warningsFor('waitingTimeFigures.ts', '2026-01-01', 'export const waitingTimeFigures = {};')).toEqual([
      expect.stringContaining('no `asOf'),
    ]);
  });
});
