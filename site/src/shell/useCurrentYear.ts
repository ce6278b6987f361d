import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** The build year while prerendering and hydrating (it matches the HTML), the visitor's year after. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
