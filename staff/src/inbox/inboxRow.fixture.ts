import type { InboxRow } from './sortRows.ts';

/** A row of the inbox's list as staff_registrations answers it, for tests: an adult's, new, letter checked. */
export const inboxRow = (id: string, created_at: string, change: Partial<InboxRow> = {}): InboxRow => ({
  id,
  created_at,
  registration_type: 'adults',
  full_name: 'Jan Jansen',
  child_name: null,
  date_of_birth: '1990-05-15',
  insurance_company: 'Zilveren Kruis',
  location: 'amsterdam',
  preferred_language: 'dutch',
  status: 'new',
  assignee: null,
  letter_check: 'ok',
  held: false,
  held_reason: null,
  same_bsn: false,
  urgency: 'normal',
  same_name_and_birth: false,
  call_back_on: null,
  ...change,
});
