/**
 * The waiting times as admin_waiting_times computes them from the registrations' own dates
 * (supabase/migrations/*_waiting_times.sql; the definitions in docs/product-rules.md): an audited
 * read, begun first like the access log's.
 */
import { auditedRead, type Rpc } from '../inbox/auditedRead.ts';

/** One month, department and location; an average is null when fewer waits than the threshold made it. */
export type WaitingTimesRow = {
  /** The month's first day, `YYYY-MM-DD`. */
  month: string;
  department: string;
  location: string;
  intakes: number;
  intake_mean_days: number | null;
  intakes_within_norm: number;
  intakes_outside_norm: number;
  treatments: number;
  treatment_mean_days: number | null;
  treatments_within_norm: number;
  treatments_outside_norm: number;
  waiting_for_intake: number;
  waiting_for_treatment: number;
  /** The threshold in force (an intake setting): an average of fewer waits is null. */
  min_group: number;
};

/** How many months the screen shows, the current one included. */
export const WAITING_TIMES_MONTHS = 12;

export function readWaitingTimes(rpc: Rpc) {
  return auditedRead(rpc, { action: 'read_waiting_times' }, () =>
    rpc('admin_waiting_times', { p_through: null, p_months: WAITING_TIMES_MONTHS }),
  ) as Promise<{ data: WaitingTimesRow[] | null; error: { message?: string; code?: string } | null }>;
}

/** An average in days as weeks, as the NZa gives waits; PostgREST may send a numeric as a string. */
export function weeksOf(days: number | string | null): number | null {
  return days === null ? null : Number(days) / 7;
}
