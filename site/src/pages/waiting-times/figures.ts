import { useSyncExternalStore } from 'react';
import { waitingTimeFigures, waitingTimesAreStale, waitingTimesAsOfFor, type WaitingTimeFigures } from '@ankerlicht/content';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';

/**
 * The waiting-time figures a page shows (issue 54): the built-in ones
 * (packages/content/src/waitingTimeFigures.ts) in the prerendered HTML and while hydrating, then the
 * newest publication, read from the backend once per visit after the page has hydrated
 * (fetchPublishedFigures.ts). The built-in figures stay when the backend cannot be reached, is
 * slow, or answers anything but figures of the expected shape; nothing is thrown or logged.
 *
 * Only what shows a figure renders again when a publication arrives, and only the date when the
 * figures turn out stale: a render right after hydration is a task of its own on a slow phone
 * (tests/e2e/hydration.spec.ts).
 */

let shown: WaitingTimeFigures = waitingTimeFigures;
/** Whether the backend has said the figures shown are the newest: only then can they be called stale. */
let confirmed = false;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Subscribing starts the one request of the visit: subscriptions happen after a commit, never in the prerender. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  request ??= import('./fetchPublishedFigures.ts').then(
    async ({ fetchPublishedFigures }) => {
      const figures = await fetchPublishedFigures(shown);
      if (!figures) return;
      shown = figures;
      confirmed = true;
      // Subscribers whose snapshot did not change (the same figures, not stale) do not render again.
      for (const notify of listeners) notify();
    },
    // The chunk could not be fetched: the built-in figures stay.
    () => undefined,
  );
  return () => listeners.delete(listener);
}

const builtIn = () => waitingTimeFigures;

/**
 * The waiting-time figures to show: the built-in ones while prerendering and hydrating, so the HTML
 * matches; after that the newest publication once it has arrived.
 */
export function useWaitingTimeFigures(): WaitingTimeFigures {
  return useSyncExternalStore(subscribe, () => shown, builtIn);
}

/**
 * The date figures hold for, in words, as the date line of a breakdown or card. More than 35 days
 * old on the visitor's clock, it says they are the newest there are, once the backend has said so:
 * never in the prerendered line, never while its answer is awaited, and not when it cannot be asked
 * (newer figures may exist).
 */
export function WaitingTimesAsOf({ figures }: { figures: WaitingTimeFigures }) {
  const language = useContentLanguage();
  const stale = useSyncExternalStore(
    subscribe,
    () => confirmed && waitingTimesAreStale(figures.asOf, new Date()),
    () => false,
  );
  return waitingTimesAsOfFor(figures, stale)[language];
}
