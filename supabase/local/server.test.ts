/**
 * The local backend through @supabase/supabase-js and plain HTTP, as the site, the e-mail function
 * and the schedule call it: the service role against anon, RPC and PostgREST's status codes, the
 * refusals a visitor must get, the test-only fault switch, and every failure of the intake end to
 * end through the real pipeline (maildev counts the e-mails).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  REFERRAL_LETTER_BUCKET,
  REFERRAL_LETTER_CACHE_CONTROL,
  REFERRAL_LETTER_MAX_BYTES,
  REGISTRATIONS_TABLE,
  RESERVE_LETTER_UPLOAD_RPC,
  SEND_REGISTRATION_EMAIL_FUNCTION,
  referralLetterPath,
  type RegistrationRecord,
} from '@ankerlicht/registration';
import {
  LOCAL_ALERT_TO,
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  migrationsDir,
  supabaseDir,
} from './config.ts';
import { listMigrations } from './database.ts';
import { uploadLetterAsSite } from './letter-upload.ts';
import { gatewayHeaders, removeStaleFreshFolders, startLocalBackend, type LocalBackend } from './server.ts';
import { localClient } from './test-client.ts';
import { FAKE, PDF_BYTES, sampleRecord } from './test-data.ts';
import { testEndpoints } from './test-endpoints.ts';
import { caughtMail, type CaughtMail } from './test-mail.ts';

type Inspected = {
  rows: Array<RegistrationRecord & { id: string }>;
  objects: Array<{ bucket_id: string; name: string }>;
  notifications: Array<{
    registration_id: string;
    status: string;
    attempts: number;
    last_error: string | null;
    alerted_at: string | null;
    next_attempt_at: string | null;
  }>;
};

let backend: LocalBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let stamp = 1767225600000;

const post = (target: string, body: unknown) =>
  fetch(`${backend.url}${target}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const settings = async (values: Record<string, number>) => expect((await post('/__settings', values)).status).toBe(200);
const fault = async (values: Record<string, boolean | number>) => expect((await post('/__faults', values)).status).toBe(200);
const inspect = async (): Promise<Inspected> =>
  (await fetch(`${backend.url}/__inspect/registrations`)).json() as Promise<Inspected>;
const notification = async (id: string) => (await inspect()).notifications.find((item) => item.registration_id === id);

/** Every header by which a client might claim another address (the gateway drops them all). */
const FORGED_ADDRESS = {
  'X-Forwarded-For': '203.0.113.9, 10.0.0.1',
  'CF-Connecting-IP': '203.0.113.9',
  'X-Real-IP': '203.0.113.9',
  Forwarded: 'for=203.0.113.9',
  'True-Client-IP': '203.0.113.9',
  'X-Client-IP': '203.0.113.9',
};

/** Every rate limit the migrations define (the settings named …_per_…), lifted; set in beforeAll. */
let GENEROUS: Record<string, number> = {};

beforeAll(async () => {
  backend = await startLocalBackend({
    port: 0,
    fresh: true,
    ...testEndpoints(),
    quiet: true,
    scheduleSeconds: 0,
    mail: { smtpPort: 0, webPort: 0 },
  });
  anon = localClient(backend, LOCAL_ANON_KEY);
  service = localClient(backend, LOCAL_SERVICE_ROLE_KEY);
  // Every request here comes from 127.0.0.1 and one e-mail folder: lift the limits (one test puts them back).
  const known = ((await (await fetch(`${backend.url}/__settings`)).json()) as { settings: Record<string, number> }).settings;
  GENEROUS = Object.fromEntries(
    Object.keys(known)
      .filter((name) => name.includes('_per_'))
      .map((name) => [name, 100_000]),
  );
  await settings(GENEROUS);
});

afterAll(async () => {
  await backend?.stop();
});

const pdfBlob = (bytes: Uint8Array = PDF_BYTES, type = 'application/pdf') => new Blob([bytes as BlobPart], { type });
const nextPath = (type: 'adults' | 'children' = 'adults', extension = 'pdf', email: string = FAKE.email) =>
  referralLetterPath(type, email, (stamp += 1), extension);
/** As the site uploads: reserve the path (one of the client's hourly uploads), then upload. */
const upload = (target: string, blob: Blob = pdfBlob(), upsert = false, client: SupabaseClient = anon) =>
  uploadLetterAsSite(client, target, blob, { cacheControl: REFERRAL_LETTER_CACHE_CONTROL, contentType: blob.type, upsert });
const insert = (row: object, client: SupabaseClient = anon) => client.from(REGISTRATIONS_TABLE).insert(row);
const invoke = (registrationId: string, client: SupabaseClient = anon) =>
  client.functions.invoke<{ ok?: boolean; error?: string }>(SEND_REGISTRATION_EMAIL_FUNCTION, { body: { registrationId } });
const invokeStatus = async (registrationId: string) => {
  const { error } = await invoke(registrationId);
  if (error === null) return { status: 200, body: { ok: true } as Record<string, unknown> };
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A stored letter and row (no e-mail yet), as the site's first two calls leave them. */
async function stored(
  overrides: Partial<RegistrationRecord> = {},
  email: string = FAKE.email,
): Promise<{ id: string; record: RegistrationRecord }> {
  const id = randomUUID();
  const record = sampleRecord({ email, referral_letter_path: nextPath('adults', 'pdf', email), ...overrides });
  expect((await upload(record.referral_letter_path)).error).toBeNull();
  expect((await insert({ id, ...record })).error).toBeNull();
  return { id, record };
}

/** The e-mails that mention a registration id (both the registration e-mail and an alert name it). */
async function mailsAbout(id: string, settleMs = 300): Promise<CaughtMail[]> {
  // maildev stores a message just after accepting it.
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return (await caughtMail(backend.mail)).filter((mail) => JSON.stringify(mail).includes(id));
}

/** Mark every other notification sent, so a scheduled run sees only what a test creates. */
async function quietSchedule(): Promise<void> {
  await backend.db.query(
    `update private.registration_notifications set status = 'sent', next_attempt_at = null where status <> 'sent'`,
  );
}

describe('a registration through supabase-js', () => {
  it('uploads, inserts with its own id and e-mails exactly once, from what is stored', async () => {
    const before = await inspect();
    const { id, record } = await stored();
    const invoked = await invoke(id);
    expect(invoked.error).toBeNull();
    expect(invoked.data).toEqual({ ok: true });

    const after = await inspect();
    expect(after.rows).toHaveLength(before.rows.length + 1);
    expect(after.rows.find((row) => row.id === id)).toMatchObject(record);
    expect(after.objects).toContainEqual({ bucket_id: REFERRAL_LETTER_BUCKET, name: record.referral_letter_path });
    expect(after.notifications.find((item) => item.registration_id === id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(
      await readFile(path.join(backend.dataDir, 'storage', REFERRAL_LETTER_BUCKET, ...record.referral_letter_path.split('/'))),
    ).toEqual(Buffer.from(PDF_BYTES));
    const mails = await mailsAbout(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments).toHaveLength(1);
    expect(mails[0]?.text).toContain(FAKE.bsn);
  });

  it('uploads a raw ArrayBuffer body with its content type', async () => {
    const target = nextPath('children', 'png');
    expect((await anon.rpc(RESERVE_LETTER_UPLOAD_RPC, { p_path: target })).error).toBeNull();
    const { data, error } = await anon.storage
      .from(REFERRAL_LETTER_BUCKET)
      .upload(target, new Uint8Array([137, 80, 78, 71]).buffer, {
        contentType: 'image/png',
        cacheControl: '3600',
        upsert: false,
      });
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`${REFERRAL_LETTER_BUCKET}/${target}`);
  });

  it('reports a row the database refuses as a PostgREST error', async () => {
    const bad = await insert(sampleRecord({ bsn_number: '123456789', referral_letter_path: nextPath() }));
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: '23514' });
    expect(bad.error?.message).toContain('registrations_bsn_number_check');
    expect(Object.keys(bad.error ?? {})).toEqual(expect.arrayContaining(['code', 'details', 'hint', 'message']));

    const unknown = await insert({ ...sampleRecord({ referral_letter_path: nextPath() }), terms_accepted: true });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('PGRST204');

    const noLetter = await insert({ id: randomUUID(), ...sampleRecord({ referral_letter_path: nextPath() }) });
    expect(noLetter.status).toBe(400);
    expect(noLetter.error).toMatchObject({ code: 'P0001', message: 'referral letter not found' });

    const noTable = await anon.from('patients').insert({ a: 1 });
    expect(noTable.status).toBe(404);
    expect(noTable.error?.code).toBe('PGRST205');
  });

  it('recognises a re-sent id as already saved (409 on registrations_pkey), with one row', async () => {
    const { id, record } = await stored();
    const again = await insert({ id, ...record });
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ code: '23505' });
    expect(again.error?.message).toContain('registrations_pkey');
    expect((await inspect()).rows.filter((row) => row.id === id)).toHaveLength(1);
  });

  it('the function refuses a body without a registration id with 400', async () => {
    const { error } = await anon.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, { body: { formData: sampleRecord() } });
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid-request' });
  });
});

describe('PostgREST as hosted Supabase answers it', () => {
  beforeAll(async () => {
    await backend.db.exec(`
      create function public.test_rate_limited() returns void language plpgsql as $$ begin
        raise sqlstate 'PGRST' using
          message = json_build_object('code', 'rate_limited', 'message', 'Too many registrations, try again later', 'details', null, 'hint', null)::text,
          detail = json_build_object('status', 429, 'headers', json_build_object('retry-after', '3600'))::text;
      end $$;
      create function public.test_bad_pgrst() returns void language plpgsql as $$ begin raise sqlstate 'PGRST' using message = 'not json'; end $$;
      create function public.test_pt402() returns void language plpgsql as $$ begin raise sqlstate 'PT402' using message = 'Payment Required'; end $$;
      create function public.test_request_headers() returns json language sql as $$ select nullif(current_setting('request.headers', true), '')::json $$;
      create function public.test_whoami(p_greeting text, p_times integer default 1) returns jsonb language sql as $$
        select jsonb_build_object('role', current_user, 'claims', current_setting('request.jwt.claims', true)::jsonb, 'greeting', repeat(p_greeting, p_times)) $$;
      create function public.test_ids(p_count integer) returns setof uuid language sql as $$ select gen_random_uuid() from generate_series(1, p_count) $$;
      create function public.test_rows(p_count integer) returns table (n integer, label text) language sql as $$
        select i, 'row ' || i from generate_series(1, p_count) as i $$;
      grant execute on function public.test_rate_limited(), public.test_bad_pgrst(), public.test_pt402(), public.test_request_headers(),
        public.test_whoami(text, integer), public.test_ids(integer), public.test_rows(integer) to anon;
    `);
  });

  it('runs a service_role key as service_role and the anon key as anon', async () => {
    const asService = await service.rpc('test_whoami', { p_greeting: 'ha', p_times: 2 });
    expect(asService.data).toMatchObject({ role: 'service_role', claims: { role: 'service_role' }, greeting: 'haha' });
    const asAnon = await anon.rpc('test_whoami', { p_greeting: 'ha' });
    expect(asAnon.data).toMatchObject({ role: 'anon', claims: { role: 'anon' }, greeting: 'ha' });
  });

  it('answers RPCs with named arguments: sets of values and of rows as arrays, void as 204, unknown as PGRST202', async () => {
    const ids = await service.rpc('test_ids', { p_count: 3 });
    expect(ids.data).toHaveLength(3);
    expect(ids.data?.every((id: unknown) => typeof id === 'string')).toBe(true);
    // A set of rows (returns table): objects with every column, as PostgREST gives them.
    expect((await service.rpc('test_rows', { p_count: 2 })).data).toEqual([
      { n: 1, label: 'row 1' },
      { n: 2, label: 'row 2' },
    ]);

    const claimed = await service.rpc('claim_registration_notification', { p_registration_id: randomUUID() });
    expect(claimed.data).toMatchObject({ outcome: 'unknown' });

    const voidCall = await fetch(`${backend.url}/rest/v1/rpc/mark_notification_alerted`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_registration_id: randomUUID() }),
    });
    expect(voidCall.status).toBe(204);

    const missing = await service.rpc('no_such_function', { a: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST202');
    const wrongArgs = await service.rpc('test_whoami', { p_nope: 1 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });

  it("honours raise sqlstate 'PGRST' (status, headers, body) and PTxyz", async () => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/test_rate_limited`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3600');
    expect(await response.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many registrations, try again later',
      details: null,
      hint: null,
    });

    const bad = await anon.rpc('test_bad_pgrst');
    expect(bad.status).toBe(500);
    expect(bad.error?.code).toBe('PGRST121');
    const paid = await anon.rpc('test_pt402');
    expect(paid.status).toBe(402);
  });

  it('sets request.headers like PostgREST, the client address from the socket as the gateway does', async () => {
    const { data } = await anon.rpc('test_request_headers');
    expect(data).toMatchObject({
      apikey: LOCAL_ANON_KEY,
      'cf-connecting-ip': '127.0.0.1',
      'x-forwarded-for': '127.0.0.1',
      'x-real-ip': '127.0.0.1',
      'content-type': 'application/json',
    });
    const forwarded = await fetch(`${backend.url}/rest/v1/rpc/test_request_headers`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', ...FORGED_ADDRESS },
      body: '{}',
    });
    const seen = (await forwarded.json()) as Record<string, string>;
    expect(seen).toMatchObject({ 'cf-connecting-ip': '127.0.0.1', 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' });
    for (const name of ['forwarded', 'true-client-ip', 'x-client-ip']) expect(seen).not.toHaveProperty(name);
  });

  it('answers 401 to anon and 403 to other roles for insufficient privilege (42501)', async () => {
    const asAnon = await anon.from(REGISTRATIONS_TABLE).insert({ id: randomUUID() }).select();
    expect(asAnon.status).toBe(401);
    expect(asAnon.error?.code).toBe('42501');
    await backend.db.exec(`create table public.test_locked (id int); revoke all on public.test_locked from service_role;`);
    const asService = await service.from('test_locked').insert({ id: 1 });
    expect(asService.status).toBe(403);
    expect(asService.error?.code).toBe('42501');
  });

  it('refuses a non-JSON body on a table insert with 415 PGRST107, unread', async () => {
    const before = (await inspect()).rows.length;
    for (const contentType of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'text/csv']) {
      const response = await fetch(`${backend.url}/rest/v1/registrations`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': contentType },
        body: JSON.stringify({ id: randomUUID(), ...sampleRecord({ referral_letter_path: nextPath() }) }),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ code: 'PGRST107' });
    }
    // fetch's default for a string body is text/plain.
    const plain = await fetch(`${backend.url}/rest/v1/registrations`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY },
      body: '{"email":"x"}',
    });
    expect(plain.status).toBe(415);
    expect((await inspect()).rows.length).toBe(before);
  });

  it('refuses every private RPC and the private schema to anon', async () => {
    const id = randomUUID();
    for (const [name, args] of [
      ['claim_registration_notification', { p_registration_id: id }],
      ['finish_registration_notification', { p_registration_id: id, p_sent: true }],
      ['due_registration_notifications', {}],
      ['unalerted_failed_notifications', {}],
      ['mark_notification_alerted', { p_registration_id: id }],
      ['orphan_referral_letters', {}],
    ] as const) {
      const result = await anon.rpc(name, args);
      expect(result.status, name).toBe(401);
      expect(result.error?.code, name).toBe('42501');
    }
    const notifications = await anon.from('registration_notifications').insert({ registration_id: id });
    expect(notifications.status).toBe(404);
    expect(notifications.error?.code).toBe('PGRST205');
  });
});

describe("the client's address, as hosted Supabase's gateway sets it", () => {
  type Seen = {
    source: string;
    headers: Record<string, string> | null;
    method: string | null;
    path: string | null;
    role: string;
    claims: { role?: string } | null;
    jwt_role: string | null;
    operation: string | null;
  };
  const seen = async (source: string): Promise<Seen[]> =>
    (await backend.db.query<Seen>('select * from public.test_seen where source = $1 order by at', [source])).rows;

  beforeAll(async () => {
    // A probe of this test's own, independent of the migrations' limits: what a statement run for
    // a REST insert or a Storage upload sees of its request.
    await backend.db.exec(`
      create table public.test_seen (
        source text, headers json, method text, path text, role text, claims json, jwt_role text, operation text,
        at timestamptz default clock_timestamp()
      );
      create table public.test_probe (note text);
      grant insert on public.test_probe to anon;
      create function public.test_record_request() returns trigger language plpgsql security definer set search_path = '' as $$
      begin
        insert into public.test_seen (source, headers, method, path, role, claims, jwt_role, operation) values (
          tg_table_schema || '.' || tg_table_name,
          nullif(current_setting('request.headers', true), '')::json,
          current_setting('request.method', true),
          current_setting('request.path', true),
          current_setting('role', true),
          nullif(current_setting('request.jwt.claims', true), '')::json,
          current_setting('request.jwt.claim.role', true),
          current_setting('storage.operation', true));
        return null;
      end $$;
      create trigger test_probe_seen after insert on public.test_probe for each row execute function public.test_record_request();
      create trigger test_objects_seen after insert on storage.objects for each row execute function public.test_record_request();
    `);
  });

  afterAll(async () => {
    await backend.db.exec(`
      -- As the table's owner: the migrations' role may add a trigger to storage.objects, not drop one.
      set role supabase_storage_admin;
      drop trigger test_objects_seen on storage.objects;
      reset role;
      drop table public.test_probe, public.test_seen;
      drop function public.test_record_request();
    `);
  });

  const forger = () => localClient(backend, LOCAL_ANON_KEY, { headers: FORGED_ADDRESS });

  const onlyTheSocket = (headers: Record<string, string> | null | undefined) => {
    expect(headers).toMatchObject({ 'cf-connecting-ip': '127.0.0.1', 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' });
    for (const name of ['forwarded', 'true-client-ip', 'x-client-ip']) expect(headers).not.toHaveProperty(name);
  };

  it('a REST insert sees only the socket address, whatever the client sends', async () => {
    const { error } = await forger().from('test_probe').insert({ note: 'rest' });
    expect(error).toBeNull();
    const [row] = await seen('public.test_probe');
    onlyTheSocket(row?.headers);
    expect(row).toMatchObject({ method: 'POST', path: '/test_probe', claims: { role: 'anon' } });
  });

  it('a Storage upload sees the same, with the request set as Storage sets it', async () => {
    const target = nextPath();
    expect((await upload(target, pdfBlob(), false, forger())).error).toBeNull();
    const rows = (await seen('storage.objects')).filter((row) => row.path?.endsWith(target));
    expect(rows).toHaveLength(1);
    onlyTheSocket(rows[0]?.headers);
    // The row that stays is Storage's superuser's (the service key); the caller's trial insert, which
    // the policies judged, was rolled back (upload-limit-http.test.ts). The request's settings stay.
    expect(rows[0]).toMatchObject({
      method: 'POST',
      path: `/object/${REFERRAL_LETTER_BUCKET}/${target}`,
      role: 'service_role',
      claims: { role: 'service_role' },
      jwt_role: 'service_role',
      operation: 'storage.object.upload',
    });
    expect(rows[0]?.headers).toMatchObject({ apikey: LOCAL_ANON_KEY });
  });

  it('the function gets the rewritten headers too (the headers the gateway passes on)', async () => {
    // gatewayHeaders is what REST, Storage and the function's Request all get; seen here on a bare server.
    const server = http.createServer((req, res) => res.end(JSON.stringify(gatewayHeaders(req))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { ...FORGED_ADDRESS, 'X-Other': 'kept' } });
      const headers = (await response.json()) as Record<string, string>;
      onlyTheSocket(headers);
      expect(headers['x-other']).toBe('kept');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the API keys: publishable and secret keys beside the legacy JWTs', () => {
  const call = (headers: Record<string, string>) =>
    fetch(`${backend.url}/rest/v1/rpc/test_gateway_role`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });
  const roleOf = async (headers: Record<string, string>) => {
    const response = await call(headers);
    return response.ok ? ((await response.json()) as string) : response.status;
  };

  beforeAll(async () => {
    await backend.db.exec(`
      create function public.test_gateway_role() returns text language sql as $$ select current_user::text $$;
      grant execute on function public.test_gateway_role() to anon;
    `);
  });

  it('REST insert and Storage upload through supabase-js with the publishable key and with the legacy anon key', async () => {
    for (const key of [LOCAL_PUBLISHABLE_KEY, LOCAL_ANON_KEY]) {
      const client = localClient(backend, key);
      const record = sampleRecord({ referral_letter_path: nextPath() });
      expect((await upload(record.referral_letter_path, pdfBlob(), false, client)).error).toBeNull();
      expect((await insert({ id: randomUUID(), ...record }, client)).error).toBeNull();
    }
  });

  it('runs the secret key as service_role, through supabase-js too', async () => {
    const secret = localClient(backend, LOCAL_SECRET_KEY);
    expect((await secret.rpc('test_gateway_role')).data).toBe('service_role');
  });

  it('takes the role from the apikey, or from a valid JWT bearer; refuses any other bearer', async () => {
    expect(await roleOf({ apikey: LOCAL_PUBLISHABLE_KEY })).toBe('anon');
    expect(await roleOf({ apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` })).toBe('anon');
    expect(await roleOf({ apikey: LOCAL_SECRET_KEY })).toBe('service_role');
    expect(await roleOf({ apikey: LOCAL_SECRET_KEY, authorization: `Bearer ${LOCAL_SECRET_KEY}` })).toBe('service_role');
    expect(await roleOf({ apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` })).toBe(
      'service_role',
    );
    expect(await roleOf({ apikey: LOCAL_SECRET_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` })).toBe('anon');
    // A new key is not a JWT: as a bearer it counts only beside itself.
    const escalated = await call({ apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${LOCAL_SECRET_KEY}` });
    expect(escalated.status).toBe(401);
    expect(await escalated.json()).toMatchObject({ code: 'PGRST301' });
    expect(await roleOf({ apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_SECRET_KEY}` })).toBe(401);
    expect(await roleOf({ apikey: 'sb_publishable_not-the-key' })).toBe(401);
  });

  it('lets every request through to the function, which decides itself (verify_jwt = false)', async () => {
    const gatewayRefusals = ['Missing authorization header', 'Invalid JWT'];
    const attempts: Array<Record<string, string>> = [{}, { apikey: 'not-the-key', authorization: 'Bearer not-the-key' }];
    for (const headers of attempts) {
      const response = await fetch(`${backend.url}/functions/v1/${SEND_REGISTRATION_EMAIL_FUNCTION}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ registrationId: randomUUID() }),
      });
      const body = (await response.json()) as { message?: string };
      expect(gatewayRefusals).not.toContain(body.message);
    }
  });

  describe('on a project whose legacy keys are off', () => {
    let modern: LocalBackend;
    beforeAll(async () => {
      modern = await startLocalBackend({
        port: 0,
        fresh: true,
        quiet: true,
        scheduleSeconds: 0,
        mail: false,
        legacyKeys: false,
        functionEnv: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(backend.mail?.smtpPort), SMTP_SECURE: 'false' },
      });
    });
    afterAll(async () => {
      await modern?.stop();
    });

    it('refuses the legacy anon and service_role keys with 401; the publishable and secret keys work', async () => {
      const legacy = localClient(modern, LOCAL_ANON_KEY);
      const record = sampleRecord({ referral_letter_path: nextPath() });
      const refusedUpload = await upload(record.referral_letter_path, pdfBlob(), false, legacy);
      expect(refusedUpload.error).not.toBeNull();
      const refusedInsert = await insert({ id: randomUUID(), ...record }, legacy);
      expect(refusedInsert.status).toBe(401);
      expect(refusedInsert.error?.message).toBe('Legacy API keys are disabled');
      for (const key of [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY]) {
        const raw = await fetch(`${modern.url}/storage/v1/object/${REFERRAL_LETTER_BUCKET}/${nextPath()}`, {
          method: 'POST',
          headers: { apikey: key, 'content-type': 'application/pdf' },
          body: PDF_BYTES as BodyInit,
        });
        expect(raw.status).toBe(401);
      }
      // Nor as a bearer beside a new key.
      const bearer = await fetch(`${modern.url}/rest/v1/rpc/intake_health`, {
        method: 'POST',
        headers: { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
        body: '{}',
      });
      expect(bearer.status).toBe(401);

      const client = localClient(modern, LOCAL_PUBLISHABLE_KEY);
      expect((await upload(record.referral_letter_path, pdfBlob(), false, client)).error).toBeNull();
      expect((await insert({ id: randomUUID(), ...record }, client)).error).toBeNull();
      const stored = await modern.db.query('select referral_letter_path from public.registrations');
      expect(stored.rows).toEqual([{ referral_letter_path: record.referral_letter_path }]);
      expect((await localClient(modern, LOCAL_SECRET_KEY).rpc('intake_health')).status).toBe(200);
    });

    // Needs the function to use SUPABASE_SECRET_KEYS (it has no SUPABASE_SERVICE_ROLE_KEY here).
    it('a registration is e-mailed, and the schedule runs, with the new keys only', async () => {
      const client = localClient(modern, LOCAL_PUBLISHABLE_KEY);
      const id = randomUUID();
      const record = sampleRecord({ referral_letter_path: nextPath() });
      expect((await upload(record.referral_letter_path, pdfBlob(), false, client)).error).toBeNull();
      expect((await insert({ id, ...record }, client)).error).toBeNull();
      const invoked = await client.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, { body: { registrationId: id } });
      expect(invoked.error).toBeNull();
      expect(await mailsAbout(id)).toHaveLength(1);
      expect(await modern.runSchedule()).toMatchObject({ retried: 0 });
    });
  });
});

describe('Storage for the function: download and delete, RLS deciding', () => {
  it('lets the service role read and delete a letter, and refuses anon both', async () => {
    const target = nextPath();
    expect((await upload(target)).error).toBeNull();
    const bucket = (client: SupabaseClient) => client.storage.from(REFERRAL_LETTER_BUCKET);

    const asAnon = await fetch(`${backend.url}/storage/v1/object/${REFERRAL_LETTER_BUCKET}/${target}`, {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` },
    });
    expect(asAnon.status).toBe(400);
    expect(await asAnon.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    expect((await bucket(anon).remove([target])).data).toEqual([]);

    const downloaded = await bucket(service).download(target);
    expect(Buffer.from(await (downloaded.data as Blob).arrayBuffer())).toEqual(Buffer.from(PDF_BYTES));
    const removed = await bucket(service).remove([target, 'adults/nobody_example_nl/1.pdf']);
    expect(removed.data?.map((object) => object.name)).toEqual([target]);
    expect((await inspect()).objects).not.toContainEqual({ bucket_id: REFERRAL_LETTER_BUCKET, name: target });
    await expect(stat(path.join(backend.dataDir, 'storage', REFERRAL_LETTER_BUCKET, ...target.split('/')))).rejects.toThrow();
  });
});

describe('what a visitor cannot do (and the limits of what they can)', () => {
  // Reading, changing, deleting or upserting rows: the database refuses anon each of them, tested
  // in SQL per table and operation (database.test.ts); nothing here serves those requests.
  it('get the inserted row back', async () => {
    const target = nextPath();
    await upload(target);
    const { data, error } = await insert({ id: randomUUID(), ...sampleRecord({ referral_letter_path: target }) }).select();
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('insert more than one registration per request', async () => {
    const [first, second] = [nextPath(), nextPath()];
    await upload(first);
    await upload(second);
    const before = (await inspect()).rows.length;
    const { error, status } = await insert([
      { id: randomUUID(), ...sampleRecord({ referral_letter_path: first }) },
      { id: randomUUID(), ...sampleRecord({ referral_letter_path: second }) },
    ]);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', message: 'one registration per request' });
    expect((await inspect()).rows.length).toBe(before);
  });

  it('register more often than the per-client rate limit allows, even forging a new address each time: 429', async () => {
    await settings({ registrations_per_client_per_hour: 2 });
    // Every request here comes from 127.0.0.1: start its count afresh.
    await backend.db.query('delete from private.intake_requests');
    try {
      const results: Response[] = [];
      for (let index = 0; index < 3; index += 1) {
        const target = nextPath();
        await upload(target);
        results.push(
          await fetch(`${backend.url}/rest/v1/registrations`, {
            method: 'POST',
            headers: {
              apikey: LOCAL_ANON_KEY,
              'content-type': 'application/json',
              'x-forwarded-for': `198.51.100.${index}`,
              'cf-connecting-ip': `203.0.113.${index}`,
              'x-real-ip': `192.0.2.${index}`,
            },
            body: JSON.stringify({ id: randomUUID(), ...sampleRecord({ referral_letter_path: target }) }),
          }),
        );
      }
      expect(results.map((response) => response.status)).toEqual([201, 201, 429]);
      // Until the first of the two leaves the hour (20261201125000_client_key.sql).
      const retryAfter = Number(results[2]?.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await results[2]?.json()).toMatchObject({ code: 'rate_limited', details: String(retryAfter) });
    } finally {
      await settings(GENEROUS);
    }
  });

  // Listing, moving, signing and bucket changes are refused in SQL (database.test.ts).
  it('read, overwrite or delete referral letters', async () => {
    const target = nextPath();
    expect((await upload(target)).error).toBeNull();
    const bucket = anon.storage.from(REFERRAL_LETTER_BUCKET);

    const download = await bucket.download(target);
    expect(download.data).toBeNull();
    expect(download.error).not.toBeNull();

    const overwrite = await upload(target, pdfBlob(new TextEncoder().encode('%PDF-1.4 replaced')));
    expect(overwrite.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const upsert = await upload(target, pdfBlob(new TextEncoder().encode('%PDF-1.4 replaced')), true);
    expect(upsert.error).not.toBeNull();

    expect((await bucket.remove([target])).data).toEqual([]);

    // Still there, unchanged.
    expect((await inspect()).objects).toContainEqual({ bucket_id: REFERRAL_LETTER_BUCKET, name: target });
    expect(await readFile(path.join(backend.dataDir, 'storage', REFERRAL_LETTER_BUCKET, ...target.split('/')))).toEqual(
      Buffer.from(PDF_BYTES),
    );
  });

  it.each([
    ['outside the path shape', 'seniors/x_example_nl/1767225600000.pdf', pdfBlob(), '403'],
    ['at the bucket root', '1767225600000.pdf', pdfBlob(), '403'],
    ['with a path traversal', 'adults/x/../../1767225600000.pdf', pdfBlob(), '403'],
    [
      'with a disallowed type',
      'adults/x_example_nl/1767225600001.pdf',
      pdfBlob(new TextEncoder().encode('<html>'), 'text/html'),
      '415',
    ],
    [
      'over the size limit',
      'adults/x_example_nl/1767225600002.pdf',
      pdfBlob(new Uint8Array(REFERRAL_LETTER_MAX_BYTES + 1)),
      '413',
    ],
  ])('upload %s', async (_label, target, blob, statusCode) => {
    const before = (await inspect()).objects.length;
    // Straight to Storage: the reservation would refuse the shapes already (upload-limit.test.ts).
    // The oversized letter's path is a good one, reserved, so that its size is what is refused:
    // hosted Storage reads a multipart file's bytes, and meets its size limit, after the policy.
    if (statusCode === '413') expect((await anon.rpc(RESERVE_LETTER_UPLOAD_RPC, { p_path: target })).error).toBeNull();
    const { data, error } = await anon.storage
      .from(REFERRAL_LETTER_BUCKET)
      .upload(target, blob, { cacheControl: REFERRAL_LETTER_CACHE_CONTROL, upsert: false, contentType: blob.type });
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode });
    expect((await inspect()).objects.length).toBe(before);
  });

  it('upload exactly the size limit: accepted', async () => {
    const { error } = await upload(nextPath(), pdfBlob(new Uint8Array(REFERRAL_LETTER_MAX_BYTES)));
    expect(error).toBeNull();
  });

  it('upload into another bucket', async () => {
    const { error } = await anon.storage.from('avatars').upload('adults/x_example_nl/1767225600000.pdf', pdfBlob());
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  // The per-client upload limit (20261201130000_upload_reservations.sql): the reservation counts the
  // client's address from the socket, as the gateway sets it, so forged headers do not help.
  it('upload more letters than the per-client limit allows, even forging a new address each time', async () => {
    await settings({ uploads_per_client_per_hour: 2 });
    await backend.db.query('delete from private.intake_requests');
    try {
      const results = [];
      for (let index = 0; index < 3; index += 1) {
        const forger = localClient(backend, LOCAL_ANON_KEY, {
          headers: { 'x-forwarded-for': `198.51.100.${index}`, 'cf-connecting-ip': `203.0.113.${index}` },
        });
        results.push((await upload(nextPath(), pdfBlob(), false, forger)).error);
      }
      expect(results.slice(0, 2)).toEqual([null, null]);
      expect(results[2]).toMatchObject({ code: 'rate_limited' });
    } finally {
      await settings(GENEROUS);
    }
  });

  it('call anything without a valid key', async () => {
    const wrong = localClient(backend, 'not-the-key');
    const inserted = await insert(sampleRecord({ referral_letter_path: nextPath() }), wrong);
    expect(inserted.status).toBe(401);
    const uploaded = await wrong.storage.from(REFERRAL_LETTER_BUCKET).upload(nextPath(), pdfBlob());
    expect(uploaded.error).not.toBeNull();
    const none = await fetch(`${backend.url}/rest/v1/registrations`, { method: 'POST', body: '{}' });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: 'No API key found in request' });
    const forgedBearer = await fetch(`${backend.url}/rest/v1/rpc/due_registration_notifications`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(forgedBearer.status).toBe(401);
    expect(await forgedBearer.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('run the schedule: only the service role may', async () => {
    const response = await fetch(`${backend.url}/functions/v1/${SEND_REGISTRATION_EMAIL_FUNCTION}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ task: 'scheduled' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('CORS', () => {
  const preflight = (target: string, origin: string) =>
    fetch(`${backend.url}${target}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,x-client-info,apikey,content-type,x-upsert',
      },
    });

  it('answers preflights for REST and Storage like the gateway', async () => {
    for (const target of ['/rest/v1/registrations', '/storage/v1/object/referral_letters/adults/x/1.pdf']) {
      const response = await preflight(target, 'http://localhost:5173');
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    }
  });

  it('lets the function answer its own preflight, for the site origins only', async () => {
    const ok = await preflight('/functions/v1/send-registration-email', 'http://localhost:5173');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const refused = await preflight('/functions/v1/send-registration-email', 'https://elsewhere.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('every failure of the intake, end to end', () => {
  beforeEach(quietSchedule);

  it('insert fails, then the retry: 1 row, 1 e-mail', async () => {
    const id = randomUUID();
    const record = sampleRecord({ referral_letter_path: nextPath() });
    expect((await upload(record.referral_letter_path)).error).toBeNull();
    await fault({ insert: true });
    const failed = await insert({ id, ...record });
    expect(failed.status).toBe(500);
    expect((await inspect()).rows.filter((row) => row.id === id)).toHaveLength(0);
    expect((await insert({ id, ...record })).error).toBeNull();
    expect((await invokeStatus(id)).status).toBe(200);
    expect((await inspect()).rows.filter((row) => row.id === id)).toHaveLength(1);
    expect(await mailsAbout(id)).toHaveLength(1);
  });

  it('insert saved but its answer lost, then the retry with the same id: 1 row, 1 e-mail', async () => {
    const id = randomUUID();
    const record = sampleRecord({ referral_letter_path: nextPath() });
    await upload(record.referral_letter_path);
    await fault({ insertAnswerLost: true });
    expect((await insert({ id, ...record })).status).toBe(500);
    expect((await inspect()).rows.filter((row) => row.id === id)).toHaveLength(1);
    const retry = await insert({ id, ...record });
    expect(retry.status).toBe(409);
    expect(retry.error?.message).toContain('registrations_pkey');
    expect((await invokeStatus(id)).status).toBe(200);
    expect((await inspect()).rows.filter((row) => row.id === id)).toHaveLength(1);
    expect(await mailsAbout(id)).toHaveLength(1);
  });

  it('upload fails, or is saved with its answer lost, then the retry: 1 object, 1 row', async () => {
    const record = sampleRecord({ referral_letter_path: nextPath() });
    await fault({ upload: true });
    expect((await upload(record.referral_letter_path)).error).toMatchObject({ statusCode: '500' });
    expect((await inspect()).objects.filter((object) => object.name === record.referral_letter_path)).toHaveLength(0);

    await fault({ uploadAnswerLost: true });
    expect((await upload(record.referral_letter_path)).error).toMatchObject({ statusCode: '500' });
    expect((await inspect()).objects.filter((object) => object.name === record.referral_letter_path)).toHaveLength(1);
    // The retry of the same path: Storage's duplicate (HTTP 400, statusCode 409), i.e. already there.
    const retry = await upload(record.referral_letter_path);
    expect(retry.error).toMatchObject({ statusCode: '409' });

    const id = randomUUID();
    expect((await insert({ id, ...record })).error).toBeNull();
    expect((await invokeStatus(id)).status).toBe(200);
    const after = await inspect();
    expect(after.rows.filter((row) => row.id === id)).toHaveLength(1);
    expect(after.objects.filter((object) => object.name === record.referral_letter_path)).toHaveLength(1);
  });

  it('a registration closed longer ago than the retention period is deleted by the schedule, with its letter', async () => {
    const { id, record } = await stored();
    await backend.db.query(
      `insert into private.registration_cases (registration_id, status, closed_at) values ($1, 'withdrawn', now() - interval '366 days')`,
      [id],
    );
    await backend.db.query(`update storage.objects set created_at = now() - interval '366 days' where name = $1`, [
      record.referral_letter_path,
    ]);
    const result = (await backend.runSchedule()) as { registrationsPurged: number; orphansDeleted: number };
    expect(result).toMatchObject({ registrationsPurged: 1 });
    expect(result.orphansDeleted).toBeGreaterThanOrEqual(1);
    const after = await inspect();
    expect(after.rows.map((row) => row.id)).not.toContain(id);
    expect(after.objects.map((object) => object.name)).not.toContain(record.referral_letter_path);
    await expect(
      stat(path.join(backend.dataDir, 'storage', REFERRAL_LETTER_BUCKET, ...record.referral_letter_path.split('/'))),
    ).rejects.toThrow();
  });

  it('a letter whose registration never came is deleted by the schedule', async () => {
    const orphan = nextPath('children', 'pdf', `orphan.${randomUUID().slice(0, 8)}@example.nl`);
    expect((await upload(orphan)).error).toBeNull();
    const { record } = await stored();
    await settings({ orphan_letter_hours: 0 });
    try {
      const result = (await backend.runSchedule()) as { orphansDeleted: number };
      expect(result.orphansDeleted).toBeGreaterThanOrEqual(1);
    } finally {
      await settings({ orphan_letter_hours: 24 });
    }
    const names = (await inspect()).objects.map((object) => object.name);
    expect(names).not.toContain(orphan);
    expect(names).toContain(record.referral_letter_path);
    await expect(stat(path.join(backend.dataDir, 'storage', REFERRAL_LETTER_BUCKET, ...orphan.split('/')))).rejects.toThrow();
  });

  it('e-mail fails: the row is saved, the schedule delivers, the status is sent', async () => {
    const { id } = await stored();
    await fault({ mailFailures: 1 });
    expect(await invokeStatus(id)).toEqual({ status: 502, body: { error: 'mail-failed' } });
    expect(await notification(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'smtp:EMESSAGE:451' });
    expect(await mailsAbout(id)).toHaveLength(0);

    expect(await backend.runSchedule()).toMatchObject({ retried: 1, sent: 1, failed: 0 });
    expect(await notification(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await mailsAbout(id)).toHaveLength(1);
    // Nothing left to do.
    expect(await backend.runSchedule()).toMatchObject({ retried: 0 });
  });

  it('e-mail fails every time: after the last retry the alert reaches ALERT_TO, once', async () => {
    const { id } = await stored();
    await fault({ mailFailures: 10 });
    expect((await invokeStatus(id)).status).toBe(502);
    let alerted = 0;
    for (let run = 0; run < 5 && alerted === 0; run += 1)
      alerted = ((await backend.runSchedule()) as { alerted: number }).alerted;
    await fault({ mailFailures: 0 });
    expect(alerted).toBe(1);
    const state = await notification(id);
    expect(state).toMatchObject({ status: 'failed', attempts: 4, next_attempt_at: null });
    expect(state?.alerted_at).not.toBeNull();
    const mails = await mailsAbout(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to.map((to) => to.address)).toEqual([LOCAL_ALERT_TO]);
    expect(mails[0]?.text).not.toContain(FAKE.bsn);
    // Alerted once only.
    expect(await backend.runSchedule()).toMatchObject({ alerted: 0 });
  });

  it('the function invoked twice for one registration: 1 e-mail', async () => {
    const { id } = await stored();
    const results = await Promise.all([invokeStatus(id), invokeStatus(id)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await invokeStatus(id)).toEqual({ status: 409, body: { error: 'already-notified' } });
    expect(await mailsAbout(id)).toHaveLength(1);
  });

  it('a forged call for a registration never stored: 4xx, 0 e-mails', async () => {
    const id = randomUUID();
    expect(await invokeStatus(id)).toEqual({ status: 404, body: { error: 'unknown-registration' } });
    const forged = await anon.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, {
      body: {
        registrationId: id,
        formData: sampleRecord(),
        fileBase64: Buffer.from('<script>').toString('base64'),
        fileName: 'x.pdf',
      },
    });
    expect(((forged.error as FunctionsHttpError).context as Response).status).toBe(404);
    expect(await mailsAbout(id)).toHaveLength(0);
  });

  it('two tabs, two different people: 2 rows, 2 e-mails', async () => {
    const people = await Promise.all([stored({}, 'eerste.persoon@example.nl'), stored({}, 'tweede.persoon@example.nl')]);
    const results = await Promise.all(people.map(({ id }) => invokeStatus(id)));
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    const rows = (await inspect()).rows;
    for (const { id, record } of people) {
      expect(rows.filter((row) => row.id === id)).toHaveLength(1);
      const mails = await mailsAbout(id);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(record.email);
    }
  });

  it('the function fails to start (email fault): the schedule sends it once the visitor’s turn has passed', async () => {
    const { id } = await stored();
    await fault({ email: true });
    expect((await invokeStatus(id)).status).toBe(500);
    expect(await notification(id)).toMatchObject({ status: 'pending', attempts: 0 });
    // Not due before the browser's two minutes have passed.
    expect(await backend.runSchedule()).toMatchObject({ retried: 0 });
    await backend.db.query(`update private.registration_notifications set next_attempt_at = now() where registration_id = $1`, [
      id,
    ]);
    const response = await post('/__schedule', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ retried: 1, sent: 1 });
    expect(await notification(id)).toMatchObject({ status: 'sent' });
    expect(await mailsAbout(id)).toHaveLength(1);
  });
});

describe('the test-only switches', () => {
  it('do not exist without testEndpoints(); data persists across restarts; the timer runs the schedule', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ankerlicht-restart-'));
    const smtp = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(backend.mail?.smtpPort), SMTP_SECURE: 'false' };
    try {
      const plain = await startLocalBackend({
        port: 0,
        dataDir,
        quiet: true,
        mail: false,
        scheduleSeconds: 0.3,
        functionEnv: smtp,
      });
      let id: string;
      try {
        expect(plain.mail).toBeNull();
        for (const target of ['/__faults', '/__settings', '/__schedule'])
          expect((await fetch(`${plain.url}${target}`, { method: 'POST', body: '{}' })).status).toBe(404);
        expect((await fetch(`${plain.url}/__inspect/registrations`)).status).toBe(404);
        const client = localClient(plain, LOCAL_ANON_KEY);
        const record = sampleRecord({ referral_letter_path: nextPath() });
        expect((await upload(record.referral_letter_path, pdfBlob(), false, client)).error).toBeNull();
        id = randomUUID();
        expect((await insert({ id, ...record }, client)).error).toBeNull();
        // The browser's call never came: once due, the timer's run sends it.
        await plain.db.query(`update private.registration_notifications set next_attempt_at = now() where registration_id = $1`, [
          id,
        ]);
        const status = async () =>
          (
            await plain.db.query<{ status: string }>(
              'select status from private.registration_notifications where registration_id = $1',
              [id],
            )
          ).rows[0]?.status;
        await expect.poll(status, { timeout: 10_000, interval: 100 }).toBe('sent');
        expect(await mailsAbout(id)).toHaveLength(1);
        // One backend per data folder.
        await expect(startLocalBackend({ port: 0, dataDir, quiet: true, mail: false, scheduleSeconds: 0 })).rejects.toThrow(
          'in use',
        );
      } finally {
        await plain.stop();
      }
      const again = await startLocalBackend({ port: 0, dataDir, quiet: true, mail: false, scheduleSeconds: 0 });
      try {
        const count = async (sql: string) => (await again.db.query<{ n: number }>(sql)).rows[0]?.n;
        expect(await count('select count(*)::int as n from public.registrations')).toBe(1);
        expect(await count('select count(*)::int as n from storage.objects')).toBe(1);
        expect(await count(`select count(*)::int as n from private.registration_notifications where status = 'sent'`)).toBe(1);
        expect(await count('select count(*)::int as n from supabase_migrations.schema_migrations')).toBe(
          (await listMigrations(migrationsDir)).length,
        );
      } finally {
        await again.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** Every file and folder below `dir` with any group or other permission bit. */
async function notOwnerOnly(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const mode = (await stat(full).catch(() => null))?.mode;
    if (mode !== undefined && (mode & 0o077) !== 0) found.push(`${path.relative(dir, full)} ${(mode & 0o777).toString(8)}`);
  }
  return found;
}

describe('the data folder', () => {
  it('is the owner’s alone', async () => {
    expect((await stat(backend.dataDir)).mode & 0o777).toBe(0o700);
    for (const sub of ['storage', 'mail', 'pgdata'])
      expect((await stat(path.join(backend.dataDir, sub))).mode & 0o077, sub).toBe(0);
  });

  it('a throwaway folder whose backend was killed is removed; a running one is kept', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    const deadPid = await new Promise<number>((resolve) => dead.once('exit', () => resolve(dead.pid as number)));
    const stale = await mkdtemp(path.join(os.tmpdir(), 'ankerlicht-backend-'));
    await writeFile(path.join(stale, 'backend.pid'), String(deadPid));
    await removeStaleFreshFolders();
    await expect(stat(stale)).rejects.toThrow();
    expect((await stat(backend.dataDir)).isDirectory()).toBe(true);
  });

  it('npm run backend (main.ts) writes every file owner-only', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ankerlicht-main-'));
    const child = spawn(
      path.join(supabaseDir, '..', 'node_modules', '.bin', 'tsx'),
      [path.join(supabaseDir, 'local', 'main.ts')],
      {
        env: {
          ...process.env,
          LOCAL_BACKEND_DATA: dataDir,
          LOCAL_BACKEND_PORT: '0',
          MAILDEV_SMTP_PORT: '0',
          MAILDEV_WEB_PORT: '0',
          LOCAL_SCHEDULE_SECONDS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`main.ts did not start: ${output}`)), 45_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString('utf8');
          const match = /API URL\s+(\S+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1] as string);
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('exit', (code) => reject(new Error(`main.ts exited (${code}): ${output}`)));
      });
      const client = localClient({ url }, LOCAL_ANON_KEY);
      const record = sampleRecord({ referral_letter_path: nextPath() });
      expect((await upload(record.referral_letter_path, pdfBlob(), false, client)).error).toBeNull();
      expect((await insert({ id: randomUUID(), ...record }, client)).error).toBeNull();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      expect(await notOwnerOnly(dataDir)).toEqual([]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
