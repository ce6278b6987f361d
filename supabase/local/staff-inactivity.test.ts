/**
 * The server's inactivity limit for staff sessions (migrations/*_staff_inactivity.sql, issue 51) on
 * PGlite and on the real PostgreSQL: a session without reported activity for longer than
 * staff_idle_minutes (20) is refused by every staff function as staff_session_idle, and by
 * staff_still_active too, so its token cannot revive it; a session counts from its sign-in or its
 * latest TOTP verification until the app first reports; staff_still_active moves the time forward;
 * only a signed-in member may call it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequest, asSignedIn, databases, pgError, type Queryable, type TestDatabase } from './test-databases.ts';

const SCREENER = '00000000-0000-4000-8000-0000000000c1';

/** One session per case, made by `session()`; its id is new each time. */
type Session = { sub: string; session_id: string; aal: 'aal2' };

/** An audited read as the app makes it: its begin (the audit line) committed, then the read. */
const LIST = 'select count(*)::int as n from public.staff_registrations()';

describe.each(databases)('on $name', (database) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await database.open();
    // A member who has chosen a password (any non-empty hash will do for the staff functions).
    await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, 'c1@example.nl', 'a password hash')`, [
      SCREENER,
    ]);
    await db.query(`insert into private.staff (user_id, role) values ($1, 'screener')`, [SCREENER]);
  });

  afterAll(async () => {
    await db?.close();
  });

  /**
   * A new aal2 session of the screener, signed in `signedIn` ago (an interval), its app's last
   * report `active` ago (none when null), and its TOTP verified `verified` ago (no claim when null).
   */
  async function session(signedIn: string, active: string | null = null, verified: string | null = null): Promise<Session> {
    const id = crypto.randomUUID();
    await db.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now() - $3::interval, now())`,
      [id, SCREENER, signedIn],
    );
    if (verified !== null) {
      await db.query(
        `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
         values ($1, 'totp', now() - $2::interval, now() - $2::interval)`,
        [id, verified],
      );
    }
    if (active !== null) {
      await db.query(
        `insert into private.staff_session_activity (session_id, last_active_at) values ($1, now() - $2::interval)`,
        [id, active],
      );
    }
    return { sub: SCREENER, session_id: id, aal: 'aal2' };
  }

  const as = <T>(caller: Session, work: (tx: Queryable) => Promise<T>) => asSignedIn(db, caller, work);
  /** The list, read as the app reads it; the number of registrations it answered. */
  const read = async (caller: Session) => {
    await as(caller, (tx) => tx.query(`select public.staff_begin_read('list', null)`));
    return (await as(caller, (tx) => tx.query<{ n: number }>(LIST))).rows[0]?.n;
  };
  const stillActive = (caller: Session) => as(caller, (tx) => tx.query('select public.staff_still_active()'));
  const lastActive = async (caller: Session) =>
    (
      await db.query<{ at: Date | null }>(
        'select last_active_at as at from private.staff_session_activity where session_id = $1',
        [caller.session_id],
      )
    ).rows[0]?.at ?? null;
  const idle = { code: '42501', message: 'staff_session_idle' };

  it('a fresh session reads, and may report activity', async () => {
    const fresh = await session('1 minute');
    expect(await read(fresh)).toBe(0);
    expect(await pgError(stillActive(fresh))).toBeNull();
    expect(await lastActive(fresh)).not.toBeNull();
  });

  it('a session whose last activity is 21 minutes back is refused as idle, by the reads and by staff_still_active', async () => {
    const away = await session('3 hours', '21 minutes');
    const before = await lastActive(away);
    expect(await pgError(as(away, (tx) => tx.query(`select public.staff_begin_read('list', null)`)))).toEqual(idle);
    expect(await pgError(as(away, (tx) => tx.query(LIST)))).toEqual(idle);
    expect(await pgError(as(away, (tx) => tx.query('select * from public.staff_team()')))).toEqual(idle);
    // Its own token cannot bring it back.
    expect(await pgError(stillActive(away))).toEqual(idle);
    expect(await lastActive(away)).toEqual(before);
    expect(await pgError(as(away, (tx) => tx.query(LIST)))).toEqual(idle);
  });

  it('staff_still_active moves the last activity forward, and that keeps a long session reading', async () => {
    const working = await session('3 hours', '19 minutes');
    const before = await lastActive(working);
    expect(await read(working)).toBe(0);
    await stillActive(working);
    const after = await lastActive(working);
    expect(after!.getTime() - before!.getTime()).toBeGreaterThanOrEqual(19 * 60_000 - 5_000);
    // A minute later the 19 minutes would have been 20: now they are 1.
    await db.query(
      `update private.staff_session_activity set last_active_at = last_active_at - interval '1 minute' where session_id = $1`,
      [working.session_id],
    );
    expect(await read(working)).toBe(0);
  });

  it('before its first report a session counts from its sign-in or its latest TOTP verification, never from a refresh', async () => {
    // Signed in 25 minutes ago and never reported (updated_at, a refresh, is now): idle.
    expect(await pgError(stillActive(await session('25 minutes')))).toEqual(idle);
    // The password 25 minutes ago, the code 2 minutes ago: the code's time counts.
    expect(await read(await session('25 minutes', null, '2 minutes'))).toBe(0);
    // The code too long ago.
    expect(await pgError(stillActive(await session('25 minutes', null, '21 minutes')))).toEqual(idle);
  });

  it('an operator can set the limit (intake setting staff_idle_minutes)', async () => {
    const away = await session('3 hours', '21 minutes');
    await db.query(`insert into private.intake_settings (name, value) values ('staff_idle_minutes', 30)`);
    try {
      expect(await read(away)).toBe(0);
    } finally {
      await db.query(`delete from private.intake_settings where name = 'staff_idle_minutes'`);
    }
    expect(await pgError(stillActive(away))).toEqual(idle);
  });

  it('only a signed-in user may call staff_still_active; the activity goes with its session', async () => {
    for (const role of ['anon', 'service_role'] as const) {
      const error = await pgError(asRequest(db, role, (tx) => tx.query('select public.staff_still_active()')));
      expect(error?.code).toBe('42501');
      expect(error?.message).toMatch(/permission denied for function staff_still_active/);
    }
    for (const role of ['anon', 'authenticated'] as const) {
      const error = await pgError(asRequest(db, role, (tx) => tx.query('select * from private.staff_session_activity')));
      expect(error?.code).toBe('42501');
    }
    const ended = await session('1 minute', '1 minute');
    await db.query('delete from auth.sessions where id = $1', [ended.session_id]);
    expect(await lastActive(ended)).toBeNull();
  });
});
