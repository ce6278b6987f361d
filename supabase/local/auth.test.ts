/**
 * The local Auth (auth.ts) through supabase-js, as the staff inbox will use it: a staff member is
 * created with the service key, signs in with the password (aal1: the staff functions refuse),
 * enrols a TOTP factor and verifies a code computed here (aal2: they answer), keeps aal2 across a
 * refresh, and signs out (the same token is refused at once). What a wrong code, a used challenge,
 * a forged token and a wrong password get. An invitation as hosted Auth sends it: the e-mailed link
 * works once and in time, signs the invitee in without a password (amr otp), who then chooses one
 * of at least the configured length. Where hosted Auth (supabase/auth) is stricter or weaker than
 * a plain implementation, what it does: rate limits per address, no new factor at aal1 once one is
 * verified, challenges bound to their address, and a TOTP code that passes again on a new challenge.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS, INVITATION_SECONDS, MINIMUM_PASSWORD_LENGTH, SITE_URL, TokenBuckets, totpFor } from './auth.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from './config.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';
import { fetchFrom } from './test-client-address.ts';
import { localClient } from './test-client.ts';
import { mailTo } from './test-mail.ts';

let backend: LocalBackend;
const EMAIL = 'screener@ankerlicht.test';
const PASSWORD = 'a long enough test password';

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, fresh: true, mail: false, scheduleSeconds: 0, quiet: true });
  const admin = localClient(backend, LOCAL_SECRET_KEY);
  const created = await admin.auth.admin.createUser({ email: EMAIL, password: PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  await backend.db.query(`insert into private.staff (user_id, role) values ($1, 'screener')`, [created.data.user?.id]);
});

afterAll(async () => {
  await backend?.stop();
});

/**
 * The staff inbox's list through REST, as the signed-in client calls it: the read begun (its audit
 * line committed), then made; a refusal of the first call is the answer.
 */
const inbox = async (client: SupabaseClient) => {
  const begun = await client.rpc('staff_begin_read', { p_action: 'list' });
  return begun.error ? begun : client.rpc('staff_registrations');
};

/** A raw REST call with a given bearer, for tokens supabase-js has let go of. */
const inboxWith = (token: string) =>
  fetch(`${backend.url}/rest/v1/rpc/staff_registrations`, {
    method: 'POST',
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });

describe('a staff member through supabase-js', () => {
  it('reads the inbox only after the second factor, keeps it across a refresh, and loses it at sign-out', async () => {
    const client = localClient(backend, LOCAL_PUBLISHABLE_KEY);
    const signIn = await client.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });

    const refused = await inbox(client);
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: '42501', message: 'staff_second_factor_required' });

    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'telefoon' });
    expect(enrolled.error).toBeNull();
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string; uri: string } };
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // The QR code as GoTrue gives it, which supabase-js hands on as a data: URL of an SVG.
    expect((enrolled.data as { totp: { qr_code: string } }).totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    const code = () => totpFor(totp.secret).generate();

    // A wrong code is refused and, as on hosted Auth, leaves the challenge usable; a used challenge is refused.
    const first = await client.auth.mfa.challenge({ factorId });
    const wrong = await client.auth.mfa.verify({ factorId, challengeId: first.data!.id, code: wrongCode(totp.secret) });
    expect(wrong.error).toMatchObject({ code: 'mfa_verification_failed', status: 422 });
    const verified = await client.auth.mfa.verify({ factorId, challengeId: first.data!.id, code: code() });
    expect(verified.error).toBeNull();
    const reused = await client.auth.mfa.verify({ factorId, challengeId: first.data!.id, code: code() });
    expect(reused.error).toMatchObject({ code: 'mfa_ip_address_mismatch', status: 422 });
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    expect((await client.auth.mfa.listFactors()).data?.totp).toEqual([
      expect.objectContaining({ id: factorId, status: 'verified' }),
    ]);
    const allowed = await inbox(client);
    expect(allowed.error).toBeNull();
    expect(allowed.data).toEqual([]);

    // A refresh keeps the session's level; the old refresh token is spent.
    const before = (await client.auth.getSession()).data.session!;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
    const again = await localClient(backend, LOCAL_PUBLISHABLE_KEY).auth.refreshSession({ refresh_token: before.refresh_token });
    expect(again.error).toMatchObject({ code: 'refresh_token_not_found' });

    const token = (await client.auth.getSession()).data.session!.access_token;
    expect((await inboxWith(token)).status).toBe(200);
    expect((await client.auth.signOut()).error).toBeNull();
    // The token has not expired, but its session has ended.
    const after = await inboxWith(token);
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ code: '42501', message: 'staff_session_ended' });

    // Signing in again starts at aal1, with the factor still enrolled.
    expect((await client.auth.signInWithPassword({ email: EMAIL, password: PASSWORD })).error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
  });

  it('refuses a wrong password, a forged token and sign-up-style creation without the service key', async () => {
    const client = localClient(backend, LOCAL_PUBLISHABLE_KEY);
    const wrong = await client.auth.signInWithPassword({ email: EMAIL, password: 'not the password' });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials', status: 400 });

    const [header, payload] = (await signedInToken()).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, aal: 'aal2' })).toString('base64url')}.c2lnbmF0dXJl`;
    const answer = await inboxWith(forged);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'PGRST301' });

    const created = await client.auth.admin.createUser({ email: 'intruder@example.nl', password: 'whatever123' });
    expect(created.error).toMatchObject({ status: 403 });
    expect((await backend.db.query(`select 1 from auth.users where email = 'intruder@example.nl'`)).rows).toEqual([]);
  });
});

/** A member of staff with a password, signed in from `address` (each test its own, so limits do not mix). */
async function staffFrom(address: string, email: string): Promise<{ client: SupabaseClient; fetch: typeof fetch }> {
  const created = await localClient(backend, LOCAL_SECRET_KEY).auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(created.error).toBeNull();
  const from = fetchFrom(address);
  const client = localClient(backend, LOCAL_PUBLISHABLE_KEY, { fetch: from });
  expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return { client, fetch: from };
}

/** Links an authenticator app and verifies it (the session becomes aal2); its factor, secret and the code used. */
async function linkApp(
  client: SupabaseClient,
  friendlyName?: string,
): Promise<{ factorId: string; secret: string; code: string }> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', ...(friendlyName ? { friendlyName } : {}) });
  expect(enrolled.error).toBeNull();
  const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
  const code = totpFor(totp.secret).generate();
  expect((await client.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();
  return { factorId, secret: totp.secret, code };
}

describe('the second factor, as hosted Auth enforces it (supabase/auth internal/api/mfa.go)', () => {
  it('refuses a new factor to a password-only session once one is verified (403 insufficient_aal); an aal2 session may add one', async () => {
    const email = 'met-app@ankerlicht.test';
    const owner = await staffFrom('127.0.0.2', email);
    await linkApp(owner.client, 'telefoon');

    // Someone with the password alone: aal1, and no way to link an app of their own and reach aal2.
    const thief = localClient(backend, LOCAL_PUBLISHABLE_KEY, { fetch: fetchFrom('127.0.0.3') });
    expect((await thief.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const refused = await thief.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'andere telefoon' });
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect((await thief.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const factors = await backend.db.query(
      `select 1 from auth.mfa_factors f join auth.users u on u.id = f.user_id where u.email = $1`,
      [email],
    );
    expect(factors.rows).toHaveLength(1);

    // The name is checked first, as GoTrue does; an aal2 session may add a second app.
    expect((await thief.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'telefoon' })).error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
    });
    expect((await owner.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'reserve' })).error).toBeNull();
  });

  it('refuses a second unnamed enrolment while the first is unverified and under five minutes old, as hosted does', async () => {
    const { client } = await staffFrom('127.0.0.4', 'zonder-naam@ankerlicht.test');
    const first = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(first.error).toBeNull();
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
    });
    // Five minutes later the unverified factor is deleted at the next enrolment.
    await backend.db.query(`update auth.mfa_factors set created_at = now() - interval '301 seconds' where id = $1`, [
      first.data!.id,
    ]);
    const again = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(again.error).toBeNull();
    expect((await backend.db.query('select id from auth.mfa_factors where id = $1', [first.data!.id])).rows).toEqual([]);
  });

  it('ends the user’s aal1 sessions and drops unverified factors when a factor is verified', async () => {
    const email = 'twee-tabs@ankerlicht.test';
    const first = await staffFrom('127.0.0.5', email);
    const second = localClient(backend, LOCAL_PUBLISHABLE_KEY, { fetch: first.fetch });
    expect((await second.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const unused = await second.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'nooit gebruikt' });
    expect(unused.error).toBeNull();
    const secondSession = (await second.auth.getSession()).data.session!;

    await linkApp(first.client, 'telefoon');
    const ended = await first.fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${secondSession.access_token}` },
    });
    expect(ended.status).toBe(403);
    expect(await ended.json()).toMatchObject({ code: 'session_not_found' });
    expect((await second.auth.refreshSession({ refresh_token: secondSession.refresh_token })).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    expect((await backend.db.query('select 1 from auth.mfa_factors where id = $1', [unused.data!.id])).rows).toEqual([]);
    expect((await first.client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
  });

  it('lets a replayed code reach aal2, as hosted does, but no health data: both sessions are refused until a later sign-in', async () => {
    const email = 'herhaald@ankerlicht.test';
    const owner = await staffFrom('127.0.0.12', email);
    const { factorId, secret, code } = await linkApp(owner.client, 'telefoon');
    const userId = (await owner.client.auth.getUser()).data.user!.id;
    await backend.db.query(`insert into private.staff (user_id, role) values ($1, 'screener')`, [userId]);
    const readInbox = async (client: SupabaseClient) =>
      (await client.rpc('staff_begin_read', { p_action: 'list' })).error ?? (await client.rpc('staff_registrations')).error;
    expect(await readInbox(owner.client)).toBeNull();

    // Someone who has the password and saw the code, while it is still current, signs the real
    // session out first (which takes Auth's record of its verification with it), then reads.
    const thief = localClient(backend, LOCAL_PUBLISHABLE_KEY, { fetch: fetchFrom('127.0.0.13') });
    expect((await thief.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await thief.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();
    expect((await thief.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
    expect((await thief.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await readInbox(thief)).toMatchObject({ code: '42501', message: 'staff_second_factor_reused' });
    expect(await readInbox(owner.client)).toMatchObject({ message: 'staff_session_ended' });

    // The staff member signs in again with a code of 100 seconds on (the clock moved as if waited).
    await backend.db.query(
      `update auth.mfa_amr_claims c set updated_at = c.updated_at - interval '100 seconds'
         from auth.sessions s where s.id = c.session_id and s.user_id = $1`,
      [userId],
    );
    await backend.db.query(
      `update private.staff_second_factor_uses set verified_at = verified_at - interval '100 seconds' where user_id = $1`,
      [userId],
    );
    const again = localClient(backend, LOCAL_PUBLISHABLE_KEY, { fetch: fetchFrom('127.0.0.12') });
    expect((await again.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await again.auth.mfa.challengeAndVerify({ factorId, code: totpFor(secret).generate() })).error).toBeNull();
    expect(await readInbox(again)).toBeNull();
    expect(await readInbox(thief)).toMatchObject({ message: 'staff_second_factor_reused' });
  });

  it('binds a challenge to its address and time, and lets a TOTP code pass again on a new challenge (hosted keeps no used codes)', async () => {
    const { client } = await staffFrom('127.0.0.6', 'uitdaging@ankerlicht.test');
    const { factorId, code } = await linkApp(client, 'telefoon');
    const session = (await client.auth.getSession()).data.session!;
    const verifyFrom = (address: string, challengeId: string, body = { challenge_id: challengeId, code }) =>
      fetchFrom(address)(`${backend.url}/auth/v1/factors/${factorId}/verify`, {
        method: 'POST',
        headers: {
          apikey: LOCAL_PUBLISHABLE_KEY,
          authorization: `Bearer ${session.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });

    // Asked for from one address, answered from another: refused, and still usable from the first.
    const challenge = (await client.auth.mfa.challenge({ factorId })).data!.id;
    const elsewhere = await verifyFrom('127.0.0.7', challenge);
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.json()).toMatchObject({ code: 'mfa_ip_address_mismatch' });
    // The code linkApp used a moment ago passes again: GoTrue (pquerna/otp ValidateCustom) records
    // no used codes, so the product must not count on a code being single use.
    expect((await verifyFrom('127.0.0.6', challenge)).status).toBe(200);

    const unknown = await verifyFrom('127.0.0.6', '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ code: 'mfa_factor_not_found' });
    const late = (await client.auth.mfa.challenge({ factorId })).data!.id;
    await backend.db.query(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`, [late]);
    const expired = await verifyFrom('127.0.0.6', late);
    expect(await expired.json()).toMatchObject({ code: 'mfa_challenge_expired' });
    expect((await backend.db.query('select 1 from auth.mfa_challenges where id = $1', [late])).rows).toEqual([]);
  });
});

describe('rate limits per address, as hosted Auth counts them (GoTrue token buckets of 30)', () => {
  it('refills a bucket at the configured rate and counts no refused request', () => {
    let now = 0;
    const buckets = new TokenBuckets({ perSecond: 0.5, burst: 30 }, () => now);
    expect(Array.from({ length: 30 }, () => buckets.take('a')).every(Boolean)).toBe(true);
    expect(buckets.take('a')).toBe(false);
    expect(buckets.take('b')).toBe(true);
    now = 1.9;
    expect(buckets.take('a')).toBe(false);
    now = 2;
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
    now = 10_000;
    expect(Array.from({ length: 31 }, () => buckets.take('a')).filter(Boolean)).toHaveLength(30);
    // config.toml's [auth.rate_limit] token_refresh (GoTrue's default 150) per 5 minutes.
    expect(AUTH_RATE_LIMITS.token.burst).toBe(30);
  });

  /** Calls `attempt` until Auth answers 429; how many it answered otherwise, and how long that took (s). */
  async function untilLimited(attempt: () => Promise<{ error: { status?: number; code?: string } | null }>) {
    const start = performance.now();
    for (let answered = 0; answered < 200; answered++) {
      const { error } = await attempt();
      if (error?.status === 429) {
        expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
        return { answered, seconds: (performance.now() - start) / 1000 };
      }
    }
    throw new Error('never limited');
  }

  it('password sign-in: after 30 at once from one address, 429 even for the right password and a refresh; another address still signs in', async () => {
    const email = 'geraden@ankerlicht.test';
    const { client } = await staffFrom('127.0.0.8', email);
    const { refresh_token: refreshToken } = (await client.auth.getSession()).data.session!;
    const { answered, seconds } = await untilLimited(() =>
      client.auth.signInWithPassword({ email, password: 'geraden wachtwoord' }),
    );
    // 30 in the bucket, one taken by the sign-in above, plus what refilled meanwhile.
    expect(answered).toBeGreaterThanOrEqual(29);
    expect(answered).toBeLessThanOrEqual(29 + Math.ceil(seconds * AUTH_RATE_LIMITS.token.perSecond) + 1);
    // Nor does the right password or a refresh get past it (at most the one request whose token
    // came back meanwhile: one every two seconds).
    expect(
      (await untilLimited(() => client.auth.signInWithPassword({ email, password: PASSWORD }))).answered,
    ).toBeLessThanOrEqual(1);
    expect((await untilLimited(() => client.auth.refreshSession({ refresh_token: refreshToken }))).answered).toBeLessThanOrEqual(
      1,
    );

    const neighbour = localClient(backend, LOCAL_PUBLISHABLE_KEY, { fetch: fetchFrom('127.0.0.9') });
    expect((await neighbour.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('TOTP codes: after 30 at once from one address, 429 even for the right code', async () => {
    const email = 'codes@ankerlicht.test';
    const { client } = await staffFrom('127.0.0.10', email);
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
    const challengeId = (await client.auth.mfa.challenge({ factorId })).data!.id;
    const { answered, seconds } = await untilLimited(() =>
      client.auth.mfa.verify({ factorId, challengeId, code: wrongCode(totp.secret) }),
    );
    expect(answered).toBeGreaterThanOrEqual(30);
    expect(answered).toBeLessThanOrEqual(30 + Math.ceil(seconds * AUTH_RATE_LIMITS.factorVerify.perSecond) + 1);
    const right = () => client.auth.mfa.verify({ factorId, challengeId, code: totpFor(totp.secret).generate() });
    expect((await untilLimited(right)).answered).toBeLessThanOrEqual(1);
  });

  it('answers a factor not found (404) before the MFA limit counts the request, as GoTrue’s loadFactor runs before its limiter', async () => {
    const { client } = await staffFrom('127.0.0.12', 'verkeerde-factor@ankerlicht.test');
    const unknown = randomUUID();
    for (let attempt = 0; attempt < 40; attempt++) {
      expect((await client.auth.mfa.challenge({ factorId: unknown })).error).toMatchObject({
        status: 404,
        code: 'mfa_factor_not_found',
      });
    }
    expect((await client.auth.mfa.challenge({ factorId: 'geen-uuid' })).error).toMatchObject({
      status: 404,
      code: 'validation_failed',
    });
    const { id: factorId } = (await client.auth.mfa.enroll({ factorType: 'totp' })).data as { id: string };
    expect((await client.auth.mfa.challenge({ factorId })).error).toBeNull();
  });
});

describe('a sign-in with an unknown address', () => {
  it('gets the same answer as a wrong password (hosted answers it sooner: the time is not hidden)', async () => {
    const known = 'bekend@ankerlicht.test';
    await localClient(backend, LOCAL_SECRET_KEY).auth.admin.createUser({ email: known, password: PASSWORD, email_confirm: true });
    // Invited but not yet followed: no password.
    await backend.db.query(
      `insert into auth.users (id, email, encrypted_password) values (gen_random_uuid(), 'uitgenodigd-nog-niet@ankerlicht.test', null)`,
    );
    const client = localClient(backend, LOCAL_PUBLISHABLE_KEY, { fetch: fetchFrom('127.0.0.11') });
    const attempt = (email: string) => client.auth.signInWithPassword({ email, password: 'geen van beide' });

    for (const email of [known, 'onbekend@ankerlicht.test', 'uitgenodigd-nog-niet@ankerlicht.test']) {
      expect((await attempt(email)).error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });
});

/** A six-digit code the factor does not accept now (nor one step either side). */
function wrongCode(secret: string): string {
  const totp = totpFor(secret);
  for (let candidate = 0; ; candidate += 111111) {
    const code = String(candidate).padStart(6, '0');
    if (totp.validate({ token: code, window: 1 }) === null) return code;
  }
}

async function signedInToken(): Promise<string> {
  const client = localClient(backend, LOCAL_PUBLISHABLE_KEY);
  const { data, error } = await client.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  expect(error).toBeNull();
  return data.session!.access_token;
}

describe('an invitation', () => {
  let mailed: LocalBackend;
  const STAFF_APP = 'http://127.0.0.1:4174/';

  beforeAll(async () => {
    mailed = await startLocalBackend({
      port: 0,
      fresh: true,
      mail: { smtpPort: 0, webPort: 0 },
      scheduleSeconds: 0,
      quiet: true,
    });
  });
  afterAll(async () => {
    await mailed?.stop();
  });

  /**
   * Invites `email` as staff:invite does: the e-mail's link (the staff app, the token in its
   * fragment), that token, and Auth's own GET /verify link for it (the template's ConfirmationURL,
   * which the e-mail does not use).
   */
  async function invite(email: string, redirectTo = STAFF_APP): Promise<{ link: string; token: string; byAuth: string }> {
    const invited = await localClient(mailed, LOCAL_SECRET_KEY).auth.admin.inviteUserByEmail(email, { redirectTo });
    expect(invited.error).toBeNull();
    const message = await mailTo(mailed.mail, email);
    expect(message?.subject).toBe('Uitnodiging voor Aanmeldingen – Ankerlicht GGZ');
    const link = /http:\/\/\S+#token_hash=[^\s"<]+/.exec(message?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    const url = new URL(link);
    const token = new URLSearchParams(url.hash.slice(1)).get('token_hash') ?? '';
    url.hash = '';
    const byAuth = `${mailed.url}/auth/v1/verify?${new URLSearchParams({ token, type: 'invite', redirect_to: url.href })}`;
    return { link, token, byAuth };
  }

  it("sends the invitation in Dutch from config.toml's template, naming the staff app, its link in the HTML and the text", async () => {
    const email = 'nederlands@ankerlicht.test';
    const { link } = await invite(email);
    const message = await mailTo(mailed.mail, email);
    expect(message?.text).toContain('Een beheerder van Ankerlicht GGZ heeft u uitgenodigd voor Aanmeldingen');
    expect(message?.text).toContain(`Naar de uitnodiging: ${link}`);
    expect(message?.html).toContain(`<a href="${link}">Naar de uitnodiging</a>`);
    // Not GoTrue's default, which names the Site URL (the public site) in English.
    expect(`${message?.text} ${message?.html}`).not.toMatch(/invited|www\.ankerlicht|127\.0\.0\.1:5173/);
  });

  /** Follows the link as a browser does (no API key); where it was sent and the fragment's fields. */
  async function follow(link: string): Promise<{ status: number; target: string; fragment: URLSearchParams }> {
    const response = await fetch(link, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    const fragment = new URLSearchParams(location.hash.slice(1));
    location.hash = '';
    return { status: response.status, target: location.href, fragment };
  }

  it('creates an unconfirmed user without a password, e-mails a link kept only as a hash, and refuses the address again', async () => {
    const email = 'uitgenodigd@ankerlicht.test';
    const { link, token } = await invite(email);
    expect(token.length).toBeGreaterThanOrEqual(40);
    // The staff app, the token only in the fragment: a browser sends it to no server, and opening
    // the link (as a mail scanner does) spends nothing.
    expect(link).toBe(`${STAFF_APP}#token_hash=${token}&type=invite`);
    const row = (
      await mailed.db.query<{ encrypted_password: string | null; email_confirmed_at: Date | null; confirmation_token: string }>(
        'select encrypted_password, email_confirmed_at, confirmation_token from auth.users where email = $1',
        [email],
      )
    ).rows[0];
    // No password: an empty hash, as hosted Auth stores an invited user (models.NewUser).
    expect(row).toMatchObject({ encrypted_password: '', email_confirmed_at: null });
    expect(row?.confirmation_token).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.confirmation_token).not.toContain(token);
    // No password yet: signing in is impossible.
    const signIn = await localClient(mailed, LOCAL_PUBLISHABLE_KEY).auth.signInWithPassword({ email, password: '' });
    expect(signIn.error).not.toBeNull();

    const again = await localClient(mailed, LOCAL_SECRET_KEY).auth.admin.inviteUserByEmail(email.toUpperCase());
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
    const byVisitor = await localClient(mailed, LOCAL_PUBLISHABLE_KEY).auth.admin.inviteUserByEmail('ander@ankerlicht.test');
    expect(byVisitor.error).toMatchObject({ status: 403 });
    expect((await mailed.db.query(`select 1 from auth.users where email = 'ander@ankerlicht.test'`)).rows).toEqual([]);
  });

  it('signs the invitee in once, when the app sends the token (aal1, amr otp); a password of the minimum length is then chosen and signs in', async () => {
    const email = 'nieuw@ankerlicht.test';
    const { token, byAuth } = await invite(email);
    // Only the token hash and the type, as GoTrue's POST /verify requires.
    const extra = await fetch(`${mailed.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'invite', token_hash: token, email }),
    });
    expect(extra.status).toBe(400);
    await extra.body?.cancel();

    const client = localClient(mailed, LOCAL_PUBLISHABLE_KEY);
    const verified = await client.auth.verifyOtp({ token_hash: token, type: 'invite' });
    expect(verified.error).toBeNull();
    const accessToken = verified.data.session?.access_token ?? '';
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      aal: string;
      amr: Array<{ method: string }>;
    };
    expect(claims.aal).toBe('aal1');
    expect(claims.amr.map(({ method }) => method)).toEqual(['otp']);
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    // Once only: by the app again, or by Auth's own link.
    const again = await localClient(mailed, LOCAL_PUBLISHABLE_KEY).auth.verifyOtp({ token_hash: token, type: 'invite' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(again.data.session).toBeNull();
    const reused = await follow(byAuth);
    expect(reused.status).toBe(303);
    expect(reused.target).toBe(STAFF_APP);
    expect(Object.fromEntries(reused.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });

    // A refresh keeps how the session was signed in.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const refreshedClaims = JSON.parse(
      Buffer.from(refreshed.data.session!.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { amr: Array<{ method: string }> };
    expect(refreshedClaims.amr.map(({ method }) => method)).toEqual(['otp']);

    expect(MINIMUM_PASSWORD_LENGTH).toBeGreaterThanOrEqual(8);
    const short = 'x'.repeat(MINIMUM_PASSWORD_LENGTH - 1);
    const weak = await client.auth.updateUser({ password: short });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    const password = 'k'.repeat(MINIMUM_PASSWORD_LENGTH);
    const chosen = await client.auth.updateUser({ password });
    expect(chosen.error).toBeNull();
    expect(chosen.data.user?.email).toBe(email);
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const signedIn = await localClient(mailed, LOCAL_PUBLISHABLE_KEY).auth.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(verified.data.user?.id);
  });

  it("signs in by Auth's own link (GET /verify) once too, the session in the fragment", async () => {
    const { byAuth } = await invite('via-auth@ankerlicht.test');
    const followed = await follow(byAuth);
    expect(followed.status).toBe(303);
    expect(followed.target).toBe(STAFF_APP);
    expect([...followed.fragment.keys()].sort()).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'type',
    ]);
    expect(followed.fragment.get('type')).toBe('invite');
    expect((await follow(byAuth)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('refuses an expired token, a made-up token and another type, and sends a disallowed redirect_to to the site URL', async () => {
    const email = 'te-laat@ankerlicht.test';
    const { token, byAuth } = await invite(email);
    await mailed.db.query(
      `update auth.users set confirmation_sent_at = now() - make_interval(secs => $2 + 60) where email = $1`,
      [email, INVITATION_SECONDS],
    );
    const late = await localClient(mailed, LOCAL_PUBLISHABLE_KEY).auth.verifyOtp({ token_hash: token, type: 'invite' });
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect((await follow(byAuth)).fragment.get('error_code')).toBe('otp_expired');
    expect((await mailed.db.query('select email_confirmed_at from auth.users where email = $1', [email])).rows).toEqual([
      { email_confirmed_at: null },
    ]);

    const madeUp = await localClient(mailed, LOCAL_PUBLISHABLE_KEY).auth.verifyOtp({
      token_hash: 'A'.repeat(43),
      type: 'invite',
    });
    expect(madeUp.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const elsewhere = await invite('elders@ankerlicht.test', 'https://evil.example/steal');
    expect(new URL(elsewhere.link).origin).toBe(new URL(SITE_URL).origin);
    const wrongType = await localClient(mailed, LOCAL_PUBLISHABLE_KEY).auth.verifyOtp({
      token_hash: elsewhere.token,
      type: 'recovery',
    });
    expect(wrongType.error).toMatchObject({ status: 400 });
    const forged = new URL(elsewhere.byAuth);
    forged.searchParams.set('redirect_to', 'https://evil.example/steal');
    const followed = await follow(forged.href);
    expect(new URL(followed.target).origin).toBe(new URL(SITE_URL).origin);
    expect(followed.fragment.get('type')).toBe('invite');
  });

  it('lets only an aal2 session change the password once a second factor is verified', async () => {
    const email = 'met-factor@ankerlicht.test';
    const followed = await follow((await invite(email)).byAuth);
    const client = localClient(mailed, LOCAL_PUBLISHABLE_KEY);
    await client.auth.setSession({
      access_token: followed.fragment.get('access_token') ?? '',
      refresh_token: followed.fragment.get('refresh_token') ?? '',
    });
    const password = 'een eerste wachtwoord';
    expect((await client.auth.updateUser({ password })).error).toBeNull();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: totpFor(totp.secret).generate() })).error).toBeNull();

    const passwordOnly = localClient(mailed, LOCAL_PUBLISHABLE_KEY);
    expect((await passwordOnly.auth.signInWithPassword({ email, password })).error).toBeNull();
    const refused = await passwordOnly.auth.updateUser({ password: 'een ander wachtwoord' });
    expect(refused.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect((await client.auth.updateUser({ password: 'een ander wachtwoord' })).error).toBeNull();
  });

  it('lets an invitee who chose no password link an app and reach aal2, as hosted does, but serves no health data until a password is chosen', async () => {
    const email = 'zonder-wachtwoord@ankerlicht.test';
    const client = localClient(mailed, LOCAL_PUBLISHABLE_KEY);
    const accepted = await client.auth.verifyOtp({ token_hash: (await invite(email)).token, type: 'invite' });
    expect(accepted.error).toBeNull();
    const userId = accepted.data.user!.id;
    const service = localClient(mailed, LOCAL_SECRET_KEY);
    expect((await service.rpc('admin_add_staff', { p_user_id: userId, p_role: 'screener' })).error).toBeNull();
    const refused = { code: '42501', message: 'staff_password_required' };
    const change = (who: SupabaseClient) =>
      who.rpc('staff_set_status', { p_registration_id: randomUUID(), p_status: 'contacted' });
    // The link's session (aal1): a password is what comes first.
    expect((await inbox(client)).error).toMatchObject(refused);

    // Auth does not ask for a password before a factor: the link's session enrols one and reaches aal2.
    const { factorId, secret } = await linkApp(client);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
    expect((await mailed.db.query('select encrypted_password from auth.users where id = $1', [userId])).rows).toEqual([
      { encrypted_password: '' },
    ]);
    expect((await inbox(client)).error).toMatchObject(refused);
    expect((await change(client)).error).toMatchObject(refused);

    // Once a password is chosen (PUT /user, at aal2), this session reads, and so does a new sign-in
    // with the password and a code (later than the 90 seconds in which a second verification counts
    // as a replayed code: the clock moved as if waited).
    const password = 'een wachtwoord dat lang genoeg is';
    expect((await client.auth.updateUser({ password })).error).toBeNull();
    expect((await inbox(client)).error).toBeNull();
    expect((await change(client)).error).toMatchObject({ message: 'registration_not_found' });
    await mailed.db.query(
      `update auth.mfa_amr_claims c set updated_at = c.updated_at - interval '100 seconds'
         from auth.sessions s where s.id = c.session_id and s.user_id = $1`,
      [userId],
    );
    await mailed.db.query(
      `update private.staff_second_factor_uses set verified_at = verified_at - interval '100 seconds' where user_id = $1`,
      [userId],
    );
    const again = localClient(mailed, LOCAL_PUBLISHABLE_KEY);
    expect((await again.auth.signInWithPassword({ email, password })).error).toBeNull();
    expect((await again.auth.mfa.challengeAndVerify({ factorId, code: totpFor(secret).generate() })).error).toBeNull();
    expect((await inbox(again)).error).toBeNull();
  });
});

describe('an invitation without a mailer', () => {
  it('answers 500 as GoTrue does when its mailer fails, and leaves no user', async () => {
    const invited = await localClient(backend, LOCAL_SECRET_KEY).auth.admin.inviteUserByEmail('geen-mail@ankerlicht.test');
    expect(invited.error).toMatchObject({ status: 500 });
    expect((await backend.db.query(`select 1 from auth.users where email = 'geen-mail@ankerlicht.test'`)).rows).toEqual([]);
  });
});
