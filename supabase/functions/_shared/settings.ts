/**
 * How both functions (send-registration-email, staff-letter) read their settings: the same
 * trimming, the same default origins and the same order of keys, as hosted Supabase hands them
 * to a function. Throws name the setting only, never its value.
 */
import { brand } from './brand.ts';

export type Env = Record<string, string | undefined>;

/** A setting's value, trimmed; undefined when unset or blank. */
export function envValue(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** ALLOWED_ORIGINS (comma-separated), or the site with and without `www.`. Both functions read it so. */
export function allowedOriginsFromEnv(env: Env): string[] {
  const setting = envValue(env, 'ALLOWED_ORIGINS');
  if (setting === undefined) return defaultAllowedOrigins();
  return setting
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
}

/**
 * The keys that act as service_role, in the order the function prefers them for its own calls:
 * the values of SUPABASE_SECRET_KEYS (a JSON object such as {"default":"sb_secret_…"}, as hosted
 * Supabase sets it), SUPABASE_SECRET_KEY (self-hosted), then the legacy SUPABASE_SERVICE_ROLE_KEY
 * (a JWT, switched off on projects that use only the new keys).
 */
export function serviceKeysFromEnv(env: Env): string[] {
  return keysFromEnv(env, 'SUPABASE_SECRET_KEYS', ['SUPABASE_SECRET_KEY', 'SUPABASE_SERVICE_ROLE_KEY']);
}

/**
 * Keys as hosted Supabase hands them to a function: the values of a JSON object of named keys
 * (`dictionary`, e.g. SUPABASE_SECRET_KEYS), then single keys (`singles`), first wins, no repeats.
 * Throws, naming the setting only, when the object is not one.
 */
export function keysFromEnv(env: Env, dictionary: string, singles: readonly string[]): string[] {
  const keys: string[] = [];
  const text = envValue(env, dictionary);
  if (text !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error(`${dictionary} must be a JSON object of named keys`);
    }
    for (const value of Object.values(parsed)) if (typeof value === 'string' && value.trim() !== '') keys.push(value.trim());
  }
  for (const name of singles) {
    const value = envValue(env, name);
    if (value !== undefined) keys.push(value);
  }
  return [...new Set(keys)];
}

/** The site's origin with and without `www.`: visitors reach the site at both hosts. */
export function defaultAllowedOrigins(siteUrl: string = brand.siteUrl): string[] {
  const url = new URL(siteUrl);
  const bare = url.hostname.replace(/^www\./, '');
  return [...new Set([`${url.protocol}//${bare}`, `${url.protocol}//www.${bare}`])];
}
