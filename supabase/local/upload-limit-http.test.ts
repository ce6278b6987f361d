/**
 * The local backend's Storage under hosted Storage's upload contract (issue 50), over HTTP through
 * supabase-js: the caller's INSERT policy asked in a trial insert that is rolled back, the object
 * written by Storage's superuser, on `POST /object/…` and on the signed-upload pair
 * (`POST /object/upload/sign/…`, then `PUT …?token=`); and the per-client upload limit, which now
 * holds on both (the slot is taken by the committed reservation call).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REFERRAL_LETTER_BUCKET,
  REFERRAL_LETTER_CACHE_CONTROL,
  referralLetterPath,
  RESERVE_LETTER_UPLOAD_RPC,
} from '@ankerlicht/registration';
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY } from './config.ts';
import { uploadLetterAsSite } from './letter-upload.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';
import { fetchFrom } from './test-client-address.ts';
import { localClient } from './test-client.ts';
import { PDF_BYTES } from './test-data.ts';
import { testEndpoints } from './test-endpoints.ts';

let backend: LocalBackend;
let stamp = 1767225600000;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, fresh: true, ...testEndpoints(), quiet: true, scheduleSeconds: 0, mail: false });
});

afterAll(async () => {
  await backend?.stop();
});

const nextPath = () => referralLetterPath('adults', 'jan@example.nl', (stamp += 1), 'pdf');
const pdf = () => new Blob([PDF_BYTES as BlobPart], { type: 'application/pdf' });
/** A visitor's supabase-js connecting from `address` (any of 127.0.0.0/8 is this machine). */
const visitor = (address: string, key = LOCAL_ANON_KEY) => localClient(backend, key, { fetch: fetchFrom(address) });

async function reset(settings: Record<string, number> = {}): Promise<void> {
  await backend.db.exec(`delete from private.intake_requests; delete from private.upload_reservations;`);
  for (const [name, value] of Object.entries({ uploads_per_client_per_hour: 20, ...settings })) {
    await backend.db.query('update private.intake_settings set value = $2 where name = $1', [name, value]);
  }
}
const stored = async (name: string) =>
  (await backend.db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [REFERRAL_LETTER_BUCKET, name]))
    .rows.length === 1;

type Outcome = { step: 'reserve' | 'upload' | null; status: number | null; error: Record<string, unknown> | null };

const reserve = (client: SupabaseClient, target: string) => client.rpc(RESERVE_LETTER_UPLOAD_RPC, { p_path: target });

/** The site's way: reserve the path, then `upload` (POST /object/…). */
async function viaPost(client: SupabaseClient, target: string): Promise<Outcome> {
  const { error, refusedBy, status } = await uploadLetterAsSite(client, target, pdf(), {
    cacheControl: REFERRAL_LETTER_CACHE_CONTROL,
  });
  return { step: refusedBy, status, error: error === null ? null : { ...error } };
}

/** The signed-upload pair: reserve, createSignedUploadUrl (the trial insert), then uploadToSignedUrl. */
async function viaSignedUrl(client: SupabaseClient, target: string): Promise<Outcome> {
  const reserved = await reserve(client, target);
  if (reserved.error) return { step: 'reserve', status: reserved.status, error: { ...reserved.error } };
  const bucket = client.storage.from(REFERRAL_LETTER_BUCKET);
  const signed = await bucket.createSignedUploadUrl(target);
  if (signed.error) return { step: 'upload', status: null, error: { ...signed.error } };
  const { error } = await bucket.uploadToSignedUrl(target, signed.data.token, pdf());
  return error ? { step: 'upload', status: null, error: { ...error } } : { step: null, status: null, error: null };
}

describe.each([
  ['POST /object', viaPost],
  ['the signed-upload pair', viaSignedUrl],
] as const)('uploads on %s', (_route, upload) => {
  it('25 from one address: 20 stored, from the 21st a 429 the site can read; another address still can', async () => {
    await reset();
    const attacker = visitor('127.0.0.66');
    const outcomes: Outcome[] = [];
    const targets = Array.from({ length: 25 }, nextPath);
    for (const target of targets) outcomes.push(await upload(attacker, target));
    expect(outcomes.slice(0, 20).every((outcome) => outcome.error === null)).toBe(true);
    for (const outcome of outcomes.slice(20)) {
      expect(outcome).toMatchObject({ step: 'reserve', status: 429, error: { code: 'rate_limited' } });
      expect(Number(outcome.error?.details)).toBeGreaterThan(3500);
    }
    expect((await Promise.all(targets.map(stored))).filter(Boolean)).toHaveLength(20);
    expect((await upload(visitor('127.0.0.67', LOCAL_PUBLISHABLE_KEY), nextPath())).error).toBeNull();
  });

  it('a retry of the same path takes no new slot and meets 409 once stored', async () => {
    await reset({ uploads_per_client_per_hour: 1 });
    const client = visitor('127.0.0.68');
    const target = nextPath();
    expect((await upload(client, target)).error).toBeNull();
    expect(await upload(client, target)).toMatchObject({ step: 'upload', error: { statusCode: '409' } });
    expect((await upload(client, nextPath())).status).toBe(429);
  });
});

describe('the contract itself', () => {
  it('without a reservation the policy refuses: 403 on upload and on signing', async () => {
    await reset();
    const bucket = visitor('127.0.0.70').storage.from(REFERRAL_LETTER_BUCKET);
    const target = nextPath();
    expect((await bucket.upload(target, pdf())).error).toMatchObject({ statusCode: '403' });
    expect((await bucket.createSignedUploadUrl(target)).error).toMatchObject({ statusCode: '403' });
    expect(await stored(target)).toBe(false);
  });

  it('the policy runs as the caller in a trial insert that is rolled back; the row is written as the service role', async () => {
    await reset();
    // Sequences are not transactional: they count the inserts a rollback undoes.
    await backend.db.exec(`
      create sequence public.test_inserts_as_anon;
      create sequence public.test_inserts_as_service;
      create table public.test_committed (role text, operation text, headers json);
      create function public.test_count_insert() returns trigger language plpgsql as $$
      begin
        if current_user = 'anon' then perform nextval('public.test_inserts_as_anon'); end if;
        if current_user = 'service_role' then perform nextval('public.test_inserts_as_service'); end if;
        insert into public.test_committed values (current_user, current_setting('storage.operation', true),
          nullif(current_setting('request.headers', true), '')::json);
        return null;
      end $$;
      create trigger test_count_insert after insert on storage.objects for each row execute function public.test_count_insert();
    `);
    try {
      const counter = async (name: string) =>
        Number(
          (await backend.db.query<{ n: string }>(`select last_value - 1 + is_called::int as n from public.${name}`)).rows[0]?.n,
        );
      for (const route of [viaPost, viaSignedUrl]) {
        expect((await route(visitor('127.0.0.71'), nextPath())).error).toBeNull();
      }
      // One trial insert as anon per upload (POST: at upload; signed: at signing), both rolled back;
      // as the service role, the two rows written and the signed upload's own trial insert, which
      // Storage runs as its superuser (no policy of the caller's applies then).
      expect(await counter('test_inserts_as_anon')).toBe(2);
      expect(await counter('test_inserts_as_service')).toBe(3);
      const committed = await backend.db.query<{ role: string; operation: string; headers: Record<string, string> }>(
        'select role, operation, headers from public.test_committed',
      );
      expect(committed.rows.map(({ role, operation }) => ({ role, operation }))).toEqual([
        { role: 'service_role', operation: 'storage.object.upload' },
        { role: 'service_role', operation: 'storage.object.upload_signed' },
      ]);
      // Storage's superuser keeps the request's headers: the client address the gateway set.
      for (const row of committed.rows) expect(row.headers['cf-connecting-ip']).toBe('127.0.0.71');
    } finally {
      await backend.db.exec(`
        -- As the table's owner: the migrations' role may add a trigger to storage.objects, not drop one.
        set role supabase_storage_admin;
        drop trigger test_count_insert on storage.objects;
        reset role;
        drop function public.test_count_insert();
        drop table public.test_committed;
        drop sequence public.test_inserts_as_anon, public.test_inserts_as_service;
      `);
    }
  });
});

describe('the signed-upload routes', () => {
  const put = (target: string, token: string) =>
    fetch(`${backend.url}/storage/v1/object/upload/sign/${REFERRAL_LETTER_BUCKET}/${target}?token=${token}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: PDF_BYTES as BodyInit,
    });

  it('answer { url, token } for signing and { Key } for the upload, which needs no key', async () => {
    await reset();
    const client = visitor('127.0.0.72');
    const target = nextPath();
    expect((await reserve(client, target)).error).toBeNull();
    const signing = await fetch(`${backend.url}/storage/v1/object/upload/sign/${REFERRAL_LETTER_BUCKET}/${target}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signing.status).toBe(200);
    const body = (await signing.json()) as { url: string; token: string };
    expect(Object.keys(body).sort()).toEqual(['token', 'url']);
    expect(body.url).toBe(`/object/upload/sign/${REFERRAL_LETTER_BUCKET}/${target}?token=${body.token}`);
    const answer = await put(target, body.token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ Key: `${REFERRAL_LETTER_BUCKET}/${target}` });
    // Once stored, the same URL cannot overwrite it.
    expect(await (await put(target, body.token)).json()).toMatchObject({ statusCode: '409', error: 'Duplicate' });
  });

  it('refuse a token for another path, a bad token, and none', async () => {
    await reset();
    const client = visitor('127.0.0.73');
    const target = nextPath();
    await reserve(client, target);
    const { data } = await client.storage.from(REFERRAL_LETTER_BUCKET).createSignedUploadUrl(target);
    const other = nextPath();
    expect(await (await put(other, data?.token ?? '')).json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
    expect(await (await put(target, 'a.b.c')).json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
    expect(await stored(other)).toBe(false);
    expect(await stored(target)).toBe(false);
  });

  it('the reservation answers 429 with retry-after over plain HTTP', async () => {
    await reset({ uploads_per_client_per_hour: 0 });
    const answer = await fetch(`${backend.url}/rest/v1/rpc/reserve_referral_letter_upload`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ p_path: nextPath() }),
    });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await answer.json()).toMatchObject({ code: 'rate_limited' });
  });
});
