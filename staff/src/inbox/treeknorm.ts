import type { Status } from '../labels.ts';

/**
 * The Treeknorm for the wait from registration to intake in mental health care: at most four
 * weeks (docs/product-rules.md, the treeknorm rule). The inbox marks an open registration as it nears
 * that (from three weeks) and once it is past it, so that a long wait is seen in the list.
 */
export const TREEKNORM_DAYS = 28;
export const TREEKNORM_WARNING_DAYS = 21;

/** Until the intake is held: the statuses whose wait still counts. A closed registration waits for nothing. */
const waitingStatuses: ReadonlySet<Status> = new Set(['new', 'contacted', 'intake_planned']);

export type WaitSignal = 'over' | 'near' | null;

/** Whether a registration that has waited `days` whole days is past the Treeknorm, near it, or neither. */
export function waitSignal(status: Status, days: number): WaitSignal {
  if (!waitingStatuses.has(status)) return null;
  if (days > TREEKNORM_DAYS) return 'over';
  if (days >= TREEKNORM_WARNING_DAYS) return 'near';
  return null;
}
