/**
 * Fixed settings of the embedded local backend. Nothing here is secret: the keys are the Supabase
 * CLI's well-known local values (only valid against a local backend), so the site's defaults work
 * against `npm run backend` and against `supabase start` alike.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@ankerlicht/content';

/** The legacy anon key: a JWT signed with the public demo secret (role anon, issuer supabase-demo). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/** The legacy service_role key (bypasses row-level security): the function and the schedule, never the site. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** The publishable key (not a JWT; role anon): what replaces the legacy keys, deprecated at the end of 2026. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
/** The secret key (role service_role): the replacement of the service_role key. */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** The JWT secret of the Supabase CLI's local stack (public): signs the local Auth's access tokens. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
const LEGACY_CLAIMS = { iss: 'supabase-demo', exp: 1983812996 };
/**
 * Every key the local gateway knows, with the JWT claims PostgREST exposes for it (for a new key,
 * the JWT's the hosted gateway mints). `legacy`: a JWT key, which a project can switch off.
 */
export const LOCAL_KEYS: ReadonlyMap<string, { role: ApiRole; claims: Record<string, unknown>; legacy: boolean }> = new Map([
  [LOCAL_ANON_KEY, { role: 'anon', claims: { ...LEGACY_CLAIMS, role: 'anon' }, legacy: true }],
  [LOCAL_SERVICE_ROLE_KEY, { role: 'service_role', claims: { ...LEGACY_CLAIMS, role: 'service_role' }, legacy: true }],
  [LOCAL_PUBLISHABLE_KEY, { role: 'anon', claims: { iss: 'supabase', role: 'anon' }, legacy: false }],
  [LOCAL_SECRET_KEY, { role: 'service_role', claims: { iss: 'supabase', role: 'service_role' }, legacy: false }],
]);

/** The host every local service binds to. */
export const LOCAL_HOST = '127.0.0.1';

export const supabaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** git-ignored */
export const defaultDataDir = path.join(supabaseDir, '.local-data');
export const migrationsDir = path.join(supabaseDir, 'migrations');
export const seedFile = path.join(supabaseDir, 'seed.sql');
/** Supabase's platform pieces, shared with the test PostgreSQL (which adds supabase/postgres/platform-extra.sql). */
export const platformSqlFile = path.join(supabaseDir, 'platform', 'supabase.sql');

/** The function's local settings: CORS for any port on localhost, mail to maildev, retries at once. */
export const LOCAL_ALLOWED_ORIGINS = 'http://localhost:*,http://127.0.0.1:*';
export const LOCAL_MAIL_FROM = `${brand.name} website (lokaal) <no-reply@localhost>`;
/** The second address that learns of a registration whose e-mail could not be delivered. */
export const LOCAL_ALERT_TO = 'alerts@localhost';
export const LOCAL_NOTIFY_RETRY_DELAYS = '0,0,0';

/**
 * `name` in the `[table]` table of a config.toml text (`auth`, `auth.rate_limit`, `api`): the value
 * without quotes or a trailing comment, or undefined when the table does not set it.
 */
export function configSettingOf(configToml: string, table: string, name: string): string | undefined {
  const header = table.replace(/\./g, '\\.');
  const body = new RegExp(`^\\[${header}\\]\\s*$([\\s\\S]*?)(?=^\\[|(?![\\s\\S]))`, 'm').exec(configToml)?.[1] ?? '';
  return new RegExp(`^[ \\t]*${name}\\s*=\\s*"?([^"\\n#]*?)"?\\s*(#.*)?$`, 'm').exec(body)?.[1]?.trim();
}

/**
 * A setting of supabase/config.toml: the file `supabase start` reads and the local backend copies.
 * Local only (the README: never `supabase config push`); the hosted project's values are set in its
 * dashboard.
 */
export function configSetting(table: string, name: string): string | undefined {
  return configSettingOf(readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8'), table, name);
}
