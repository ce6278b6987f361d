import { locations, type LocationId } from './brand.ts';
import type { Department } from './department.ts';
import type { WaitingTimeFigures } from './waitingTimeFigures.ts';
import { waitingTimeBreakdownOf, type WaitingTimeBreakdownRow } from './waitingTimes.ts';

// Apart from waitingTimes.ts, whose module every page with a waiting time downloads: only a
// publication gives waits per location, so the site fetches this once one has arrived that does.

/** One location's two waits, where a publication gives them per location. */
export type LocationBreakdown = {
  location: LocationId;
  /** The city, the same in every language. */
  city: string;
  breakdown: readonly WaitingTimeBreakdownRow[];
};

/** A department's waits per location, in the locations' order; none when the figures give one wait for both. */
export function locationBreakdownsFor(
  figures: WaitingTimeFigures,
  department: Department,
): readonly LocationBreakdown[] | undefined {
  const perLocation = figures[department].locations;
  return (
    perLocation &&
    locations.map((location) => ({
      location: location.id,
      city: location.city,
      breakdown: waitingTimeBreakdownOf(perLocation[location.id]),
    }))
  );
}
