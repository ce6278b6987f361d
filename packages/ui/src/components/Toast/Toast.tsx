import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { lazyPart } from '../private/LazyPart/index.ts';
import { createToastQueue, type QueuedToast, type ToastQueue } from './toastQueue.ts';

/** The methods a page uses: show, change, close and drop toasts. */
export type Toasts = Pick<ToastQueue, 'add' | 'update' | 'dismiss' | 'remove'>;

const ToastQueueContext = createContext<ToastQueue | null>(null);

const region = lazyPart(() => import('./ToastRegion.tsx'));

/**
 * Fetches the toast region's code ahead of the first toast, so that toast shows without a wait
 * and still shows when the connection drops later (a form calls this when it is first used).
 */
export const preloadToasts: () => Promise<void> = region.preload;

export type ToastProviderProps = {
  children: ReactNode;
  /** A queue made with `createToastQueue()`, to add toasts from outside React; the provider makes one otherwise. */
  queue?: ToastQueue;
};

/**
 * Gives its children `useToasts()` and shows the toasts in a region at the end of the page. The
 * region's code (React Aria's toast and landmark hooks, swipe, icons) is fetched with the first
 * toast, or earlier with `preloadToasts()`: most visits never show one.
 */
export function ToastProvider({ children, queue }: ToastProviderProps) {
  const [ownQueue] = useState(() => queue ?? createToastQueue());
  const visibleToasts = useSyncExternalStore(
    ownQueue.subscribe,
    () => ownQueue.visibleToasts,
    () => ownQueue.visibleToasts,
  );
  // Mounted from the first toast on, as the region always was before it was split off.
  const [isRegionMounted, setRegionMounted] = useState(false);
  // The toasts a failed fetch could not show; a change to them (a new or updated toast) retries.
  const [failedFor, setFailedFor] = useState<readonly QueuedToast[] | null>(null);
  if (!isRegionMounted && visibleToasts.length > 0 && visibleToasts !== failedFor) setRegionMounted(true);

  const regionFailed = () => {
    setRegionMounted(false);
    setFailedFor(ownQueue.visibleToasts);
  };

  return (
    <ToastQueueContext.Provider value={ownQueue}>
      {children}
      {isRegionMounted && <region.Part queue={ownQueue} onLoadError={regionFailed} />}
    </ToastQueueContext.Provider>
  );
}

/** add(content) → id, update(id, content), dismiss(id), remove(id), from the nearest ToastProvider. */
export function useToasts(): Toasts {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToasts() needs a <ToastProvider> around it.');
  return queue;
}
