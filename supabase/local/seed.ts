/**
 * The one staff member `npm start` and `npm run backend` give the local backend (main.ts), so a
 * newcomer can register on the site and work that registration in the staff inbox within a
 * minute: a screener with a fixed, documented password and an already verified TOTP factor with a
 * fixed, documented secret. Local only: these values are public (supabase/README.md), as the
 * local keys are. Tests start the backend without it unless they ask (seed.test.ts).
 *
 * Stored as local/auth.ts stores what it creates (auth.users with an scrypt hash, auth.mfa_factors
 * with status 'verified'), so the password gives aal1 and a code from the secret aal2; the
 * membership goes through public.admin_add_staff, as `npm run staff:invite` adds one.
 */
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { hashPassword, totpFor } from './auth.ts';

export const LOCAL_SCREENER = {
  email: 'screener@ankerlicht.local',
  password: 'lokaal-screener-wachtwoord',
  /** Base32 (20 bytes), as an authenticator app takes it. */
  totpSecret: 'ANKERLICHTLOKAALSCREENER234567AB',
  factorName: 'Lokale authenticator',
  role: 'screener',
} as const;

/** The `otpauth://` URI of the screener's factor (for an authenticator app, or a QR code made from it). */
export function localScreenerTotpUri(): string {
  return totpFor(LOCAL_SCREENER.totpSecret, 'Ankerlicht', LOCAL_SCREENER.email).toString();
}

/**
 * Creates the screener, its verified factor and its membership in one transaction if no user with
 * its e-mail exists; leaves an existing one as it is (the data folder outlives each run).
 * 'created' or 'present'.
 */
export async function seedLocalScreener(db: PGlite): Promise<'created' | 'present'> {
  const exists = async () =>
    (await db.query('select 1 from auth.users where email = $1', [LOCAL_SCREENER.email])).rows.length > 0;
  if (await exists()) return 'present';
  const hash = await hashPassword(LOCAL_SCREENER.password);
  return db.transaction(async (tx) => {
    const userId = randomUUID();
    const inserted = await tx.query(
      'insert into auth.users (id, email, encrypted_password) values ($1, $2, $3) on conflict (email) do nothing',
      [userId, LOCAL_SCREENER.email, hash],
    );
    if (inserted.affectedRows === 0) return 'present';
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, status, secret) values ($1, $2, $3, 'verified', $4)`,
      [randomUUID(), userId, LOCAL_SCREENER.factorName, LOCAL_SCREENER.totpSecret],
    );
    await tx.query('select public.admin_add_staff($1, $2)', [userId, LOCAL_SCREENER.role]);
    return 'created';
  });
}

/** What main.ts prints once the backend is up: how to sign in to the staff inbox locally. */
export function localScreenerLines(): string[] {
  return [
    'Staff inbox (local): a screener to sign in with',
    `  e-mail        ${LOCAL_SCREENER.email}`,
    `  password      ${LOCAL_SCREENER.password}`,
    `  TOTP secret   ${LOCAL_SCREENER.totpSecret}  (already enrolled and verified)`,
    `  TOTP URI      ${localScreenerTotpUri()}`,
    `  current code  npx tsx scripts/totp.ts ${LOCAL_SCREENER.totpSecret}  (or add the URI to an authenticator app)`,
  ];
}
