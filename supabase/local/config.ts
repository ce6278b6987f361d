/**
 * Fixed settings of the embedded local backend. Nothing here is secret: these are the
 * well-known local development values of the Supabase CLI, so the site's defaults work against
 * `npm run backend` and against `supabase start` alike.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@ankerlicht/content';

/**
 * The Supabase CLI's local anon key (a JWT signed with the public demo secret
 * "super-secret-jwt-token-with-at-least-32-characters-long": role anon, issuer supabase-demo).
 * Only valid against a local backend.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/**
 * The Supabase CLI's local service_role key (same demo secret; role service_role). Requests
 * carrying it run as service_role, which bypasses row-level security: the e-mail function and
 * the schedule use it, never the site. Only valid against a local backend.
 */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/**
 * The Supabase CLI's local publishable key (the well-known local value). Hosted Supabase issues
 * `sb_publishable_…` keys beside the legacy JWT keys (which are deprecated at the end of 2026): the
 * gateway runs a request carrying one as anon. Not a JWT. Only valid against a local backend.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/**
 * The Supabase CLI's local secret key (the well-known local value): the gateway runs a request
 * carrying one as service_role. The replacement of the service_role key. Only valid locally.
 */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** The API roles a key maps to, and the JWT claims PostgREST would expose for it. */
export type ApiRole = 'anon' | 'service_role';
export type LocalKey = {
  role: ApiRole;
  claims: Record<string, unknown>;
  /** A legacy JWT key (anon, service_role), which a project can switch off; else an `sb_…` key. */
  legacy: boolean;
};
/**
 * Every key the local gateway knows. For the new keys, the claims are those of the short-lived JWT
 * the hosted gateway mints for them before passing the request on (the role is what matters).
 */
export const LOCAL_KEYS: ReadonlyMap<string, LocalKey> = new Map([
  [LOCAL_ANON_KEY, { role: 'anon', claims: { iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, legacy: true }],
  [
    LOCAL_SERVICE_ROLE_KEY,
    { role: 'service_role', claims: { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, legacy: true },
  ],
  [LOCAL_PUBLISHABLE_KEY, { role: 'anon', claims: { iss: 'supabase', role: 'anon' }, legacy: false }],
  [LOCAL_SECRET_KEY, { role: 'service_role', claims: { iss: 'supabase', role: 'service_role' }, legacy: false }],
]);

/** API port, as `[api] port` in supabase/config.toml. Override with LOCAL_BACKEND_PORT. */
export const DEFAULT_API_PORT = 54321;
/** maildev ports. Override with MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT. */
export const DEFAULT_MAIL_SMTP_PORT = 1025;
export const DEFAULT_MAIL_WEB_PORT = 1080;
/** Host every local service binds to. */
export const LOCAL_HOST = '127.0.0.1';

/** supabase/ */
export const supabaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** supabase/.local-data/ (git-ignored). Override with LOCAL_BACKEND_DATA or --fresh. */
export const defaultDataDir = path.join(supabaseDir, '.local-data');
export const migrationsDir = path.join(supabaseDir, 'migrations');
export const seedFile = path.join(supabaseDir, 'seed.sql');
export const platformSqlFile = path.join(supabaseDir, 'local', 'platform.sql');

/** Site origins the e-mail function answers CORS for locally (any port on localhost). */
export const LOCAL_ALLOWED_ORIGINS = 'http://localhost:*,http://127.0.0.1:*';

/** Mail settings the function gets locally (sent to maildev). */
export const LOCAL_MAIL_FROM = `${brand.name} website (lokaal) <no-reply@localhost>`;
/** The second address that learns of a registration whose e-mail could not be delivered. */
export const LOCAL_ALERT_TO = 'alerts@localhost';
/** Retries at once locally (the production default backs off over hours). */
export const LOCAL_NOTIFY_RETRY_DELAYS = '0,0,0';
/** How often the embedded backend runs the schedule (pg_cron's job in production). Override with LOCAL_SCHEDULE_SECONDS; 0 = off. */
export const DEFAULT_SCHEDULE_SECONDS = 60;
