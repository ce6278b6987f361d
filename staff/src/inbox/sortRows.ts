import type { SortDescriptor } from 'react-aria-components';
import type { StoredRegistration } from '@ankerlicht/registration';
import { statuses, type Status, type Urgency } from '../labels.ts';

/**
 * A row of staff_registrations: some of the stored registration's columns (full_name is the
 * registrant, for a child's registration the parent or guardian; child_name the child, else null;
 * date_of_birth the person the registration is for), and the handling.
 */
export type InboxRow = Pick<
  StoredRegistration,
  | 'id'
  | 'created_at'
  | 'registration_type'
  | 'full_name'
  | 'child_name'
  | 'date_of_birth'
  | 'insurance_company'
  | 'location'
  | 'preferred_language'
> & {
  status: Status;
  assignee: string | null;
  /** The intake's safety check of the letter: 'ok', why it failed, or null (not checked yet). */
  letter_check: string | null;
  /** Still held: its notification waits for the held summary (migration 20261201150000). */
  held: boolean;
  /** Why it was held ('flood', 'unknown-client'), or null: never held. */
  held_reason: string | null;
  /** Another registration has the same BSN (migration 20261201180000_same_bsn.sql). */
  same_bsn: boolean;
  /** 'urgent' ("spoed") or 'normal' (migration 20261202190000_contact_log_urgency.sql). */
  urgency: Urgency;
  /** Another registration has the same person's name and date of birth (migration 20261202180000_same_name_and_birth.sql). */
  same_name_and_birth: boolean;
  /** The newest contact attempt's call-back date (YYYY-MM-DD), or null (migration 20261202220000_call_back_in_list.sql). */
  call_back_on: string | null;
};

type SortColumn = 'created_at' | 'status' | 'registration_type' | 'location' | 'name';

/** Whom the registration is for: the child of a child's registration, else the registrant. */
export const personOf = (row: Pick<InboxRow, 'full_name' | 'child_name'>): string => row.child_name ?? row.full_name;

/** Newest first by default; any column that can be sorted, either way. */
export function sortRows(rows: readonly InboxRow[], sort: SortDescriptor): InboxRow[] {
  const column = sort.column as SortColumn;
  const rank = (row: InboxRow) =>
    column === 'status'
      ? String(statuses.indexOf(row.status)).padStart(2, '0')
      : column === 'name'
        ? personOf(row).toLocaleLowerCase('nl')
        : row[column];
  const sorted = [...rows].sort((a, b) => rank(a).localeCompare(rank(b)) || b.created_at.localeCompare(a.created_at));
  return sort.direction === 'descending' ? sorted.reverse() : sorted;
}
