/**
 * No read without a trace (issue 50), in SQL on PGlite and on the real PostgreSQL: each audited
 * read answers only after staff_begin_read has committed its audit line in an earlier transaction
 * (migrations/*_platform_contract.sql). A read begun and made in one transaction, as a client
 * would with `begin … rollback`, is refused; a read made in a transaction that is rolled back
 * leaves the committed line. Over HTTP with `Prefer: tx=rollback`: rest-contract.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequest, asSignedIn, databases, pgError, type Queryable, type TestDatabase } from './test-databases.ts';
import { addMember, storeRegistration } from './test-staff.ts';

const SCREENER = '00000000-0000-4000-8000-0000000000a1';
const ADMIN = '00000000-0000-4000-8000-0000000000a2';
const SCREENER_SESSION = '00000000-0000-4000-8000-0000000000b1';
const ADMIN_SESSION = '00000000-0000-4000-8000-0000000000b2';

type Staff = 'screener' | 'admin';
const sessions = {
  screener: { sub: SCREENER, session_id: SCREENER_SESSION, aal: 'aal2' },
  admin: { sub: ADMIN, session_id: ADMIN_SESSION, aal: 'aal2' },
} as const;

/** Each audited read: the action staff_begin_read takes, who may make it, and the read itself. */
const reads: Array<{ action: string; staff: Staff; forRegistration: boolean; sql: string }> = [
  {
    action: 'list',
    staff: 'screener',
    forRegistration: false,
    sql: 'select count(*)::int as n from public.staff_registrations()',
  },
  {
    action: 'search',
    staff: 'screener',
    forRegistration: false,
    sql: `select count(*)::int as n from public.staff_registrations(p_query => 'Jansen')`,
  },
  { action: 'view', staff: 'screener', forRegistration: true, sql: 'select public.staff_registration($1) as r' },
  { action: 'letter', staff: 'screener', forRegistration: true, sql: 'select public.staff_referral_letter($1) as path' },
  { action: 'read_log', staff: 'admin', forRegistration: true, sql: 'select count(*)::int as n from public.staff_audit_log($1)' },
  {
    action: 'read_access_log',
    staff: 'admin',
    forRegistration: false,
    sql: 'select count(*)::int as n from public.admin_access_log()',
  },
  {
    action: 'read_waiting_times',
    staff: 'admin',
    forRegistration: false,
    sql: 'select count(*)::int as n from public.admin_waiting_times()',
  },
];

const rolledBack = new Error('rolled back on purpose');

describe.each(databases)('on $name', (database) => {
  let db: TestDatabase;
  let registrationId = '';
  let other = '';

  const as = <T>(staff: Staff, work: (tx: Queryable) => Promise<T>) => asSignedIn(db, sessions[staff], work);
  /** Runs `work` as `staff` in a transaction that is then rolled back; what it returned. */
  const inRolledBack = async <T>(staff: Staff, work: (tx: Queryable) => Promise<T>): Promise<T> => {
    let result: T | undefined;
    await as(staff, async (tx) => {
      result = await work(tx);
      throw rolledBack;
    }).catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
    return result as T;
  };
  const begin = (tx: Queryable, action: string, id: string | null) =>
    tx.query('select public.staff_begin_read($1, $2)', [action, id]);
  const argsOf = (read: (typeof reads)[number], id = registrationId) => (read.forRegistration ? [id] : []);
  const idOf = (read: (typeof reads)[number], id = registrationId) => (read.forRegistration ? id : null);
  const auditCount = async () => (await db.query<{ n: number }>('select count(*)::int as n from private.audit_log')).rows[0]?.n;
  const lines = async (actor: string, action: string, id: string | null) =>
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from private.audit_log where actor = $1 and action = $2 and registration_id is not distinct from $3',
        [actor, action, id],
      )
    ).rows[0]?.n ?? 0;

  /** A registration as the site stores it, its letter checked 'ok'. */
  async function register(): Promise<string> {
    const id = await storeRegistration(db);
    await asRequest(db, 'service_role', (tx) => tx.query(`select public.record_referral_letter_check($1, 'ok')`, [id]));
    return id;
  }

  beforeAll(async () => {
    db = await database.open();
    await addMember(db, sessions.screener, 'screener');
    await addMember(db, sessions.admin, 'admin');
    registrationId = await register();
    other = await register();
  });

  afterAll(async () => {
    await db?.close();
  });

  describe.each(reads)('$action', (read) => {
    const actor = () => (read.staff === 'admin' ? ADMIN : SCREENER);

    it('is refused unless begun, and the refusal logs nothing', async () => {
      // Old grants of earlier tests are out of the way: older than the 60 seconds.
      await db.query(`update private.staff_read_grants set granted_at = granted_at - interval '2 minutes' where true`);
      const before = await auditCount();
      expect(await pgError(as(read.staff, (tx) => tx.query(read.sql, argsOf(read))))).toEqual({
        code: '42501',
        message: 'staff_read_not_begun',
      });
      expect(await auditCount()).toBe(before);
    });

    it('begun and made in one transaction (begin … rollback) is refused, and leaves nothing', async () => {
      await db.query(`update private.staff_read_grants set granted_at = granted_at - interval '2 minutes' where true`);
      const before = await auditCount();
      const error = await pgError(
        inRolledBack(read.staff, async (tx) => {
          await begin(tx, read.action, idOf(read));
          return tx.query(read.sql, argsOf(read));
        }),
      );
      expect(error).toEqual({ code: '42501', message: 'staff_read_not_begun' });
      expect(await auditCount()).toBe(before);
    });

    it('begun in a transaction that was rolled back is refused', async () => {
      await db.query(`update private.staff_read_grants set granted_at = granted_at - interval '2 minutes' where true`);
      await inRolledBack(read.staff, (tx) => begin(tx, read.action, idOf(read)));
      expect((await pgError(as(read.staff, (tx) => tx.query(read.sql, argsOf(read)))))?.message).toBe('staff_read_not_begun');
    });

    it('begun and committed, then made in a transaction that is rolled back: answers, and the line stays', async () => {
      const before = await lines(actor(), read.action, idOf(read));
      await as(read.staff, (tx) => begin(tx, read.action, idOf(read)));
      const answer = await inRolledBack(read.staff, (tx) => tx.query<Record<string, unknown>>(read.sql, argsOf(read)));
      expect(answer.rows).toHaveLength(1);
      expect(Object.values(answer.rows[0] ?? {})[0]).not.toBeNull();
      expect(await lines(actor(), read.action, idOf(read))).toBe(before + 1);
    });

    it('answers for 60 seconds after the begin, no longer', async () => {
      await as(read.staff, (tx) => begin(tx, read.action, idOf(read)));
      expect(await pgError(as(read.staff, (tx) => tx.query(read.sql, argsOf(read))))).toBeNull();
      await db.query(`update private.staff_read_grants set granted_at = granted_at - interval '61 seconds' where true`);
      expect((await pgError(as(read.staff, (tx) => tx.query(read.sql, argsOf(read)))))?.message).toBe('staff_read_not_begun');
    });
  });

  describe.each(reads.filter((read) => read.forRegistration))('$action, of one registration', (read) => {
    it('a begin covers its own registration only', async () => {
      await db.query(`update private.staff_read_grants set granted_at = granted_at - interval '2 minutes' where true`);
      await as(read.staff, (tx) => begin(tx, read.action, other));
      expect((await pgError(as(read.staff, (tx) => tx.query(read.sql, argsOf(read)))))?.message).toBe('staff_read_not_begun');
      expect(await pgError(as(read.staff, (tx) => tx.query(read.sql, argsOf(read, other))))).toBeNull();
    });
  });

  it("a begin covers its own action and its own user only: another's, or another action's, is refused", async () => {
    await db.query(`update private.staff_read_grants set granted_at = granted_at - interval '2 minutes' where true`);
    // The admin began a view; the screener may not use it, nor may the admin read the letter with it.
    await as('admin', (tx) => begin(tx, 'view', registrationId));
    expect(
      (await pgError(as('screener', (tx) => tx.query('select public.staff_registration($1)', [registrationId]))))?.message,
    ).toBe('staff_read_not_begun');
    expect(
      (await pgError(as('admin', (tx) => tx.query('select public.staff_referral_letter($1)', [registrationId]))))?.message,
    ).toBe('staff_read_not_begun');
    expect(await pgError(as('admin', (tx) => tx.query('select public.staff_registration($1)', [registrationId])))).toBeNull();
  });

  it('refuses an unknown action, a list, search or whole log with a registration, an unknown registration and a screener reading a log, writing nothing', async () => {
    const before = await auditCount();
    const cases: Array<[Staff, string, string | null, string]> = [
      ['screener', 'export', registrationId, 'staff_read_unknown'],
      ['screener', 'list', registrationId, 'staff_read_unknown'],
      ['screener', 'search', registrationId, 'staff_read_unknown'],
      ['screener', 'view', crypto.randomUUID(), 'registration_not_found'],
      ['screener', 'view', null, 'registration_not_found'],
      ['screener', 'read_log', registrationId, 'staff_admin_only'],
      ['screener', 'read_access_log', null, 'staff_admin_only'],
      ['admin', 'read_access_log', registrationId, 'staff_read_unknown'],
    ];
    for (const [staff, action, id, message] of cases) {
      expect((await pgError(as(staff, (tx) => begin(tx, action, id))))?.message, `${action} ${id}`).toBe(message);
    }
    expect(await auditCount()).toBe(before);
  });

  describe('a second factor used in two sessions (hosted Auth lets a TOTP code pass twice)', () => {
    /** A session of `user` whose TOTP verification was `secondsFromNow` from now. */
    async function sessionVerifiedAt(user: string, secondsFromNow: number): Promise<Parameters<typeof asSignedIn>[1]> {
      const id = crypto.randomUUID();
      await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [id, user]);
      await db.query(
        `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
         values ($1, 'totp', now() + make_interval(secs => $2), now() + make_interval(secs => $2))`,
        [id, secondsFromNow],
      );
      return { sub: user, session_id: id, aal: 'aal2' } as const;
    }
    const list = (claims: Parameters<typeof asSignedIn>[1]) =>
      pgError(
        asSignedIn(db, claims, async (tx) => {
          await begin(tx, 'list', null);
        }).then(() => asSignedIn(db, claims, (tx) => tx.query(reads[0]!.sql))),
      );

    it('refuses both sessions for good, logs no look, and lets a later sign-in and other staff read', async () => {
      const first = await sessionVerifiedAt(SCREENER, -40);
      expect(await list(first)).toBeNull();
      const before = await auditCount();
      // The same code verified again 30 seconds later, in another session.
      const replay = await sessionVerifiedAt(SCREENER, -10);
      expect((await list(replay))?.message).toBe('staff_second_factor_reused');
      expect(await auditCount()).toBe(before);
      // The first session is refused from now on too: which of the two was the replay is unknown.
      expect((await list(first))?.message).toBe('staff_second_factor_reused');
      for (const read of reads.filter((candidate) => candidate.staff === 'screener')) {
        expect((await pgError(asSignedIn(db, first, (tx) => tx.query(read.sql, argsOf(read)))))?.message, read.action).toBe(
          'staff_second_factor_reused',
        );
      }
      // Signing the first session out frees neither.
      await db.query('delete from auth.sessions where id = $1', [first.session_id]);
      expect((await list(replay))?.message).toBe('staff_second_factor_reused');
      // Signing in again with a later code (over 90 seconds on) reads; so does other staff meanwhile.
      expect(await list(await sessionVerifiedAt(SCREENER, 100))).toBeNull();
      expect(await list(await sessionVerifiedAt(ADMIN, -10))).toBeNull();
      expect(await auditCount()).toBe((before ?? 0) + 2);
    });

    it('leaves sessions whose verifications are 90 seconds or more apart alone', async () => {
      const morning = await sessionVerifiedAt(ADMIN, -400);
      const later = await sessionVerifiedAt(ADMIN, -300);
      expect(await list(morning)).toBeNull();
      expect(await list(later)).toBeNull();
      expect(await list(morning)).toBeNull();
    });
  });

  it('no API role reaches the grants', async () => {
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      for (const sql of [
        'select * from private.staff_read_grants',
        `insert into private.staff_read_grants (actor, action) values ('${SCREENER}', 'list')`,
      ]) {
        expect((await pgError(asRequest(db, role, (tx) => tx.query(sql))))?.code, `${role}: ${sql}`).toBe('42501');
      }
      expect(
        (
          await pgError(
            asRequest(db, role, (tx) => tx.query(`select private.require_read_begun($1, array['list'], null)`, [SCREENER])),
          )
        )?.code,
      ).toBe('42501');
    }
  });
});
