/**
 * Migration 20261201125000_client_key.sql on PGlite and on a real PostgreSQL (test-databases.ts):
 * the client key read from `cf-connecting-ip` only, IPv6 per /56; a registration whose address
 * cannot be read is accepted, limited as one client, held and noted; the per-address limits let
 * ten people behind one connection register in an hour and still stop a flood from it (issue 50).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRecord } from '@ankerlicht/registration/test-fixtures/registrations';
import { isPgError } from './database.ts';
import { asRequest, asStorageDelete, databases, type TestDatabase } from './test-databases.ts';
import { reserveUpload } from './test-storage.ts';

type Headers = Record<string, string>;

describe.each(databases)('on $name', (database) => {
  let db: TestDatabase;
  let counter = 0;

  beforeAll(async () => {
    db = await database.open();
  });

  afterAll(async () => {
    await db?.close();
  });

  /** No registrations, letters or rate-limit log; the unknown-client note cleared; limits as migrated. */
  async function reset(): Promise<void> {
    await db.exec(`
      delete from public.registrations;
      delete from private.intake_requests;
      update private.intake_state set unknown_client_last_at = null, unknown_client_count = 0,
        unknown_client_alerted_at = null, flood_alerted_at = null where id;
    `);
    await asStorageDelete(db, null, (tx) => tx.exec(`delete from storage.objects where bucket_id = 'referral_letters'`));
  }

  async function withLimit<T>(name: string, value: number, work: () => Promise<T>): Promise<T> {
    const before = (await db.query<{ value: number }>('select value from private.intake_settings where name = $1', [name]))
      .rows[0]?.value;
    await db.query('update private.intake_settings set value = $2 where name = $1', [name, value]);
    try {
      return await work();
    } finally {
      await db.query('update private.intake_settings set value = $2 where name = $1', [name, before]);
    }
  }

  async function clientKey(headers: Headers | string | undefined): Promise<string | null> {
    return db.transaction(async (tx) => {
      if (headers !== undefined) {
        await tx.query(`select set_config('request.headers', $1, true)`, [
          typeof headers === 'string' ? headers : JSON.stringify(headers),
        ]);
      }
      return (await tx.query<{ key: string | null }>('select private.client_key() as key')).rows[0]?.key ?? null;
    });
  }

  /**
   * The letter as hosted Storage finally writes it (as the service role, after its policy check):
   * stored without touching the per-client upload count, which the tests take separately.
   */
  async function storeLetter(): Promise<string> {
    counter += 1;
    const name = `adults/person_${counter}_example_nl/${1767225600000 + counter}.pdf`;
    await db.query(`insert into storage.objects (bucket_id, name, metadata) values ('referral_letters', $1, $2)`, [
      name,
      { mimetype: 'application/pdf', size: 1234 },
    ]);
    return name;
  }

  /**
   * One upload attempt as the site makes it: the reservation of a fresh path (the committed call
   * that takes the slot). True when reserved, false when refused over the limit (429).
   */
  async function takeUploadSlot(headers: Headers): Promise<boolean> {
    counter += 1;
    try {
      await reserveUpload(db, `adults/attempt_${counter}_example_nl/${1767225600000 + counter}.pdf`, headers);
      return true;
    } catch (error) {
      if (isPgError(error) && error.code === 'PGRST') return false;
      throw error;
    }
  }

  type Insert = { error: null } | { error: { code: string; message: string; detail: string | undefined } };

  /** The registration's row inserted as PostgREST inserts it for the anon key, under `headers`. */
  async function insertRegistration(row: Record<string, unknown>, headers: Headers | undefined): Promise<Insert> {
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
      return { error: null };
    } catch (error) {
      if (!isPgError(error)) throw error;
      return { error: { code: error.code ?? 'unknown', message: error.message, detail: error.detail } };
    }
  }

  async function newRegistration(
    headers: Headers | undefined,
  ): Promise<{ id: string; result: Insert; row: Record<string, unknown> }> {
    const id = crypto.randomUUID();
    const row = { id, ...sampleRecord('adults', { referral_letter_path: await storeLetter() }) };
    return { id, row, result: await insertRegistration(row, headers) };
  }

  async function notification(id: string): Promise<{ status: string; held_reason: string | null } | undefined> {
    return (
      await db.query<{ status: string; held_reason: string | null }>(
        'select status, held_reason from private.registration_notifications where registration_id = $1',
        [id],
      )
    ).rows[0];
  }

  async function unknownClientState(): Promise<{ count: number; last_at: Date | null }> {
    return (
      await db.query<{ count: number; last_at: Date | null }>(
        'select unknown_client_count::int as count, unknown_client_last_at as last_at from private.intake_state',
      )
    ).rows[0]!;
  }

  describe('the client key', () => {
    it('is cf-connecting-ip, whatever x-forwarded-for says', async () => {
      expect(await clientKey({ 'cf-connecting-ip': '192.0.2.7' })).toBe('ip4:192.0.2.7');
      expect(await clientKey({ 'cf-connecting-ip': ' 192.0.2.7 ', 'x-forwarded-for': '203.0.113.9, 192.0.2.7' })).toBe(
        'ip4:192.0.2.7',
      );
      expect(await clientKey({ 'cf-connecting-ip': '192.0.2.7', 'x-forwarded-for': '10.9.9.9' })).toBe('ip4:192.0.2.7');
    });

    it('never comes from x-forwarded-for or x-real-ip: the first entry is the client’s own, the last may be a shared edge', async () => {
      expect(await clientKey({ 'x-forwarded-for': '198.51.100.4' })).toBeNull();
      expect(await clientKey({ 'x-forwarded-for': '203.0.113.9, 198.51.100.4' })).toBeNull();
      expect(await clientKey({ 'x-real-ip': '198.51.100.4' })).toBeNull();
    });

    it('is an IPv6 address’s /56: two addresses in one /56 share it, another /56 does not', async () => {
      const line = await clientKey({ 'cf-connecting-ip': '2001:db8:1:2aa:1234::1' });
      expect(line).toBe('ip6:2001:db8:1:200::/56');
      // Another /64 of the same /56: the same line.
      expect(await clientKey({ 'cf-connecting-ip': '2001:db8:1:2ff:ffff:1:2:3' })).toBe(line);
      expect(await clientKey({ 'cf-connecting-ip': '2001:DB8:1:200::' })).toBe(line);
      expect(await clientKey({ 'cf-connecting-ip': '2001:db8:1:300::1' })).toBe('ip6:2001:db8:1:300::/56');
      expect(await clientKey({ 'cf-connecting-ip': '2001:db8:1:1ff::1' })).not.toBe(line);
    });

    it('is the IPv4 address of an IPv4-mapped IPv6 address, dotted or hex', async () => {
      expect(await clientKey({ 'cf-connecting-ip': '::ffff:192.0.2.8' })).toBe('ip4:192.0.2.8');
      expect(await clientKey({ 'cf-connecting-ip': '::FFFF:192.0.2.8' })).toBe('ip4:192.0.2.8');
      expect(await clientKey({ 'cf-connecting-ip': '::ffff:c000:208' })).toBe('ip4:192.0.2.8');
      expect(await clientKey({ 'cf-connecting-ip': '::ffff:c000:209' })).toBe('ip4:192.0.2.9');
    });

    it.each([
      ['no request headers', undefined],
      ['request headers that are not JSON', 'not json'],
      ['a JSON array', '[]'],
      ['no address header', {}],
      ['an empty cf-connecting-ip', { 'cf-connecting-ip': ' ' }],
      ['a word', { 'cf-connecting-ip': 'unknown' }],
      ['a list', { 'cf-connecting-ip': '192.0.2.1, 10.0.0.1' }],
      ['a port', { 'cf-connecting-ip': '192.0.2.1:443' }],
      ['brackets', { 'cf-connecting-ip': '[2001:db8::1]' }],
      ['a prefix length', { 'cf-connecting-ip': '192.0.2.0/24' }],
      ['a zone', { 'cf-connecting-ip': 'fe80::1%eth0' }],
      ['a short IPv4 form', { 'cf-connecting-ip': '192.0.2' }],
      ['a number', '{"cf-connecting-ip": 3221225985}'],
    ] as const)('is null for %s', async (_label, headers) => {
      expect(await clientKey(headers as Headers | string | undefined)).toBeNull();
    });
  });

  describe('a registration whose client address cannot be read', () => {
    it('is accepted, held as unknown-client and noted for the alert', async () => {
      await reset();
      const { id, result } = await newRegistration({ 'user-agent': 'no address header' });
      expect(result).toEqual({ error: null });
      expect(await notification(id)).toEqual({ status: 'held', held_reason: 'unknown-client' });
      const state = await unknownClientState();
      expect(state.count).toBe(1);
      expect(state.last_at).not.toBeNull();
      const second = await newRegistration({ 'cf-connecting-ip': 'garbage' });
      expect(second.result).toEqual({ error: null });
      expect((await unknownClientState()).count).toBe(2);
    });

    it('is never under a cap shared by all unknown clients, which one sender could use up for everybody', async () => {
      await reset();
      await withLimit('registrations_per_client_per_hour', 2, async () => {
        // Five unknown clients, over the per-client limit of two: every one is stored, held and noted.
        const unknown = [];
        for (const headers of [
          {},
          { 'x-forwarded-for': '198.51.100.1' },
          { 'x-forwarded-for': '198.51.100.2' },
          {},
          {},
        ] as Record<string, string>[]) {
          const registration = await newRegistration(headers);
          expect(registration.result).toEqual({ error: null });
          unknown.push(registration.id);
        }
        for (const id of unknown) expect(await notification(id)).toEqual({ status: 'held', held_reason: 'unknown-client' });
        expect((await unknownClientState()).count).toBe(5);
        // A visitor whose address is known is limited as before and is not held.
        const known = await newRegistration({ 'cf-connecting-ip': '198.51.100.3' });
        expect(known.result).toEqual({ error: null });
        expect(await notification(known.id)).toEqual({ status: 'pending', held_reason: null });
      });
    });

    it('takes no upload slot of a shared key either: its reservations are noted for the alert', async () => {
      await reset();
      await withLimit('uploads_per_client_per_hour', 1, async () => {
        for (const headers of [{}, {}, { 'x-forwarded-for': '198.51.100.4' }] as Record<string, string>[])
          expect(await takeUploadSlot(headers)).toBe(true);
        expect((await unknownClientState()).count).toBe(3);
        // A known address still has its own slot, and only one.
        const known = { 'cf-connecting-ip': '198.51.100.5' };
        expect(await takeUploadSlot(known)).toBe(true);
        expect(await takeUploadSlot(known)).toBe(false);
      });
    });

    it('is not what a service job is: outside the Data API nothing is held or noted', async () => {
      await reset();
      const { id, result } = await newRegistration(undefined);
      expect(result).toEqual({ error: null });
      expect(await notification(id)).toEqual({ status: 'pending', held_reason: null });
      expect((await unknownClientState()).count).toBe(0);
    });

    it('still needs its letter', async () => {
      await reset();
      const row = {
        id: crypto.randomUUID(),
        ...sampleRecord('adults', { referral_letter_path: 'adults/nobody_example_nl/1767225600001.pdf' }),
      };
      const result = await insertRegistration(row, {});
      expect(result.error).toMatchObject({ code: 'P0001', message: 'referral letter not found' });
      expect((await unknownClientState()).count).toBe(0);
    });
  });

  describe('the note of an unknown client', () => {
    it('counts registrations and uploads, refuses other kinds, and is the owner’s only', async () => {
      await reset();
      await db.query(`select private.note_unknown_client('upload')`);
      await db.query(`select private.note_unknown_client('registration')`);
      expect((await unknownClientState()).count).toBe(2);
      await expect(db.query(`select private.note_unknown_client('other')`)).rejects.toMatchObject({ code: '22023' });
      for (const role of ['anon', 'authenticated', 'service_role'] as const) {
        const code = await asRequest(db, role, (tx) => tx.query(`select private.note_unknown_client('upload')`)).then(
          () => null,
          (error: unknown) => (isPgError(error) ? error.code : 'unknown'),
        );
        expect(code, role).toBe('42501');
      }
    });
  });

  describe('the limits per connection', () => {
    it('let ten people behind one address register in an hour, each retrying the upload twice', async () => {
      await reset();
      const office = { 'cf-connecting-ip': '203.0.113.200' };
      for (let person = 0; person < 10; person += 1) {
        // Two failed attempts (a dropped connection, a refused file) and the one that lands.
        for (let attempt = 0; attempt < 3; attempt += 1)
          expect(await takeUploadSlot(office), `person ${person} upload ${attempt}`).toBe(true);
        const { row, result } = await newRegistration(office);
        expect(result, `person ${person}`).toEqual({ error: null });
        // The form's retry of the same registration: a duplicate, not a second slot.
        expect((await insertRegistration(row, office)).error?.code).toBe('23505');
        // Half of them start over once with a fresh form.
        if (person % 2 === 0) expect((await newRegistration(office)).result, `person ${person} again`).toEqual({ error: null });
      }
    });

    it('still stop a flood from one address, and only that address', async () => {
      await reset();
      const flood = { 'cf-connecting-ip': '203.0.113.201' };
      const uploads: boolean[] = [];
      for (let index = 0; index < 60; index += 1) uploads.push(await takeUploadSlot(flood));
      expect(uploads.filter(Boolean)).toHaveLength(40);
      expect(uploads.slice(40).every((taken) => !taken)).toBe(true);
      // Registrations rotating the address inside one IPv6 /56: still one connection.
      const registrations: string[] = [];
      for (let index = 0; index < 30; index += 1) {
        const { result } = await newRegistration({ 'cf-connecting-ip': `2001:db8:77:${index.toString(16)}::${index + 1}` });
        registrations.push(result.error?.code ?? 'ok');
      }
      expect(registrations.filter((code) => code === 'ok')).toHaveLength(20);
      expect(registrations.slice(20).every((code) => code === 'PGRST')).toBe(true);
      // The neighbours are not affected.
      expect((await newRegistration({ 'cf-connecting-ip': '2001:db8:77:100::1' })).result).toEqual({ error: null });
      expect((await newRegistration({ 'cf-connecting-ip': '203.0.113.202' })).result).toEqual({ error: null });
      expect(await takeUploadSlot({ 'cf-connecting-ip': '203.0.113.202' })).toBe(true);
    });

    it('are set by the migration: 20 registrations and 40 uploads per connection an hour', async () => {
      const settings = await db.query<{ name: string; value: number }>(
        `select name, value from private.intake_settings
          where name in ('registrations_per_client_per_hour', 'uploads_per_client_per_hour') order by name`,
      );
      expect(settings.rows).toEqual([
        { name: 'registrations_per_client_per_hour', value: 20 },
        { name: 'uploads_per_client_per_hour', value: 40 },
      ]);
    });
  });
});
