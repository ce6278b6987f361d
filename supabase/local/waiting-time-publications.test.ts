/**
 * Publishing the waiting times (migrations/*_waiting_time_publications.sql, issue 54) on PGlite and
 * on the real PostgreSQL: the first publication is the site's built-in figures; a figure that does
 * not hold the inbox's averages needs a reason; publications are append-only, audited, made by
 * admins only, and anon reads the newest one's figures and nothing else. A department's figures
 * may also be given per location (migrations/*_waiting_time_locations.sql), each held against its
 * own location's averages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingTimeFigures } from '@ankerlicht/content';
import { isPgError } from './database.ts';
import { asRequest, asSignedIn, databases, pgError, type Queryable, type TestDatabase } from './test-databases.ts';
import { addMember, bsn, storeRegistration } from './test-staff.ts';

const SCREENER = '00000000-0000-4000-8000-0000000000e1';
const ADMIN = '00000000-0000-4000-8000-0000000000e2';
const sessions = {
  screener: { sub: SCREENER, session_id: '00000000-0000-4000-8000-0000000000f1', aal: 'aal2' },
  admin: { sub: ADMIN, session_id: '00000000-0000-4000-8000-0000000000f2', aal: 'aal2' },
} as const;

const day = (iso: string) => `${iso}T12:00:00+01:00`;
const weeks = (min: number, max = min) => ({ min, max, unit: 'week' });
const months = (min: number, max = min) => ({ min, max, unit: 'month' });

/**
 * November 2026's figures for adults, as an admin would publish them (the inbox: 28 and 14 days): a
 * month after the first publication's (October 2026), as a publication must be.
 */
const agreeing = {
  adults: { registration: weeks(4), treatment: weeks(2), headline: 'registration' },
  children: {
    registration: weeks(3, 5),
    treatment: { ...weeks(1), approximate: true },
    headline: { total: { ...months(1), approximate: true } },
  },
};
const childrensReasons = {
  'children.registration': 'Te weinig wachttijden; de cijfers van vorige maand.',
  'children.treatment': 'Te weinig wachttijden; de cijfers van vorige maand.',
  'children.total': 'Te weinig wachttijden; de cijfers van vorige maand.',
};

/** A refusal with its detail, which pgError leaves out. */
async function refusal(work: Promise<unknown>): Promise<{ code?: string; message: string; detail?: string } | null> {
  try {
    await work;
    return null;
  } catch (error) {
    if (isPgError(error)) return { code: error.code, message: error.message, detail: error.detail };
    throw error;
  }
}

const publish = (tx: Queryable, month: string, figures: unknown, reasons: unknown = {}) =>
  tx.query<{ id: string }>('select public.admin_publish_waiting_times($1, $2::jsonb, $3::jsonb) as id', [
    month,
    JSON.stringify(figures),
    JSON.stringify(reasons),
  ]);

let counter = 0;

/** An adult's registration in Amsterdam (or `location`): registered, intake held, treatment begun. */
async function storeAdult(db: TestDatabase, registered: string, intake: string, treatment: string, location = 'amsterdam') {
  counter += 1;
  const id = await storeRegistration(db, { location, bsn_number: bsn(30000000 + counter * 7919) });
  await db.query('update public.registrations set created_at = $2 where id = $1', [id, day(registered)]);
  for (const [status, at] of [
    ['intake_held', intake],
    ['in_treatment', treatment],
  ]) {
    await db.query(
      `insert into private.registration_events (registration_id, at, actor, kind, status) values ($1, $2, $3, 'status', $4)`,
      [id, day(at!), SCREENER, status],
    );
  }
}

describe.each(databases)('on $name', (database) => {
  let db: TestDatabase;

  const asAdmin = <T>(work: (tx: Queryable) => Promise<T>) => asSignedIn(db, sessions.admin, work);
  const published = async () =>
    (await asRequest(db, 'anon', (tx) => tx.query<{ figures: unknown }>('select public.published_waiting_times() as figures')))
      .rows[0]?.figures;

  const adult = (registered: string, intake: string, treatment: string, location?: string) =>
    storeAdult(db, registered, intake, treatment, location);

  beforeAll(async () => {
    db = await database.open();
    await addMember(db, sessions.screener, 'screener');
    await addMember(db, sessions.admin, 'admin');
    // Adults in Amsterdam, November 2026 (with October, the NZa's two months): waits to the intake
    // 21, 28, 35, 28, 28 days (mean 28), then 14 days each to treatment (mean 14). Zaandam: one,
    // below the threshold, so no average.
    await adult('2026-10-01', '2026-10-22', '2026-11-05');
    await adult('2026-10-01', '2026-10-29', '2026-11-12');
    await adult('2026-10-01', '2026-11-05', '2026-11-19');
    await adult('2026-10-08', '2026-11-05', '2026-11-19');
    await adult('2026-10-15', '2026-11-12', '2026-11-26');
    await adult('2026-10-01', '2026-11-20', '2026-11-21', 'zaandam');
  });

  afterAll(async () => {
    await db?.close();
  });

  it('starts with the site’s built-in figures as the first publication, readable by anon', async () => {
    expect(await published()).toEqual(waitingTimeFigures);
  });

  it('publishes figures that hold the inbox’s averages without a reason, and names the ones that need one', async () => {
    // The children have no waits at all: each of their figures needs a reason.
    expect(await refusal(asAdmin((tx) => publish(tx, '2026-11-01', agreeing)))).toEqual({
      code: '22023',
      message: 'waiting_times_reason_required',
      detail: 'children.registration,children.total,children.treatment',
    });
    // "3 to 6 months" does not hold 28 days; 5 weeks does not either (31.5 days at most), 4 to 5 does.
    const adults = { ...agreeing.adults, registration: months(3, 6), treatment: weeks(3) };
    expect((await refusal(asAdmin((tx) => publish(tx, '2026-11-01', { ...agreeing, adults }, childrensReasons))))?.detail).toBe(
      'adults.registration,adults.treatment',
    );
    const { rows } = await asAdmin((tx) => publish(tx, '2026-11-01', agreeing, childrensReasons));
    expect(Number(rows[0]?.id)).toBeGreaterThan(1);
    // Anon sees the new figures, dated the day after the month, with the urgent target carried over.
    expect(await published()).toEqual({ asOf: '2026-12-01', ...agreeing, urgent: waitingTimeFigures.urgent });
  });

  it('keeps every publication with who, when, the inbox’s figures and the reasons, and logs it', async () => {
    const reason = '  Zoals op de site: in maanden.  ';
    await asAdmin((tx) =>
      publish(
        tx,
        '2026-11-01',
        { ...agreeing, adults: { ...agreeing.adults, registration: months(1, 2) } },
        { ...childrensReasons, 'adults.registration': reason },
      ),
    );
    const { rows } = await asAdmin((tx) =>
      tx.query<{ published_by: string | null; month: string; reasons: Record<string, string>; computed: unknown[] | null }>(
        `select published_by, month::text as month, reasons, computed from public.admin_waiting_time_publications()`,
      ),
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]).toMatchObject({ published_by: ADMIN, month: '2026-11-01' });
    expect(rows[0]?.reasons['adults.registration']).toBe('Zoals op de site: in maanden.');
    // The inbox's figures as the admin saw them: four groups, Amsterdam's adults with their means.
    expect(rows[0]?.computed).toHaveLength(4);
    expect(rows[0]?.computed).toContainEqual(
      expect.objectContaining({
        department: 'adults',
        location: 'amsterdam',
        intakes: 5,
        intake_mean_days: 28,
        treatment_mean_days: 14,
      }),
    );
    // The first, from the migration: no author, no inbox figures.
    expect(rows.at(-1)).toMatchObject({ published_by: null, month: '2026-10-01', computed: null });
    const log = await db.query<{ n: number }>(
      `select count(*)::integer as n from private.audit_log where actor = $1 and action = 'publish_waiting_times'`,
      [ADMIN],
    );
    expect(log.rows[0]?.n).toBe(2);
  });

  it('never changes or removes a publication, whoever asks', async () => {
    for (const statement of [
      `update private.waiting_time_publications set reasons = '{}'`,
      'delete from private.waiting_time_publications',
      'truncate private.waiting_time_publications',
    ]) {
      expect(await pgError(db.query(statement))).toEqual({ code: '42501', message: 'waiting time publications are append-only' });
    }
  });

  it('refuses a month not yet over, a day within a month, and figures or reasons of the wrong shape', async () => {
    const thisMonth = new Date().toISOString().slice(0, 8) + '01';
    for (const month of [thisMonth, '2001-03-02', null]) {
      expect(await pgError(asAdmin((tx) => publish(tx, month as string, agreeing, childrensReasons)))).toEqual({
        code: '22023',
        message: 'waiting_times_month_not_over',
      });
    }
    const wrong = [
      { ...agreeing, adults: { ...agreeing.adults, registration: { min: 0, max: 0, unit: 'week' } } },
      { ...agreeing, adults: { ...agreeing.adults, registration: { min: 5, max: 4, unit: 'week' } } },
      { ...agreeing, adults: { ...agreeing.adults, registration: { min: 1, max: 2, unit: 'day' } } },
      { ...agreeing, adults: { ...agreeing.adults, registration: { ...weeks(4), note: 'x' } } },
      { ...agreeing, adults: { ...agreeing.adults, headline: 'total' } },
      // A headline of another kind than the newest publication's: the screen never changes it.
      { ...agreeing, adults: { ...agreeing.adults, headline: 'treatment' } },
      { ...agreeing, children: { ...agreeing.children, headline: 'registration' } },
      { ...agreeing, urgent: weeks(1) },
      { adults: agreeing.adults },
      'figures',
      null,
    ];
    for (const figures of wrong) {
      expect(await pgError(asAdmin((tx) => publish(tx, '2026-11-01', figures, childrensReasons)))).toEqual({
        code: '22023',
        message: 'waiting_times_figures_invalid',
      });
    }
    for (const reasons of [
      { ...childrensReasons, 'adults.registration': '   ' },
      { ...childrensReasons, 'urgent.total': 'x' },
      // A reason for a figure not published: the adults' headline is not a total.
      { ...childrensReasons, 'adults.total': 'x' },
      [],
    ]) {
      expect(await pgError(asAdmin((tx) => publish(tx, '2026-11-01', agreeing, reasons)))).toEqual({
        code: '22023',
        message: 'waiting_times_reasons_invalid',
      });
    }
  });

  it('refuses a month before the newest publication’s, which would put older figures on the site, and takes the same month again', async () => {
    // The newest is November's (the tests above): October's figures, though over and of the right shape, are refused.
    expect(await refusal(asAdmin((tx) => publish(tx, '2026-10-01', agreeing, childrensReasons)))).toEqual({
      code: '22023',
      message: 'waiting_times_month_older',
      detail: '2026-11-01',
    });
    const corrected = { ...agreeing, adults: { ...agreeing.adults, treatment: weeks(1, 2) } };
    await asAdmin((tx) => publish(tx, '2026-11-01', corrected, childrensReasons));
    expect(await published()).toEqual({ asOf: '2026-12-01', ...corrected, urgent: waitingTimeFigures.urgent });
  });

  it('lets only an admin publish or read the publications, and anon only the newest figures', async () => {
    for (const call of [
      (tx: Queryable) => publish(tx, '2026-11-01', agreeing, childrensReasons),
      (tx: Queryable) => tx.query('select * from public.admin_waiting_time_publications()'),
    ]) {
      expect(await pgError(asSignedIn(db, sessions.screener, call))).toEqual({ code: '42501', message: 'staff_admin_only' });
      for (const role of ['anon', 'service_role'] as const) {
        expect((await pgError(asRequest(db, role, call)))?.code).toBe('42501');
      }
    }
    for (const role of ['anon', 'authenticated'] as const) {
      expect(
        (await pgError(asRequest(db, role, (tx) => tx.query('select * from private.waiting_time_publications'))))?.code,
      ).toBe('42501');
    }
  });
});

/**
 * November 2026's figures for adults given per location, on a database of its own: Amsterdam's
 * adults wait 28 days for the intake and 14 more for treatment, Zaandam's 91 and 28, so the
 * department's spans hold both and each location's its own only.
 */
const perLocation = {
  adults: {
    registration: weeks(4, 13),
    treatment: weeks(2, 4),
    headline: 'registration',
    locations: {
      amsterdam: { registration: weeks(4), treatment: weeks(2) },
      zaandam: { registration: months(3), treatment: weeks(4) },
    },
  },
  children: agreeing.children,
};
type LocationFigures = typeof perLocation.adults.locations.amsterdam;
/** perLocation with the adults' `locations` replaced (or removed, undefined). */
const withAdultLocations = (locations: unknown) => ({ ...perLocation, adults: { ...perLocation.adults, locations } });
const withAdultLocation = (location: 'amsterdam' | 'zaandam', figures: Partial<LocationFigures>) =>
  withAdultLocations({
    ...perLocation.adults.locations,
    [location]: { ...perLocation.adults.locations[location], ...figures },
  });

describe.each(databases)('per location on $name', (database) => {
  let db: TestDatabase;
  const asAdmin = <T>(work: (tx: Queryable) => Promise<T>) => asSignedIn(db, sessions.admin, work);

  beforeAll(async () => {
    db = await database.open();
    await addMember(db, sessions.admin, 'admin');
    // Amsterdam: 21, 28, 35, 28, 28 days to the intake (mean 28), 14 each to treatment (mean 14).
    await storeAdult(db, '2026-10-01', '2026-10-22', '2026-11-05');
    await storeAdult(db, '2026-10-01', '2026-10-29', '2026-11-12');
    await storeAdult(db, '2026-10-01', '2026-11-05', '2026-11-19');
    await storeAdult(db, '2026-10-08', '2026-11-05', '2026-11-19');
    await storeAdult(db, '2026-10-15', '2026-11-12', '2026-11-26');
    // Zaandam: 91 days to the intake (about 3 months), 28 to treatment, five times.
    for (let i = 0; i < 5; i += 1) await storeAdult(db, '2026-07-16', '2026-10-15', '2026-11-12', 'zaandam');
  });

  afterAll(async () => {
    await db?.close();
  });

  it('publishes each location’s figures when they hold that location’s averages, and anon reads them as given', async () => {
    const { rows } = await asAdmin((tx) => publish(tx, '2026-11-01', perLocation, childrensReasons));
    expect(Number(rows[0]?.id)).toBeGreaterThan(1);
    expect(
      (await asRequest(db, 'anon', (tx) => tx.query<{ figures: unknown }>('select public.published_waiting_times() as figures')))
        .rows[0]?.figures,
    ).toEqual({ asOf: '2026-12-01', ...perLocation, urgent: waitingTimeFigures.urgent });
  });

  it('holds a location’s figure against its own location’s average only, and takes it with a reason', async () => {
    // Each would hold the other location's average: Amsterdam's 4 weeks of treatment are Zaandam's,
    // Zaandam's 4 weeks to the intake Amsterdam's.
    const amsterdam = withAdultLocation('amsterdam', { treatment: weeks(4) });
    const zaandam = withAdultLocation('zaandam', { registration: weeks(4) });
    expect(await refusal(asAdmin((tx) => publish(tx, '2026-11-01', amsterdam, childrensReasons)))).toEqual({
      code: '22023',
      message: 'waiting_times_reason_required',
      detail: 'adults.amsterdam.treatment',
    });
    expect((await refusal(asAdmin((tx) => publish(tx, '2026-11-01', zaandam, childrensReasons))))?.detail).toBe(
      'adults.zaandam.registration',
    );
    // A location without an average needs a reason for each of its figures, named among the
    // department's, in order.
    const childrensLocation = { registration: weeks(4), treatment: weeks(1) };
    const children = { ...agreeing.children, locations: { amsterdam: childrensLocation, zaandam: childrensLocation } };
    expect((await refusal(asAdmin((tx) => publish(tx, '2026-11-01', { ...perLocation, children }))))?.detail).toBe(
      'children.amsterdam.registration,children.amsterdam.treatment,children.registration,children.total,children.treatment,' +
        'children.zaandam.registration,children.zaandam.treatment',
    );

    const reason = '  Zaandam begint in december met een extra behandelaar.  ';
    await asAdmin((tx) => publish(tx, '2026-11-01', zaandam, { ...childrensReasons, 'adults.zaandam.registration': reason }));
    const { rows } = await asAdmin((tx) =>
      tx.query<{ figures: typeof zaandam; reasons: Record<string, string> }>(
        'select figures, reasons from public.admin_waiting_time_publications() limit 1',
      ),
    );
    expect(rows[0]?.figures.adults).toEqual(zaandam.adults);
    expect(rows[0]?.reasons).toEqual({ ...childrensReasons, 'adults.zaandam.registration': reason.trim() });
  });

  it('refuses a reason for a location’s figure where the department’s figures have no locations', async () => {
    const { locations: _, ...adults } = perLocation.adults;
    for (const [figures, key] of [
      [{ ...perLocation, adults }, 'adults.amsterdam.registration'],
      [perLocation, 'children.zaandam.treatment'],
      // Nor a location or part there is none of.
      [perLocation, 'adults.utrecht.registration'],
      [perLocation, 'adults.amsterdam.total'],
    ] as const) {
      expect(await pgError(asAdmin((tx) => publish(tx, '2026-11-01', figures, { ...childrensReasons, [key]: 'x' })))).toEqual({
        code: '22023',
        message: 'waiting_times_reasons_invalid',
      });
    }
  });

  it('refuses a location’s span outside the department’s, half a unit of the department’s either side', async () => {
    // The department: 4 to 13 weeks to the intake (24.5 to 94.5 days), 2 to 4 weeks to treatment (10.5 to 31.5).
    for (const [location, figures] of [
      ['zaandam', { registration: months(4) }],
      ['zaandam', { registration: weeks(3, 13) }],
      ['amsterdam', { treatment: weeks(1) }],
      ['amsterdam', { treatment: weeks(2, 5) }],
      ['amsterdam', { treatment: months(1, 2) }],
    ] as const) {
      expect(
        await pgError(asAdmin((tx) => publish(tx, '2026-11-01', withAdultLocation(location, figures), childrensReasons))),
      ).toEqual({ code: '22023', message: 'waiting_times_figures_invalid' });
    }
    // Within, in another unit or at the edge: 1 month is 30.4 days, within 31.5.
    const edge = withAdultLocation('amsterdam', { treatment: months(1) });
    expect(await refusal(asAdmin((tx) => publish(tx, '2026-11-01', edge, childrensReasons)))).toEqual({
      code: '22023',
      message: 'waiting_times_reason_required',
      detail: 'adults.amsterdam.treatment',
    });
  });

  it('refuses locations of the wrong shape', async () => {
    const { amsterdam } = perLocation.adults.locations;
    for (const locations of [
      { amsterdam },
      { ...perLocation.adults.locations, utrecht: amsterdam },
      { ...perLocation.adults.locations, zaandam: { ...amsterdam, total: months(1) } },
      { ...perLocation.adults.locations, zaandam: { registration: amsterdam.registration } },
      { ...perLocation.adults.locations, zaandam: { ...amsterdam, treatment: { min: 3, max: 2, unit: 'week' } } },
      { ...perLocation.adults.locations, zaandam: { ...amsterdam, treatment: { ...weeks(2), unit: 'day' } } },
      {},
      'both',
      [amsterdam, amsterdam],
      null,
    ]) {
      expect(await pgError(asAdmin((tx) => publish(tx, '2026-11-01', withAdultLocations(locations), childrensReasons)))).toEqual({
        code: '22023',
        message: 'waiting_times_figures_invalid',
      });
    }
  });
});
