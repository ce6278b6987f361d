/**
 * The inbox's list, every page of it. Hosted Supabase answers at most `max_rows` (1,000 by default)
 * rows per request, so one call would silently drop the oldest registrations once there are more;
 * staff_registrations therefore pages by a cursor (the last row's created_at and id, newest first)
 * and this reads page after page until an empty one. Not until a short one: a project whose
 * max_rows is below the page size answers every page short, and stopping there would silently cut
 * the list. The audit line is written once, by the
 * staff_begin_read('list') before the first page, whose grant covers the pages read after it.
 */
import type { InboxRow } from './sortRows.ts';

/** Rows per page: below hosted's max rows, and the most staff_registrations gives. */
export const INBOX_PAGE_SIZE = 500;

type Failure = { message?: string; code?: string };
type Answer<T> = { data: T | null; error: Failure | null };
export type ListRpc = (name: 'staff_registrations', args: Record<string, unknown>) => PromiseLike<Answer<unknown>>;

/**
 * Every registration, newest first, or the first refusal; with a `query`, every one the search
 * finds (the 'search' read, begun by the caller). Once `signal` is aborted (the list is no longer
 * shown: signed out, or another search) it asks for no further page and answers what it has: a
 * page asked for after signing out would go without a session and be refused.
 */
export async function loadAllPages(
  rpc: ListRpc,
  pageSize = INBOX_PAGE_SIZE,
  query: string | null = null,
  signal?: AbortSignal,
): Promise<Answer<InboxRow[]>> {
  const rows: InboxRow[] = [];
  for (;;) {
    if (signal?.aborted) return { data: rows, error: null };
    const last = rows.at(-1);
    const { data, error } = await rpc('staff_registrations', {
      p_before_created_at: last?.created_at ?? null,
      p_before_id: last?.id ?? null,
      p_limit: pageSize,
      ...(query === null ? {} : { p_query: query }),
    });
    if (error) return { data: null, error };
    const page = (data as InboxRow[] | null) ?? [];
    if (page.length === 0) return { data: rows, error: null };
    rows.push(...page);
  }
}
