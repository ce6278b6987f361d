import { waitingTimeFigures } from './waitingTimeFigures.ts';
import { yearFacts } from './yearFacts.ts';

/** The NZa asks providers to update their waiting times every month; this leaves two weeks' grace. */
export const maxWaitingTimeAgeDays = 45;

/**
 * What the prerender warns about in the build's output: the year-bound facts (yearFacts.ts) once
 * their year is past, and the waiting times (waitingTimeFigures.ts) once they are more than
 * `maxWaitingTimeAgeDays` old. A warning, not a failure: a deploy that fixes something else must
 * not wait for new figures.
 */
export function outOfDateFacts(
  now: Date,
  facts: { year: number; waitingTimesAsOf: string } = { year: yearFacts.year, waitingTimesAsOf: waitingTimeFigures.asOf },
): string[] {
  const warnings: string[] = [];
  const currentYear = now.getUTCFullYear();
  if (facts.year < currentYear)
    warnings.push(
      `The year-bound facts hold for ${facts.year}, and it is ${currentYear}: update the deductible and the other values in packages/content/src/yearFacts.ts.`,
    );
  const ageDays = Math.floor((now.getTime() - Date.parse(`${facts.waitingTimesAsOf}T00:00:00Z`)) / 86_400_000);
  if (ageDays > maxWaitingTimeAgeDays)
    warnings.push(
      `The waiting times hold for ${facts.waitingTimesAsOf}, ${ageDays} days ago: update them in packages/content/src/waitingTimeFigures.ts (the NZa asks for monthly figures).`,
    );
  return warnings;
}
