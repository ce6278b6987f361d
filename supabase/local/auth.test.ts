/**
 * The local Auth (auth.ts) through supabase-js, as the staff inbox will use it: a staff member is
 * created with the service key, signs in with the password (aal1: the staff functions refuse),
 * enrols a TOTP factor and verifies a code computed here (aal2: they answer), keeps aal2 across a
 * refresh, and signs out (the same token is refused at once). What a wrong code, a used challenge,
 * a forged token and a wrong password get.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpFor } from './auth.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from './config.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';
import { localClient } from './test-client.ts';

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

/** The staff inbox's list through REST, as the signed-in client calls it. */
const inbox = (client: SupabaseClient) => client.rpc('staff_registrations');

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

    // A wrong code, then the right one on a used challenge: both refused.
    const first = await client.auth.mfa.challenge({ factorId });
    const wrong = await client.auth.mfa.verify({
      factorId,
      challengeId: first.data!.id,
      code: code() === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ code: 'mfa_verification_failed', status: 422 });
    const reused = await client.auth.mfa.verify({ factorId, challengeId: first.data!.id, code: code() });
    expect(reused.error).toMatchObject({ code: 'mfa_challenge_expired', status: 422 });

    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: code() });
    expect(verified.error).toBeNull();
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

async function signedInToken(): Promise<string> {
  const client = localClient(backend, LOCAL_PUBLISHABLE_KEY);
  const { data, error } = await client.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  expect(error).toBeNull();
  return data.session!.access_token;
}
