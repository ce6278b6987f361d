/**
 * Migration 20261201150000_held_and_dead_claims.sql on PGlite and on a real PostgreSQL (issue 50):
 * a flood hides nothing (held registrations marked with their reason, their letters inspected,
 * counted in health, announced once in the held summary after the flood), the inbox list marks and
 * filters held ones and pages past hosted's 1,000 max rows, and a claim whose run keeps dying is
 * given up after the cap so the failure alert fires.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRecord } from '@ankerlicht/registration/test-fixtures/registrations';
import { isPgError } from './database.ts';
import { asRequest, asSignedIn, databases, type Queryable, type TestDatabase } from './test-databases.ts';

type Headers = Record<string, string>;
const from = (address: string): Headers => ({ 'cf-connecting-ip': address, 'x-forwarded-for': address });

const SCREENER = '00000000-0000-4000-8000-0000000000e1';
const SCREENER_SESSION = '00000000-0000-4000-8000-0000000000f1';

describe.each(databases)('on $name', (database) => {
  let db: TestDatabase;
  let counter = 0;

  beforeAll(async () => {
    db = await database.open();
    // With a password chosen (any non-empty hash: the staff functions refuse an account without one).
    await db.query(
      `insert into auth.users (id, email, encrypted_password) values ($1, 'screener@example.nl', 'a password hash')`,
      [SCREENER],
    );
    await db.query(`insert into private.staff (user_id, role) values ($1, 'screener')`, [SCREENER]);
    await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [SCREENER_SESSION, SCREENER]);
  });

  afterAll(async () => {
    await db?.close();
  });

  async function reset(): Promise<void> {
    await db.exec(`
      delete from public.registrations where true;
      delete from private.intake_requests where true;
      update private.intake_state set flood_alerted_at = null, held_summary_at = null, unknown_client_last_at = null,
        unknown_client_alerted_at = null, created_at = now() where id;
      update private.intake_settings set value = 30 where name = 'flood_registrations_per_10_minutes';
      update private.intake_settings set value = 10 where name = 'registrations_per_client_per_hour';
      update private.intake_settings set value = 1000 where name = 'uploads_per_client_per_hour';
    `);
  }

  /** Letter and row as anon from `headers`, as the site stores them; the id. */
  async function register(headers: Headers): Promise<string> {
    counter += 1;
    const id = crypto.randomUUID();
    const row = { ...sampleRecord('adults'), id, referral_letter_path: `adults/held_${counter}/${1767225600000 + counter}.pdf` };
    // The letter as Storage writes it after its policy check (the upload limits are tested elsewhere).
    await db.query(`insert into storage.objects (bucket_id, name, metadata) values ('referral_letters', $1, $2)`, [
      row.referral_letter_path,
      { mimetype: 'application/pdf', size: 1234 },
    ]);
    const columns = Object.keys(row).join(', ');
    await asRequest(
      db,
      'anon',
      (tx) =>
        tx.query(
          `insert into public.registrations (${columns}) select ${columns} from json_populate_record(null::public.registrations, $1::json)`,
          [JSON.stringify(row)],
        ),
      headers,
    );
    return id;
  }

  async function rpc<T>(sql: string, params: unknown[] = []): Promise<T> {
    return asRequest(
      db,
      'service_role',
      async (tx) => (await tx.query<{ result: T }>(`select ${sql} as result`, params)).rows[0]?.result as T,
    );
  }

  const claim = (id: string, maxAge: number | null) =>
    rpc<{ outcome: string; attempts: number }>('public.claim_registration_notification($1, $2)', [id, maxAge]);

  async function notification(id: string) {
    return (
      await db.query<{
        status: string;
        held_reason: string | null;
        next_attempt_at: unknown;
        last_error: string | null;
        dead_runs: number;
      }>(
        'select status, held_reason, next_attempt_at, last_error, dead_runs from private.registration_notifications where registration_id = $1',
        [id],
      )
    ).rows[0];
  }

  async function verdict(id: string): Promise<string | null> {
    return (
      (await db.query<{ verdict: string }>('select verdict from private.referral_letter_checks where registration_id = $1', [id]))
        .rows[0]?.verdict ?? null
    );
  }

  /** The run holding the claim was killed: nothing finished, the claim lapses. */
  const lapseClaim = (id: string) =>
    db.query(
      `update private.registration_notifications set claimed_until = now() - interval '1 second' where registration_id = $1 and status = 'sending'`,
      [id],
    );

  const asScreener = <T>(work: (tx: Queryable) => Promise<T>) =>
    asSignedIn(db, { sub: SCREENER, session_id: SCREENER_SESSION, aal: 'aal2' }, work);

  /** The list's pages, after the committed audit line staff_begin_read('list') writes (as the app does). */
  async function list<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    await asScreener((tx) => tx.query(`select public.staff_begin_read('list')`));
    return (await asScreener((tx) => tx.query<T>(sql, params))).rows;
  }

  describe('a flood of 60 registrations from 50 addresses, then a real visitor', () => {
    const ids: string[] = [];
    let visitor = '';

    beforeAll(async () => {
      await reset();
      for (let index = 0; index < 60; index += 1) {
        const id = await register(from(`203.0.113.${(index % 50) + 1}`));
        ids.push(id);
        // The browser's own call right after its insert.
        const claimed = await claim(id, 15);
        if (claimed.outcome === 'claimed') await rpc('public.finish_registration_notification($1, true)', [id]);
      }
      visitor = await register(from('198.51.100.7'));
      await claim(visitor, 15);
    });

    it('stores every one and holds the e-mails beyond the threshold, marked with the reason', async () => {
      expect((await db.query<{ n: number }>('select count(*)::int as n from public.registrations')).rows[0]?.n).toBe(61);
      const held = await db.query<{ registration_id: string; held_reason: string }>(
        `select registration_id, held_reason from private.registration_notifications where status = 'held'`,
      );
      // The threshold is 30 in ten minutes: the 30th registration onward is held, the visitor too.
      expect(held.rows).toHaveLength(32);
      expect(new Set(held.rows.map((row) => row.held_reason))).toEqual(new Set(['flood']));
      expect(held.rows.map((row) => row.registration_id)).toContain(visitor);
    });

    it('reports the held ones in health, unchecked until the schedule inspects their letters', async () => {
      expect(await rpc<Record<string, unknown>>('public.intake_health()')).toMatchObject({
        held: 32,
        heldUnchecked: 32,
        floodActive: true,
      });
    });

    it('hands every held letter to the schedule for inspection once, one per claim, and records the verdicts', async () => {
      const batch: Array<{ registration: { id: string }; letter: { name: string } | null }> = [];
      for (;;) {
        const claimed = await rpc<typeof batch>('public.claim_held_letter_checks(100)');
        // One letter per claim, however many are asked for: each claim is charged to its letter.
        expect(claimed.length).toBeLessThanOrEqual(1);
        if (claimed.length === 0) break;
        batch.push(...claimed);
      }
      expect(batch).toHaveLength(32);
      expect(new Set(batch.map((item) => item.registration.id)).size).toBe(32);
      expect(batch.every((item) => item.letter?.name.startsWith('adults/held_'))).toBe(true);
      // Claimed: a second run does not take them while the first is at work.
      expect(await rpc('public.claim_held_letter_checks(100)')).toEqual([]);
      for (const item of batch) {
        await rpc('public.record_referral_letter_check($1, $2)', [
          item.registration.id,
          item.registration.id === visitor ? 'ok' : 'pdf-javascript',
        ]);
      }
      expect(await rpc<Record<string, unknown>>('public.intake_health()')).toMatchObject({ held: 32, heldUnchecked: 0 });
    });

    it('sends no summary while the flood lasts, one after it, and never a second', async () => {
      expect(await rpc('public.claim_held_summary()')).toEqual({ due: false });
      // Ten minutes later the flood is over.
      await db.exec(`update public.registrations set created_at = created_at - interval '11 minutes' where true`);
      await db.exec(`update private.registration_notifications set created_at = created_at - interval '11 minutes' where true`);
      const summary = await rpc<{
        due: boolean;
        total: number;
        floodActive: boolean;
        items: Array<{ registration_id: string; held_reason: string }>;
      }>('public.claim_held_summary()');
      expect(summary).toMatchObject({ due: true, total: 32, floodActive: false });
      expect(summary.items).toHaveLength(32);
      expect(summary.items.map((item) => item.registration_id)).toContain(visitor);
      expect(JSON.stringify(summary)).not.toMatch(/Jansen|example|111222333/);
      // Another run in the same hour: nothing.
      expect(await rpc('public.claim_held_summary()')).toEqual({ due: false });
      expect(
        await rpc('public.mark_held_summarised($1::jsonb)', [JSON.stringify(summary.items.map((item) => item.registration_id))]),
      ).toBe(32);
      expect(await notification(visitor)).toMatchObject({ status: 'sent', held_reason: 'flood' });
      expect(await rpc<Record<string, unknown>>('public.intake_health()')).toMatchObject({ held: 0 });
      // An hour on: nothing left to announce.
      await db.exec(`update private.intake_state set held_summary_at = now() - interval '2 hours' where id`);
      expect(await rpc('public.claim_held_summary()')).toEqual({ due: false });
      // Nor does the schedule e-mail them one by one.
      expect(await claim(visitor, null)).toMatchObject({ outcome: 'already-sent' });
    });

    it('lists held ones in the inbox with their reason, and filters them', async () => {
      const all = await list<{ id: string; held: boolean; held_reason: string | null }>(
        'select * from public.staff_registrations()',
      );
      expect(all).toHaveLength(61);
      // The app filters on held_reason itself.
      expect(all.filter((row) => row.held_reason !== null)).toHaveLength(32);
      expect(all.find((row) => row.id === visitor)).toMatchObject({ held: false, held_reason: 'flood' });
      expect(all.filter((row) => row.held_reason === null)).toHaveLength(29);

      // The registration's screen says why its e-mail was held, too.
      await asScreener((tx) => tx.query(`select public.staff_begin_read('view', $1)`, [visitor]));
      const screen = await asScreener((tx) =>
        tx.query<{ r: { notification: Record<string, unknown> } }>('select public.staff_registration($1) as r', [visitor]),
      );
      expect(screen.rows[0]?.r.notification).toMatchObject({ status: 'sent', held_reason: 'flood' });
    });
  });

  describe('a sustained flood', () => {
    it('announces held ones older than an hour while it lasts', async () => {
      await reset();
      await db.exec(`update private.intake_settings set value = 1 where name = 'flood_registrations_per_10_minutes'`);
      const old = await register(from('203.0.113.200'));
      expect(await claim(old, 15)).toMatchObject({ outcome: 'held' });
      expect(await rpc('public.claim_held_summary()')).toEqual({ due: false });
      await db.query(
        `update private.registration_notifications set created_at = now() - interval '61 minutes' where registration_id = $1`,
        [old],
      );
      expect(await rpc('public.claim_held_summary()')).toMatchObject({ due: true, floodActive: true, total: 1 });
    });
  });

  describe('held letters not yet checked when the summary names them', () => {
    it('are still handed to the schedule for inspection, and counted unchecked until then', async () => {
      await reset();
      await db.exec(`update private.intake_settings set value = 1 where name = 'flood_registrations_per_10_minutes'`);
      const id = await register(from('198.51.100.40'));
      expect(await claim(id, 15)).toMatchObject({ outcome: 'held' });
      await db.query(
        `update private.registration_notifications set created_at = now() - interval '61 minutes' where registration_id = $1`,
        [id],
      );
      const summary = await rpc<{ items: Array<{ registration_id: string }> }>('public.claim_held_summary()');
      expect(summary.items.map((item) => item.registration_id)).toEqual([id]);
      expect(await rpc('public.mark_held_summarised($1::jsonb)', [JSON.stringify([id])])).toBe(1);
      expect(await notification(id)).toMatchObject({ status: 'sent', held_reason: 'flood' });
      expect(await rpc<Record<string, unknown>>('public.intake_health()')).toMatchObject({ held: 0, heldUnchecked: 1 });
      const batch = await rpc<Array<{ registration: { id: string } }>>('public.claim_held_letter_checks(5)');
      expect(batch.map((item) => item.registration.id)).toEqual([id]);
      await rpc('public.record_referral_letter_check($1, $2)', [id, 'ok']);
      expect(await rpc<Record<string, unknown>>('public.intake_health()')).toMatchObject({ heldUnchecked: 0 });
    });
  });

  describe('registrations held because their client address could not be read', () => {
    it('are announced only after the staff had the unknown-client alert, once', async () => {
      await reset();
      const id = await register(from('198.51.100.9'));
      // As the registration trigger does for a request without a readable address.
      await db.query(
        `update private.registration_notifications set status = 'held', held_reason = 'unknown-client', next_attempt_at = null,
           created_at = now() - interval '1 minute' where registration_id = $1`,
        [id],
      );
      await db.exec(`update private.intake_state set unknown_client_last_at = now(), unknown_client_count = 1 where id`);
      expect(await rpc('public.claim_held_summary()')).toEqual({ due: false });
      expect(await rpc('public.claim_unknown_client_alert()')).toMatchObject({ due: true, held: 1 });
      expect(await rpc('public.claim_unknown_client_alert()')).toEqual({ due: false });
      expect(await rpc('public.claim_held_summary()')).toMatchObject({
        due: true,
        total: 1,
        items: [{ registration_id: id, held_reason: 'unknown-client' }],
      });
    });

    it('made after the day’s alert, are named in the next summary, not a day later', async () => {
      await reset();
      await db.exec(`update private.intake_state set unknown_client_last_at = now() - interval '2 hours',
        unknown_client_count = 1, unknown_client_alerted_at = now() - interval '2 hours' where id`);
      const id = await register(from('198.51.100.10'));
      await db.query(
        `update private.registration_notifications set status = 'held', held_reason = 'unknown-client', next_attempt_at = null,
           created_at = now() - interval '1 minute' where registration_id = $1`,
        [id],
      );
      await db.exec(`update private.intake_state set unknown_client_last_at = now(), unknown_client_count = 2 where id`);
      // The alert went two hours ago: no second one today.
      expect(await rpc('public.claim_unknown_client_alert()')).toEqual({ due: false });
      expect(await rpc('public.claim_held_summary()')).toMatchObject({
        due: true,
        total: 1,
        items: [{ registration_id: id, held_reason: 'unknown-client' }],
      });
    });
  });

  describe('a claim whose run dies each time', () => {
    it('is given up after three dead runs, and the failure alert lists it', async () => {
      await reset();
      const id = await register(from('198.51.100.20'));
      expect(await claim(id, 15)).toMatchObject({ outcome: 'claimed', attempts: 1 });
      const outcomes: string[] = [];
      for (let run = 0; run < 5; run += 1) {
        // The run was killed inside the letter check: nothing finished, the claim lapses.
        await db.query(
          `update private.registration_notifications set claimed_until = now() - interval '1 second' where registration_id = $1 and status = 'sending'`,
          [id],
        );
        const due = await rpc<string[]>('array(select public.due_registration_notifications(50))');
        if (!due.includes(id)) break;
        outcomes.push((await claim(id, null)).outcome);
      }
      expect(outcomes).toEqual(['claimed', 'claimed', 'given-up']);
      expect(await notification(id)).toMatchObject({
        status: 'failed',
        next_attempt_at: null,
        last_error: 'run-died',
        dead_runs: 3,
      });
      const alert = await rpc<Array<{ registration_id: string; last_error: string }>>('public.unalerted_failed_notifications()');
      expect(alert).toEqual([expect.objectContaining({ registration_id: id, last_error: 'run-died' })]);
      expect(await rpc<Record<string, unknown>>('public.intake_health()')).toMatchObject({ failedUnalerted: 1 });
    });

    it('comes after the due registrations in a batch, not first in every one', async () => {
      await reset();
      const stuck = await register(from('198.51.100.21'));
      expect(await claim(stuck, 15)).toMatchObject({ outcome: 'claimed' });
      await db.query(
        `update private.registration_notifications set claimed_until = now() - interval '1 second' where registration_id = $1`,
        [stuck],
      );
      const later = await register(from('198.51.100.22'));
      await db.query(
        `update private.registration_notifications set next_attempt_at = now() - interval '1 second' where registration_id = $1`,
        [later],
      );
      expect(await rpc<string[]>('array(select public.due_registration_notifications(50))')).toEqual([later, stuck]);
    });

    it('records too-complex for a registration given up before its letter had a verdict', async () => {
      await reset();
      const id = await register(from('198.51.100.24'));
      expect(await claim(id, 15)).toMatchObject({ outcome: 'claimed' });
      for (let run = 0; run < 3; run += 1) {
        await lapseClaim(id);
        await claim(id, null);
      }
      expect(await notification(id)).toMatchObject({ status: 'failed', last_error: 'run-died' });
      expect(await verdict(id)).toBe('too-complex');
    });

    it('keeps the verdict of a letter checked before the run died elsewhere', async () => {
      await reset();
      const id = await register(from('198.51.100.25'));
      expect(await claim(id, 15)).toMatchObject({ outcome: 'claimed' });
      await rpc('public.record_referral_letter_check($1, $2)', [id, 'ok']);
      for (let run = 0; run < 3; run += 1) {
        await lapseClaim(id);
        await claim(id, null);
      }
      expect(await verdict(id)).toBe('ok');
    });
  });

  describe('a held letter whose inspection dies', () => {
    /** Held registrations (the flood hold at one a ten minutes), oldest first. */
    async function heldOnes(count: number): Promise<string[]> {
      await reset();
      await db.exec(`update private.intake_settings set value = 1 where name = 'flood_registrations_per_10_minutes'`);
      const ids: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const id = await register(from(`198.51.100.${30 + index}`));
        expect(await claim(id, 15)).toMatchObject({ outcome: 'held' });
        ids.push(id);
      }
      return ids;
    }

    const claimLetters = async (limit = 10) =>
      (await rpc<Array<{ registration: { id: string } }>>(`public.claim_held_letter_checks(${limit})`)).map(
        (item) => item.registration.id,
      );
    /** The run was killed inside the check: no verdict, no release; its claim lapses. */
    const lapseLetterClaims = () =>
      db.exec(
        `update private.registration_notifications set letter_check_claimed_until = now() - interval '1 second'
          where letter_check_claimed_until > now()`,
      );

    it('gets the verdict too-complex after three dead runs, counted in health, not retried forever', async () => {
      const [id] = await heldOnes(1);
      const taken: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        taken.push((await claimLetters()).length);
        await lapseLetterClaims();
      }
      expect(taken).toEqual([1, 1, 1, 0, 0]);
      expect(await verdict(id!)).toBe('too-complex');
      expect(await rpc<Record<string, unknown>>('public.intake_health()')).toMatchObject({
        heldUnchecked: 0,
        letterChecksGivenUp: 1,
        letterCheckGivenUpLastAt: expect.any(String),
      });
    });

    it('uses up only its own allowance, never its neighbours', async () => {
      const [killer, second, third] = await heldOnes(3);
      // Each run claims letters one by one and dies inside the killer's check.
      const claimedPerRun: string[][] = [];
      for (let run = 0; run < 4; run += 1) {
        const claimed: string[] = [];
        for (;;) {
          const [next] = await claimLetters(5);
          if (next === undefined) break;
          claimed.push(next);
          if (next === killer) break;
          await rpc('public.record_referral_letter_check($1, $2)', [next, 'ok']);
        }
        claimedPerRun.push(claimed);
        await lapseLetterClaims();
      }
      expect(claimedPerRun).toEqual([[killer], [second, third, killer], [killer], []]);
      expect(await verdict(killer!)).toBe('too-complex');
      expect(await verdict(second!)).toBe('ok');
      expect(await verdict(third!)).toBe('ok');
    });

    it('is not charged for an ordinary failure given back, and is tried again later', async () => {
      const [id] = await heldOnes(1);
      for (let run = 0; run < 5; run += 1) {
        expect(await claimLetters()).toEqual([id]);
        await rpc('public.release_held_letter_check($1)', [id]);
        // Not again at once: the released letter waits five minutes.
        expect(await claimLetters()).toEqual([]);
        await db.exec(
          `update private.registration_notifications set letter_check_claimed_until = now() - interval '1 second'
            where letter_check_claimed_until is not null`,
        );
      }
      expect(await verdict(id!)).toBeNull();
      expect(await claimLetters()).toEqual([id]);
    });
  });

  describe('the inbox list', () => {
    it('pages past 1,000 rows with a cursor, newest first, losing none', async () => {
      await reset();
      // 1,203 registrations stored as the owner (one statement each: one registration per statement),
      // column by column: the generated person_name takes no value.
      const columns = [...Object.keys(sampleRecord('adults')), 'id', 'created_at'].join(', ');
      await db.exec(`
        insert into storage.objects (bucket_id, name, metadata)
          select 'referral_letters', 'adults/page_' || g || '/1767225600000.pdf', '{"mimetype":"application/pdf","size":10}'::jsonb
            from generate_series(1, 1203) g;
        do $$
        declare
          v_row jsonb := $json$${JSON.stringify(sampleRecord('adults'))}$json$::jsonb;
        begin
          for g in 1..1203 loop
            insert into public.registrations (${columns})
              select ${columns} from jsonb_populate_record(null::public.registrations,
                v_row || jsonb_build_object('id', gen_random_uuid(), 'referral_letter_path', 'adults/page_' || g || '/1767225600000.pdf',
                  'created_at', now() - make_interval(secs => g / 3)));
          end loop;
        end
        $$;
      `);
      const seen: string[] = [];
      let cursor: { created_at: string; id: string } | null = null;
      let pages = 0;
      await asScreener((tx) => tx.query(`select public.staff_begin_read('list')`));
      for (;;) {
        const page: Array<{ id: string; created_at: string }> = (
          await asScreener((tx) =>
            tx.query<{ id: string; created_at: string }>(
              `select id, created_at::text as created_at from public.staff_registrations($1::timestamptz, $2::uuid, 500)`,
              [cursor?.created_at ?? null, cursor?.id ?? null],
            ),
          )
        ).rows;
        pages += 1;
        seen.push(...page.map((row) => row.id));
        if (page.length < 500) break;
        cursor = page[page.length - 1] ?? null;
      }
      expect(pages).toBe(3);
      expect(seen).toHaveLength(1203);
      expect(new Set(seen).size).toBe(1203);
      const newestFirst = await db.query<{ id: string }>('select id from public.registrations order by created_at desc, id desc');
      expect(seen).toEqual(newestFirst.rows.map((row) => row.id));
      // Never more than 500 a page, whatever is asked.
      expect(await list('select * from public.staff_registrations(p_limit => 5000)')).toHaveLength(500);
    });

    it('is for staff only; the new schedule functions for the service role only', async () => {
      for (const call of [
        'public.claim_held_letter_checks(1)',
        `public.release_held_letter_check('00000000-0000-4000-8000-000000000000')`,
        'public.claim_held_summary()',
        `public.mark_held_summarised('[]'::jsonb)`,
        'public.release_held_summary()',
        'public.claim_unknown_client_alert()',
        'public.release_unknown_client_alert(null)',
      ]) {
        for (const role of ['anon', 'authenticated'] as const) {
          const code = await asRequest(db, role, (tx: Queryable) => tx.query(`select ${call}`)).then(
            () => null,
            (error: unknown) => (isPgError(error) ? error.code : 'unknown'),
          );
          expect(code, `${role}: ${call}`).toBe('42501');
        }
      }
      const code = await asRequest(db, 'anon', (tx) => tx.query('select * from public.staff_registrations()')).then(
        () => null,
        (error: unknown) => (isPgError(error) ? error.code : 'unknown'),
      );
      expect(code).toBe('42501');
    });
  });
});
