/**
 * The staff-letter function (functions/staff-letter) on the local backend, through supabase-js as
 * the staff app calls it: a screener with the second factor gets a short-lived signed URL that
 * downloads the stored letter's exact bytes as an attachment, and the download is in the audit
 * log as theirs. A tampered, expired or borrowed token is refused by Storage; a session without the
 * second factor, a user who is not staff, a signed-out session and the publishable key alone are
 * refused by the database, and leave no audit line.
 */
import { randomUUID } from 'node:crypto';
import {
  REFERRAL_LETTER_BUCKET,
  REFERRAL_LETTER_CACHE_CONTROL,
  REGISTRATIONS_TABLE,
  referralLetterPath,
} from '@ankerlicht/registration';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_LETTER_FUNCTION } from '../functions/staff-letter/handler.ts';
import { totpFor } from './auth.ts';
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from './config.ts';
import { uploadLetterAsSite } from './letter-upload.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';
import { localClient } from './test-client.ts';
import { FAKE, PDF_BYTES, sampleRecord } from './test-data.ts';

const SCREENER = { email: 'screener@ankerlicht.test', password: 'a long enough test password' };
const OUTSIDER = { email: 'outsider@ankerlicht.test', password: 'another long test password' };

let backend: LocalBackend;
let screenerId: string;
let outsiderId: string;
/** The screener signed in with the second factor (aal2). */
let screener: SupabaseClient;
let stamp = 1767225600000;

async function createUser(user: { email: string; password: string }): Promise<string> {
  const created = await localClient(backend, LOCAL_SECRET_KEY).auth.admin.createUser({ ...user, email_confirm: true });
  expect(created.error).toBeNull();
  return created.data.user!.id;
}

async function signIn(user: { email: string; password: string }): Promise<SupabaseClient> {
  const client = localClient(backend, LOCAL_PUBLISHABLE_KEY);
  expect((await client.auth.signInWithPassword(user)).error).toBeNull();
  return client;
}

/**
 * A stored letter and row, as the site's first two calls leave them (the publishable key), and
 * the e-mail function's verdict on the letter (its service key; null: not checked yet).
 */
async function stored(bytes: Uint8Array = PDF_BYTES, verdict: string | null = 'ok'): Promise<{ id: string; path: string }> {
  const site = localClient(backend, LOCAL_PUBLISHABLE_KEY);
  const id = randomUUID();
  const path = referralLetterPath('adults', FAKE.email, (stamp += 1), 'pdf');
  const uploaded = await uploadLetterAsSite(site, path, new Blob([bytes as BlobPart], { type: 'application/pdf' }), {
    cacheControl: REFERRAL_LETTER_CACHE_CONTROL,
    contentType: 'application/pdf',
  });
  expect(uploaded.error).toBeNull();
  expect((await site.from(REGISTRATIONS_TABLE).insert({ id, ...sampleRecord({ referral_letter_path: path }) })).error).toBeNull();
  if (verdict !== null) {
    const recorded = await localClient(backend, LOCAL_SECRET_KEY).rpc('record_referral_letter_check', {
      p_registration_id: id,
      p_verdict: verdict,
    });
    expect(recorded.error).toBeNull();
  }
  return { id, path };
}

/** The function's answer as status and body, whatever supabase-js made of it. */
async function letter(
  client: SupabaseClient,
  registrationId: string,
  acceptFlagged = false,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await client.functions.invoke<Record<string, unknown>>(STAFF_LETTER_FUNCTION, {
    body: { registrationId, acceptFlagged },
  });
  if (error === null) return { status: 200, body: data ?? {} };
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signedUrl(registrationId: string): Promise<URL> {
  const answer = await letter(screener, registrationId);
  expect(answer.status).toBe(200);
  expect(typeof answer.body.signedUrl).toBe('string');
  return new URL(answer.body.signedUrl as string);
}

const auditLines = async (registrationId: string) =>
  (
    await backend.db.query<{ actor: string | null; action: string }>(
      'select actor, action from private.audit_log where registration_id = $1 order by id',
      [registrationId],
    )
  ).rows;

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** Storage's own signing endpoint, as the function calls it (any key; only the secret key may). */
const sign = (path: string, expiresIn: number, key = LOCAL_SECRET_KEY, bearer = key) =>
  fetch(`${backend.url}/storage/v1/object/sign/${REFERRAL_LETTER_BUCKET}/${path}`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify({ expiresIn }),
  });

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, fresh: true, mail: false, scheduleSeconds: 0, quiet: true });
  screenerId = await createUser(SCREENER);
  outsiderId = await createUser(OUTSIDER);
  await backend.db.query(`insert into private.staff (user_id, role) values ($1, 'screener')`, [screenerId]);

  screener = await signIn(SCREENER);
  const enrolled = await screener.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'telefoon' });
  expect(enrolled.error).toBeNull();
  const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
  expect((await screener.auth.mfa.challengeAndVerify({ factorId, code: totpFor(totp.secret).generate() })).error).toBeNull();
  expect((await screener.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
});

afterAll(async () => {
  await backend?.stop();
});

describe('a referral letter for a screener with the second factor', () => {
  it('is a 60-second signed URL that downloads the exact letter as an attachment, logged as theirs', async () => {
    const { id, path } = await stored();
    const url = await signedUrl(id);

    expect(`${url.origin}${url.pathname}`).toBe(`${backend.url}/storage/v1/object/sign/${REFERRAL_LETTER_BUCKET}/${path}`);
    expect(url.searchParams.get('download')).toBe(`verwijsbrief-${id.slice(0, 8)}.pdf`);
    const claims = claimsOf(url.searchParams.get('token')!);
    expect(claims.url).toBe(`${REFERRAL_LETTER_BUCKET}/${path}`);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60);

    // A plain link: no apikey, no Authorization.
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename=verwijsbrief-${id.slice(0, 8)}.pdf; filename*=UTF-8''verwijsbrief-${id.slice(0, 8)}.pdf;`,
    );
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');

    expect(await auditLines(id)).toEqual([{ actor: screenerId, action: 'letter' }]);
    // Each request is its own line, even for the same letter.
    await signedUrl(id);
    expect(await auditLines(id)).toEqual([
      { actor: screenerId, action: 'letter' },
      { actor: screenerId, action: 'letter' },
    ]);
  });

  it('is refused by Storage with its token altered, for another object, or without a token', async () => {
    const { id } = await stored();
    const other = await stored();
    const url = await signedUrl(id);
    const token = url.searchParams.get('token')!;
    const [header, payload, signature] = token.split('.') as [string, string, string];

    // The signature's middle changed (its last character may carry only padding bits).
    const middle = Math.floor(signature.length / 2);
    const flipped = `${signature.slice(0, middle)}${signature[middle] === 'A' ? 'B' : 'A'}${signature.slice(middle + 1)}`;
    // The same signature over a payload that names the other letter.
    const claims = claimsOf(token);
    const renamed = Buffer.from(JSON.stringify({ ...claims, url: `${REFERRAL_LETTER_BUCKET}/${other.path}` })).toString(
      'base64url',
    );
    for (const [altered, message] of [
      [`${header}.${payload}.${flipped}`, 'invalid signature'],
      [`${header}.${renamed}.${signature}`, 'invalid signature'],
      ['not-a-jwt', 'jwt malformed'],
    ] as const) {
      const tampered = new URL(url);
      tampered.searchParams.set('token', altered);
      const refused = await fetch(tampered);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ statusCode: '400', error: 'InvalidJWT', message });
    }

    // A valid token for this letter does not open the other one.
    const borrowed = new URL(url);
    borrowed.pathname = borrowed.pathname.replace(/[^/]+\/[^/]+\/[^/]+$/, other.path);
    expect(borrowed.pathname).toBe(`/storage/v1/object/sign/${REFERRAL_LETTER_BUCKET}/${other.path}`);
    const mismatch = await fetch(borrowed);
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({ statusCode: '400', error: 'InvalidSignature', message: 'Invalid signature' });

    const bare = new URL(url);
    bare.searchParams.delete('token');
    const missing = await fetch(bare);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
  });

  it('expires: a URL signed for 1 second is refused 2 seconds later', async () => {
    const { path } = await stored();
    const signed = await sign(path, 1);
    expect(signed.status).toBe(200);
    const { signedURL } = (await signed.json()) as { signedURL: string };
    expect(signedURL).toMatch(new RegExp(`^/object/sign/${REFERRAL_LETTER_BUCKET}/${path}\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const expired = await fetch(`${backend.url}/storage/v1${signedURL}&download=`);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ statusCode: '400', error: 'InvalidJWT', message: 'jwt expired' });
  });

  it('is signed only with the service key: the publishable key and a staff session get "Object not found"', async () => {
    const { path } = await stored();
    const staffToken = (await screener.auth.getSession()).data.session!.access_token;
    for (const refused of [
      await sign(path, 60, LOCAL_PUBLISHABLE_KEY),
      await sign(path, 60, LOCAL_PUBLISHABLE_KEY, staffToken),
    ]) {
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    }
    // Nor may a staff session read the bucket directly: only through the function.
    const direct = await fetch(`${backend.url}/storage/v1/object/${REFERRAL_LETTER_BUCKET}/${path}`, {
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${staffToken}` },
    });
    expect(direct.status).toBe(400);
    expect(await direct.json()).toMatchObject({ statusCode: '404' });
  });
});

describe('a letter the intake flagged, or has not checked yet', () => {
  it.each([
    ['flagged', 'pdf-javascript'],
    ['not checked yet', null],
  ] as const)('%s: 409 until asked for deliberately; that download is logged as letter_flagged', async (_name, verdict) => {
    const { id } = await stored(PDF_BYTES, verdict);
    expect(await letter(screener, id)).toEqual({ status: 409, body: { error: 'staff_letter_flagged' } });
    expect(await auditLines(id)).toEqual([]);
    const answer = await letter(screener, id, true);
    expect(answer.status).toBe(200);
    const download = await fetch(answer.body.signedUrl as string);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await auditLines(id)).toEqual([{ actor: screenerId, action: 'letter_flagged' }]);
  });
});

describe('refused by the database, with no audit line', () => {
  it('a session without the second factor, a user who is not staff, and the publishable or anon key alone', async () => {
    const { id } = await stored();
    const cases: Array<[string, SupabaseClient, number, string]> = [
      ['the screener with only the password', await signIn(SCREENER), 403, 'staff_second_factor_required'],
      ['a signed-in user who is not staff', await signIn(OUTSIDER), 403, 'staff_not_a_member'],
      ['the publishable key without a session', localClient(backend, LOCAL_PUBLISHABLE_KEY), 401, 'staff_sign_in_required'],
      ['the legacy anon key without a session', localClient(backend, LOCAL_ANON_KEY), 401, 'staff_sign_in_required'],
    ];
    for (const [name, client, status, error] of cases) {
      expect(await letter(client, id), name).toEqual({ status, body: { error } });
    }
    expect(await auditLines(id)).toEqual([]);
    expect((await auditLines(id)).some((line) => line.actor === outsiderId)).toBe(false);
  });

  it('a signed-out session, though its token has not expired', async () => {
    const { id } = await stored();
    // The session is checked before anything else (private.require_staff), so aal1 will do here.
    const client = await signIn(SCREENER);
    const token = (await client.auth.getSession()).data.session!.access_token;
    // This session only: a global sign-out would end the other tests' screener too.
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const refused = await fetch(`${backend.url}/functions/v1/${STAFF_LETTER_FUNCTION}`, {
      method: 'POST',
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ registrationId: id }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'staff_session_ended' });
    expect(await auditLines(id)).toEqual([]);
  });

  it('an unknown registration is 404 registration_not_found, an invalid body 400, both unlogged', async () => {
    const unknown = randomUUID();
    expect(await letter(screener, unknown)).toEqual({ status: 404, body: { error: 'registration_not_found' } });
    expect(await auditLines(unknown)).toEqual([]);
    expect(await letter(screener, 'not-a-uuid')).toEqual({ status: 400, body: { error: 'invalid-request' } });
  });
});
