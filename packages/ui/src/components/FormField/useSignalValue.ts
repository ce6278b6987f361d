import { useCallback, useSyncExternalStore } from 'react';

/**
 * The part of a Preact signal this needs (`@preact/signals-core`, which @modular-forms/react's signals are).
 * Structural, so the ui package depends on no signals package and works with whichever copy the app loads.
 */
export type ReadableSignal<T> = {
  peek(): T;
  subscribe(listener: (value: T) => void): () => void;
};

/**
 * The current value of a signal, re-rendering when it changes. Under React 19 reading `signal.value` in render
 * does not subscribe (without the signals Babel transform or `useSignals()`); this subscribes explicitly
 * through useSyncExternalStore, which is also safe under concurrent rendering.
 */
export function useSignalValue<T>(signal: ReadableSignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => signal.subscribe(() => onChange()), [signal]);
  const read = () => signal.peek();
  return useSyncExternalStore(subscribe, read, read);
}
