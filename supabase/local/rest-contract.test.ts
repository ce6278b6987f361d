/**
 * What hosted PostgREST does to every call, on the local backend's REST (rest.ts), and what the
 * audited reads make of it (issue 50):
 * - `Prefer: tx=rollback`: the call runs and answers, then its transaction is rolled back, with
 *   `Preference-Applied: tx=rollback`. Every audited read, so asked, is refused or leaves its
 *   committed audit line; the staff-letter function never passes the header on.
 * - db-max-rows (`[api] max_rows`, 1000): a set-returning function answers at most that many rows.
 */
import { randomUUID } from 'node:crypto';
import { REFERRAL_LETTER_BUCKET, REGISTRATIONS_TABLE, referralLetterPath } from '@ankerlicht/registration';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_LETTER_FUNCTION } from '../functions/staff-letter/handler.ts';
import { totpFor } from './auth.ts';
import { configSettingOf, LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from './config.ts';
import { MAX_ROWS } from './rest.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';
import { localClient } from './test-client.ts';
import { FAKE, PDF_BYTES, sampleRecord } from './test-data.ts';

const ADMIN = { email: 'rest-admin@ankerlicht.test', password: 'a long enough test password' };

let backend: LocalBackend;
let adminId = '';
/** An admin (who may make every audited read) signed in with the second factor. */
let admin: SupabaseClient;
let token = '';
let registrationId = '';

/** `POST /rest/v1/rpc/<name>` with the admin's session and the given Prefer header (none if undefined). */
const rpc = (name: string, args: object, prefer?: string, bearer = token) =>
  fetch(`${backend.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_PUBLISHABLE_KEY,
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      ...(prefer === undefined ? {} : { prefer }),
    },
    body: JSON.stringify(args),
  });

const lines = async (action: string, id: string | null) =>
  (
    await backend.db.query<{ n: number }>(
      'select count(*)::int as n from private.audit_log where actor = $1 and action = $2 and registration_id is not distinct from $3',
      [adminId, action, id],
    )
  ).rows[0]?.n ?? 0;

/** Grants of earlier tests out of the way (older than their 60 seconds). */
const ageGrants = () =>
  backend.db.query(`update private.staff_read_grants set granted_at = granted_at - interval '2 minutes' where true`);

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, fresh: true, mail: false, scheduleSeconds: 0, quiet: true });
  const created = await localClient(backend, LOCAL_SECRET_KEY).auth.admin.createUser({ ...ADMIN, email_confirm: true });
  expect(created.error).toBeNull();
  adminId = created.data.user!.id;
  await backend.db.query(`insert into private.staff (user_id, role) values ($1, 'admin')`, [adminId]);
  admin = localClient(backend, LOCAL_PUBLISHABLE_KEY);
  expect((await admin.auth.signInWithPassword(ADMIN)).error).toBeNull();
  const enrolled = await admin.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'telefoon' });
  expect(enrolled.error).toBeNull();
  const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
  expect((await admin.auth.mfa.challengeAndVerify({ factorId, code: totpFor(totp.secret).generate() })).error).toBeNull();
  token = (await admin.auth.getSession()).data.session!.access_token;

  // One registration with its letter (the object as Storage records it; the upload path is
  // upload-limit.test.ts's), the row as the site stores it, the letter checked 'ok'.
  const site = localClient(backend, LOCAL_PUBLISHABLE_KEY);
  registrationId = randomUUID();
  const letterPath = referralLetterPath('adults', FAKE.email, 1767225600001, 'pdf');
  await backend.db.query('insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)', [
    REFERRAL_LETTER_BUCKET,
    letterPath,
    { mimetype: 'application/pdf', size: PDF_BYTES.byteLength },
  ]);
  const inserted = await site
    .from(REGISTRATIONS_TABLE)
    .insert({ id: registrationId, ...sampleRecord({ referral_letter_path: letterPath }) });
  expect(inserted.error).toBeNull();
  const checked = await localClient(backend, LOCAL_SECRET_KEY).rpc('record_referral_letter_check', {
    p_registration_id: registrationId,
    p_verdict: 'ok',
  });
  expect(checked.error).toBeNull();

  // For the REST stand-in itself: a counter a call can bump, and set-returning functions.
  await backend.db.exec(`
    create table public.rest_contract_counter (id integer generated always as identity primary key, note text);
    grant insert on table public.rest_contract_counter to anon;
    create function public.rest_contract_bump() returns integer language sql
      as $$ insert into public.rest_contract_counter default values returning id $$;
    create function public.rest_contract_numbers(n integer) returns setof integer language sql
      as $$ select pg_catalog.generate_series(1, n) $$;
    create function public.rest_contract_rows(n integer) returns table (i integer, square integer) language sql
      as $$ select g, g * g from pg_catalog.generate_series(1, n) g $$;
  `);
});

afterAll(async () => {
  await backend?.stop();
});

describe('Prefer: tx=rollback, as hosted PostgREST honours it', () => {
  const counted = async () =>
    (await backend.db.query<{ n: number }>('select count(*)::int as n from public.rest_contract_counter')).rows[0]?.n;

  it('an RPC runs and answers, then is rolled back, with Preference-Applied', async () => {
    const before = await counted();
    const rolledBack = await rpc('rest_contract_bump', {}, 'tx=rollback', LOCAL_ANON_KEY);
    expect(rolledBack.status).toBe(200);
    expect(typeof (await rolledBack.json())).toBe('number');
    expect(rolledBack.headers.get('preference-applied')).toBe('tx=rollback');
    expect(await counted()).toBe(before);

    // Among other preferences, in one header or several, the first tx= decides.
    const several = await fetch(`${backend.url}/rest/v1/rpc/rest_contract_bump`, {
      method: 'POST',
      headers: [
        ['apikey', LOCAL_PUBLISHABLE_KEY],
        ['content-type', 'application/json'],
        ['prefer', 'return=representation'],
        ['prefer', 'tx=rollback, tx=commit'],
      ],
      body: '{}',
    });
    expect(several.status).toBe(200);
    expect(several.headers.get('preference-applied')).toBe('tx=rollback');
    expect(await counted()).toBe(before);

    const committed = await rpc('rest_contract_bump', {}, 'tx=commit', LOCAL_ANON_KEY);
    expect(committed.headers.get('preference-applied')).toBe('tx=commit');
    const plain = await rpc('rest_contract_bump', {}, undefined, LOCAL_ANON_KEY);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('preference-applied')).toBeNull();
    expect(await counted()).toBe((before ?? 0) + 2);
  });

  it('an insert is answered 201 and rolled back', async () => {
    const before = await counted();
    const response = await fetch(`${backend.url}/rest/v1/rest_contract_counter`, {
      method: 'POST',
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'content-type': 'application/json', prefer: 'tx=rollback' },
      body: JSON.stringify({ note: 'never kept' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toBe('tx=rollback');
    expect(await counted()).toBe(before);
  });

  it('supabase-js .rollback() sends it', async () => {
    const before = await counted();
    const { data, error } = await localClient(backend, LOCAL_PUBLISHABLE_KEY).rpc('rest_contract_bump').rollback();
    expect(error).toBeNull();
    expect(typeof data).toBe('number');
    expect(await counted()).toBe(before);
  });
});

describe('every audited read, asked to roll back, is refused or leaves its audit line', () => {
  const reads = [
    { action: 'list', read: 'staff_registrations', args: () => ({}), id: () => null },
    { action: 'search', read: 'staff_registrations', args: () => ({ p_query: 'Jansen' }), id: () => null },
    { action: 'view', read: 'staff_registration', args: () => ({ p_registration_id: registrationId }), id: () => registrationId },
    {
      action: 'letter',
      read: 'staff_referral_letter',
      args: () => ({ p_registration_id: registrationId }),
      id: () => registrationId,
    },
    {
      action: 'read_log',
      read: 'staff_audit_log',
      args: () => ({ p_registration_id: registrationId }),
      id: () => registrationId,
    },
  ];

  describe.each(reads)('$read ($action)', ({ action, read, args, id }) => {
    it('the read alone, rolled back: refused, nothing handed out', async () => {
      await ageGrants();
      const response = await rpc(read, args(), 'tx=rollback');
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: '42501', message: 'staff_read_not_begun' });
    });

    it('the begin rolled back: no line, and the read is refused', async () => {
      await ageGrants();
      const before = await lines(action, id());
      const begun = await rpc('staff_begin_read', { p_action: action, p_registration_id: id() }, 'tx=rollback');
      expect(begun.status).toBe(204);
      expect(begun.headers.get('preference-applied')).toBe('tx=rollback');
      expect(await lines(action, id())).toBe(before);
      const response = await rpc(read, args());
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: 'staff_read_not_begun' });
    });

    it('the begin committed, the read rolled back: answered, and the line stays', async () => {
      const before = await lines(action, id());
      expect((await rpc('staff_begin_read', { p_action: action, p_registration_id: id() })).status).toBe(204);
      const response = await rpc(read, args(), 'tx=rollback');
      expect(response.status).toBe(200);
      expect(response.headers.get('preference-applied')).toBe('tx=rollback');
      expect(await response.json()).not.toBeNull();
      expect(await lines(action, id())).toBe(before + 1);
    });
  });

  it('the staff-letter function never passes the header on: the download is logged', async () => {
    const before = await lines('letter', registrationId);
    const response = await fetch(`${backend.url}/functions/v1/${STAFF_LETTER_FUNCTION}`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_PUBLISHABLE_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'tx=rollback',
      },
      body: JSON.stringify({ registrationId }),
    });
    expect(response.status).toBe(200);
    expect(await lines('letter', registrationId)).toBe(before + 1);
  });

  it('the staff app’s way through supabase-js: begin, then read', async () => {
    expect((await admin.rpc('staff_begin_read', { p_action: 'view', p_registration_id: registrationId })).error).toBeNull();
    const { data, error } = await admin.rpc('staff_registration', { p_registration_id: registrationId });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: registrationId, bsn_number: sampleRecord().bsn_number });
  });
});

describe('db-max-rows', () => {
  it('is config.toml’s [api] max_rows: 1000, as the hosted dashboard’s default', () => {
    expect(MAX_ROWS).toBe(1000);
    expect(configSettingOf('[api]\nport = 1\n\n[db]\nmax_rows = 5\n', 'api', 'max_rows')).toBeUndefined();
    expect(configSettingOf('[api]\nmax_rows = 25\n[api.tls]\nmax_rows = 7\n', 'api', 'max_rows')).toBe('25');
    expect(configSettingOf('[auth.rate_limit]\n  token_refresh = 150 # per 5 min\n', 'auth.rate_limit', 'token_refresh')).toBe(
      '150',
    );
    expect(configSettingOf('[auth]\nsite_url = "http://127.0.0.1:5173"\n', 'auth', 'site_url')).toBe('http://127.0.0.1:5173');
  });

  it('cuts a set-returning function’s answer to max rows, values and rows alike', async () => {
    for (const name of ['rest_contract_numbers', 'rest_contract_rows']) {
      const many = await rpc(name, { n: 1500 }, undefined, LOCAL_ANON_KEY);
      expect(many.status).toBe(200);
      const body = (await many.json()) as unknown[];
      expect(body).toHaveLength(1000);
      expect(body[999]).toEqual(name === 'rest_contract_numbers' ? 1000 : { i: 1000, square: 1000000 });
      const few = await rpc(name, { n: 10 }, undefined, LOCAL_ANON_KEY);
      expect((await few.json()) as unknown[]).toHaveLength(10);
    }
  });
});
