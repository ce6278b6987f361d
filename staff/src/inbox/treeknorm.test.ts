import { describe, expect, it } from 'vitest';
import { TREEKNORM_DAYS, waitSignal } from './treeknorm.ts';
import { statuses } from '../labels.ts';

describe('waitSignal', () => {
  it('marks an open registration from three weeks, and past four weeks as over the Treeknorm', () => {
    expect(TREEKNORM_DAYS).toBe(28);
    expect(waitSignal('new', 20)).toBeNull();
    expect(waitSignal('new', 21)).toBe('near');
    expect(waitSignal('contacted', 28)).toBe('near');
    expect(waitSignal('intake_planned', 29)).toBe('over');
    expect(waitSignal('new', 37)).toBe('over');
  });

  it('marks nothing once the intake is held or the registration is closed: the wait it measures is over', () => {
    const after = statuses.slice(statuses.indexOf('intake_held'));
    expect(after).toHaveLength(7);
    for (const status of after) expect(waitSignal(status, 60), status).toBeNull();
  });
});
