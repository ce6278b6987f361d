import { describe, expect, it } from 'vitest';
import { TREEKNORM_DAYS, waitSignal } from './treeknorm.ts';

describe('waitSignal', () => {
  it('marks an open registration from three weeks, and past four weeks as over the Treeknorm', () => {
    expect(TREEKNORM_DAYS).toBe(28);
    expect(waitSignal('new', 20)).toBeNull();
    expect(waitSignal('new', 21)).toBe('near');
    expect(waitSignal('contacted', 28)).toBe('near');
    expect(waitSignal('intake_planned', 29)).toBe('over');
    expect(waitSignal('new', 37)).toBe('over');
  });

  it('marks nothing once the registration is closed', () => {
    for (const status of ['referred_elsewhere', 'declined', 'withdrawn'] as const) expect(waitSignal(status, 60)).toBeNull();
  });
});
