/**
 * Migration 20261126120000_intake_abuse.sql on PGlite and on a real PostgreSQL (test-databases.ts):
 * limits per client keyed on the address the edge sets, none an attacker can name or exhaust for
 * others; floods held and alerted once; the backoff enforced whoever calls; the schedule's
 * heartbeat (issue 26).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRecord } from '@ankerlicht/registration/test-fixtures/registrations';
import { isPgError } from './database.ts';
import { asRequest, asStorageDelete, databases, type Queryable, type TestDatabase } from './test-databases.ts';
import { uploadLetter } from './test-storage.ts';

type Headers = Record<string, string>;

/** The headers hosted Supabase's edge passes on for a client at `address` (as the local gateway sets them). */
const from = (address: string): Headers => ({
  'cf-connecting-ip': address,
  'x-real-ip': address,
  'x-forwarded-for': address,
});

describe.each(databases)('on $name', (database) => {
  let db: TestDatabase;
  let counter = 0;

  beforeAll(async () => {
    db = await database.open();
  });

  afterAll(async () => {
    await db?.close();
  });

  async function setSettings(values: Record<string, number>): Promise<void> {
    for (const [name, value] of Object.entries(values)) {
      const result = await db.query('update private.intake_settings set value = $2 where name = $1', [name, value]);
      expect(result.affectedRows, `setting ${name}`).toBe(1);
    }
  }

  /** A fresh start for each test: no registrations, letters, log or state. */
  async function reset(settings: Record<string, number> = {}): Promise<void> {
    await db.exec(`
      delete from public.registrations;
      delete from private.intake_requests;
      update private.intake_state set flood_alerted_at = null, schedule_last_run_at = null,
        schedule_last_complete = null, schedule_stale_alerted_at = null, created_at = now();
    `);
    await asStorageDelete(db, null, (tx) => tx.exec(`delete from storage.objects where bucket_id = 'referral_letters'`));
    await setSettings({
      registrations_per_client_per_hour: 10,
      uploads_per_client_per_hour: 20,
      flood_registrations_per_10_minutes: 30,
      schedule_stale_minutes: 5,
      ...settings,
    });
  }

  function path(folder = 'jan_jansen_example_nl'): string {
    counter += 1;
    return `adults/${folder}/${1767225600000 + counter}.pdf`;
  }

  /**
   * An upload as the site and hosted Storage make it with the anon key, under the client's headers:
   * the reservation (the slot), then Storage's rolled-back trial insert and its superuser's write
   * (test-storage.ts). The code of the refusal, or null.
   */
  async function upload(name: string, headers: Headers | undefined): Promise<string | null> {
    try {
      await uploadLetter(db, name, headers);
      return null;
    } catch (error) {
      if (isPgError(error)) return error.code ?? 'unknown';
      throw error;
    }
  }

  function record(letter: string, id?: string): Record<string, unknown> {
    return { ...(id !== undefined ? { id } : {}), ...sampleRecord('adults', { referral_letter_path: letter }) };
  }

  /** Uploads a letter and inserts the row, both as the client at `headers`: an error code or null. */
  async function register(headers: Headers | undefined, id?: string): Promise<string | null> {
    const letter = path(`client_${counter}_example_nl`);
    const refusedUpload = await upload(letter, headers);
    if (refusedUpload !== null) return `upload:${refusedUpload}`;
    const row = record(letter, id);
    try {
      await asRequest(
        db,
        'anon',
        (tx) =>
          tx.query(
            `insert into public.registrations (${Object.keys(row).join(', ')})
             select ${Object.keys(row).join(', ')} from json_populate_record(null::public.registrations, $1::json)`,
            [JSON.stringify(row)],
          ),
        headers,
      );
      return null;
    } catch (error) {
      if (isPgError(error)) return error.code ?? 'unknown';
      throw error;
    }
  }

  const asService = <T>(work: (tx: Queryable) => Promise<T>) => asRequest(db, 'service_role', work);

  async function rpc<T>(sql: string, params: unknown[] = []): Promise<T> {
    return asService(async (tx) => (await tx.query<{ result: T }>(`select ${sql} as result`, params)).rows[0]?.result as T);
  }

  describe('who the client is', () => {
    async function clientKey(headers: Headers | undefined): Promise<string | null> {
      return db.transaction(async (tx) => {
        if (headers !== undefined) await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
        return (await tx.query<{ key: string | null }>('select private.client_key() as key')).rows[0]?.key ?? null;
      });
    }

    it('is the address the edge sets, not one the client writes into x-forwarded-for', async () => {
      expect(await clientKey({ 'cf-connecting-ip': '192.0.2.7', 'x-forwarded-for': '203.0.113.9, 192.0.2.7' })).toBe(
        'ip4:192.0.2.7',
      );
      // No x-forwarded-for fallback since 20261201125000_client_key.sql (client-key.test.ts).
      expect(await clientKey({ 'x-forwarded-for': ' 198.51.100.4 , 10.0.0.1' })).toBeNull();
      expect(await clientKey({ 'cf-connecting-ip': '::ffff:192.0.2.8' })).toBe('ip4:192.0.2.8');
    });

    it('is an IPv6 address’s /56 (since 20261201125000): rotating inside one line is one client', async () => {
      const a = await clientKey({ 'cf-connecting-ip': '2001:db8:1:2:aaaa::1' });
      expect(a).toBe('ip6:2001:db8:1::/56');
      expect(await clientKey({ 'cf-connecting-ip': '2001:db8:1:2:ffff:1:2:3' })).toBe(a);
      expect(await clientKey({ 'cf-connecting-ip': '2001:db8:1:100::1' })).not.toBe(a);
    });

    it('is null without a usable address (registration_after_insert then limits, holds and notes it)', async () => {
      expect(await clientKey(undefined)).toBeNull();
      expect(await clientKey({})).toBeNull();
      expect(await clientKey({ 'cf-connecting-ip': 'unknown' })).toBeNull();
      expect(await clientKey({ 'x-forwarded-for': '' })).toBeNull();
    });
  });

  describe('uploads', () => {
    it('200 uploads from one client exhaust only that client’s allowance', async () => {
      await reset();
      const attacker = from('203.0.113.66');
      const refusals: Array<string | null> = [];
      for (let index = 0; index < 200; index += 1) refusals.push(await upload(path(`r${index}_x_nl`), attacker));
      expect(refusals.filter((code) => code === null)).toHaveLength(20);
      // The reservation's 429 (raise sqlstate 'PGRST'): 20261201130000_upload_reservations.sql.
      expect(refusals.slice(20).every((code) => code === 'PGRST')).toBe(true);
      // A real visitor at another address registers as usual, the whole way.
      expect(await register(from('198.51.100.20'))).toBeNull();
      expect(await register(from('2001:db8:77::5'))).toBeNull();
    });

    it('five uploads into a named person’s folder do not block that person', async () => {
      await reset({ uploads_per_client_per_hour: 5 });
      for (let index = 0; index < 5; index += 1) {
        expect(await upload(path('patient_example_nl'), from('203.0.113.66'))).toBeNull();
      }
      expect(await upload(path('patient_example_nl'), from('203.0.113.66'))).toBe('PGRST');
      expect(await upload(path('patient_example_nl'), from('198.51.100.31'))).toBeNull();
    });

    it('still refuse another bucket or another path shape', async () => {
      await reset();
      // The reservation refuses the shape (22023); the policy would refuse it too (upload-limit.test.ts).
      expect(await upload('adults/../x/1767225600000.pdf', from('198.51.100.32'))).toBe('22023');
      expect(await upload('adults/jan/1767225600000.exe', from('198.51.100.32'))).toBe('22023');
    });

    it('take no second slot for the same path (a retry), which meets the stored letter (23505)', async () => {
      await reset({ uploads_per_client_per_hour: 2 });
      const client = from('198.51.100.33');
      const letter = path();
      expect(await upload(letter, client)).toBeNull();
      expect(await upload(letter, client)).toBe('23505');
      expect(await upload(path(), client)).toBeNull();
    });

    it('keep no address in clear in the log', async () => {
      await reset();
      await upload(path(), from('198.51.100.34'));
      const keys = (await db.query<{ client: string }>('select client from private.intake_requests')).rows.map((r) => r.client);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key).toMatch(/^(registration|upload):[0-9a-f]{64}$/);
    });

    it('are limited by a policy: no trigger on storage.objects remains', async () => {
      const triggers = await db.query<{ tgname: string }>(
        `select tgname from pg_trigger where tgrelid = 'storage.objects'::regclass and tgname = 'referral_letters_rate_limit'`,
      );
      expect(triggers.rows).toEqual([]);
      const policy = await db.query<{ with_check: string }>(
        `select with_check from pg_policies where schemaname = 'storage' and tablename = 'objects' and policyname = 'anon can upload referral letters'`,
      );
      expect(policy.rows[0]?.with_check).toContain('may_upload_referral_letter');
    });
  });

  describe('registrations', () => {
    it('are limited per client; header rotation in x-forwarded-for does not make a new client', async () => {
      await reset({ registrations_per_client_per_hour: 3, uploads_per_client_per_hour: 1000 });
      const results: Array<string | null> = [];
      for (let index = 0; index < 6; index += 1) {
        results.push(await register({ 'cf-connecting-ip': '203.0.113.80', 'x-forwarded-for': `10.9.${index}.1, 203.0.113.80` }));
      }
      expect(results).toEqual([null, null, null, 'PGRST', 'PGRST', 'PGRST']);
      expect(await register(from('198.51.100.40'))).toBeNull();
    });
  });

  describe('a flood', () => {
    it('holds the individual e-mails and is alerted once an hour', async () => {
      await reset({ flood_registrations_per_10_minutes: 5 });
      const ids: string[] = [];
      for (let index = 0; index < 8; index += 1) {
        const id = crypto.randomUUID();
        expect(await register(from(`203.0.113.${index + 1}`), id)).toBeNull();
        ids.push(id);
      }
      const claim = await rpc<{ outcome: string }>('public.claim_registration_notification($1, 15)', [ids[7]]);
      expect(claim.outcome).toBe('held');
      expect(
        (
          await db.query<{ status: string }>('select status from private.registration_notifications where registration_id = $1', [
            ids[7],
          ])
        ).rows[0]?.status,
      ).toBe('held');
      const first = await rpc<Record<string, unknown>>('public.claim_flood_alert()');
      expect(first).toEqual({ due: true, held: 1, registrationsLastHour: 8 });
      expect(await rpc('public.claim_flood_alert()')).toEqual({ due: false });
      // A failed alert is given back for the next caller.
      await rpc('public.release_flood_alert()');
      expect(await rpc<{ due: boolean }>('public.claim_flood_alert()')).toMatchObject({ due: true });
      expect(await rpc<{ floodActive: boolean; held: number }>('public.intake_health()')).toMatchObject({
        floodActive: true,
        held: 1,
      });
    });

    it('is no flood below the threshold: claims go out as usual', async () => {
      await reset();
      const id = crypto.randomUUID();
      expect(await register(from('198.51.100.50'), id)).toBeNull();
      expect(await rpc<{ outcome: string }>('public.claim_registration_notification($1, 15)', [id])).toMatchObject({
        outcome: 'claimed',
      });
      expect(await rpc('public.claim_flood_alert()')).toEqual({ due: false });
    });
  });

  describe('the backoff, whoever calls', () => {
    it('lets the visitor’s call make only the first attempt, and the schedule only what is due', async () => {
      await reset();
      const id = crypto.randomUUID();
      expect(await register(from('198.51.100.60'), id)).toBeNull();
      // The schedule leaves the visitor two minutes.
      expect(await rpc<{ outcome: string }>('public.claim_registration_notification($1, null)', [id])).toMatchObject({
        outcome: 'not-due',
      });
      expect(await rpc<{ outcome: string }>('public.claim_registration_notification($1, 15)', [id])).toMatchObject({
        outcome: 'claimed',
        attempts: 1,
      });
      await rpc(`public.finish_registration_notification($1, false, 'smtp-refused', 300)`, [id]);
      for (let call = 0; call < 6; call += 1) {
        expect(await rpc<{ outcome: string }>('public.claim_registration_notification($1, 15)', [id])).toMatchObject({
          outcome: 'not-due',
        });
        expect(await rpc<{ outcome: string }>('public.claim_registration_notification($1, null)', [id])).toMatchObject({
          outcome: 'not-due',
        });
      }
      await db.query(
        `update private.registration_notifications set next_attempt_at = now() - interval '1 second' where registration_id = $1`,
        [id],
      );
      expect(await rpc<{ outcome: string }>('public.claim_registration_notification($1, null)', [id])).toMatchObject({
        outcome: 'claimed',
        attempts: 2,
      });
    });
  });

  describe('the schedule’s heartbeat', () => {
    it('is stale when the schedule never ran or went silent, alerted once per silence', async () => {
      await reset();
      await db.query(`update private.intake_state set created_at = now() - interval '10 minutes'`);
      expect(await rpc<{ scheduleStale: boolean }>('public.intake_health()')).toMatchObject({
        scheduleStale: true,
        scheduleLastRunAt: null,
      });
      expect(await rpc('public.claim_stale_schedule_alert()')).toEqual({ due: true, lastRunAt: null });
      expect(await rpc('public.claim_stale_schedule_alert()')).toEqual({ due: false });
      await rpc('public.record_schedule_run(true)');
      expect(await rpc<Record<string, unknown>>('public.intake_health()')).toMatchObject({
        scheduleStale: false,
        scheduleLastComplete: true,
      });
      expect(await rpc('public.claim_stale_schedule_alert()')).toEqual({ due: false });
      await db.query(`update private.intake_state set schedule_last_run_at = now() - interval '6 minutes'`);
      expect(await rpc<{ due: boolean }>('public.claim_stale_schedule_alert()')).toMatchObject({ due: true });
    });

    it('reports the oldest unsent registration, with no personal data', async () => {
      await reset();
      const id = crypto.randomUUID();
      expect(await register(from('198.51.100.70'), id)).toBeNull();
      const health = await rpc<Record<string, unknown>>('public.intake_health()');
      expect(health).toMatchObject({ unsent: 1, held: 0, failedUnalerted: 0, floodActive: false });
      expect(health.oldestUnsentAt).not.toBeNull();
      expect(JSON.stringify(health)).not.toMatch(/Jansen|example|111222333/);
    });
  });

  describe('the production schedule', () => {
    it(
      database.platform.cronAndNet
        ? 'is a pg_cron job that posts to the function with the Vault key as apikey and bearer (any key type)'
        : 'is left to the embedded backend where pg_cron is missing (PGlite)',
      async () => {
        if (!database.platform.cronAndNet) {
          expect((await db.query(`select 1 from pg_namespace where nspname = 'cron'`)).rows).toEqual([]);
          return;
        }
        const job = await db.query<{ command: string; schedule: string }>(
          `select command, schedule from cron.job where jobname = 'registration-notifications'`,
        );
        expect(job.rows).toHaveLength(1);
        expect(job.rows[0]?.schedule).toBe('* * * * *');
        // Run the job's own SQL, as pg_cron would, with today's key shape in Vault.
        await db.exec(`delete from vault.secrets`);
        const before = (await db.query<{ id: string }>(`select coalesce(max(id), 0) as id from net.http_request_queue`)).rows[0]!
          .id;
        await db.query(`select vault.create_secret('https://ref.supabase.co', 'project_url')`);
        await db.query(`select vault.create_secret('sb_secret_schedule_test', 'service_role_key')`);
        await db.exec(job.rows[0]!.command);
        const posted = await db.query<{ url: string; headers: Record<string, string>; body: string }>(
          `select url, headers, convert_from(body, 'UTF8') as body from net.http_request_queue where id > $1`,
          [before],
        );
        expect(posted.rows).toEqual([
          {
            url: 'https://ref.supabase.co/functions/v1/send-registration-email',
            headers: {
              'Content-Type': 'application/json',
              apikey: 'sb_secret_schedule_test',
              Authorization: 'Bearer sb_secret_schedule_test',
            },
            body: '{"task": "scheduled"}',
          },
        ]);
      },
    );
  });

  describe('the new functions', () => {
    it('are for the service role only', async () => {
      for (const call of [
        'public.claim_flood_alert()',
        'public.release_flood_alert()',
        'public.record_schedule_run(true)',
        'public.claim_stale_schedule_alert()',
        'public.release_stale_schedule_alert()',
        'public.intake_health()',
        'private.client_key()',
      ]) {
        for (const role of ['anon', 'authenticated'] as const) {
          const code = await asRequest(db, role, (tx) => tx.query(`select ${call}`)).then(
            () => null,
            (error: unknown) => (isPgError(error) ? error.code : 'unknown'),
          );
          expect(code, `${role}: ${call}`).toBe('42501');
        }
      }
    });

    it('the upload policy’s function is reachable by anon in SQL only, in a schema the Data API does not expose', async () => {
      const exposed = await db.query<{ n: number }>(
        `select count(*)::int as n from pg_namespace where nspname = 'intake_policy'`,
      );
      expect(exposed.rows[0]?.n).toBe(1);
      const code = await asRequest(db, 'authenticated', (tx) =>
        tx.query(`select intake_policy.may_upload_referral_letter('referral_letters', 'adults/a/1767225600000.pdf')`),
      ).then(
        () => null,
        (error: unknown) => (isPgError(error) ? error.code : 'unknown'),
      );
      expect(code).toBe('42501');
    });
  });
});
