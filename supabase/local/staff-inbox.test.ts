/**
 * The staff inbox's data layer (migrations/*_staff_inbox.sql, issue 30) on PGlite and on the real
 * PostgreSQL: who may call the staff functions, as a matrix of sessions (anon, the service role, a
 * signed-in user who is not staff, a member with only the password, a removed member, a signed-out,
 * an expired, a timed-out (12 hours) and a borrowed session, a screener and an admin with the second factor), that every
 * refusal leaves the data as it was, that an invited member who never chose a password is refused
 * whatever the session (migrations/*_staff_password_required.sql), that every look and change is in
 * the audit log, and that nobody changes the log. Membership (migrations/*_staff_admin.sql): only
 * the service role adds, re-adds and removes members, and a removed member is refused at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRecord } from '@ankerlicht/registration/test-fixtures/registrations';
import { asRequest, asSignedIn, databases, pgError, type Queryable, type TestDatabase } from './test-databases.ts';
import { storeRegistration } from './test-staff.ts';

const SCREENER = '00000000-0000-4000-8000-00000000000a';
const ADMIN = '00000000-0000-4000-8000-00000000000b';
const REMOVED = '00000000-0000-4000-8000-00000000000c';
const OUTSIDER = '00000000-0000-4000-8000-00000000000d';
/**
 * auth.users.encrypted_password of a user who has chosen a password: any value but null or empty
 * (Auth's User.HasPassword(); the staff functions check no more than that).
 */
const PASSWORD_HASH = 'a password hash';

/** A session and how it reaches the database. */
type Caller = { name: string; run: <T>(db: TestDatabase, work: (tx: Queryable) => Promise<T>) => Promise<T> };

/** Each session's id: the user's id with its last digit for the session (see the sessions inserted below). */
const sessionOf = (sub: string, n = 1) => `${sub.slice(0, -2)}${n}${sub.slice(-1)}`;
const signedIn = (name: string, sub: string, aal: 'aal1' | 'aal2', session = sessionOf(sub)): Caller => ({
  name,
  run: (db, work) => asSignedIn(db, { sub, aal, session_id: session }, work),
});
const anon: Caller = { name: 'anon', run: (db, work) => asRequest(db, 'anon', work) };
const serviceRole: Caller = { name: 'service_role', run: (db, work) => asRequest(db, 'service_role', work) };
const outsider = signedIn('a signed-in user who is not staff', OUTSIDER, 'aal2');
const passwordOnly = signedIn('a screener without the second factor', SCREENER, 'aal1');
const removed = signedIn('a removed member', REMOVED, 'aal2');
const screener = signedIn('a screener', SCREENER, 'aal2');
const admin = signedIn('an admin', ADMIN, 'aal2');
const signedOut = signedIn('a screener whose session was signed out', SCREENER, 'aal2', sessionOf(SCREENER, 2));
const expired = signedIn('a screener whose session has expired', SCREENER, 'aal2', sessionOf(SCREENER, 3));
const timedOut = signedIn('a screener whose session began 13 hours ago', SCREENER, 'aal2', sessionOf(SCREENER, 4));
const otherSession = signedIn("a screener with another user's session", SCREENER, 'aal2', sessionOf(ADMIN));

describe.each(databases)('on $name', (database) => {
  let db: TestDatabase;
  let registrationId = '';

  /**
   * A whole adult registration, as the site stores it: the letter first, then the row as anon;
   * then the e-mail function's verdict on the letter ('ok' unless given; null: not checked yet).
   * `fields`: what differs from the sample (another BSN, name, phone…).
   */
  async function register(letterCheck: string | null = 'ok', fields: Parameters<typeof sampleRecord>[1] = {}): Promise<string> {
    const id = await storeRegistration(db, fields);
    if (letterCheck !== null) {
      await asRequest(db, 'service_role', (tx) =>
        tx.query('select public.record_referral_letter_check($1, $2)', [id, letterCheck]),
      );
    }
    return id;
  }

  /** Everything a staff function could change. */
  async function fingerprint(): Promise<string> {
    const result = await db.query<{ f: string }>(`
      select md5(concat_ws('|',
        (select string_agg(c::text, ',' order by c.registration_id) from private.registration_cases c),
        (select string_agg(e::text, ',' order by e.id) from private.registration_events e),
        (select string_agg(k::text, ',' order by k.registration_id) from private.referral_letter_checks k),
        (select string_agg(l::text, ',' order by l.id) from private.audit_log l),
        (select string_agg(s::text, ',' order by s.user_id) from private.staff s),
        (select count(*) from public.registrations)
      )) as f`);
    return result.rows[0]?.f ?? '';
  }

  async function auditLog(registration: string | null): Promise<Array<{ actor: string | null; action: string }>> {
    return (
      await db.query<{ actor: string | null; action: string }>(
        'select actor, action from private.audit_log where registration_id is not distinct from $1 order by id',
        [registration],
      )
    ).rows;
  }

  beforeAll(async () => {
    db = await database.open();
    await db.query(
      `insert into auth.users (id, email, encrypted_password) values
        ('${SCREENER}', 'screener@example.nl', $1), ('${ADMIN}', 'admin@example.nl', $1),
        ('${REMOVED}', 'removed@example.nl', $1), ('${OUTSIDER}', 'outsider@example.nl', $1)`,
      [PASSWORD_HASH],
    );
    await db.query(`insert into private.staff (user_id, role, removed_at) values
      ('${SCREENER}', 'screener', null), ('${ADMIN}', 'admin', null), ('${REMOVED}', 'screener', now())`);
    // One live session per user, and the screener's expired one; sessionOf(SCREENER, 2) was signed out (no row).
    for (const user of [SCREENER, ADMIN, REMOVED, OUTSIDER]) {
      await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionOf(user), user]);
    }
    await db.query(`insert into auth.sessions (id, user_id, not_after) values ($1, $2, now() - interval '1 minute')`, [
      sessionOf(SCREENER, 3),
      SCREENER,
    ]);
    // Refreshed a minute ago, but signed in beyond the 12-hour time-box (*_staff_session_timebox.sql).
    await db.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now() - interval '13 hours', now() - interval '1 minute')`,
      [sessionOf(SCREENER, 4), SCREENER],
    );
    registrationId = await register();
  });

  afterAll(async () => {
    await db?.close();
  });

  /**
   * An audited read as the app makes it (*_platform_contract.sql): staff_begin_read in its own,
   * committed transaction (the audit line), then the read in another.
   */
  async function read<T>(caller: Caller, action: string, id: string | null, sql: string, args: unknown[], accept = false) {
    await caller.run(db, (tx) => tx.query('select public.staff_begin_read($1, $2, $3)', [action, id, accept]));
    return caller.run(db, (tx) => tx.query<T>(sql, args));
  }

  /** Each staff function with arguments that would succeed for a member. */
  const calls: Array<[string, string, () => unknown[]]> = [
    ['staff_begin_read', `select public.staff_begin_read('view', $1)`, () => [registrationId]],
    ['staff_registrations', 'select * from public.staff_registrations()', () => []],
    ['staff_registration', 'select public.staff_registration($1)', () => [registrationId]],
    ['staff_referral_letter', 'select public.staff_referral_letter($1)', () => [registrationId]],
    ['staff_set_status', `select public.staff_set_status($1, 'contacted')`, () => [registrationId]],
    ['staff_assign', 'select public.staff_assign($1, $2)', () => [registrationId, SCREENER]],
    ['staff_add_note', `select public.staff_add_note($1, 'Gebeld, geen gehoor')`, () => [registrationId]],
    ['staff_audit_log', 'select * from public.staff_audit_log($1)', () => [registrationId]],
    ['staff_team', 'select * from public.staff_team()', () => []],
  ];

  const refusals: Array<[string, Caller, RegExp]> = [
    [anon, /permission denied for function/],
    [serviceRole, /permission denied for function/],
    [outsider, /staff_not_a_member/],
    [passwordOnly, /staff_second_factor_required/],
    [removed, /staff_not_a_member/],
    [signedOut, /staff_session_ended/],
    [expired, /staff_session_ended/],
    [timedOut, /staff_session_ended/],
    [otherSession, /staff_session_ended/],
  ].map(([caller, reason]) => [(caller as Caller).name, caller as Caller, reason as RegExp]);

  describe.each(refusals)('as %s', (_name, caller, reason) => {
    it.each(calls)('%s is refused and changes nothing', async (_name, sql, args) => {
      const before = await fingerprint();
      const error = await pgError(caller.run(db, (tx) => tx.query(sql, args())));
      expect(error?.code).toBe('42501');
      expect(error?.message).toMatch(reason);
      expect(await fingerprint()).toBe(before);
    });
  });

  it('the audit log is for admins: a screener is refused and nothing is logged', async () => {
    const before = await fingerprint();
    const error = await pgError(screener.run(db, (tx) => tx.query('select * from public.staff_audit_log($1)', [registrationId])));
    expect(error).toEqual({ code: '42501', message: 'staff_admin_only' });
    expect(await fingerprint()).toBe(before);
  });

  describe('no API role reaches the staff tables or the registrations directly', () => {
    /** Each staff table with a column to write. */
    const tables = {
      'private.staff': 'role',
      'private.registration_cases': 'status',
      'private.registration_events': 'kind',
      'private.audit_log': 'action',
      'private.referral_letter_checks': 'verdict',
    };
    const statements = Object.entries(tables).flatMap(([table, column]) => [
      `select * from ${table}`,
      `insert into ${table} default values`,
      `update ${table} set ${column} = ${column}`,
      `delete from ${table}`,
    ]);
    // The service role (the e-mail function's) reads registrations by design; the others may not.
    const registrationStatements = [
      'select * from public.registrations',
      `update public.registrations set city = 'X'`,
      'delete from public.registrations',
    ];
    const cases = [
      ...[anon, screener, admin, serviceRole].flatMap((caller) => statements.map((sql) => [caller.name, sql, caller] as const)),
      ...[anon, screener, admin].flatMap((caller) => registrationStatements.map((sql) => [caller.name, sql, caller] as const)),
    ];

    it.each(cases)('as %s: %s is refused', async (_name, sql, caller) => {
      const before = await fingerprint();
      expect((await pgError(caller.run(db, (tx) => tx.query(sql))))?.code).toBe('42501');
      expect(await fingerprint()).toBe(before);
    });
  });

  it('a screener works a registration, and each look and change is in the audit log', async () => {
    const id = await register();
    const list = await read<{ id: string; status: string; registration_type: string; location: string }>(
      screener,
      'list',
      null,
      'select * from public.staff_registrations()',
      [],
    );
    // Newest first, with the list's columns and nothing more.
    expect(list.rows[0]).toEqual(
      expect.objectContaining({
        id,
        status: 'new',
        registration_type: 'adults',
        location: sampleRecord('adults').location,
        letter_check: 'ok',
      }),
    );
    expect(Object.keys(list.rows[0] ?? {}).sort()).toEqual(
      [
        'assignee',
        'child_name',
        'created_at',
        'date_of_birth',
        'full_name',
        'held',
        'held_reason',
        'id',
        'insurance_company',
        'letter_check',
        'location',
        'preferred_language',
        'registration_type',
        'same_bsn',
        'same_name_and_birth',
        'status',
        // migrations/*_contact_log_urgency.sql (contact-log.test.ts)
        'urgency',
        // migrations/*_call_back_in_list.sql (contact-log.test.ts)
        'call_back_on',
      ].sort(),
    );

    await screener.run(db, async (tx) => {
      await tx.query(`select public.staff_set_status($1, 'contacted')`, [id]);
      await tx.query('select public.staff_assign($1, $2)', [id, ADMIN]);
      await tx.query(`select public.staff_add_note($1, 'Teruggebeld, intake volgende week')`, [id]);
    });
    const letter = await read<{ path: string }>(screener, 'letter', id, 'select public.staff_referral_letter($1) as path', [id]);
    expect(letter.rows[0]?.path).toMatch(/^adults\/stored_\d+\/\d+\.pdf$/);

    const detail = await read<{ r: Record<string, unknown> }>(screener, 'view', id, 'select public.staff_registration($1) as r', [
      id,
    ]);
    const record = detail.rows[0]?.r ?? {};
    expect(record).toEqual(
      expect.objectContaining({
        id,
        full_name: sampleRecord('adults').full_name,
        bsn_number: sampleRecord('adults').bsn_number,
        status: 'contacted',
        assignee: ADMIN,
        closed_at: null,
        letter_check: 'ok',
        notification: expect.objectContaining({ status: 'pending' }),
      }),
    );
    expect(
      (record.events as Array<Record<string, unknown>>).map(({ kind, actor, status, assignee, note }) => ({
        kind,
        actor,
        status,
        assignee,
        note,
      })),
    ).toEqual([
      { kind: 'status', actor: SCREENER, status: 'contacted', assignee: null, note: null },
      { kind: 'assignee', actor: SCREENER, status: null, assignee: ADMIN, note: null },
      { kind: 'note', actor: SCREENER, status: null, assignee: null, note: 'Teruggebeld, intake volgende week' },
    ]);

    const steps = ['status', 'assign', 'note', 'letter', 'view'].map((action) => ({ actor: SCREENER, action }));
    expect(await auditLog(id)).toEqual(steps);
    expect((await auditLog(null)).at(-1)).toEqual({ actor: SCREENER, action: 'list' });

    // The admin reads the same log through its function, and that reading is logged too: before
    // the log is handed out, so the answer ends with it.
    const seen = await read<{ actor: string; action: string }>(
      admin,
      'read_log',
      id,
      'select actor, action from public.staff_audit_log($1)',
      [id],
    );
    expect(seen.rows).toEqual([...steps, { actor: ADMIN, action: 'read_log' }]);
    expect((await auditLog(id)).at(-1)).toEqual({ actor: ADMIN, action: 'read_log' });
  });

  describe('a letter that did not pass the check, or has not had it', () => {
    it.each([
      ['flagged', 'pdf-javascript'],
      ['not checked yet', null],
    ] as const)('%s: refused until asked for deliberately, which is logged as its own action', async (_name, verdict) => {
      const id = await register(verdict);
      const detail = await read<{ r: Record<string, unknown> }>(
        screener,
        'view',
        id,
        'select public.staff_registration($1) as r',
        [id],
      );
      expect(detail.rows[0]?.r.letter_check).toBe(verdict);

      const before = await fingerprint();
      for (const sql of [
        `select public.staff_begin_read('letter', $1)`,
        `select public.staff_begin_read('letter', $1, false)`,
        'select public.staff_referral_letter($1)',
        'select public.staff_referral_letter($1, false)',
      ]) {
        expect(await pgError(screener.run(db, (tx) => tx.query(sql, [id])))).toEqual({
          code: 'P0001',
          message: 'staff_letter_flagged',
        });
      }
      expect(await fingerprint()).toBe(before);

      const letter = await read<{ path: string }>(
        screener,
        'letter',
        id,
        'select public.staff_referral_letter($1, true) as path',
        [id],
        true,
      );
      expect(letter.rows[0]?.path).toMatch(/^adults\/stored_\d+\/\d+\.pdf$/);
      expect((await auditLog(id)).at(-1)).toEqual({ actor: SCREENER, action: 'letter_flagged' });
    });

    it('a letter that passed is handed out without the confirmation, logged as letter', async () => {
      const id = await register('ok');
      await read(screener, 'letter', id, 'select public.staff_referral_letter($1, true)', [id], true);
      expect((await auditLog(id)).at(-1)).toEqual({ actor: SCREENER, action: 'letter' });
    });

    it('only the service role records a verdict; the latest wins; the verdict is a short code', async () => {
      const id = await register(null);
      for (const caller of [anon, screener, admin]) {
        const before = await fingerprint();
        expect(
          (await pgError(caller.run(db, (tx) => tx.query(`select public.record_referral_letter_check($1, 'ok')`, [id]))))?.code,
        ).toBe('42501');
        expect(await fingerprint()).toBe(before);
      }
      const record = (verdict: string) =>
        serviceRole.run(db, (tx) => tx.query('select public.record_referral_letter_check($1, $2)', [id, verdict]));
      await record('docx-macro');
      await record('ok');
      const { rows } = await db.query<{ verdict: string }>(
        'select verdict from private.referral_letter_checks where registration_id = $1',
        [id],
      );
      expect(rows).toEqual([{ verdict: 'ok' }]);
      expect((await pgError(record('<script>')))?.code).toBe('23514');
    });
  });

  it('marks registrations that share a BSN, and names the others on each one’s screen (id and date only)', async () => {
    const first = await register('ok', { bsn_number: '123456782' });
    const second = await register('ok', { bsn_number: '123456782' });
    const alone = await register('ok', { bsn_number: '999999990' });
    const list = await read<{ id: string; same_bsn: boolean }>(
      screener,
      'list',
      null,
      'select * from public.staff_registrations()',
      [],
    );
    const flag = (id: string) => list.rows.find((row) => row.id === id)?.same_bsn;
    expect([flag(first), flag(second), flag(alone)]).toEqual([true, true, false]);

    const screen = await read<{ r: { same_bsn_registrations: Array<Record<string, unknown>> } }>(
      screener,
      'view',
      first,
      'select public.staff_registration($1) as r',
      [first],
    );
    const others = screen.rows[0]?.r.same_bsn_registrations ?? [];
    expect(others.map((other) => other.id)).toEqual([second]);
    expect(Object.keys(others[0] ?? {}).sort()).toEqual(['created_at', 'id']);
    const lone = await read<{ r: { same_bsn_registrations: unknown[] } }>(
      screener,
      'view',
      alone,
      'select public.staff_registration($1) as r',
      [alone],
    );
    expect(lone.rows[0]?.r.same_bsn_registrations).toEqual([]);
  });

  it('marks registrations of one person by name and date of birth (a child by the child), and names the others on each screen', async () => {
    const dob = '2011-05-17';
    // One child registered by a parent, then again with the name typed in capitals and a double space.
    const child = await register('ok', { registration_type: 'children', child_name: 'Noor el Amrani', date_of_birth: dob });
    const again = await register('ok', { registration_type: 'children', child_name: ' NOOR  El Amrani', date_of_birth: dob });
    // The same name born on another day, and an adult registration under the child's name by the
    // parent (full_name): neither is the same person.
    const otherDay = await register('ok', {
      registration_type: 'children',
      child_name: 'Noor el Amrani',
      date_of_birth: '2012-05-17',
    });
    const parent = await register('ok', { full_name: 'Noor el Amrani', date_of_birth: '1980-01-02' });
    const list = await read<{ id: string; same_name_and_birth: boolean }>(
      screener,
      'list',
      null,
      'select * from public.staff_registrations()',
      [],
    );
    const flag = (id: string) => list.rows.find((row) => row.id === id)?.same_name_and_birth;
    expect([flag(child), flag(again), flag(otherDay), flag(parent)]).toEqual([true, true, false, false]);

    const screen = await read<{ r: { same_name_and_birth_registrations: Array<Record<string, unknown>> } }>(
      screener,
      'view',
      again,
      'select public.staff_registration($1) as r',
      [again],
    );
    const others = screen.rows[0]?.r.same_name_and_birth_registrations ?? [];
    expect(others.map((other) => other.id)).toEqual([child]);
    expect(Object.keys(others[0] ?? {}).sort()).toEqual(['created_at', 'id']);
  });

  it('finds registrations by name, BSN, phone, e-mail and reference, as one logged search and no views', async () => {
    const wanted = await register('ok', {
      full_name: 'Meryem Özdemir-de Vries',
      bsn_number: '111222333',
      phone: '+31 6 2468 1357',
      email: 'Meryem.O@example.nl',
    });
    const other = await register('ok', { full_name: 'Pieter %Bakker', bsn_number: '123456782', phone: '020 765 43 21' });
    const search = async (term: string) => {
      const before = (await auditLog(null)).length;
      const found = await read<{ id: string; full_name: string }>(
        screener,
        'search',
        null,
        'select * from public.staff_registrations(p_query => $1)',
        [term],
      );
      // One line, 'search', naming no registration; nothing is logged as a view.
      expect((await auditLog(null)).slice(before)).toEqual([{ actor: SCREENER, action: 'search' }]);
      return found.rows.map((row) => row.id).filter((id) => id === wanted || id === other);
    };
    const viewsBefore = [await auditLog(wanted), await auditLog(other)];

    expect(await search('özdemir')).toEqual([wanted]);
    expect(await search('  DE VRIES ')).toEqual([wanted]);
    expect(await search('111 222 333')).toEqual([wanted]);
    expect(await search('06-24681357')).toEqual([wanted]);
    expect(await search('0031624681357')).toEqual([wanted]);
    expect(await search('meryem.o@EXAMPLE.nl')).toEqual([wanted]);
    expect(await search(wanted.slice(0, 8).toUpperCase())).toEqual([wanted]);
    // Part of an address, a wildcard, a short number: no match, not everyone.
    expect(await search('example.nl')).toEqual([]);
    expect(await search('%bakker')).toEqual([other]);
    expect(await search('_%')).toEqual([]);
    expect(await search('2468')).toEqual([]);
    expect([await auditLog(wanted), await auditLog(other)]).toEqual(viewsBefore);

    // The list's columns, with the name, date of birth and insurer: a search answers the same.
    const [row] = (
      await read<Record<string, unknown>>(screener, 'search', null, 'select * from public.staff_registrations(p_query => $1)', [
        'Özdemir',
      ])
    ).rows;
    expect(row).toEqual(
      expect.objectContaining({
        id: wanted,
        full_name: 'Meryem Özdemir-de Vries',
        child_name: null,
        insurance_company: sampleRecord('adults').insurance_company,
      }),
    );
    expect(row).not.toHaveProperty('bsn_number');
    expect(row).not.toHaveProperty('message');

    // A search needs its own begun read: a 'list' grant does not cover it (the admin has not searched).
    await admin.run(db, (tx) => tx.query(`select public.staff_begin_read('list')`));
    const unbegun = await pgError(
      admin.run(db, (tx) => tx.query(`select * from public.staff_registrations(p_query => 'Özdemir')`)),
    );
    expect(unbegun).toEqual(expect.objectContaining({ code: '42501' }));
    // A term of one letter, or only spaces, is refused before anything is read.
    for (const term of ['a', '   ', 'x'.repeat(101)]) {
      await screener.run(db, (tx) => tx.query(`select public.staff_begin_read('search')`));
      const refused = await pgError(
        screener.run(db, (tx) => tx.query('select * from public.staff_registrations(p_query => $1)', [term])),
      );
      expect(refused).toEqual({ code: '22023', message: 'staff_search_term' });
    }
  });

  it("a search by name can be answered from each name column's trigram index (migrations/*_name_search_index.sql)", async () => {
    // The predicate as staff_registrations writes it; with sequential scans off, a plan that still
    // reads the table whole would mean the index does not match the expression.
    for (const column of ['full_name', 'child_name', 'parent_guardian_name']) {
      const plan = await db.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        const explained = await tx.query<{ 'QUERY PLAN': string }>(
          `explain select id from public.registrations where pg_catalog.lower(${column}) like '%özdemir%'`,
        );
        return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain(`Bitmap Index Scan on registrations_${column}_trigrams`);
    }
  });

  it('the team: every member with address, role and whether removed, for naming who did what', async () => {
    const team = await screener.run(db, (tx) =>
      tx.query<{ user_id: string; email: string; role: string; removed: boolean }>('select * from public.staff_team()'),
    );
    expect(team.rows).toEqual([
      { user_id: ADMIN, email: 'admin@example.nl', role: 'admin', removed: false },
      { user_id: REMOVED, email: 'removed@example.nl', role: 'screener', removed: true },
      { user_id: SCREENER, email: 'screener@example.nl', role: 'screener', removed: false },
    ]);
  });

  it('closing a case dates it once; reopening clears the date', async () => {
    const id = await register();
    const closedAt = async () =>
      (
        await db.query<{ closed_at: Date | null }>(
          'select closed_at from private.registration_cases where registration_id = $1',
          [id],
        )
      ).rows[0]?.closed_at ?? null;
    await screener.run(db, (tx) => tx.query(`select public.staff_set_status($1, 'declined', 'Past niet bij ons aanbod')`, [id]));
    const first = await closedAt();
    expect(first).not.toBeNull();
    await screener.run(db, (tx) => tx.query(`select public.staff_set_status($1, 'withdrawn', 'Zelf afgemeld')`, [id]));
    expect(await closedAt()).toEqual(first);
    await screener.run(db, (tx) => tx.query(`select public.staff_set_status($1, 'contacted')`, [id]));
    expect(await closedAt()).toBeNull();
  });

  it('the whole path: intake held, then in treatment (closing, no reason); each way out closes only with a reason, kept in its history line', async () => {
    const id = await register();
    const caseOf = async () =>
      (
        await db.query<{ status: string; closed: boolean }>(
          'select status, closed_at is not null as closed from private.registration_cases where registration_id = $1',
          [id],
        )
      ).rows[0];
    const history = async () =>
      (
        await db.query<{ status: string; note: string | null }>(
          `select status, note from private.registration_events where registration_id = $1 and kind = 'status' order by id`,
          [id],
        )
      ).rows;
    const set = (status: string, reason: string | null = null) =>
      screener.run(db, (tx) => tx.query('select public.staff_set_status($1, $2, $3)', [id, status, reason]));

    for (const status of ['contacted', 'intake_planned', 'intake_held']) {
      await set(status);
      expect(await caseOf()).toEqual({ status, closed: false });
    }
    // A reason for a step that needs none is not kept.
    await set('in_treatment', 'gestart');
    expect(await caseOf()).toEqual({ status: 'in_treatment', closed: true });

    for (const status of ['handed_over', 'referred_elsewhere', 'declined', 'not_reached', 'withdrawn']) {
      const before = await fingerprint();
      for (const reason of [null, '', '   ']) {
        expect(await pgError(set(status, reason)), `${status} ${String(reason)}`).toEqual({
          code: '22023',
          message: 'staff_status_reason_required',
        });
      }
      expect(await fingerprint()).toBe(before);
      await set(status, `  Reden voor ${status}  `);
      expect(await caseOf()).toEqual({ status, closed: true });
    }
    // The same way out again: nothing new; with another reason, a new line.
    const before = await fingerprint();
    await set('withdrawn', 'Reden voor withdrawn');
    expect(await fingerprint()).toBe(before);
    await set('withdrawn', 'Toch een andere reden');
    expect(await history()).toEqual([
      { status: 'contacted', note: null },
      { status: 'intake_planned', note: null },
      { status: 'intake_held', note: null },
      { status: 'in_treatment', note: null },
      { status: 'handed_over', note: 'Reden voor handed_over' },
      { status: 'referred_elsewhere', note: 'Reden voor referred_elsewhere' },
      { status: 'declined', note: 'Reden voor declined' },
      { status: 'not_reached', note: 'Reden voor not_reached' },
      { status: 'withdrawn', note: 'Reden voor withdrawn' },
      { status: 'withdrawn', note: 'Toch een andere reden' },
    ]);
  });

  it('saving a status or an assignee the case already has writes no history line and no audit line', async () => {
    const id = await register();
    // A new case is 'new' before anyone saves it; unassigned is null.
    const before = await fingerprint();
    await screener.run(db, (tx) => tx.query(`select public.staff_set_status($1, 'new')`, [id]));
    await screener.run(db, (tx) => tx.query('select public.staff_assign($1, null)', [id]));
    expect(await fingerprint()).toBe(before);
    await screener.run(db, (tx) => tx.query(`select public.staff_set_status($1, 'contacted')`, [id]));
    await screener.run(db, (tx) => tx.query('select public.staff_assign($1, $2)', [id, SCREENER]));
    const changed = await fingerprint();
    expect(changed).not.toBe(before);
    await screener.run(db, (tx) => tx.query(`select public.staff_set_status($1, 'contacted')`, [id]));
    await screener.run(db, (tx) => tx.query('select public.staff_assign($1, $2)', [id, SCREENER]));
    expect(await fingerprint()).toBe(changed);
  });

  it('a session whose second factor was used twice changes nothing: no status, assignee or note', async () => {
    const id = await register();
    // Two live sessions of the admin whose TOTP verifications lie 20 seconds apart.
    const sessions = [crypto.randomUUID(), crypto.randomUUID()];
    for (const [index, session] of sessions.entries()) {
      await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [session, ADMIN]);
      await db.query(
        `insert into auth.mfa_amr_claims (session_id, authentication_method, updated_at)
         values ($1, 'totp', now() - make_interval(secs => $2))`,
        [session, 30 - index * 20],
      );
    }
    const replay = signedIn('an admin whose code was replayed', ADMIN, 'aal2', sessions[1]);
    const before = await fingerprint();
    for (const sql of [
      `select public.staff_set_status($1, 'contacted')`,
      `select public.staff_assign($1, '${ADMIN}')`,
      `select public.staff_add_note($1, 'gebeld')`,
    ]) {
      expect((await pgError(replay.run(db, (tx) => tx.query(sql, [id]))))?.message, sql).toBe('staff_second_factor_reused');
    }
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a status outside the workflow, an assignee who is not a current member and an unknown registration, logging nothing', async () => {
    const before = await fingerprint();
    expect(
      (await pgError(screener.run(db, (tx) => tx.query(`select public.staff_set_status($1, 'archived')`, [registrationId]))))
        ?.code,
    ).toBe('23514');
    expect(
      await pgError(screener.run(db, (tx) => tx.query('select public.staff_assign($1, $2)', [registrationId, REMOVED]))),
    ).toEqual({
      code: '23503',
      message: 'staff_assignee_not_a_member',
    });
    expect(
      await pgError(screener.run(db, (tx) => tx.query('select public.staff_registration($1)', [crypto.randomUUID()]))),
    ).toEqual({
      code: 'P0002',
      message: 'registration_not_found',
    });
    expect(await fingerprint()).toBe(before);
  });

  it('the schedule deletes registrations closed longer ago than the retention period, logs it, and leaves their letters to the orphan sweep', async () => {
    const [old, recent, open] = [await register(), await register(), await register()];
    await screener.run(db, async (tx) => {
      for (const id of [old, recent]) await tx.query(`select public.staff_set_status($1, 'declined', 'Past niet')`, [id]);
      await tx.query(`select public.staff_add_note($1, 'Verwezen naar huisarts')`, [old]);
    });
    const days = (
      await db.query<{ value: number }>(
        `select value from private.intake_settings where name = 'closed_registration_retention_days'`,
      )
    ).rows[0]?.value;
    expect(days).toBe(365);
    await db.query(`update private.registration_cases set closed_at = now() - interval '366 days' where registration_id = $1`, [
      old,
    ]);
    await db.query(`update private.registration_cases set closed_at = now() - interval '364 days' where registration_id = $1`, [
      recent,
    ]);
    const letter = (
      await db.query<{ path: string }>('select referral_letter_path as path from public.registrations where id = $1', [old])
    ).rows[0]?.path;
    // The orphan sweep's own grace period counts from the upload; these uploads are seconds old.
    await db.query(`update storage.objects set created_at = now() - interval '400 days' where name = $1`, [letter]);

    // Only the schedule's role may purge.
    expect((await pgError(admin.run(db, (tx) => tx.query('select public.purge_closed_registrations(10)'))))?.code).toBe('42501');

    const purged = await serviceRole.run(db, (tx) =>
      tx.query<{ n: number }>('select public.purge_closed_registrations(10) as n'),
    );
    expect(purged.rows[0]?.n).toBe(1);
    const left = await db.query<{ id: string }>('select id from public.registrations where id = any($1::uuid[])', [
      [old, recent, open],
    ]);
    expect(left.rows.map((row) => row.id).sort()).toEqual([recent, open].sort());
    for (const table of ['private.registration_cases', 'private.registration_events', 'private.registration_notifications']) {
      expect((await db.query(`select 1 from ${table} where registration_id = $1`, [old])).rows).toEqual([]);
    }
    expect((await auditLog(old)).at(-1)).toEqual({ actor: null, action: 'delete' });
    const orphans = await serviceRole.run(db, (tx) =>
      tx.query<{ name: string }>('select public.orphan_referral_letters(100) as name'),
    );
    expect(orphans.rows.map((row) => row.name)).toContain(letter);
  });

  describe('membership: admin_add_staff and admin_remove_staff (migrations/*_staff_admin.sql)', () => {
    const NEWCOMER = '00000000-0000-4000-8000-00000000000e';
    const newcomer = signedIn('a newcomer', NEWCOMER, 'aal2');
    const add =
      (role: string, user = NEWCOMER) =>
      (tx: Queryable) =>
        tx.query('select public.admin_add_staff($1, $2)', [user, role]);
    const remove =
      (user = NEWCOMER) =>
      (tx: Queryable) =>
        tx.query('select public.admin_remove_staff($1)', [user]);
    const member = async () =>
      (
        await db.query<{ role: string; removed: boolean; added_long_ago: boolean; added_just_now: boolean }>(
          `select role, removed_at is not null as removed,
                  added_at < now() - interval '1 hour' as added_long_ago,
                  added_at > now() - interval '1 minute' as added_just_now
             from private.staff where user_id = $1`,
          [NEWCOMER],
        )
      ).rows;
    const removedAt = async () =>
      (await db.query<{ at: string }>('select removed_at::text as at from private.staff where user_id = $1', [NEWCOMER])).rows[0]
        ?.at;
    const inbox = () => read(newcomer, 'list', null, 'select * from public.staff_registrations()', []);

    beforeAll(async () => {
      await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, 'newcomer@example.nl', $2)`, [
        NEWCOMER,
        PASSWORD_HASH,
      ]);
      await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionOf(NEWCOMER), NEWCOMER]);
    });

    const callers = [anon, outsider, screener, admin].map((caller) => [caller.name, caller] as const);
    it.each(callers)('as %s: both are refused and change nothing', async (_name, caller) => {
      const before = await fingerprint();
      for (const work of [add('admin'), add('admin', SCREENER), remove(SCREENER), remove(ADMIN)]) {
        const error = await pgError(caller.run(db, work));
        expect(error?.code).toBe('42501');
        expect(error?.message).toMatch(/permission denied for function admin_(add|remove)_staff/);
      }
      expect(await fingerprint()).toBe(before);
    });

    it('the service role adds a member, changes the role, removes, and re-adds after removal', async () => {
      expect((await pgError(inbox()))?.message).toBe('staff_not_a_member');

      await serviceRole.run(db, add('screener'));
      expect(await member()).toEqual([{ role: 'screener', removed: false, added_long_ago: false, added_just_now: true }]);
      expect((await inbox()).rows.length).toBeGreaterThan(0);

      // Added long ago: a change of role keeps the date.
      await db.query(`update private.staff set added_at = now() - interval '1 day' where user_id = $1`, [NEWCOMER]);
      await serviceRole.run(db, add('admin'));
      expect(await member()).toEqual([{ role: 'admin', removed: false, added_long_ago: true, added_just_now: false }]);

      await serviceRole.run(db, remove());
      expect(await member()).toEqual([{ role: 'admin', removed: true, added_long_ago: true, added_just_now: false }]);
      // Refused at once, though the session lives on; the refusal changes nothing.
      const before = await fingerprint();
      expect(await pgError(inbox())).toEqual({ code: '42501', message: 'staff_not_a_member' });
      expect(await fingerprint()).toBe(before);
      // Removing again keeps the first date.
      const first = await removedAt();
      await serviceRole.run(db, remove());
      expect(await removedAt()).toBe(first);

      // Re-added: current again, with the new role and the new membership's date; still one row.
      await serviceRole.run(db, add('screener'));
      expect(await member()).toEqual([{ role: 'screener', removed: false, added_long_ago: false, added_just_now: true }]);
      expect((await inbox()).rows.length).toBeGreaterThan(0);
      // The same role again changes nothing, and logs nothing.
      await serviceRole.run(db, add('screener'));

      // Each change of who may read is in the audit log, by the operator (actor null), naming the member.
      const lines = await db.query<{ actor: string | null; action: string; registration_id: string | null }>(
        'select actor, action, registration_id from private.audit_log where member = $1 order by id',
        [NEWCOMER],
      );
      expect(lines.rows).toEqual(
        ['member_screener', 'member_admin', 'member_removed', 'member_screener'].map((action) => ({
          actor: null,
          action,
          registration_id: null,
        })),
      );
    });

    it('refuses an unknown user, a role outside screener and admin, and removing someone never added, changing nothing', async () => {
      const before = await fingerprint();
      const stranger = crypto.randomUUID();
      expect((await pgError(serviceRole.run(db, add('screener', stranger))))?.code).toBe('23503');
      expect((await pgError(serviceRole.run(db, add('owner'))))?.code).toBe('23514');
      expect((await pgError(serviceRole.run(db, add(null as unknown as string))))?.code).toBe('23502');
      expect(await pgError(serviceRole.run(db, remove(stranger)))).toEqual({ code: 'P0002', message: 'staff_member_not_found' });
      expect(await pgError(serviceRole.run(db, remove(OUTSIDER)))).toEqual({ code: 'P0002', message: 'staff_member_not_found' });
      expect(await fingerprint()).toBe(before);
    });
  });

  describe('a password first (migrations/*_staff_password_required.sql)', () => {
    // Invited, accepted by the link (no password: Auth stores an empty hash, models.NewUser), made a
    // member, and then a TOTP factor enrolled and verified with the link's session: aal2.
    const INVITEE = '00000000-0000-4000-8000-00000000000f';
    const invitee = signedIn('an invited member at aal2 who never chose a password', INVITEE, 'aal2');

    beforeAll(async () => {
      await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, 'invitee@example.nl', '')`, [INVITEE]);
      await db.query(`insert into private.staff (user_id, role) values ($1, 'screener')`, [INVITEE]);
      for (const n of [1, 2]) {
        await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionOf(INVITEE, n), INVITEE]);
      }
    });

    it.each(calls)('%s is refused as staff_password_required at aal2 and changes nothing', async (_name, sql, args) => {
      const before = await fingerprint();
      const error = await pgError(invitee.run(db, (tx) => tx.query(sql, args())));
      expect(error).toEqual({ code: '42501', message: 'staff_password_required' });
      expect(await fingerprint()).toBe(before);
    });

    it('is refused so before the second factor too and with a null hash; once a password is chosen, a new aal2 session reads and changes', async () => {
      const id = await register();
      const list = (caller: Caller) => read(caller, 'list', null, 'select * from public.staff_registrations()', []);
      const change = (caller: Caller) =>
        caller.run(db, (tx) => tx.query(`select public.staff_set_status($1, 'contacted')`, [id]));
      const before = await fingerprint();
      // After the membership check (a stranger learns nothing) and before the second factor's, so
      // the app can say what comes first.
      const linkOnly = signedIn('the invitee with the link’s session (aal1)', INVITEE, 'aal1', sessionOf(INVITEE, 2));
      for (const caller of [invitee, linkOnly]) {
        expect(await pgError(list(caller))).toEqual({ code: '42501', message: 'staff_password_required' });
        expect(await pgError(change(caller))).toEqual({ code: '42501', message: 'staff_password_required' });
      }
      // Null is no password either (Auth's HasPassword; SetPassword("") stores null).
      await db.query('update auth.users set encrypted_password = null where id = $1', [INVITEE]);
      expect(await pgError(list(invitee))).toEqual({ code: '42501', message: 'staff_password_required' });
      expect(await pgError(change(invitee))).toEqual({ code: '42501', message: 'staff_password_required' });
      expect(await fingerprint()).toBe(before);

      // The password chosen (PUT /auth/v1/user), then signed in again with it and the code: aal2.
      await db.query('update auth.users set encrypted_password = $2 where id = $1', [INVITEE, PASSWORD_HASH]);
      await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionOf(INVITEE, 3), INVITEE]);
      const signedInAgain = signedIn(
        'the invitee signed in with the password and the code',
        INVITEE,
        'aal2',
        sessionOf(INVITEE, 3),
      );
      expect((await list(signedInAgain)).rows.map((row) => (row as { id: string }).id)).toContain(id);
      await change(signedInAgain);
      expect((await auditLog(null)).at(-1)).toEqual({ actor: INVITEE, action: 'list' });
      expect(await auditLog(id)).toEqual([{ actor: INVITEE, action: 'status' }]);
      // The link's own session is still aal1: now refused for the second factor, as any password-only session.
      expect(await pgError(list(linkOnly))).toEqual({ code: '42501', message: 'staff_second_factor_required' });
    });
  });

  it('nobody changes the audit log, not even its owner', async () => {
    await read(screener, 'view', registrationId, 'select public.staff_registration($1)', [registrationId]);
    const before = await fingerprint();
    for (const sql of [
      'update private.audit_log set actor = null',
      'delete from private.audit_log',
      'truncate private.audit_log',
    ]) {
      expect(await pgError(db.query(sql))).toEqual({ code: '42501', message: 'the audit log is append-only' });
    }
    expect(await fingerprint()).toBe(before);
  });
});
