import type { Plugin } from 'vite';

/**
 * Warns in the build's output when facts that go out of date are past due: the year the year-bound
 * facts hold for (yearFacts.ts), and the date of the waiting times (waitingTimeFigures.ts), which the
 * NZa asks providers to update every month. The config reads the dates from the source text: Node
 * loads it without a TypeScript loader. The build hands the text over with TypeScript already
 * stripped, which rewrites its quotes ('2026-11-01' becomes "2026-11-01"), so either quote matches.
 */
export function contentDatesCheck(now: () => Date = () => new Date()): Plugin {
  const maxWaitingTimeAgeDays = 45;
  return {
    name: 'ankerlicht:content-dates',
    apply: 'build',
    transform(code, id) {
      if (id.endsWith('/packages/content/src/yearFacts.ts')) {
        const year = Number(/\byear: (\d{4}),/.exec(code)?.[1]);
        const currentYear = now().getUTCFullYear();
        if (!year) this.warn('yearFacts.ts: no `year: <yyyy>,` found, so its facts cannot be checked for being out of date.');
        else if (year < currentYear)
          this.warn(
            `The year-bound facts hold for ${year}, and it is ${currentYear}: update the deductible and the other values in packages/content/src/yearFacts.ts.`,
          );
      }
      if (id.endsWith('/packages/content/src/waitingTimeFigures.ts')) {
        const asOf = /\basOf: (['"])(\d{4}-\d{2}-\d{2})\1/.exec(code)?.[2];
        const ageDays = asOf ? Math.floor((now().getTime() - Date.parse(`${asOf}T00:00:00Z`)) / 86_400_000) : Number.NaN;
        if (!asOf)
          this.warn(
            "waitingTimeFigures.ts: no `asOf: '<yyyy-mm-dd>'` found, so the waiting times cannot be checked for being out of date.",
          );
        else if (ageDays > maxWaitingTimeAgeDays)
          this.warn(
            `The waiting times hold for ${asOf}, ${ageDays} days ago: update them in packages/content/src/waitingTimeFigures.ts (the NZa asks for monthly figures).`,
          );
      }
      return null;
    },
  };
}
