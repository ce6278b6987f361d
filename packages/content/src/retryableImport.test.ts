import { describe, expect, it, vi } from 'vitest';
import { retryableImport } from './retryableImport.ts';

const url = '/assets/Part-abc123.js';
const failure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('retryableImport', () => {
  it('tries the import as written first, and keeps to it while it succeeds', async () => {
    const load = vi.fn(() => Promise.resolve({ default: 'as written' }));
    const importUrl = vi.fn();
    const importPart = retryableImport(load, url, importUrl);
    await expect(importPart()).resolves.toEqual({ default: 'as written' });
    await expect(importPart()).resolves.toEqual({ default: 'as written' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('passes a failure on, then imports the chunk at a fresh URL instead of the import as written', async () => {
    const load = vi.fn(failure);
    const importUrl = vi.fn(() => Promise.resolve({ default: 'fetched again' }));
    const importPart = retryableImport<{ default: string }>(load, url, importUrl);
    await expect(importPart()).rejects.toThrow('Failed to fetch');
    await expect(importPart()).resolves.toEqual({ default: 'fetched again' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(importUrl).toHaveBeenCalledWith(`${url}?retry=1`);
  });

  it('gives every retry a URL of its own, as a failed retry stays failed too', async () => {
    const importUrl = vi.fn(failure);
    const importPart = retryableImport(failure, url, importUrl);
    for (let attempt = 0; attempt < 3; attempt += 1) await expect(importPart()).rejects.toThrow();
    expect(importUrl.mock.calls).toEqual([[`${url}?retry=1`], [`${url}?retry=2`]]);
  });
});
