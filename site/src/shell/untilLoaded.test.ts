import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilLoaded } from './untilLoaded.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('untilLoaded', () => {
  it('returns what the first successful attempt loads, trying again at once after the first failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    await expect(untilLoaded(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('then waits: until the browser is back online or 2, 4, 8 … (at most 30) seconds have passed', async () => {
    vi.useFakeTimers();
    let failures = 3;
    const load = vi.fn(async () => {
      if (failures-- > 0) throw new Error('offline');
      return 'module';
    });
    const loaded = untilLoaded(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(2);
    // Back online: at once, not after the 2 seconds.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
