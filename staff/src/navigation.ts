import { useSyncExternalStore } from 'react';

/** The staff app's two places: the inbox (`/`) and one registration (`/registraties/<id>`). */
export type Place = { name: 'inbox' } | { name: 'registration'; id: string };

const REGISTRATION = /^\/registraties\/([0-9a-f-]{36})\/?$/;

export function placeOf(pathname: string): Place {
  const id = REGISTRATION.exec(pathname)?.[1];
  return id === undefined ? { name: 'inbox' } : { name: 'registration', id };
}

export const hrefOf = (place: Place): string => (place.name === 'inbox' ? '/' : `/registraties/${place.id}`);

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
  if (path === window.location.pathname) return;
  window.history.pushState(null, '', path);
  for (const listener of listeners) listener();
}

export function usePlace(): Place {
  return placeOf(useSyncExternalStore(subscribe, () => window.location.pathname));
}
