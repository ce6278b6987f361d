/**
 * What the access log asks the database (admin_access_log, migration *_access_log.sql): the
 * filters as its arguments, a page after a page by the last line's (at, id), and every page for
 * the CSV export. Each read is begun first (auditedRead.ts, 'read_access_log'), which writes the
 * audit line; a begin is valid for 60 seconds, so the export's pages follow one begin.
 */
import { auditedRead, type Rpc } from '../inbox/auditedRead.ts';

/** Lines per page: the most admin_access_log gives, below the project's max_rows (config.toml: 1000). */
export const ACCESS_LOG_PAGE_SIZE = 500;

/** The export stops here (50,000 lines) and says so: a period that long is better asked in parts. */
export const EXPORT_MAX_PAGES = 100;

/** One line of the audit log, as admin_access_log answers it. */
export type AccessLogLine = {
  id: number;
  at: string;
  /** The member who acted; null for the schedule (the deletion after the retention period). */
  actor: string | null;
  action: string;
  registration_id: string | null;
  /** The member whose membership changed (the member_* lines); null on every other line. */
  member: string | null;
};

/**
 * The form's filters as typed: a member's user id or null for everyone; the first and last day as
 * 'YYYY-MM-DD' in Amsterdam, or '' for no bound; a registration's reference, or ''.
 */
export type AccessLogFilters = { member: string | null; from: string; to: string; registration: string };

export const noFilters: AccessLogFilters = { member: null, from: '', to: '', registration: '' };

/** Where the next page starts: the last line shown. */
export type Keyset = { at: string; id: number };

type Failure = { message?: string; code?: string };
type Answer<T> = { data: T | null; error: Failure | null };

/** A whole, real date ('2026-02-30' and a half-typed '2026--04' are not). */
export function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day after, as 'YYYY-MM-DD'. */
export function dayAfter(day: string): string {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** How far Amsterdam's clock is ahead of UTC at a moment (whole seconds), in milliseconds: one or two hours. */
function amsterdamOffset(instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour, parts.minute, parts.second);
  return asUtc - instant;
}

/**
 * The moment a day begins in Amsterdam (00:00 there), as an ISO instant: the team's days, not
 * UTC's, so "1 December" holds what happened after midnight on their clocks. Summer time changes
 * at 02:00 or 03:00, never at midnight, so midnight always exists and is met once.
 */
export function amsterdamDayStart(day: string): string {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  // The offset at UTC midnight, then at the instant it gives: the same unless a change lay between.
  const first = midnightUtc - amsterdamOffset(midnightUtc);
  return new Date(midnightUtc - amsterdamOffset(first)).toISOString();
}

/**
 * The reference as the database takes it: 8 to 32 hexadecimal characters once dashes are left
 * out (the e-mails' first 8 up to the whole id). Checked here too, so a typing slip is said at the
 * field before anything is begun and logged.
 */
export function isReference(value: string): boolean {
  const trimmed = value.trim();
  return /^[0-9a-fA-F-]+$/.test(trimmed) && /^[0-9a-f]{8,32}$/.test(trimmed.toLowerCase().replaceAll('-', ''));
}

/**
 * admin_access_log's arguments for these filters and, for a later page, where it starts. 'Van' is
 * inclusive from its first moment; 'Tot en met' includes its whole day, so the bound (exclusive)
 * is the start of the day after.
 */
export function argsOf(filters: AccessLogFilters, before: Keyset | null = null): Record<string, unknown> {
  const registration = filters.registration.trim();
  return {
    p_member: filters.member,
    p_from: filters.from === '' ? null : amsterdamDayStart(filters.from),
    p_to: filters.to === '' ? null : amsterdamDayStart(dayAfter(filters.to)),
    p_registration: registration === '' ? null : registration,
    p_before_at: before?.at ?? null,
    p_before_id: before?.id ?? null,
    p_limit: ACCESS_LOG_PAGE_SIZE,
  };
}

/** One page, begun on its own (each page shown is its own logged read). */
export function readPage(rpc: Rpc, filters: AccessLogFilters, before: Keyset | null): Promise<Answer<AccessLogLine[]>> {
  return auditedRead(rpc, { action: 'read_access_log' }, () => rpc('admin_access_log', argsOf(filters, before))) as Promise<
    Answer<AccessLogLine[]>
  >;
}

/**
 * Every line for the filters, for the export: one begin, then page after page until an empty one
 * (not a short one: a project whose max_rows is below the page answers every page short; see
 * loadInbox.ts), at most `maxPages`; `cut` when it stopped there with lines perhaps left. Should
 * the begun read expire on a slow connection (after 60 seconds), it is begun again and goes on.
 */
export async function readAll(
  rpc: Rpc,
  filters: AccessLogFilters,
  maxPages = EXPORT_MAX_PAGES,
): Promise<Answer<{ lines: AccessLogLine[]; cut: boolean }>> {
  const lines: AccessLogLine[] = [];
  let renewed = false;
  const begin = () => rpc('staff_begin_read', { p_action: 'read_access_log', p_registration_id: null });
  const begun = await begin();
  if (begun.error) return { data: null, error: begun.error };
  for (let pages = 0; pages < maxPages;) {
    const last = lines.at(-1);
    const { data, error } = await rpc('admin_access_log', argsOf(filters, last === undefined ? null : last));
    if (error?.message === 'staff_read_not_begun' && !renewed) {
      renewed = true;
      const again = await begin();
      if (again.error) return { data: null, error: again.error };
      continue;
    }
    if (error) return { data: null, error };
    const page = (data as AccessLogLine[] | null) ?? [];
    if (page.length === 0) return { data: { lines, cut: false }, error: null };
    lines.push(...page);
    renewed = false;
    pages += 1;
  }
  return { data: { lines, cut: true }, error: null };
}
