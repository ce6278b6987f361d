/**
 * Waiting times from the inbox's own dates (migrations/*_waiting_times.sql, issue 54) on PGlite and
 * on the real PostgreSQL: the figures of fixtures whose answers are known by hand (a no-show, a
 * referral back to the GP after the intake, someone never reached, a second registration of the
 * same person, a group below the threshold; the Treeknorm's edges across the end of summer time,
 * moments just after midnight on the 1st, a status set back, a case reopened, a case moved straight
 * to treatment), and that only an admin reads them, each read logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { sampleRecord } from '@ankerlicht/registration/test-fixtures/registrations';
import { asRequest, asSignedIn, databases, pgError, type TestDatabase } from './test-databases.ts';
import { addMember, bsn, storeRegistration } from './test-staff.ts';

const SCREENER = '00000000-0000-4000-8000-0000000000e1';
const ADMIN = '00000000-0000-4000-8000-0000000000e2';
const sessions = {
  screener: { sub: SCREENER, session_id: '00000000-0000-4000-8000-0000000000f1', aal: 'aal2' },
  admin: { sub: ADMIN, session_id: '00000000-0000-4000-8000-0000000000f2', aal: 'aal2' },
} as const;

/**
 * A moment: an ISO date is noon in Amsterdam (its offset given as +01:00, which is noon in winter
 * and 13:00 in summer: whole days either way); a full timestamp is taken as written.
 */
const day = (iso: string) => (iso.includes('T') ? iso : `${iso}T12:00:00+01:00`);

type Row = {
  month: string;
  department: string;
  location: string;
  intakes: number;
  intake_mean_days: string | null;
  intakes_within_norm: number;
  intakes_outside_norm: number;
  treatments: number;
  treatment_mean_days: string | null;
  treatments_within_norm: number;
  treatments_outside_norm: number;
  waiting_for_intake: number;
  waiting_for_treatment: number;
  min_group: number;
};

describe.each(databases)('on $name', (database) => {
  let db: TestDatabase;
  let counter = 0;

  /** A registration received on `registered`, with its status lines (status, ISO date) in order. */
  async function registration(
    registered: string,
    lines: ReadonlyArray<readonly [string, string]>,
    fields: Parameters<typeof sampleRecord>[1] = {},
  ) {
    counter += 1;
    const id = await storeRegistration(db, { bsn_number: bsn(10000000 + counter * 7919), ...fields });
    await db.query('update public.registrations set created_at = $2 where id = $1', [id, day(registered)]);
    for (const [status, date] of lines) {
      await db.query(
        `insert into private.registration_events (registration_id, at, actor, kind, status, note)
         values ($1, $2, $3, 'status', $4, case when private.status_needs_reason($4) then 'reden' end)`,
        [id, day(date), SCREENER, status],
      );
    }
    return id;
  }

  /** The admin's read as the app makes it: begun (its own line), then the figures. */
  async function figures(through: string, months = 2): Promise<Row[]> {
    await asSignedIn(db, sessions.admin, (tx) => tx.query(`select public.staff_begin_read('read_waiting_times')`));
    const { rows } = await asSignedIn(db, sessions.admin, (tx) =>
      tx.query<Row & { iso: string }>('select w.*, w.month::text as iso from public.admin_waiting_times($1, $2) w', [
        through,
        months,
      ]),
    );
    // The date as the database writes it: a Date would be midnight in this machine's zone.
    return rows.map(({ iso, ...row }) => ({ ...row, month: iso }));
  }
  const of = (rows: Row[], month: string, department: string, location: string) =>
    rows.find((row) => row.month.startsWith(month) && row.department === department && row.location === location);

  beforeAll(async () => {
    db = await database.open();
    await addMember(db, sessions.screener, 'screener');
    await addMember(db, sessions.admin, 'admin');
    // Adults in Amsterdam. Waits to the intake in days: 21, 50, 38, 7, 14 (five: an average).
    // Straight through: 21 days to the intake, 21 more to treatment.
    await registration('2001-02-01', [
      ['contacted', '2001-02-05'],
      ['intake_planned', '2001-02-10'],
      ['intake_held', '2001-02-22'],
      ['in_treatment', '2001-03-15'],
    ]);
    // Referred back to the GP after the intake: an intake wait (50 days), no treatment wait.
    await registration('2001-01-10', [
      ['intake_held', '2001-03-01'],
      ['referred_elsewhere', '2001-03-05'],
    ]);
    // A no-show: planned for 20 February, missed, held on 20 March. The wait runs to the intake held
    // (38 days), and after it the person waits for treatment.
    await registration('2001-02-10', [
      ['intake_planned', '2001-02-12'],
      ['intake_held', '2001-03-20'],
    ]);
    await registration('2001-02-01', [['intake_held', '2001-02-08']]);
    await registration('2001-02-01', [
      ['intake_held', '2001-02-15'],
      ['in_treatment', '2001-05-01'],
    ]);
    // Never reached: waiting until it was closed, and no figure of its own.
    await registration('2001-02-05', [
      ['contacted', '2001-02-06'],
      ['not_reached', '2001-03-10'],
    ]);
    // The same person twice, still waiting at the end of March: one person waiting.
    const twice = bsn(24681357);
    await registration('2001-03-05', [], { bsn_number: twice });
    await registration('2001-03-10', [['contacted', '2001-03-12']], { bsn_number: twice });
    // Zaandam: one intake, below the threshold of five.
    await registration('2001-03-01', [['intake_held', '2001-03-09']], { location: 'zaandam' });

    // Children in Amsterdam, autumn 2001 (summer time ends on 28 October). Waits to the intake in
    // Amsterdam calendar days: 28, 29, 17, 35, 30, 18; to treatment: 3, 10, 29, 1, 0.
    const child = { registration_type: 'children' } as const;
    // 28 days across the change of clocks (27 days and 25 hours): within four weeks.
    await registration(
      '2001-10-20T10:00:00+02:00',
      [
        ['intake_held', '2001-11-17T10:00:00+01:00'],
        ['in_treatment', '2001-11-20'],
      ],
      child,
    );
    // 29 days: past four weeks.
    await registration(
      '2001-10-19T10:00:00+02:00',
      [
        ['intake_held', '2001-11-17T10:00:00+01:00'],
        ['in_treatment', '2001-11-27'],
      ],
      child,
    );
    // An intake half an hour into 1 November (31 October in UTC): November's, not October's.
    await registration(
      '2001-10-15',
      [
        ['intake_held', '2001-11-01T00:30:00+01:00'],
        ['in_treatment', '2001-11-30'],
      ],
      child,
    );
    // "Intake held" set by mistake on 3 October and set back: the wait runs to the real intake.
    await registration(
      '2001-10-01',
      [
        ['intake_held', '2001-10-03'],
        ['intake_planned', '2001-10-03T15:00:00+02:00'],
        ['intake_held', '2001-11-05'],
        ['in_treatment', '2001-11-06'],
      ],
      child,
    );
    // Moved straight from "intake planned" to "in treatment": the intake was then, at the latest.
    await registration(
      '2001-10-10',
      [
        ['intake_planned', '2001-10-12'],
        ['in_treatment', '2001-11-09'],
      ],
      child,
    );
    // "In treatment" set by mistake and set back: no treatment yet, waiting for one at November's end.
    await registration(
      '2001-10-02',
      [
        ['intake_held', '2001-10-20'],
        ['in_treatment', '2001-11-10'],
        ['intake_held', '2001-11-10T13:00:00+01:00'],
      ],
      child,
    );
    // Not reached, then reopened: waiting for an intake again.
    await registration(
      '2001-10-05',
      [
        ['not_reached', '2001-10-20'],
        ['contacted', '2001-11-15'],
      ],
      child,
    );

    // Children in Zaandam: treatment 70 days after the intake (within ten weeks) and 71 (past them);
    // an intake half an hour into 1 September in summer time (31 August in UTC).
    const zaandamChild = { registration_type: 'children', location: 'zaandam' } as const;
    await registration(
      '2001-08-20',
      [
        ['intake_held', '2001-09-03'],
        ['in_treatment', '2001-11-12'],
      ],
      zaandamChild,
    );
    await registration(
      '2001-08-20',
      [
        ['intake_held', '2001-09-02'],
        ['in_treatment', '2001-11-12'],
      ],
      zaandamChild,
    );
    await registration('2001-08-01', [['intake_held', '2001-09-01T00:30:00+02:00']], zaandamChild);

    // Adults in Zaandam, 2002: cases reopened after a way out count as new requests from then.
    const zaandam = { location: 'zaandam' } as const;
    // Intake on 10 January, declined on the 15th, reopened straight into "intake held" on 1 April,
    // treatment on the 10th: a treatment wait of 9 days, no new intake.
    await registration(
      '2002-01-02',
      [
        ['intake_held', '2002-01-10'],
        ['declined', '2002-01-15'],
        ['intake_held', '2002-04-01'],
        ['in_treatment', '2002-04-10'],
      ],
      zaandam,
    );
    // Withdrawn, contacted again on 1 June, intake on the 20th: 19 days, not 170.
    await registration(
      '2002-01-01',
      [
        ['withdrawn', '2002-01-05'],
        ['contacted', '2002-06-01'],
        ['intake_held', '2002-06-20'],
      ],
      zaandam,
    );
  });

  afterAll(async () => {
    await db?.close();
  });

  it('gives the two months’ average wait to the intake, with the Treeknorm split, once there are five', async () => {
    const march = of(await figures('2001-03-01'), '2001-03', 'adults', 'amsterdam');
    // (21 + 50 + 38 + 7 + 14) / 5 = 26 days; within four weeks: 21, 7 and 14.
    expect(march).toMatchObject({
      intakes: 5,
      intake_mean_days: '26.0',
      intakes_within_norm: 3,
      intakes_outside_norm: 2,
    });
  });

  it('leaves out the average of a group below the threshold, and gives its counts', async () => {
    const rows = await figures('2001-03-01');
    expect(of(rows, '2001-03', 'adults', 'zaandam')).toMatchObject({
      intakes: 1,
      intake_mean_days: null,
      intakes_within_norm: 1,
    });
    // February's window (January and February) holds three intakes in Amsterdam: no average.
    expect(of(rows, '2001-02', 'adults', 'amsterdam')).toMatchObject({ intakes: 3, intake_mean_days: null });
    // One treatment began in February and March (21 days after its intake): a count, no average.
    expect(of(rows, '2001-03', 'adults', 'amsterdam')).toMatchObject({
      treatments: 1,
      treatment_mean_days: null,
      treatments_within_norm: 1,
      treatments_outside_norm: 0,
    });
  });

  it('counts the treatment wait from the intake, and a treatment begun in a later window only there', async () => {
    // May's window (April and May): the one who began on 1 May, 75 days after the intake: outside ten weeks.
    const may = of(await figures('2001-05-01', 1), '2001-05', 'adults', 'amsterdam');
    expect(may).toMatchObject({ treatments: 1, treatments_within_norm: 0, treatments_outside_norm: 1, intakes: 0 });
  });

  it('counts who waits at the end of each month: people, not registrations, and not those who left', async () => {
    const rows = await figures('2001-03-01');
    // End of February: the GP referral (no intake yet), the no-show and the never reached wait for an
    // intake; two had their intake and wait for treatment (the one of 8 February and of 15 February);
    // the first began treatment only in March, so it waits too.
    expect(of(rows, '2001-02', 'adults', 'amsterdam')).toMatchObject({ waiting_for_intake: 3, waiting_for_treatment: 3 });
    // End of March: the person registered twice, once; the no-show now waits for treatment, with the
    // ones of 8 and 15 February; the referral and the never reached have left.
    expect(of(rows, '2001-03', 'adults', 'amsterdam')).toMatchObject({ waiting_for_intake: 1, waiting_for_treatment: 3 });
  });

  it('reads the dates from the path a case is on now, counts days on Amsterdam’s calendar', async () => {
    const rows = await figures('2001-11-01');
    // (28 + 29 + 17 + 35 + 30 + 18) / 6 = 26.2; within four weeks: 28, 17, 18. To treatment
    // (3 + 10 + 29 + 1 + 0) / 5 = 8.6: the one set back is not among them.
    expect(of(rows, '2001-11', 'children', 'amsterdam')).toMatchObject({
      intakes: 6,
      intake_mean_days: '26.2',
      intakes_within_norm: 3,
      intakes_outside_norm: 3,
      treatments: 5,
      treatment_mean_days: '8.6',
      treatments_within_norm: 5,
      treatments_outside_norm: 0,
      // The one reopened waits for an intake, the one set back for treatment.
      waiting_for_intake: 1,
      waiting_for_treatment: 1,
    });
    // October (September and October): one intake, on 20 October. Not the mistaken one of
    // 3 October, set back, nor the one at 00:30 on 1 November. At October's end five wait for an
    // intake (among them the one set back); the one not reached had left.
    expect(of(rows, '2001-10', 'children', 'amsterdam')).toMatchObject({
      intakes: 1,
      intakes_within_norm: 1,
      waiting_for_intake: 5,
      waiting_for_treatment: 1,
    });
  });

  it('puts ten weeks to treatment within the Treeknorm and a day more past it', async () => {
    const rows = await figures('2001-11-01', 4);
    expect(of(rows, '2001-11', 'children', 'zaandam')).toMatchObject({
      treatments: 2,
      treatments_within_norm: 1,
      treatments_outside_norm: 1,
    });
    // The intake at 00:30 on 1 September, summer time, is September's: August's window has none.
    expect(of(rows, '2001-08', 'children', 'zaandam')).toMatchObject({ intakes: 0 });
    expect(of(rows, '2001-09', 'children', 'zaandam')).toMatchObject({ intakes: 3 });
  });

  it('takes the threshold from the settings', async () => {
    await db.query(`insert into private.intake_settings (name, value) values ('waiting_time_min_group', 2)`);
    try {
      // Two treatments, 70 and 71 days: now an average.
      expect(of(await figures('2001-11-01', 1), '2001-11', 'children', 'zaandam')).toMatchObject({
        treatment_mean_days: '70.5',
        min_group: 2,
      });
    } finally {
      await db.query(`delete from private.intake_settings where name = 'waiting_time_min_group'`);
    }
    expect(of(await figures('2001-11-01', 1), '2001-11', 'children', 'zaandam')).toMatchObject({ treatment_mean_days: null });
  });

  it('counts a reopened case from its reopening', async () => {
    const rows = await figures('2002-06-01', 6);
    // April (March and April): the treatment 9 days after the reopening, and no intake.
    expect(of(rows, '2002-04', 'adults', 'zaandam')).toMatchObject({
      intakes: 0,
      treatments: 1,
      treatments_within_norm: 1,
    });
    // June: the intake 19 days after the reopening, within four weeks.
    expect(of(rows, '2002-06', 'adults', 'zaandam')).toMatchObject({
      intakes: 1,
      intakes_within_norm: 1,
      intakes_outside_norm: 0,
    });
    // While closed, neither waits: at February's end only the one of March 2001 waits (for
    // treatment). At June's end the one reopened in June waits for treatment too.
    expect(of(rows, '2002-02', 'adults', 'zaandam')).toMatchObject({ waiting_for_intake: 0, waiting_for_treatment: 1 });
    expect(of(rows, '2002-06', 'adults', 'zaandam')).toMatchObject({ waiting_for_intake: 0, waiting_for_treatment: 2 });
    // January's intake, before the way out, no longer counts.
    expect(of(rows, '2002-01', 'adults', 'zaandam')).toMatchObject({ intakes: 0 });
  });

  it('gives the first month its month before too', async () => {
    // One month asked: March still adds February's waits.
    expect(of(await figures('2001-03-01', 1), '2001-03', 'adults', 'amsterdam')).toMatchObject({
      intakes: 5,
      intake_mean_days: '26.0',
    });
  });

  it('gives every department and location each month, empty groups as zeros', async () => {
    const rows = await figures('2001-03-01', 3);
    expect(rows.map((row) => `${row.month} ${row.department} ${row.location}`)).toEqual(
      ['2001-01-01', '2001-02-01', '2001-03-01'].flatMap((month) =>
        ['adults amsterdam', 'adults zaandam', 'children amsterdam', 'children zaandam'].map((group) => `${month} ${group}`),
      ),
    );
    expect(of(rows, '2001-03', 'children', 'amsterdam')).toMatchObject({
      intakes: 0,
      treatments: 0,
      waiting_for_intake: 0,
      waiting_for_treatment: 0,
    });
  });

  it('is for admins only, each read begun with its line in the audit log', async () => {
    const logged = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from private.audit_log where actor = $1 and action = 'read_waiting_times' and registration_id is null`,
          [ADMIN],
        )
      ).rows[0]?.n ?? 0;
    const before = await logged();
    await figures('2001-03-01', 1);
    expect(await logged()).toBe(before + 1);

    // Not begun (no grant of the last minute left): refused, and nothing is read.
    await db.query('delete from private.staff_read_grants where actor = $1', [ADMIN]);
    const unbegun = asSignedIn(db, sessions.admin, (tx) => tx.query('select * from public.admin_waiting_times()'));
    expect(await pgError(unbegun)).toEqual({ code: '42501', message: 'staff_read_not_begun' });
    // A screener can neither begin the read nor make it.
    for (const call of [`select public.staff_begin_read('read_waiting_times')`, 'select * from public.admin_waiting_times()']) {
      expect(await pgError(asSignedIn(db, sessions.screener, (tx) => tx.query(call)))).toEqual({
        code: '42501',
        message: 'staff_admin_only',
      });
    }
    for (const role of ['anon', 'service_role'] as const) {
      expect((await pgError(asRequest(db, role, (tx) => tx.query('select * from public.admin_waiting_times()'))))?.code).toBe(
        '42501',
      );
    }
    expect(await pgError(figures('2001-03-01', 0))).toEqual({ code: '22023', message: 'waiting_times_months_out_of_range' });
  });
});
