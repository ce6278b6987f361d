import { useSyncExternalStore } from 'react';

/**
 * The staff app's places: the inbox (`/`), one registration (`/registraties/<id>`) and, for
 * admins, the access log across all registrations (`/inzagelog`) and the waiting times
 * (`/wachttijden`). Any other path is the inbox.
 */
export type Place = { name: 'inbox' } | { name: 'registration'; id: string } | { name: 'accessLog' } | { name: 'waitingTimes' };

const REGISTRATION = /^\/registraties\/([0-9a-f-]{36})\/?$/;
const ACCESS_LOG = /^\/inzagelog\/?$/;
const WAITING_TIMES = /^\/wachttijden\/?$/;

export function placeOf(pathname: string): Place {
  if (ACCESS_LOG.test(pathname)) return { name: 'accessLog' };
  if (WAITING_TIMES.test(pathname)) return { name: 'waitingTimes' };
  const id = REGISTRATION.exec(pathname)?.[1];
  return id === undefined ? { name: 'inbox' } : { name: 'registration', id };
}

export function hrefOf(place: Place): string {
  if (place.name === 'registration') return `/registraties/${place.id}`;
  if (place.name === 'waitingTimes') return '/wachttijden';
  return place.name === 'accessLog' ? '/inzagelog' : '/';
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Moves to a path of this app without a page load (React Aria's links call it too). */
export function navigate(path: string): void {
  // Already there (a saved view's link pressed again): no second step for the browser's Back.
  if (path === window.location.pathname || path === `${window.location.pathname}${window.location.search}`) return;
  window.history.pushState(null, '', path);
  for (const listener of listeners) listener();
}

export function usePlace(): Place {
  return placeOf(useSyncExternalStore(subscribe, () => window.location.pathname));
}

/**
 * Calls `listener` whenever navigate or the browser's Back and Forward move the address (not when
 * it is replaced in place): the inbox reads a saved view's link (`/?assignee=me`) this way.
 */
export function onNavigation(listener: () => void): () => void {
  return subscribe(listener);
}
