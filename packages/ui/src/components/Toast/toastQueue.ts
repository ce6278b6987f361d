export const toastTones = ['info', 'success', 'critical', 'progress'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What a toast says. Words come from the caller, already in the visitor's language. */
export type ToastContent = {
  tone: ToastTone;
  title: string;
  description?: string;
};

export type ToastOptions = {
  /**
   * Milliseconds before the toast closes itself; `null` keeps it until it is closed or updated.
   * Default: 5000, and none for the progress tone.
   */
  timeout?: number | null;
};

/** One toast. Matches React Aria's QueuedToast (key, content, timeout) so its toast hooks can render it. */
export type QueuedToast = {
  key: string;
  content: ToastContent;
  /** False while the toast closes (it is removed a moment later, after its exit animation). */
  isOpen: boolean;
  timeout?: number;
};

/** Spec §9: a toast closes itself after 5 seconds. */
export const TOAST_TIMEOUT_MS = 5000;
/** How long a closed toast stays for its exit animation before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 250;

function defaultTimeout(content: ToastContent, options?: ToastOptions): number | undefined {
  if (options?.timeout !== undefined) return options.timeout ?? undefined;
  return content.tone === 'progress' ? undefined : TOAST_TIMEOUT_MS;
}

/** A countdown that can be paused and resumed, keeping the time left. */
class Countdown {
  private remaining: number;
  private startedAt = 0;
  private handle: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onEnd: () => void,
    delay: number,
  ) {
    this.remaining = delay;
  }

  resume() {
    if (this.handle !== undefined || this.remaining <= 0) return;
    this.startedAt = Date.now();
    this.handle = setTimeout(() => {
      this.handle = undefined;
      this.remaining = 0;
      this.onEnd();
    }, this.remaining);
  }

  pause() {
    if (this.handle === undefined) return;
    clearTimeout(this.handle);
    this.handle = undefined;
    this.remaining -= Date.now() - this.startedAt;
  }

  cancel() {
    clearTimeout(this.handle);
    this.handle = undefined;
  }
}

/**
 * The toasts of a page: one visible at a time (a new toast replaces the one on screen), closing itself after
 * 5 seconds unless it shows progress, paused while the visitor hovers or focuses it. Toasts can be updated in
 * place, dismissed (closed, removed a moment later) or removed at once.
 */
export class ToastQueue {
  /** The toasts on screen, newest first: at most one open, plus one that may still be closing. */
  visibleToasts: readonly QueuedToast[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly countdowns = new Map<string, Countdown>();
  private readonly removals = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly pauseReasons = new Set<string>();
  private nextId = 1;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Shows a toast, replacing the one on screen, and returns its id. */
  add = (content: ToastContent, options?: ToastOptions): string => {
    const key = `toast-${this.nextId++}`;
    for (const toast of this.visibleToasts) this.forget(toast.key);
    this.visibleToasts = [{ key, content, isOpen: true, timeout: defaultTimeout(content, options) }];
    this.startCountdown(this.visibleToasts[0]!);
    this.notify();
    return key;
  };

  /**
   * Changes a toast's content in place: same id, same element, same focus (the progress toast becoming the
   * success or error toast). Its countdown starts again from the new content's timeout. A toast that was
   * already closed is shown again, so the outcome of a submission is never lost.
   */
  update = (key: string, content: ToastContent, options?: ToastOptions): void => {
    const existing = this.visibleToasts.find((toast) => toast.key === key);
    if (!existing) {
      for (const toast of this.visibleToasts) this.forget(toast.key);
      this.visibleToasts = [{ key, content, isOpen: true, timeout: defaultTimeout(content, options) }];
      this.startCountdown(this.visibleToasts[0]!);
      this.notify();
      return;
    }
    this.cancelRemoval(key);
    this.countdowns.get(key)?.cancel();
    this.countdowns.delete(key);
    const updated: QueuedToast = { key, content, isOpen: true, timeout: defaultTimeout(content, options) };
    this.visibleToasts = this.visibleToasts.map((toast) => (toast.key === key ? updated : toast));
    this.startCountdown(updated);
    this.notify();
  };

  /** Closes a toast (or all): it stays a moment for its exit animation, then is removed. */
  dismiss = (key?: string): void => {
    let changed = false;
    this.visibleToasts = this.visibleToasts.map((toast) => {
      if ((key !== undefined && toast.key !== key) || !toast.isOpen) return toast;
      changed = true;
      this.countdowns.get(toast.key)?.cancel();
      this.countdowns.delete(toast.key);
      this.removals.set(
        toast.key,
        setTimeout(() => this.remove(toast.key), TOAST_REMOVE_DELAY_MS),
      );
      return { ...toast, isOpen: false };
    });
    if (changed) this.notify();
  };

  /** Takes a toast (or all) off the screen at once. */
  remove = (key?: string): void => {
    const kept = this.visibleToasts.filter((toast) => key !== undefined && toast.key !== key);
    if (kept.length === this.visibleToasts.length) return;
    for (const toast of this.visibleToasts) if (!kept.includes(toast)) this.forget(toast.key);
    this.visibleToasts = kept;
    this.notify();
  };

  /** Stops every countdown (while the region is hovered or focused). */
  pauseAll = (): void => this.pause('region');
  resumeAll = (): void => this.resume('region');

  /** Pauses for one reason (hover or focus of the region, a swipe in progress); resumes when no reason is left. */
  pause = (reason: string): void => {
    this.pauseReasons.add(reason);
    for (const countdown of this.countdowns.values()) countdown.pause();
  };

  resume = (reason: string): void => {
    this.pauseReasons.delete(reason);
    if (this.pauseReasons.size > 0) return;
    for (const countdown of this.countdowns.values()) countdown.resume();
  };

  private startCountdown(toast: QueuedToast) {
    if (toast.timeout === undefined || toast.timeout <= 0) return;
    const countdown = new Countdown(() => this.dismiss(toast.key), toast.timeout);
    this.countdowns.set(toast.key, countdown);
    if (this.pauseReasons.size === 0) countdown.resume();
  }

  private cancelRemoval(key: string) {
    clearTimeout(this.removals.get(key));
    this.removals.delete(key);
  }

  private forget(key: string) {
    this.countdowns.get(key)?.cancel();
    this.countdowns.delete(key);
    this.cancelRemoval(key);
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

/** A queue for one page or app; pass it to ToastProvider, or let the provider make its own. */
export function createToastQueue(): ToastQueue {
  return new ToastQueue();
}
