/**
 * The local screener `npm start` adds (seed.ts, called by main.ts): signs in through supabase-js
 * with the documented password (aal1), passes the second factor with a code computed from the
 * documented TOTP secret, already enrolled and verified (aal2), and reads the staff inbox. Starting
 * again on the same data folder adds nothing twice. Tests' own backends never get it unasked.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpFor } from './auth.ts';
import { LOCAL_PUBLISHABLE_KEY } from './config.ts';
import { LOCAL_SCREENER, localScreenerLines, localScreenerTotpUri, seedLocalScreener } from './seed.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';
import { localClient } from './test-client.ts';

let dataDir = '';
let backend: LocalBackend | undefined;

const start = () => startLocalBackend({ port: 0, dataDir, mail: false, scheduleSeconds: 0, quiet: true });

async function counts(db: LocalBackend['db']) {
  const { rows } = await db.query<{ users: number; factors: number; members: number }>(
    `select (select count(*)::int from auth.users where email = $1) as users,
            (select count(*)::int from auth.mfa_factors f join auth.users u on u.id = f.user_id where u.email = $1) as factors,
            (select count(*)::int from private.staff s join auth.users u on u.id = s.user_id where u.email = $1) as members`,
    [LOCAL_SCREENER.email],
  );
  return rows[0];
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ankerlicht-seed-test-'));
});

afterAll(async () => {
  await backend?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local screener', () => {
  it('is not there unless asked for', async () => {
    backend = await start();
    expect(await counts(backend.db)).toEqual({ users: 0, factors: 0, members: 0 });
  });

  it('signs in with the documented password and TOTP secret and reads the inbox', async () => {
    expect(await seedLocalScreener(backend!.db)).toBe('created');
    expect(await counts(backend!.db)).toEqual({ users: 1, factors: 1, members: 1 });

    const client = localClient(backend!, LOCAL_PUBLISHABLE_KEY);
    const signIn = await client.auth.signInWithPassword({ email: LOCAL_SCREENER.email, password: LOCAL_SCREENER.password });
    expect(signIn.error).toBeNull();
    // The factor is enrolled and verified already: the password alone gives aal1, and aal2 is next.
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const factors = (await client.auth.mfa.listFactors()).data?.totp ?? [];
    expect(factors).toEqual([expect.objectContaining({ status: 'verified', friendly_name: LOCAL_SCREENER.factorName })]);
    expect((await client.rpc('staff_registrations')).error).toMatchObject({ message: 'staff_second_factor_required' });

    const code = totpFor(LOCAL_SCREENER.totpSecret).generate();
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factors[0]!.id, code })).error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
    expect((await client.rpc('staff_begin_read', { p_action: 'list' })).error).toBeNull();
    const inbox = await client.rpc('staff_registrations');
    expect(inbox.error).toBeNull();
    expect(inbox.data).toEqual([]);
    const member = await backend!.db.query(
      `select s.role, s.removed_at from private.staff s join auth.users u on u.id = s.user_id where u.email = $1`,
      [LOCAL_SCREENER.email],
    );
    expect(member.rows).toEqual([{ role: 'screener', removed_at: null }]);
    expect((await client.auth.signOut()).error).toBeNull();
  });

  it('is printed with the URI an authenticator app takes', () => {
    const uri = new URL(localScreenerTotpUri());
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(LOCAL_SCREENER.totpSecret);
    expect(uri.searchParams.get('issuer')).toBe('Ankerlicht');
    const printed = localScreenerLines().join('\n');
    for (const value of [LOCAL_SCREENER.email, LOCAL_SCREENER.password, LOCAL_SCREENER.totpSecret, uri.href, 'scripts/totp.ts']) {
      expect(printed).toContain(value);
    }
  });

  it('is added once, however often the backend starts on the same data folder', async () => {
    const firstId = (
      await backend!.db.query<{ id: string }>('select id from auth.users where email = $1', [LOCAL_SCREENER.email])
    ).rows[0]?.id;
    expect(await seedLocalScreener(backend!.db)).toBe('present');
    await backend!.stop();
    backend = await start();
    expect(await seedLocalScreener(backend.db)).toBe('present');
    expect(await counts(backend.db)).toEqual({ users: 1, factors: 1, members: 1 });
    expect(
      (await backend.db.query<{ id: string }>('select id from auth.users where email = $1', [LOCAL_SCREENER.email])).rows[0]?.id,
    ).toBe(firstId);

    // Still the same sign-in after the restart, which here comes seconds after the last one: the
    // earlier verification is moved back an hour, as if the restart came the next morning (a
    // second sign-in within 90 seconds is refused as a reused code: *_second_factor_reuse.sql).
    await backend.db.query(`update private.staff_second_factor_uses set verified_at = verified_at - interval '1 hour'`);
    const client = localClient(backend, LOCAL_PUBLISHABLE_KEY);
    expect(
      (await client.auth.signInWithPassword({ email: LOCAL_SCREENER.email, password: LOCAL_SCREENER.password })).error,
    ).toBeNull();
    const code = totpFor(LOCAL_SCREENER.totpSecret).generate();
    const factorId = (await client.auth.mfa.listFactors()).data?.totp[0]?.id ?? '';
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();
    expect((await client.rpc('staff_begin_read', { p_action: 'list' })).error).toBeNull();
    expect((await client.rpc('staff_registrations')).error).toBeNull();
  });
});
