/**
 * The access log across all registrations (migrations/*_access_log.sql, issue 51 item 5) on PGlite
 * and on the real PostgreSQL: admins only, begun and logged like every audited read, filtered by
 * the member who acted, a period and a registration's reference, newest first and paged by keyset.
 * That a read of it must be begun (and committed) first is audited-reads.test.ts's matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, databases, pgError, type Queryable, type TestDatabase } from './test-databases.ts';
import { addMember } from './test-staff.ts';

const SCREENER = '00000000-0000-4000-8000-0000000000c1';
const ADMIN = '00000000-0000-4000-8000-0000000000c2';
const sessions = {
  screener: { sub: SCREENER, session_id: '00000000-0000-4000-8000-0000000000d1', aal: 'aal2' },
  admin: { sub: ADMIN, session_id: '00000000-0000-4000-8000-0000000000d2', aal: 'aal2' },
} as const;
// Two registrations' ids as the log keeps them (no foreign key: a deleted registration stays findable).
const FIRST = '2c4f1e9a-0000-4000-8000-000000000001';
const SECOND = '7b3d0c12-0000-4000-8000-000000000002';

type Line = { id: string; at: string; actor: string | null; action: string; registration_id: string | null };

describe.each(databases)('on $name', (database) => {
  let db: TestDatabase;
  const as = <T>(staff: keyof typeof sessions, work: (tx: Queryable) => Promise<T>) => asSignedIn(db, sessions[staff], work);

  /** The admin's read as the app makes it: begun (its own line), then the log with these arguments. */
  async function read(args: Record<string, unknown>): Promise<Array<Omit<Line, 'id' | 'at'>>> {
    await as('admin', (tx) => tx.query(`select public.staff_begin_read('read_access_log')`));
    const names = Object.keys(args);
    const call = names.map((name, index) => `${name} => $${index + 1}`).join(', ');
    const { rows } = await as('admin', (tx) =>
      tx.query<Line>(`select * from public.admin_access_log(${call})`, Object.values(args)),
    );
    return rows.map(({ actor, action, registration_id }) => ({ actor, action, registration_id }));
  }
  // Far from now, so the lines the reads themselves add never fall in the period.
  const march2001 = { p_from: '2001-03-01T00:00:00+01:00', p_to: '2001-03-04T00:00:00+01:00' };

  beforeAll(async () => {
    db = await database.open();
    await addMember(db, sessions.screener, 'screener');
    await addMember(db, sessions.admin, 'admin');
    // Four lines in March 2001 (and one just outside it), as the staff functions write them.
    await db.query(
      `insert into private.audit_log (at, actor, action, registration_id) values
         ('2001-02-28T23:59:59+01:00', $1, 'view', $3),
         ('2001-03-01T00:00:00+01:00', $1, 'view', $3),
         ('2001-03-02T12:00:00+01:00', $2, 'view', $4),
         ('2001-03-03T09:30:00+01:00', $1, 'status', $3),
         ('2001-03-03T23:59:59+01:00', null, 'delete', $3)`,
      [SCREENER, ADMIN, FIRST, SECOND],
    );
  });

  afterAll(async () => {
    await db?.close();
  });

  it('gives a period, newest first, its start included and its end not', async () => {
    expect(await read(march2001)).toEqual([
      { actor: null, action: 'delete', registration_id: FIRST },
      { actor: SCREENER, action: 'status', registration_id: FIRST },
      { actor: ADMIN, action: 'view', registration_id: SECOND },
      { actor: SCREENER, action: 'view', registration_id: FIRST },
    ]);
  });

  it("filters by the member who acted, and by a registration's reference or whole id, in any case", async () => {
    expect(await read({ ...march2001, p_member: SCREENER })).toEqual([
      { actor: SCREENER, action: 'status', registration_id: FIRST },
      { actor: SCREENER, action: 'view', registration_id: FIRST },
    ]);
    const second = [{ actor: ADMIN, action: 'view', registration_id: SECOND }];
    expect(await read({ ...march2001, p_registration: '7B3D0C12' })).toEqual(second);
    expect(await read({ ...march2001, p_registration: ` ${SECOND} ` })).toEqual(second);
    expect(await read({ ...march2001, p_member: ADMIN, p_registration: FIRST.slice(0, 8) })).toEqual([]);
  });

  it('pages by keyset: the next page starts after the last line of the one before', async () => {
    await as('admin', (tx) => tx.query(`select public.staff_begin_read('read_access_log')`));
    const page = (before: Line | undefined) =>
      as('admin', (tx) =>
        tx.query<Line>(
          'select * from public.admin_access_log(p_from => $1, p_to => $2, p_before_at => $3, p_before_id => $4, p_limit => 3)',
          [march2001.p_from, march2001.p_to, before?.at ?? null, before?.id ?? null],
        ),
      );
    const first = (await page(undefined)).rows;
    const next = (await page(first.at(-1))).rows;
    expect(first.map((line) => line.action)).toEqual(['delete', 'status', 'view']);
    expect(next.map((line) => [line.action, line.registration_id])).toEqual([['view', FIRST]]);
  });

  it('logs each begun read of it, naming no registration', async () => {
    const count = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from private.audit_log where actor = $1 and action = 'read_access_log' and registration_id is null`,
          [ADMIN],
        )
      ).rows[0]?.n ?? 0;
    const before = await count();
    await read(march2001);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a screener, and a reference that is not one, before reading anything', async () => {
    expect(await pgError(as('screener', (tx) => tx.query('select * from public.admin_access_log()')))).toEqual({
      code: '42501',
      message: 'staff_admin_only',
    });
    await as('admin', (tx) => tx.query(`select public.staff_begin_read('read_access_log')`));
    for (const reference of ['1234567', 'jansen', '2c4f1e9a%', `${FIRST}0`, '']) {
      expect(
        await pgError(as('admin', (tx) => tx.query('select * from public.admin_access_log(p_registration => $1)', [reference]))),
        reference,
      ).toEqual({ code: '22023', message: 'staff_access_log_reference' });
    }
  });
});
