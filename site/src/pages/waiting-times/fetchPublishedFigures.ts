// Types only: a value imported from the content package would reshape the chunks every page shares.
import type { LocationId, WaitingTimeFigures } from '@ankerlicht/content';

/**
 * Reading the newest published waiting times from the backend (issue 54): the call
 * `published_waiting_times` (supabase/migrations/*_waiting_time_publications.sql), with plain fetch,
 * not supabase-js, which these pages never load, and the check of its answer. A chunk of its own,
 * imported once the page has hydrated (figures.ts), so none of it is in the JavaScript a page needs
 * before the first interaction. Nothing about the visitor is sent: an empty body, no cookies.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < 100;

/** A span as the backend checks it (`private.is_wait_span`): whole numbers, min ≤ max, max ≥ 1. */
const isSpan = (span: unknown) =>
  isObject(span) &&
  isCount(span.min) &&
  isCount(span.max) &&
  span.min <= span.max &&
  span.max > 0 &&
  (span.unit === 'week' || span.unit === 'month') &&
  typeof (span.approximate ?? false) === 'boolean';

/** A wait's two parts. */
const isParts = (waits: unknown): waits is Record<string, unknown> =>
  isObject(waits) && isSpan(waits.registration) && isSpan(waits.treatment);

/** Every location, so that a location added to the site is one the figures must give (TypeScript asks). */
const everyLocation = { amsterdam: true, zaandam: true } as const satisfies Record<LocationId, true>;

/** Both parts for every location. */
const isLocations = (locations: unknown) =>
  isObject(locations) && Object.keys(everyLocation).every((location) => isParts(locations[location]));

/**
 * One department's figures: both parts, a headline that is one of them or a total, and, where the
 * waits differ per location, both parts for every location.
 */
const isDepartment = (waits: unknown) =>
  isParts(waits) &&
  (waits.headline === 'registration' ||
    waits.headline === 'treatment' ||
    (isObject(waits.headline) && isSpan(waits.headline.total))) &&
  (waits.locations === undefined || isLocations(waits.locations));

/**
 * Whether the backend's answer is figures of the expected shape, as the backend checks them
 * (`private.is_published_figures`). Fields the site does not read are left alone: nothing reads them.
 */
export const isWaitingTimeFigures = (figures: unknown): figures is WaitingTimeFigures =>
  isObject(figures) &&
  typeof figures.asOf === 'string' &&
  /^\d{4}-(0[1-9]|1[0-2])-01$/.test(figures.asOf) &&
  isDepartment(figures.adults) &&
  isDepartment(figures.children) &&
  isSpan(figures.urgent);

/** Whether two JSON values are the same, whatever the order of their keys. */
const same = (a: unknown, b: unknown): boolean =>
  a === b || (isObject(a) && isObject(b) && Object.keys({ ...a, ...b }).every((key) => same(a[key], b[key])));

/**
 * The figures to show, now that the backend has said which are the newest: its publication when
 * that is newer than or a correction of the figures shown, else the figures shown themselves (the
 * same figures: the first publication is the built-in ones; or older ones: the site's own were
 * updated after the last publication). Undefined when the backend cannot say: unreachable, slow
 * (5 s), an error, or anything but figures of the expected shape.
 */
export async function fetchPublishedFigures(shown: WaitingTimeFigures): Promise<WaitingTimeFigures | undefined> {
  try {
    const response = await fetch(`${import.meta.env.VITE_SUPABASE_URL as string}/rest/v1/rpc/published_waiting_times`, {
      method: 'POST',
      headers: { apikey: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY as string, 'content-type': 'application/json' },
      body: '{}',
      // Safari before 16 has no AbortSignal.timeout: there the request runs as long as the browser lets it.
      signal: 'timeout' in AbortSignal ? AbortSignal.timeout(5_000) : undefined,
    });
    const figures: unknown = response.ok && (await response.json());
    if (!isWaitingTimeFigures(figures)) return undefined;
    return figures.asOf >= shown.asOf && !same(figures, shown) ? figures : shown;
  } catch {
    // Unreachable, aborted or not JSON: the figures shown stay.
    return undefined;
  }
}
