/**
 * `npx tsx scripts/totp.ts [<base32 secret>]`: the current TOTP code of a factor's secret, as an
 * authenticator app shows it (SHA-1, 6 digits, 30 s; supabase/local/auth.ts's totpFor). Without a
 * secret, the local screener's (supabase/local/seed.ts), which `npm start` prints. For local
 * development: a real staff member's secret belongs in their authenticator app only.
 */
import { pathToFileURL } from 'node:url';
import { totpFor } from '../supabase/local/auth.ts';
import { LOCAL_SCREENER } from '../supabase/local/seed.ts';

const BASE32 = /^[A-Z2-7]+=*$/;
const PERIOD_SECONDS = 30;

/** The code for `secret` at `timestamp` (ms) and how many seconds it stays valid; throws on a secret that is not base32. */
export function totpCode(secret: string, timestamp = Date.now()): { code: string; secondsLeft: number } {
  const normalized = secret.replace(/\s+/g, '').toUpperCase();
  if (!BASE32.test(normalized)) throw new Error('the secret is not base32 (letters A-Z and digits 2-7)');
  const code = totpFor(normalized).generate({ timestamp });
  return { code, secondsLeft: PERIOD_SECONDS - (Math.floor(timestamp / 1000) % PERIOD_SECONDS) };
}

function main(args: string[]): number {
  const secret = args.find((arg) => arg !== '--') ?? LOCAL_SCREENER.totpSecret;
  try {
    const { code, secondsLeft } = totpCode(secret);
    console.info(`${code}  (valid for ${secondsLeft} more s)`);
    return 0;
  } catch (error) {
    console.error(`totp: ${(error as Error).message}`);
    return 2;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
