/**
 * An audited read as the database requires it (supabase/migrations/*_platform_contract.sql): first
 * `staff_begin_read`, its own request, which writes the audit line and commits it; then the read,
 * which the database answers only for a read begun by an earlier, committed request, within 60
 * seconds. So no client setting (PostgREST's `Prefer: tx=rollback`) can take the data and lose the
 * line. A refusal of the begin is the answer, and the read is not asked.
 */
import { supabase } from '../supabase.ts';

type Failure = { message?: string; code?: string };
type Answer<T> = { data: T | null; error: Failure | null };

/**
 * What the read is: the inbox's list or a search, one registration, one registration's audit log
 * (admins), the audit log across all registrations (admins: the access log, its CSV export), or
 * the waiting times computed from all registrations (admins).
 */
export type AuditedAction =
  | { action: 'list' | 'search' | 'read_access_log' | 'read_waiting_times' }
  | { action: 'view' | 'read_log'; registrationId: string };

/** The client's `rpc`, narrowed to what this needs (supabase-js's builders are thenables). */
export type Rpc = (name: string, args: Record<string, unknown>) => PromiseLike<Answer<unknown>>;

/** The staff client's `rpc` as an Rpc: the begin, and the reads after it, in the inbox, the detail and the access log. */
export const staffRpc: Rpc = (name, args) => supabase.rpc(name, args);

export async function auditedRead<T>(rpc: Rpc, read: AuditedAction, fetch: () => PromiseLike<Answer<T>>): Promise<Answer<T>> {
  const begun = await rpc('staff_begin_read', {
    p_action: read.action,
    p_registration_id: 'registrationId' in read ? read.registrationId : null,
  });
  if (begun.error) return { data: null, error: begun.error };
  return fetch();
}
