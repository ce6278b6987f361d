/**
 * The contact log and urgency (migrations/*_contact_log_urgency.sql, issue 51 item 2) on PGlite and
 * on the real PostgreSQL: who may log an attempt or set the urgency (as staff-inbox.test.ts's
 * matrix), what is refused with which reason, that an unchanged urgency writes nothing, that each
 * change is in the audit log, that the detail returns the attempts newest first and the list the
 * urgency and the newest attempt's call-back date (migrations/*_call_back_in_list.sql), that nobody changes an attempt afterwards, and that the attempts go with their
 * registration when the schedule deletes it after the retention period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequest, asSignedIn, databases, pgError, type Queryable, type TestDatabase } from './test-databases.ts';
import { storeRegistration } from './test-staff.ts';

const SCREENER = '00000000-0000-4000-8000-00000000002a';
const OUTSIDER = '00000000-0000-4000-8000-00000000002d';
const PASSWORD_HASH = 'a password hash';

type Caller = { name: string; run: <T>(db: TestDatabase, work: (tx: Queryable) => Promise<T>) => Promise<T> };
const sessionOf = (sub: string, n = 1) => `${sub.slice(0, -2)}${n}${sub.slice(-1)}`;
const signedIn = (name: string, sub: string, aal: 'aal1' | 'aal2', session = sessionOf(sub)): Caller => ({
  name,
  run: (db, work) => asSignedIn(db, { sub, aal, session_id: session }, work),
});
const anon: Caller = { name: 'anon', run: (db, work) => asRequest(db, 'anon', work) };
const serviceRole: Caller = { name: 'service_role', run: (db, work) => asRequest(db, 'service_role', work) };
const outsider = signedIn('a signed-in user who is not staff', OUTSIDER, 'aal2');
const passwordOnly = signedIn('a screener without the second factor', SCREENER, 'aal1');
const screener = signedIn('a screener', SCREENER, 'aal2');

/** A date `days` from today on Amsterdam's calendar, as YYYY-MM-DD. */
const amsterdamDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });

describe.each(databases)('on $name', (database) => {
  let db: TestDatabase;
  /** An adult registration as the site stores it. */
  const register = () => storeRegistration(db);

  /** Everything these functions could change. */
  async function fingerprint(): Promise<string> {
    const result = await db.query<{ f: string }>(`
      select md5(concat_ws('|',
        (select string_agg(c::text, ',' order by c.registration_id) from private.registration_cases c),
        (select string_agg(e::text, ',' order by e.id) from private.registration_events e),
        (select string_agg(a::text, ',' order by a.id) from private.contact_attempts a),
        (select string_agg(l::text, ',' order by l.id) from private.audit_log l)
      )) as f`);
    return result.rows[0]?.f ?? '';
  }

  const auditLog = async (registration: string) =>
    (
      await db.query<{ actor: string | null; action: string }>(
        'select actor, action from private.audit_log where registration_id = $1 order by id',
        [registration],
      )
    ).rows;

  /** The detail as the app reads it: begun (committed), then read. */
  async function detail(id: string): Promise<Record<string, unknown>> {
    await screener.run(db, (tx) => tx.query(`select public.staff_begin_read('view', $1)`, [id]));
    const { rows } = await screener.run(db, (tx) =>
      tx.query<{ r: Record<string, unknown> }>('select public.staff_registration($1) as r', [id]),
    );
    return rows[0]?.r ?? {};
  }

  const logContact = (id: string, channel: unknown, outcome: unknown, nextStep: unknown = null, remindOn: unknown = null) =>
    screener.run(db, (tx) =>
      tx.query('select public.staff_log_contact($1, $2, $3, $4, $5)', [id, channel, outcome, nextStep, remindOn]),
    );
  /** The list as the app reads it: begun (committed), then read; a search when a term is given. */
  async function listRows(query: string | null = null, columns = '*'): Promise<Array<Record<string, unknown>>> {
    await screener.run(db, (tx) => tx.query('select public.staff_begin_read($1)', [query === null ? 'list' : 'search']));
    const { rows } = await screener.run(db, (tx) =>
      tx.query<Record<string, unknown>>(`select ${columns} from public.staff_registrations(p_query => $1)`, [query]),
    );
    return rows;
  }
  /** The row's call-back date as the app gets it (YYYY-MM-DD, not the driver's Date). */
  const callBackOn = async (id: string, query: string | null = null) =>
    (await listRows(query, 'id, call_back_on::text as call_back_on')).find((row) => row.id === id)?.call_back_on;
  const setUrgency = (id: string, urgency: unknown, reason: unknown = null) =>
    screener.run(db, (tx) => tx.query('select public.staff_set_urgency($1, $2, $3)', [id, urgency, reason]));

  beforeAll(async () => {
    db = await database.open();
    await db.query(
      `insert into auth.users (id, email, encrypted_password) values
        ('${SCREENER}', 'screener@example.nl', $1), ('${OUTSIDER}', 'outsider@example.nl', $1)`,
      [PASSWORD_HASH],
    );
    await db.query(`insert into private.staff (user_id, role) values ('${SCREENER}', 'screener')`);
    for (const user of [SCREENER, OUTSIDER]) {
      await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionOf(user), user]);
    }
  });

  afterAll(async () => {
    await db?.close();
  });

  describe('who may', () => {
    const calls: Array<[string, string, unknown[]]> = [
      ['staff_log_contact', `select public.staff_log_contact($1, 'phone', 'not_reached', 'Morgen opnieuw', null)`, []],
      ['staff_set_urgency', `select public.staff_set_urgency($1, 'urgent', 'Suïcidale gedachten genoemd')`, []],
    ];
    const refusals: Array<[string, Caller, RegExp]> = [
      [anon, /permission denied for function/],
      [serviceRole, /permission denied for function/],
      [outsider, /staff_not_a_member/],
      [passwordOnly, /staff_second_factor_required/],
    ].map(([caller, reason]) => [(caller as Caller).name, caller as Caller, reason as RegExp]);

    describe.each(refusals)('as %s', (_name, caller, reason) => {
      it.each(calls)('%s is refused with 42501 and changes nothing', async (_fn, sql) => {
        const id = await register();
        const before = await fingerprint();
        const error = await pgError(caller.run(db, (tx) => tx.query(sql, [id])));
        expect(error?.code).toBe('42501');
        expect(error?.message).toMatch(reason);
        expect(await fingerprint()).toBe(before);
      });
    });

    it('a session whose second factor was used twice changes nothing', async () => {
      const id = await register();
      const sessions = [crypto.randomUUID(), crypto.randomUUID()];
      for (const [index, session] of sessions.entries()) {
        await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [session, SCREENER]);
        await db.query(
          `insert into auth.mfa_amr_claims (session_id, authentication_method, updated_at)
           values ($1, 'totp', now() - make_interval(secs => $2))`,
          [session, 30 - index * 20],
        );
      }
      const replay = signedIn('a screener whose code was replayed', SCREENER, 'aal2', sessions[1]);
      const before = await fingerprint();
      for (const [, sql] of calls) {
        expect(await pgError(replay.run(db, (tx) => tx.query(sql, [id])))).toEqual({
          code: '42501',
          message: 'staff_second_factor_reused',
        });
      }
      expect(await fingerprint()).toBe(before);
    });

    it('an unknown registration is refused (P0002)', async () => {
      const before = await fingerprint();
      expect(await pgError(logContact(crypto.randomUUID(), 'phone', 'reached'))).toEqual({
        code: 'P0002',
        message: 'registration_not_found',
      });
      expect(await pgError(setUrgency(crypto.randomUUID(), 'normal'))).toEqual({
        code: 'P0002',
        message: 'registration_not_found',
      });
      expect(await fingerprint()).toBe(before);
    });
  });

  it('a screener logs attempts: each in the audit log, the detail lists them newest first with who and when', async () => {
    const id = await register();
    const remind = amsterdamDay(2);
    await logContact(id, 'phone', 'not_reached', '  Donderdag na 17:00 opnieuw bellen  ', remind);
    await logContact(id, 'phone', 'voicemail');
    await logContact(id, 'email', 'reached', '   ');
    await logContact(id, 'letter', 'wrong_number', null, amsterdamDay(0));

    const record = await detail(id);
    const attempts = record.contact_attempts as Array<Record<string, unknown>>;
    expect(
      attempts.map(({ actor, channel, outcome, next_step, remind_on }) => ({ actor, channel, outcome, next_step, remind_on })),
    ).toEqual([
      { actor: SCREENER, channel: 'letter', outcome: 'wrong_number', next_step: null, remind_on: amsterdamDay(0) },
      { actor: SCREENER, channel: 'email', outcome: 'reached', next_step: null, remind_on: null },
      { actor: SCREENER, channel: 'phone', outcome: 'voicemail', next_step: null, remind_on: null },
      {
        actor: SCREENER,
        channel: 'phone',
        outcome: 'not_reached',
        next_step: 'Donderdag na 17:00 opnieuw bellen',
        remind_on: remind,
      },
    ]);
    // The server's clock, newest first.
    const times = attempts.map((attempt) => Date.parse(attempt.at as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Math.abs(Date.now() - (times[0] ?? 0))).toBeLessThan(60_000);
    // An attempt is no history line; the case is untouched.
    expect(record.events).toEqual([]);
    expect(record.status).toBe('new');
    expect(await auditLog(id)).toEqual([
      ...Array.from({ length: 4 }, () => ({ actor: SCREENER, action: 'contact' })),
      { actor: SCREENER, action: 'view' },
    ]);
  });

  it('refuses a channel or outcome outside the lists, a next step over 500 characters and a reminder in the past or over a year ahead, with 22023 and the reason', async () => {
    const id = await register();
    const before = await fingerprint();
    const cases: Array<[unknown[], string]> = [
      [['fax', 'reached'], 'staff_contact_channel'],
      [[null, 'reached'], 'staff_contact_channel'],
      [['Phone', 'reached'], 'staff_contact_channel'],
      [['phone', 'busy'], 'staff_contact_outcome'],
      [['phone', null], 'staff_contact_outcome'],
      [['phone', 'reached', 'x'.repeat(501)], 'staff_contact_next_step_too_long'],
      [['phone', 'reached', null, amsterdamDay(-1)], 'staff_contact_remind_on'],
      [['phone', 'reached', null, amsterdamDay(400)], 'staff_contact_remind_on'],
    ];
    for (const [args, message] of cases) {
      expect(await pgError(logContact(id, ...(args as [unknown, unknown, unknown?, unknown?]))), message).toEqual({
        code: '22023',
        message,
      });
    }
    expect(await fingerprint()).toBe(before);
    // 500 characters once trimmed is the most.
    await logContact(id, 'phone', 'reached', ` ${'x'.repeat(500)} `);
    expect(((await detail(id)).contact_attempts as Array<{ next_step: string }>)[0]?.next_step).toHaveLength(500);
  });

  it('sets the urgency with a reason for spoed, kept in the history; the list and the detail return it; unchanged writes nothing', async () => {
    const id = await register();
    const before = await fingerprint();
    // A new case is normal: saving normal writes nothing.
    await setUrgency(id, 'normal');
    await setUrgency(id, 'normal', 'waarom niet');
    expect(await fingerprint()).toBe(before);

    for (const [urgency, reason, message] of [
      ['urgent', null, 'staff_urgency_reason_required'],
      ['urgent', '   ', 'staff_urgency_reason_required'],
      ['urgent', 'x'.repeat(501), 'staff_urgency_reason_too_long'],
      ['spoed', 'reden', 'staff_urgency_unknown'],
      [null, null, 'staff_urgency_unknown'],
    ] as const) {
      expect(await pgError(setUrgency(id, urgency, reason)), `${urgency} ${reason}`).toEqual({ code: '22023', message });
    }
    expect(await fingerprint()).toBe(before);

    await setUrgency(id, 'urgent', '  Huisarts belde: acuut  ');
    const urgent = await fingerprint();
    // The same again: nothing; with another reason: a new line.
    await setUrgency(id, 'urgent', 'Huisarts belde: acuut');
    expect(await fingerprint()).toBe(urgent);
    await setUrgency(id, 'urgent', 'Ook crisisdienst ingeschakeld');
    await setUrgency(id, 'normal', 'een reden die niet bewaard wordt');
    const normal = await fingerprint();
    await setUrgency(id, 'normal');
    expect(await fingerprint()).toBe(normal);
    await setUrgency(id, 'urgent', 'Opnieuw spoed');

    const record = await detail(id);
    expect(record.urgency).toBe('urgent');
    expect(
      (record.events as Array<Record<string, unknown>>).map(({ kind, actor, urgency, note, status }) => ({
        kind,
        actor,
        urgency,
        note,
        status,
      })),
    ).toEqual([
      { kind: 'urgency', actor: SCREENER, urgency: 'urgent', note: 'Huisarts belde: acuut', status: null },
      { kind: 'urgency', actor: SCREENER, urgency: 'urgent', note: 'Ook crisisdienst ingeschakeld', status: null },
      { kind: 'urgency', actor: SCREENER, urgency: 'normal', note: null, status: null },
      { kind: 'urgency', actor: SCREENER, urgency: 'urgent', note: 'Opnieuw spoed', status: null },
    ]);
    expect(await auditLog(id)).toEqual([
      ...Array.from({ length: 4 }, () => ({ actor: SCREENER, action: 'urgency' })),
      { actor: SCREENER, action: 'view' },
    ]);

    // The list: every row has its urgency, followed only by the call-back date (*_call_back_in_list.sql).
    const list = await listRows();
    const row = list.find((found) => found.id === id);
    expect(row?.urgency).toBe('urgent');
    expect(Object.keys(row ?? {}).slice(-2)).toEqual(['urgency', 'call_back_on']);
    expect(list.filter((found) => found.id !== id).every((found) => found.urgency === 'normal')).toBe(true);
    // A status change keeps the urgency.
    await screener.run(db, (tx) => tx.query(`select public.staff_set_status($1, 'contacted')`, [id]));
    expect((await detail(id)).urgency).toBe('urgent');
  });

  it("the list and a search say when to call back: the newest attempt's date; a newer attempt without one clears it; none without attempts", async () => {
    const [called, untouched] = [await register(), await register()];
    expect(await callBackOn(untouched)).toBeNull();
    expect(await callBackOn(called)).toBeNull();

    await logContact(called, 'phone', 'not_reached', null, amsterdamDay(3));
    expect(await callBackOn(called)).toBe(amsterdamDay(3));
    // The newest decides, not the earliest or latest date.
    await logContact(called, 'phone', 'voicemail', null, amsterdamDay(1));
    expect(await callBackOn(called)).toBe(amsterdamDay(1));
    // The same after a search by reference (the list's other way in).
    expect(await callBackOn(called, called.slice(0, 8))).toBe(amsterdamDay(1));
    // Reached, no new date: nothing to call back for.
    await logContact(called, 'email', 'reached');
    expect(await callBackOn(called)).toBeNull();
    expect(await callBackOn(called, called.slice(0, 8))).toBeNull();
    expect(await callBackOn(untouched)).toBeNull();
  });

  it('nobody changes or deletes an attempt or a history line afterwards, not even its owner; API roles do not reach the table', async () => {
    const id = await register();
    await logContact(id, 'phone', 'reached');
    await setUrgency(id, 'urgent', 'Acuut');
    const before = await fingerprint();
    for (const sql of [
      `update private.contact_attempts set outcome = 'not_reached'`,
      'delete from private.contact_attempts',
      'truncate private.contact_attempts',
      `update private.registration_events set note = 'Anders'`,
      'delete from private.registration_events',
      'truncate private.registration_events',
    ]) {
      expect(await pgError(db.query(sql)), sql).toEqual({ code: '42501', message: 'the case history is append-only' });
    }
    for (const caller of [anon, screener, serviceRole]) {
      for (const sql of [
        'select * from private.contact_attempts',
        `insert into private.contact_attempts (registration_id, actor, channel, outcome) values ('${id}', '${SCREENER}', 'phone', 'reached')`,
        `update private.contact_attempts set outcome = outcome`,
        'delete from private.contact_attempts',
      ]) {
        expect((await pgError(caller.run(db, (tx) => tx.query(sql))))?.code, `${caller.name}: ${sql}`).toBe('42501');
      }
    }
    expect(await fingerprint()).toBe(before);
  });

  it('the schedule deletes the attempts and the urgency with a registration after the retention period', async () => {
    const [old, kept] = [await register(), await register()];
    for (const id of [old, kept]) {
      await logContact(id, 'phone', 'not_reached', 'Nog eens proberen', amsterdamDay(1));
      await setUrgency(id, 'urgent', 'Acuut');
      await screener.run(db, (tx) => tx.query(`select public.staff_set_status($1, 'not_reached', 'Drie keer geprobeerd')`, [id]));
    }
    await db.query(`update private.registration_cases set closed_at = now() - interval '366 days' where registration_id = $1`, [
      old,
    ]);
    const purged = await serviceRole.run(db, (tx) =>
      tx.query<{ n: number }>('select public.purge_closed_registrations(100) as n'),
    );
    expect(purged.rows[0]?.n).toBe(1);
    for (const table of ['private.contact_attempts', 'private.registration_cases', 'private.registration_events']) {
      expect((await db.query(`select 1 from ${table} where registration_id = $1`, [old])).rows, table).toEqual([]);
      expect((await db.query(`select 1 from ${table} where registration_id = $1`, [kept])).rows.length, table).toBeGreaterThan(0);
    }
    expect((await auditLog(old)).at(-1)).toEqual({ actor: null, action: 'delete' });
  });
});
