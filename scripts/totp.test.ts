/**
 * `npx tsx scripts/totp.ts [<secret>]` (totp.ts): the code an authenticator app shows for a
 * secret, the local screener's by default, and a clear refusal of a secret that is not base32.
 */
import { describe, expect, it } from 'vitest';
import { totpFor } from '../supabase/local/auth.ts';
import { LOCAL_SCREENER } from '../supabase/local/seed.ts';
import { totpCode } from './totp.ts';

describe('totp.ts', () => {
  it('gives the code auth.ts accepts for the secret, and the seconds it stays valid', () => {
    const timestamp = Date.UTC(2026, 2, 2, 9, 0, 12);
    const { code, secondsLeft } = totpCode(LOCAL_SCREENER.totpSecret, timestamp);
    expect(code).toMatch(/^\d{6}$/);
    expect(code).toBe(totpFor(LOCAL_SCREENER.totpSecret).generate({ timestamp }));
    expect(totpFor(LOCAL_SCREENER.totpSecret).validate({ token: code, timestamp, window: 0 })).toBe(0);
    expect(secondsLeft).toBe(18);
  });

  it('takes a secret as apps show it (lower case, in groups), and refuses one that is not base32', () => {
    const timestamp = Date.UTC(2026, 2, 2, 9, 0, 0);
    const grouped = LOCAL_SCREENER.totpSecret.toLowerCase().replace(/(.{4})/g, '$1 ');
    expect(totpCode(grouped, timestamp).code).toBe(totpCode(LOCAL_SCREENER.totpSecret, timestamp).code);
    expect(() => totpCode('not-base32!')).toThrow(/not base32/);
    expect(() => totpCode('')).toThrow(/not base32/);
  });
});
