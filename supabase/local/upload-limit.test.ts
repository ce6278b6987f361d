/**
 * The per-client upload limit under hosted Storage's contract (issue 50), on PGlite and on the real
 * PostgreSQL: Storage asks the INSERT policy only in a trial insert it rolls back, then writes as
 * its superuser (test-storage.ts replays exactly that), on the plain route and on the
 * signed-upload route. The slot is taken by a committed call (public.reserve_referral_letter_upload,
 * migration 20261201130000) and the policy only reads the reservation.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from './config.ts';
import { isPgError, type PgError } from './database.ts';
import { asRequest, asStorageDelete, databases, type TestDatabase } from './test-databases.ts';
import { reserveUpload, signUpload, storeSigned, trialInsert, uploadAsStorage, type StoredObject } from './test-storage.ts';

type Headers = Record<string, string>;

/** The headers hosted Supabase's edge passes on for a client at `address` (as the local gateway sets them). */
const from = (address: string): Headers => ({
  'cf-connecting-ip': address,
  'x-real-ip': address,
  'x-forwarded-for': address,
});

const LIMIT = 20;

/** The SQL of one `create … function intake_policy.may_upload_referral_letter` in a migration file. */
async function policyFunction(file: string): Promise<string> {
  const sql = await readFile(path.join(migrationsDir, file), 'utf8');
  const found = /create (?:or replace )?function intake_policy\.may_upload_referral_letter\([\s\S]*?\n\$\$;/.exec(sql)?.[0];
  if (found === undefined) throw new Error(`no policy function in ${file}`);
  return found.replace(/^create (or replace )?function/, 'create or replace function');
}

describe.each(databases)('on $name', (database) => {
  let db: TestDatabase;
  let counter = 0;

  beforeAll(async () => {
    db = await database.open();
  });

  afterAll(async () => {
    await db?.close();
  });

  async function reset(settings: Record<string, number> = {}): Promise<void> {
    await db.exec(`
      delete from public.registrations;
      delete from private.intake_requests;
      delete from private.upload_reservations;
    `);
    await asStorageDelete(db, null, (tx) => tx.exec(`delete from storage.objects where bucket_id = 'referral_letters'`));
    for (const [name, value] of Object.entries({
      uploads_per_client_per_hour: LIMIT,
      upload_reservation_minutes: 60,
      ...settings,
    })) {
      const result = await db.query('update private.intake_settings set value = $2 where name = $1', [name, value]);
      expect(result.affectedRows, name).toBe(1);
    }
  }

  const nextPath = (folder = 'jan_jansen_example_nl') => {
    counter += 1;
    return `adults/${folder}/${1767225600000 + counter}.pdf`;
  };
  const letter = (name: string): StoredObject => ({
    bucket: 'referral_letters',
    name,
    metadata: { mimetype: 'application/pdf', size: 1234 },
  });

  /** The error code of a refused call, or null when it went through. */
  async function codeOf(work: Promise<unknown>): Promise<string | null> {
    try {
      await work;
      return null;
    } catch (error) {
      if (isPgError(error)) return error.code ?? 'unknown';
      throw error;
    }
  }

  const counted = async () =>
    (await db.query<{ n: number }>(`select count(*)::int as n from private.intake_requests where client like 'upload:%'`)).rows[0]
      ?.n;
  const stored = async () =>
    (await db.query<{ n: number }>(`select count(*)::int as n from storage.objects where bucket_id = 'referral_letters'`)).rows[0]
      ?.n;

  /** The site's upload on the plain route: reserve, then Storage's trial insert and superuser write. */
  async function uploadPlain(name: string, headers: Headers): Promise<string | null> {
    const refused = await codeOf(reserveUpload(db, name, headers));
    if (refused !== null) return `reserve:${refused}`;
    return codeOf(uploadAsStorage(db, letter(name), { role: 'anon', headers }));
  }

  /** The same on the signed-upload route: reserve, sign (the trial insert), then the superuser's PUT. */
  async function uploadSigned(name: string, headers: Headers): Promise<string | null> {
    const refused = await codeOf(reserveUpload(db, name, headers));
    if (refused !== null) return `reserve:${refused}`;
    const unsigned = await codeOf(signUpload(db, letter(name), { role: 'anon', headers }));
    if (unsigned !== null) return `sign:${unsigned}`;
    return codeOf(storeSigned(db, letter(name), { role: 'anon', headers }));
  }

  describe.each([
    ['POST /object', uploadPlain],
    ['the signed-upload pair', uploadSigned],
  ] as const)('on %s', (_route, upload) => {
    it('25 uploads from one address: 20 stored and counted, from the 21st refused with 429', async () => {
      await reset();
      const results: Array<string | null> = [];
      for (let index = 0; index < 25; index += 1) results.push(await upload(nextPath(), from('203.0.113.66')));
      expect(results.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(null));
      expect(results.slice(LIMIT)).toEqual(Array(25 - LIMIT).fill('reserve:PGRST'));
      expect(await stored()).toBe(LIMIT);
      expect(await counted()).toBe(LIMIT);
      // Another address still can, the whole way.
      expect(await upload(nextPath(), from('198.51.100.20'))).toBeNull();
      expect(await upload(nextPath(), from('2001:db8:77::5'))).toBeNull();
    });

    it('a retry of the same path takes no new slot, before and after its letter is stored', async () => {
      await reset({ uploads_per_client_per_hour: 2 });
      const client = from('198.51.100.33');
      const name = nextPath();
      await reserveUpload(db, name, client);
      await reserveUpload(db, name, client);
      expect(await counted()).toBe(1);
      expect(await upload(name, client)).toBeNull();
      // The answer was lost; the site sends the same path again: 23505 (Storage's 409; on the signed
      // route already when signing), which it counts as stored.
      expect(await upload(name, client)).toMatch(/^(sign:)?23505$/);
      expect(await counted()).toBe(1);
      expect(await upload(nextPath(), client)).toBeNull();
      expect(await upload(nextPath(), client)).toBe('reserve:PGRST');
    });
  });

  it('answers the same for a new path, a reserved one and one holding a letter: no oracle for a guessed path', async () => {
    await reset();
    const client = from('198.51.100.34');
    const fresh = nextPath();
    const answers = [await reserveUpload(db, fresh, client), await reserveUpload(db, fresh, client)];
    const storedPath = nextPath();
    expect(await uploadPlain(storedPath, from('198.51.100.35'))).toBeNull();
    // Another visitor guesses the stored letter's path.
    answers.push(await reserveUpload(db, storedPath, client));
    expect(answers).toEqual([{ path: fresh }, { path: fresh }, { path: storedPath }]);
  });

  describe('the refusal', () => {
    it('is PostgREST’s 429 with retry-after, the seconds also in the body’s details (supabase-js shows no headers)', async () => {
      await reset({ uploads_per_client_per_hour: 1 });
      await reserveUpload(db, nextPath(), from('203.0.113.70'));
      let error: PgError | null = null;
      try {
        await reserveUpload(db, nextPath(), from('203.0.113.70'));
      } catch (caught) {
        error = caught as PgError;
      }
      expect(error?.code).toBe('PGRST');
      const body = JSON.parse(error?.message ?? '{}') as Record<string, unknown>;
      const detail = JSON.parse(error?.detail ?? '{}') as { status: number; headers: Record<string, string> };
      expect(body).toMatchObject({ code: 'rate_limited', hint: null });
      expect(detail.status).toBe(429);
      const seconds = Number(detail.headers['retry-after']);
      expect(seconds).toBeGreaterThan(3500);
      expect(seconds).toBeLessThanOrEqual(3600);
      expect(body.details).toBe(String(seconds));
    });

    it('never caps clients whose address cannot be read together (a door one sender could close), and notes each for the alert', async () => {
      await reset({ uploads_per_client_per_hour: 2 });
      const unknownBefore = (await db.query<{ n: number }>('select unknown_client_count::int as n from private.intake_state'))
        .rows[0]?.n;
      for (const headers of [{}, { 'x-forwarded-for': 'garbage' }, {}, {}] as Headers[])
        expect(await uploadPlain(nextPath(), headers)).toBeNull();
      const unknownAfter = (await db.query<{ n: number }>('select unknown_client_count::int as n from private.intake_state'))
        .rows[0]?.n;
      expect(unknownAfter).toBe((unknownBefore ?? 0) + 4);
      // A readable address keeps its own limit.
      expect(await uploadPlain(nextPath(), from('198.51.100.44'))).toBeNull();
      expect(await uploadPlain(nextPath(), from('198.51.100.44'))).toBeNull();
      expect(await uploadPlain(nextPath(), from('198.51.100.44'))).toBe('reserve:PGRST');
    });
  });

  describe('the policy under the contract', () => {
    it('only reads: a trial insert that is rolled back leaves the count as it was', async () => {
      await reset();
      const name = nextPath();
      await reserveUpload(db, name, from('198.51.100.50'));
      expect(await counted()).toBe(1);
      for (let trial = 0; trial < 5; trial += 1)
        await trialInsert(db, letter(name), { role: 'anon', headers: from('198.51.100.50') });
      expect(await counted()).toBe(1);
      expect(await stored()).toBe(0);
    });

    it('refuses a path without a live reservation, on both routes', async () => {
      await reset();
      const client = { role: 'anon' as const, headers: from('198.51.100.51') };
      const unreserved = nextPath();
      expect(await codeOf(uploadAsStorage(db, letter(unreserved), client))).toBe('42501');
      expect(await codeOf(signUpload(db, letter(unreserved), client))).toBe('42501');
      const expired = nextPath();
      await reserveUpload(db, expired, client.headers);
      await db.query(
        `update private.upload_reservations set expires_at = now() - interval '1 second' where name_sha256 = private.intake_hash($1)`,
        [expired],
      );
      expect(await codeOf(uploadAsStorage(db, letter(expired), client))).toBe('42501');
      // Reserving it again takes a new slot and opens it again.
      await reserveUpload(db, expired, client.headers);
      expect(await counted()).toBe(2);
      expect(await codeOf(uploadAsStorage(db, letter(expired), client))).toBeNull();
    });

    it('the old design, a slot taken inside the policy, counts nothing under the contract (what failed before)', async () => {
      await reset();
      const oldPolicy = await policyFunction('20261126120000_intake_abuse.sql');
      const newPolicy = await policyFunction('20261201130000_upload_reservations.sql');
      await db.exec(oldPolicy);
      try {
        const client = { role: 'anon' as const, headers: from('203.0.113.99') };
        for (let index = 0; index < 25; index += 1) await uploadAsStorage(db, letter(nextPath()), client);
        expect(await stored()).toBe(25);
        expect(await counted()).toBe(0);
        // The local Storage before issue 50 committed one insert as anon, which hid it: that counts.
        await asRequest(
          db,
          'anon',
          (tx) => tx.query(`insert into storage.objects (bucket_id, name) values ('referral_letters', $1)`, [nextPath()]),
          client.headers,
        );
        expect(await counted()).toBe(1);
      } finally {
        await db.exec(newPolicy);
      }
    });
  });

  it('keeps no path (it holds an e-mail address) or client address in clear', async () => {
    await reset();
    const name = nextPath('marie_example_nl');
    await reserveUpload(db, name, from('198.51.100.63'));
    const rows = await db.query('select * from private.upload_reservations');
    expect(rows.rows).toHaveLength(1);
    expect(JSON.stringify(rows.rows)).not.toMatch(/marie|198\.51/);
  });

  describe('what anon still may not do', () => {
    it.each([
      ['another folder', 'seniors/jan_example_nl/1767225600000.pdf'],
      ['the bucket root', '1767225600000.pdf'],
      ['a deeper folder', 'adults/jan_example_nl/extra/1767225600000.pdf'],
      ['an upper-case folder', 'adults/Jan_example_nl/1767225600000.pdf'],
      ['a disallowed extension', 'adults/jan_example_nl/1767225600000.html'],
      ['a name that is not a timestamp', 'adults/jan_example_nl/letter.pdf'],
      ['a path that climbs', 'adults/../x/1767225600000.pdf'],
    ])('reserve %s', async (_label, name) => {
      await reset();
      expect(await codeOf(reserveUpload(db, name, from('198.51.100.60')))).toBe('22023');
      expect(await counted()).toBe(0);
    });

    it('upload to another bucket, even at a reserved name', async () => {
      await reset();
      await db.query(`insert into storage.buckets (id, name, public) values ('other', 'other', false) on conflict do nothing`);
      const name = nextPath();
      await reserveUpload(db, name, from('198.51.100.61'));
      const other = { bucket: 'other', name };
      expect(await codeOf(uploadAsStorage(db, other, { role: 'anon', headers: from('198.51.100.61') }))).toBe('42501');
    });

    it('read, list, overwrite or delete a letter, or touch the reservations', async () => {
      await reset();
      const name = nextPath();
      const client = from('198.51.100.62');
      expect(await uploadPlain(name, client)).toBeNull();
      expect(await asRequest(db, 'anon', async (tx) => (await tx.query('select name from storage.objects')).rows)).toEqual([]);
      expect(
        await asRequest(
          db,
          'anon',
          async (tx) => (await tx.query(`update storage.objects set metadata = '{}' where name = $1`, [name])).affectedRows,
        ),
      ).toBe(0);
      // Storage's upsert trial insert: anon has no UPDATE policy.
      const upsert = asRequest(db, 'anon', (tx) =>
        tx.query(
          `insert into storage.objects (bucket_id, name, version) values ('referral_letters', $1, '1')
           on conflict (name, bucket_id) do update set version = excluded.version`,
          [name],
        ),
      );
      expect(await codeOf(upsert)).toBe('42501');
      for (const sql of [
        'select * from private.upload_reservations',
        `insert into private.upload_reservations (bucket_id, name_sha256, expires_at) values ('referral_letters', 'x', now() + interval '1 day')`,
        `update private.upload_reservations set expires_at = now() + interval '1 day'`,
      ]) {
        expect(await codeOf(asRequest(db, 'anon', (tx) => tx.query(sql))), sql).toBe('42501');
      }
      // Only anon reserves: a staff session or the service role has no use for it.
      for (const role of ['authenticated', 'service_role'] as const) {
        const call = asRequest(db, role, (tx) => tx.query('select public.reserve_referral_letter_upload($1)', [nextPath()]));
        expect(await codeOf(call), role).toBe('42501');
      }
    });
  });
});
