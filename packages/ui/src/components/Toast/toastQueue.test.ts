import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS, TOAST_TIMEOUT_MS, createToastQueue } from './toastQueue.ts';
import { SWIPE_THRESHOLD_PX, isSwipeDismiss, swipeOffset } from './swipe.ts';

const titles = (queue: ReturnType<typeof createToastQueue>) =>
  queue.visibleToasts.map((toast) => `${toast.content.title}${toast.isOpen ? '' : ' (closing)'}`);

describe('ToastQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the one on screen', () => {
    const queue = createToastQueue();
    queue.add({ tone: 'info', title: 'Eerste' });
    queue.add({ tone: 'critical', title: 'Tweede' });
    expect(titles(queue)).toEqual(['Tweede']);
  });

  it('closes a toast after 5000 ms and removes it after its exit animation', () => {
    const queue = createToastQueue();
    queue.add({ tone: 'success', title: 'Verstuurd' });
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(titles(queue)).toEqual(['Verstuurd']);
    vi.advanceTimersByTime(1);
    expect(titles(queue)).toEqual(['Verstuurd (closing)']);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(titles(queue)).toEqual([]);
  });

  it('keeps a progress toast until it is updated or closed', () => {
    const queue = createToastQueue();
    queue.add({ tone: 'progress', title: 'Bezig met versturen...' });
    vi.advanceTimersByTime(60_000);
    expect(titles(queue)).toEqual(['Bezig met versturen...']);
  });

  it('takes a custom timeout, or none', () => {
    const queue = createToastQueue();
    queue.add({ tone: 'info', title: 'Kort' }, { timeout: 1000 });
    vi.advanceTimersByTime(1000);
    expect(titles(queue)).toEqual(['Kort (closing)']);
    queue.add({ tone: 'info', title: 'Blijft' }, { timeout: null });
    vi.advanceTimersByTime(60_000);
    expect(titles(queue)).toEqual(['Blijft']);
  });

  it('pauses the countdown and resumes it with the time that was left', () => {
    const queue = createToastQueue();
    queue.add({ tone: 'info', title: 'Let op' });
    vi.advanceTimersByTime(3000);
    queue.pauseAll();
    vi.advanceTimersByTime(60_000);
    expect(titles(queue)).toEqual(['Let op']);
    queue.resumeAll();
    vi.advanceTimersByTime(1999);
    expect(titles(queue)).toEqual(['Let op']);
    vi.advanceTimersByTime(1);
    expect(titles(queue)).toEqual(['Let op (closing)']);
  });

  it('stays paused while any reason to pause remains', () => {
    const queue = createToastQueue();
    queue.add({ tone: 'info', title: 'Let op' });
    queue.pauseAll();
    queue.pause('swipe');
    queue.resumeAll();
    vi.advanceTimersByTime(10_000);
    expect(titles(queue)).toEqual(['Let op']);
    queue.resume('swipe');
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
    expect(titles(queue)).toEqual(['Let op (closing)']);
  });

  it('starts a toast added while paused in the paused state', () => {
    const queue = createToastQueue();
    queue.pauseAll();
    queue.add({ tone: 'info', title: 'Nieuw' });
    vi.advanceTimersByTime(10_000);
    expect(titles(queue)).toEqual(['Nieuw']);
  });

  it('updates a toast in place and starts its countdown from the update', () => {
    const queue = createToastQueue();
    const id = queue.add({ tone: 'progress', title: 'Bezig met versturen...' });
    vi.advanceTimersByTime(8000);
    queue.update(id, { tone: 'success', title: 'Aanmelding verstuurd' });
    expect(queue.visibleToasts).toEqual([
      { key: id, content: { tone: 'success', title: 'Aanmelding verstuurd' }, isOpen: true, timeout: TOAST_TIMEOUT_MS },
    ]);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(titles(queue)).toEqual(['Aanmelding verstuurd']);
    vi.advanceTimersByTime(1);
    expect(titles(queue)).toEqual(['Aanmelding verstuurd (closing)']);
  });

  it('shows an updated toast again under its id when it was already closed', () => {
    const queue = createToastQueue();
    const id = queue.add({ tone: 'progress', title: 'Bezig met versturen...' });
    queue.dismiss(id);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    queue.update(id, { tone: 'critical', title: 'Er ging iets mis' });
    expect(queue.visibleToasts.map((toast) => toast.key)).toEqual([id]);
    expect(titles(queue)).toEqual(['Er ging iets mis']);
  });

  it('reopens a closing toast that is updated before it is removed', () => {
    const queue = createToastQueue();
    const id = queue.add({ tone: 'progress', title: 'Bezig' });
    queue.dismiss(id);
    queue.update(id, { tone: 'success', title: 'Klaar' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS * 2);
    expect(titles(queue)).toEqual(['Klaar']);
  });

  it('dismisses (closing first) and removes (at once), one or all', () => {
    const queue = createToastQueue();
    const id = queue.add({ tone: 'info', title: 'A' });
    queue.dismiss(id);
    expect(titles(queue)).toEqual(['A (closing)']);
    queue.add({ tone: 'info', title: 'B' });
    queue.remove();
    expect(titles(queue)).toEqual([]);
    queue.add({ tone: 'info', title: 'C' });
    queue.dismiss();
    expect(titles(queue)).toEqual(['C (closing)']);
  });

  it('tells subscribers about changes until they unsubscribe', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const id = queue.add({ tone: 'info', title: 'A' });
    queue.update(id, { tone: 'info', title: 'B' });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.remove(id);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('swipe', () => {
  it('follows the pointer to the right only', () => {
    expect(swipeOffset(100, 130)).toBe(30);
    expect(swipeOffset(100, 60)).toBe(0);
  });

  it('dismisses past 50 px and not at or below it', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(isSwipeDismiss(49)).toBe(false);
    expect(isSwipeDismiss(50)).toBe(false);
    expect(isSwipeDismiss(51)).toBe(true);
    expect(isSwipeDismiss(swipeOffset(10, 200))).toBe(true);
  });
});
