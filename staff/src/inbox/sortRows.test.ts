import { describe, expect, it } from 'vitest';
import { sortRows, type InboxRow } from './sortRows.ts';
import { inboxRow } from './inboxRow.fixture.ts';

const row = (id: string, created_at: string, status: InboxRow['status'], registration_type = 'adults'): InboxRow =>
  inboxRow(id, created_at, { status, registration_type });

const rows = [
  row('a', '2026-11-01T10:00:00Z', 'contacted'),
  row('b', '2026-11-03T10:00:00Z', 'new', 'children'),
  row('c', '2026-11-02T10:00:00Z', 'new'),
  row('d', '2026-11-04T10:00:00Z', 'withdrawn'),
];
const ids = (sorted: InboxRow[]) => sorted.map((r) => r.id);

describe('sortRows', () => {
  it('puts the newest first by default, and the oldest first the other way', () => {
    expect(ids(sortRows(rows, { column: 'created_at', direction: 'descending' }))).toEqual(['d', 'b', 'c', 'a']);
    expect(ids(sortRows(rows, { column: 'created_at', direction: 'ascending' }))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('sorts statuses in the order of the workflow, not the alphabet, newest first within one', () => {
    expect(ids(sortRows(rows, { column: 'status', direction: 'ascending' }))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('sorts by type, newest first within one, and leaves its input alone', () => {
    const before = ids(rows);
    expect(ids(sortRows(rows, { column: 'registration_type', direction: 'ascending' }))).toEqual(['d', 'c', 'a', 'b']);
    expect(ids(rows)).toEqual(before);
  });

  it('sorts by whom the registration is for (the child of a child’s registration), in Dutch order, any case', () => {
    const named = [
      inboxRow('a', '2026-11-01T10:00:00Z', { full_name: 'Zeynep Yılmaz' }),
      inboxRow('b', '2026-11-02T10:00:00Z', {
        full_name: 'Anna de Wit',
        child_name: 'teun de Wit',
        registration_type: 'children',
      }),
      inboxRow('c', '2026-11-03T10:00:00Z', { full_name: 'Bram Visser' }),
    ];
    expect(ids(sortRows(named, { column: 'name', direction: 'ascending' }))).toEqual(['c', 'b', 'a']);
  });
});
