/**
 * `npm run deploy:check`: after deploying, does the hosted project do what the product relies on?
 * Five checks, each printed as ok / FAIL / skip / todo (exit 1 when one fails):
 *
 * 1. registration: one test registration the way the site sends it (the upload reservation, the
 *    letter to Storage, the row over REST, the function called with its id), with the site's
 *    publishable key. It is a real row the screening team sees and a real e-mail to MAIL_TO. The
 *    row says it is a test in its name ("TEST deploy-check (niet behandelen)") and its message
 *    ("TESTREGISTRATIE deploy:check …"), and so does a full e-mail; a minimal e-mail
 *    (REGISTRATION_EMAIL_CONTENT=minimal) is an ordinary "Nieuwe aanmelding … [ref X]" that does not,
 *    so the check prints the reference and the team should be told beforehand. Remove the row
 *    afterwards with the SQL the check prints (`--no-registration` skips it).
 * 2. heartbeat: waits (`--wait`, default 150 s) until the schedule's heartbeat (scheduleLastRunAt)
 *    differs from the one the first health read showed: pg_cron, pg_net, the Vault secrets and the
 *    function's key check together. Compared with the database's own earlier value, never with
 *    this machine's clock.
 * 3. health: the e-mail function's health check (GET /functions/v1/send-registration-email with a
 *    secret key), which answers `intake_health()`: read first (reachable, deployed, the heartbeat's
 *    baseline) and judged after the heartbeat, when a working project is healthy.
 * 4. address headers: which of cf-connecting-ip, x-real-ip and x-forwarded-for reach PostgREST
 *    (names and the number of x-forwarded-for entries, never a value), through a one-off function
 *    created with SUPABASE_DB_URL and dropped again; without SUPABASE_DB_URL, the SQL to do it by
 *    hand. ok only with cf-connecting-ip, the one header private.client_key() reads.
 * 5. auth: what Auth's public settings say (sign-ups off, e-mail sign-in on); with
 *    SUPABASE_ACCESS_TOKEN (a personal access token; the project's keys cannot read it), the Site URL,
 *    the redirect URLs, custom SMTP, TOTP and the password length from the Management API.
 *
 * Environment: SUPABASE_URL, SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY),
 * SUPABASE_PUBLISHABLE_KEY (or VITE_SUPABASE_PUBLISHABLE_KEY, VITE_SUPABASE_ANON_KEY); optional
 * SITE_URL, STAFF_APP_URL, SUPABASE_ACCESS_TOKEN, SUPABASE_DB_URL, SUPABASE_PROJECT_REF (when
 * SUPABASE_URL is not https://<ref>.supabase.co) and SUPABASE_MANAGEMENT_API_URL (default
 * https://api.supabase.com). With neither SUPABASE_URL nor a secret key, the local backend
 * (`npm run backend`) and its public local keys, as `npm run staff:invite` reads them; against a local
 * backend SUPABASE_DB_URL and SUPABASE_ACCESS_TOKEN are ignored, since they would name another
 * project. Never prints personal data or a key.
 */
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import {
  REFERRAL_LETTER_BUCKET,
  REFERRAL_LETTER_CACHE_CONTROL,
  REGISTRATIONS_TABLE,
  RESERVE_LETTER_UPLOAD_RPC,
  SEND_REGISTRATION_EMAIL_FUNCTION,
  referralLetterPath,
  registrationFormSchema,
  registrationReference,
  toRegistrationRecord,
} from '@ankerlicht/registration';
import { PDF } from '@ankerlicht/registration/test-fixtures/letters';
import { sampleFormValues } from '@ankerlicht/registration/test-fixtures/registrations';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/config.ts';
import { localClient } from '../supabase/local/test-client.ts';
import { isLocalUrl, targetFromEnv as projectFromEnv } from './staff-invite.ts';

export type Io = {
  out: (line: string) => void;
  /** For tests: every HTTP call (Supabase and the Management API). */
  fetch?: typeof fetch;
  /** For tests: runs SQL as the database owner instead of connecting to SUPABASE_DB_URL. */
  runSql?: (sql: string) => Promise<void>;
  /** For tests: how long to sleep between heartbeat polls. */
  sleep?: (ms: number) => Promise<void>;
  /** For tests: called once per heartbeat poll (a test runs the schedule from here). */
  onHeartbeatPoll?: () => Promise<void>;
};

export type Verdict = 'ok' | 'FAIL' | 'skip' | 'todo';
export type Check = { name: string; verdict: Verdict; lines: string[] };

type Options = { registration: boolean; waitSeconds: number; pollSeconds: number };
export type Target = {
  url: string;
  secretKey: string;
  publishableKey: string;
  local: boolean;
  siteUrl: string | null;
  staffAppUrl: string | null;
  accessToken: string | null;
  dbUrl: string | null;
  managementApi: string;
};

const USAGE =
  'usage: npm run deploy:check -- [--no-registration] [--wait <seconds>]\n' +
  '       npm run deploy:check -- --print-probe-sql   (the address-header function, for the SQL editor)';
/** The one-off function of check 4; safe to keep (it returns only header names), dropped anyway. */
export const ADDRESS_PROBE = 'deploy_check_address_headers';
/** Opens the test registration's message, which staff read in the inbox (and in a full e-mail). */
export const TEST_MARK = 'TESTREGISTRATIE deploy:check';
/** The test registration's name, the first thing the inbox and a full e-mail show. */
export const TEST_NAME = { firstName: 'TEST', familyName: 'deploy-check (niet behandelen)' } as const;
const trimmed = (value: string | undefined) => value?.trim() || '';

export function parseArgs(argv: string[]): Options | { error: string } | { help: true } {
  const options: Options = { registration: true, waitSeconds: 150, pollSeconds: 5 };
  const rest = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] as string;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--no-registration') options.registration = false;
    else if (arg === '--wait' || arg.startsWith('--wait=')) {
      const value = arg === '--wait' ? rest[(i += 1)] : arg.slice('--wait='.length);
      const seconds = Number(value);
      if (!Number.isFinite(seconds) || seconds < 0) return { error: '--wait takes a number of seconds' };
      options.waitSeconds = seconds;
    } else return { error: `unknown option ${arg}` };
  }
  return options;
}

/**
 * Where to check: the project and secret key as `npm run staff:invite` reads them (the local backend
 * when neither SUPABASE_URL nor a secret key is set), with the site's publishable key besides.
 */
export function targetFromEnv(env: Record<string, string | undefined>): Target | string {
  const publishableKey =
    trimmed(env.SUPABASE_PUBLISHABLE_KEY) || trimmed(env.VITE_SUPABASE_PUBLISHABLE_KEY) || trimmed(env.VITE_SUPABASE_ANON_KEY);
  // Before staff:invite's own check, whose message names staff:invite.
  if ((trimmed(env.SUPABASE_SECRET_KEY) || trimmed(env.SUPABASE_SERVICE_ROLE_KEY)).startsWith('sb_publishable_'))
    return 'SUPABASE_SECRET_KEY holds a publishable key; it needs a secret key (sb_secret_…).';
  const project = projectFromEnv(env);
  if (typeof project === 'string') return project;
  if (trimmed(env.SUPABASE_URL) === '' && publishableKey !== '')
    return 'SUPABASE_URL is not set (the project URL, https://<ref>.supabase.co), though a publishable key is.';
  if (!/^https?:\/\/[^/]+$/.test(project.url))
    return 'SUPABASE_URL is the project URL alone (https://<ref>.supabase.co), without a path.';
  if (publishableKey === '' && !project.local)
    return "SUPABASE_PUBLISHABLE_KEY is not set: the test registration is sent with the site's publishable key (sb_publishable_…).";
  if (publishableKey.startsWith('sb_secret_'))
    return 'SUPABASE_PUBLISHABLE_KEY holds a secret key: the test registration must go in as a visitor, with the publishable key.';
  return {
    url: project.url,
    secretKey: project.key,
    publishableKey: publishableKey || LOCAL_PUBLISHABLE_KEY,
    local: project.local,
    siteUrl: trimmed(env.SITE_URL) || null,
    staffAppUrl: trimmed(env.STAFF_APP_URL) || null,
    // A hosted project's database and Management API: never mixed with a local backend's answers.
    accessToken: project.local ? null : trimmed(env.SUPABASE_ACCESS_TOKEN) || null,
    dbUrl: project.local ? null : trimmed(env.SUPABASE_DB_URL) || null,
    managementApi: trimmed(env.SUPABASE_MANAGEMENT_API_URL) || 'https://api.supabase.com',
  };
}

/** The project ref from https://<ref>.supabase.co, else SUPABASE_PROJECT_REF. */
function projectRef(target: Target, env: Record<string, string | undefined>): string | null {
  const fromEnv = trimmed(env.SUPABASE_PROJECT_REF);
  if (fromEnv) return fromEnv;
  const match = /^https:\/\/([a-z0-9]{20})\.supabase\.co$/.exec(target.url);
  return match ? (match[1] as string) : null;
}

type Health = {
  healthy?: unknown;
  scheduleLastRunAt?: unknown;
  floodActive?: unknown;
  unknownClientCount?: unknown;
} & Record<string, unknown>;
type HealthRead = { status: number; health: Health | null };

async function readHealth(target: Target, doFetch: typeof fetch): Promise<HealthRead> {
  const response = await doFetch(`${target.url}/functions/v1/${SEND_REGISTRATION_EMAIL_FUNCTION}`, {
    headers: { apikey: target.secretKey, authorization: `Bearer ${target.secretKey}` },
  });
  const body = (await response.json().catch(() => null)) as Health | null;
  return { status: response.status, health: body && typeof body === 'object' && 'healthy' in body ? body : null };
}

/** The health JSON holds counts and times only (intake_health(): no personal data by design). */
const describeHealth = (health: Health) => JSON.stringify(health);

/** Health read once, or why it could not be: unreachable, not deployed, the key refused. */
async function readHealthOrWhy(target: Target, doFetch: typeof fetch): Promise<HealthRead | string> {
  let read: HealthRead;
  try {
    read = await readHealth(target, doFetch);
  } catch {
    return `could not reach ${target.url}`;
  }
  if (read.health !== null) return read;
  return read.status === 404
    ? 'the function send-registration-email is not deployed (supabase functions deploy send-registration-email)'
    : read.status === 401 || read.status === 403
      ? 'the secret key was refused'
      : `no health JSON (HTTP ${read.status})`;
}

/** What keeps a health answer from healthy, in the handler's own terms (handler.ts healthCheck). */
function unhealthyReasons(health: Health): string[] {
  const reasons: string[] = [];
  if (health.scheduleStale === true) reasons.push('the schedule is stale (no recent heartbeat)');
  if (health.scheduleCallFailing === true)
    reasons.push('pg_net reports the scheduled call refused or failing (scheduleLastCall)');
  if (health.floodActive === true) reasons.push('a flood is on: new registrations are held');
  if (Number(health.held) > 0) reasons.push(`${String(health.held)} registration(s) held and not yet announced to the team`);
  if (Number(health.failedUnalerted) > 0) reasons.push(`${String(health.failedUnalerted)} notification(s) failed for good`);
  if (Number(health.unsent) > 0)
    reasons.push(
      `${String(health.unsent)} notification(s) waiting since ${String(health.oldestUnsentAt)} (unhealthy after 30 minutes)`,
    );
  return reasons;
}

/** Health after the heartbeat: a working project, its schedule run, is healthy; anything else fails. */
async function healthCheck(target: Target, doFetch: typeof fetch): Promise<Check> {
  const name = 'health';
  const read = await readHealthOrWhy(target, doFetch);
  if (typeof read === 'string') return { name, verdict: 'FAIL', lines: [read] };
  const health = read.health as Health;
  const lines = [`HTTP ${read.status}: ${describeHealth(health)}`];
  if (health.healthy === true) return { name, verdict: 'ok', lines };
  const reasons = unhealthyReasons(health);
  lines.push(...(reasons.length > 0 ? reasons : ['not healthy (see the JSON above)']).map((reason) => `not healthy: ${reason}`));
  return { name, verdict: 'FAIL', lines };
}

/** The test registration's form values: the shared sample, renamed and described as a test, with a real PDF. */
export function testFormValues(now: Date) {
  const stamp = now.toISOString().slice(0, 16).replace('T', ' ');
  return sampleFormValues('adults', {
    ...TEST_NAME,
    email: 'deploy-check@example.invalid',
    message: `${TEST_MARK} ${stamp} UTC: een controle na het deployen, geen aanmelding. Verwijderen met de SQL die de controle toonde.`,
    // The letter check marks this one ok: the test registration shows no flagged letter.
    referralLetter: new File([new Uint8Array(PDF)], 'deploy-check-test.pdf', { type: 'application/pdf' }),
  });
}

const count = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

async function sendTestRegistration(target: Target, io: Io, doFetch: typeof fetch, before: Health | null): Promise<Check> {
  const name = 'registration';
  const values = v.safeParse(registrationFormSchema('adults'), testFormValues(new Date()));
  if (!values.success)
    return { name, verdict: 'FAIL', lines: ['the test values no longer pass the form schema: update testFormValues()'] };
  let origin: string | null = null;
  if (target.siteUrl) {
    try {
      origin = new URL(target.siteUrl).origin;
    } catch {
      return {
        name,
        verdict: 'FAIL',
        lines: [`SITE_URL (${target.siteUrl}) is not a URL: the public site's address, https://…`],
      };
    }
  }
  const visitor = localClient(target, target.publishableKey, {
    ...(io.fetch ? { fetch: io.fetch } : {}),
    // As the site's browser sends it: the function refuses an origin outside ALLOWED_ORIGINS.
    ...(origin ? { headers: { origin } } : {}),
  });
  const id = crypto.randomUUID();
  const path = referralLetterPath('adults', values.output.email, Date.now(), 'pdf');
  // As the site does: a committed call reserves the path (and takes the upload slot) before the
  // upload, because Storage's own policy check is rolled back (20261201130000_upload_reservations.sql).
  // Without it the site fails every upload, so a missing function fails here too.
  const reserved = await visitor.rpc(RESERVE_LETTER_UPLOAD_RPC, { p_path: path });
  if (reserved.error) {
    return {
      name,
      verdict: 'FAIL',
      lines: [
        reserved.error.code === 'PGRST202'
          ? `the upload reservation public.${RESERVE_LETTER_UPLOAD_RPC} does not exist, so the site fails every upload: run supabase db push`
          : `the upload reservation was refused (${reserved.status} ${reserved.error.code ?? ''} ${reserved.error.message}); is every migration pushed (supabase db push)?`,
      ],
    };
  }
  const upload = await visitor.storage.from(REFERRAL_LETTER_BUCKET).upload(path, values.output.referralLetter, {
    cacheControl: REFERRAL_LETTER_CACHE_CONTROL,
    upsert: false,
    contentType: 'application/pdf',
  });
  if (upload.error) return { name, verdict: 'FAIL', lines: [`the letter upload was refused (${upload.error.message})`] };
  const insert = await visitor.from(REGISTRATIONS_TABLE).insert({ id, ...toRegistrationRecord(values.output, path) });
  if (insert.error) {
    return {
      name,
      verdict: 'FAIL',
      lines: [`the registration was refused (${insert.error.code ?? ''} ${insert.error.message})`],
    };
  }
  const reference = registrationReference(id);
  const lines = [
    `stored registration ${id} (reference ${reference}), named "${TEST_NAME.firstName} ${TEST_NAME.familyName}", its message starting "${TEST_MARK}".`,
    `Remove it when done (SQL editor): delete from public.registrations where id = '${id}';`,
    '(its case, notification and history go with it; the schedule deletes the letter, then without a row, after 24 hours)',
  ];
  const notified = await visitor.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, { body: { registrationId: id } });
  // supabase-js gives no error for any 2xx, so the status comes from the response itself: 202 is
  // "held", not "sent".
  const response = notified.error ? (notified.error as { context?: unknown }).context : notified.response;
  const status = response instanceof Response ? response.status : notified.error ? 0 : 200;
  const answer = notified.error
    ? response instanceof Response
      ? ((await response.json().catch(() => null)) as { error?: string } | null)?.error
      : 'unreachable'
    : 'sent';
  if (status === 200) {
    lines.push(
      `the e-mail function sent the notification: the team received an ordinary "Nieuwe aanmelding" e-mail for reference ${reference}`,
      '(with REGISTRATION_EMAIL_CONTENT=minimal nothing in it says it is a test): tell them it needs no action.',
    );
    return { name, verdict: 'ok', lines };
  }
  if (status === 202) {
    // Held: a flood, or a registration whose client address could not be read. Health tells which.
    const after = await readHealth(target, doFetch).catch(() => null);
    const unknownRise = count(after?.health?.unknownClientCount) - count(before?.unknownClientCount);
    const heldRise = count(after?.health?.held) - count(before?.held);
    const flood = after?.health?.floodActive === true;
    if (after?.health && before && (unknownRise > 0 || (!flood && heldRise > 0))) {
      // Held without a flood can only be an unknown client (held_reason is 'flood' or 'unknown-client').
      lines.push(
        unknownRise > 0
          ? `the e-mail function held the notification as an unknown client: health's unknownClientCount rose by ${unknownRise}.`
          : `the e-mail function held the notification as an unknown client: health's held rose by ${heldRise} without a flood.`,
        'cf-connecting-ip did not reach the database, so every registration will be held as an unknown client',
        '(see the address headers check below).',
      );
    } else if (flood) {
      lines.push(
        "the e-mail function held the notification because a flood is on (health's floodActive): the e-mail path was not",
        'tried. The hourly summary announces held registrations once the flood ends; run the check again then.',
      );
    } else {
      lines.push(
        'the e-mail function held the notification (202), and health shows neither a flood nor a held registration more:',
        "see the function's logs.",
      );
    }
    return { name, verdict: 'FAIL', lines };
  }
  lines.push(
    status === 403 && answer === 'origin-not-allowed'
      ? `the e-mail function refused the origin ${origin ?? '(none)'}: add it to ALLOWED_ORIGINS (supabase secrets set).`
      : `the e-mail function answered ${status} ${answer ?? ''}: the schedule retries it; see the function's logs.`,
  );
  return { name, verdict: 'FAIL', lines };
}

/**
 * Waits until scheduleLastRunAt differs from `baseline`, the value of the first health read (undefined
 * when that read failed: the first answer in the loop is the baseline then). Only the database's own
 * values are compared, so a clock on this machine that is off changes nothing.
 */
async function heartbeatCheck(
  target: Target,
  baseline: string | null | undefined,
  options: Options,
  io: Io,
  doFetch: typeof fetch,
): Promise<Check> {
  const name = 'heartbeat';
  const sleep = io.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const deadline = Date.now() + options.waitSeconds * 1000;
  let since = baseline;
  for (;;) {
    await io.onHeartbeatPoll?.();
    const read = await readHealth(target, doFetch).catch(() => null);
    const last = typeof read?.health?.scheduleLastRunAt === 'string' ? read.health.scheduleLastRunAt : null;
    if (read?.health && since === undefined) since = last;
    else if (last !== null && last !== since) {
      return {
        name,
        verdict: 'ok',
        lines: [
          `the schedule ran at ${last} (before: ${since ?? 'never'}): pg_cron, pg_net, Vault and the function work together.`,
        ],
      };
    }
    if (Date.now() >= deadline) {
      return {
        name,
        verdict: 'FAIL',
        lines: [
          `no scheduled run within ${options.waitSeconds} s (last: ${last ?? 'never'}). Check, in the SQL editor:`,
          "  select name from vault.decrypted_secrets where name in ('project_url', 'service_role_key');  -- both must exist",
          '  select status, return_message, start_time from cron.job_run_details order by start_time desc limit 5;',
          '  select status_code, content, created from net._http_response order by created desc limit 5;  -- 401/403: the Vault key is wrong',
        ],
      };
    }
    await sleep(options.pollSeconds * 1000);
  }
}

/** The one-off function of check 4: header names and the number of x-forwarded-for entries, never a value. */
export const ADDRESS_PROBE_SQL = `create or replace function public.${ADDRESS_PROBE}()
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select jsonb_build_object(
    'cf-connecting-ip', h.j ? 'cf-connecting-ip',
    'x-real-ip', h.j ? 'x-real-ip',
    'x-forwarded-for', h.j ? 'x-forwarded-for',
    'x-forwarded-for entries',
      case when h.j ? 'x-forwarded-for' then cardinality(string_to_array(h.j ->> 'x-forwarded-for', ',')) else 0 end
  )
    from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb as j) h
$$;
revoke all on function public.${ADDRESS_PROBE}() from public;
grant execute on function public.${ADDRESS_PROBE}() to anon;
notify pgrst, 'reload schema';`;
export const ADDRESS_PROBE_DROP_SQL = `drop function if exists public.${ADDRESS_PROBE}();
notify pgrst, 'reload schema';`;

async function sqlRunner(
  target: Target,
  io: Io,
): Promise<{ run: (sql: string) => Promise<void>; close: () => Promise<void> } | null> {
  if (io.runSql) return { run: io.runSql, close: async () => undefined };
  if (!target.dbUrl) return null;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: target.dbUrl });
  await client.connect();
  return {
    run: async (sql) => {
      await client.query(sql);
    },
    close: () => client.end(),
  };
}

async function addressHeadersCheck(target: Target, io: Io, doFetch: typeof fetch): Promise<Check> {
  const name = 'address headers';
  const runner = await sqlRunner(target, io).catch(() => undefined);
  if (runner === undefined) return { name, verdict: 'FAIL', lines: ['could not connect to SUPABASE_DB_URL'] };
  if (runner === null) {
    return {
      name,
      verdict: 'todo',
      lines: [
        ...(target.local ? ['(the local backend has no database port; its gateway sets all three headers)'] : []),
        "set SUPABASE_DB_URL to run it (the dashboard's Connect button → Session pooler connection string; the direct",
        '  db.<ref>.supabase.co host answers over IPv6 only), or by hand:',
        '  1. SQL editor: the function printed by `npm run deploy:check -- --print-probe-sql` (scripts/deploy-check.ts, ADDRESS_PROBE_SQL);',
        `  2. curl -X POST ${target.url}/rest/v1/rpc/${ADDRESS_PROBE} -H "apikey: <publishable key>" -H "content-type: application/json" -d '{}'`,
        `  3. SQL editor: drop function public.${ADDRESS_PROBE}();`,
      ],
    };
  }
  try {
    try {
      await runner.run(ADDRESS_PROBE_SQL);
    } catch (error) {
      return {
        name,
        verdict: 'FAIL',
        lines: [`could not create the one-off function public.${ADDRESS_PROBE}() (${(error as Error).message})`],
      };
    }
    // PostgREST reloads its schema cache on the notify; a new function may 404 for a moment.
    let answer: Record<string, unknown> | null = null;
    for (let attempt = 0; attempt < 10 && answer === null; attempt += 1) {
      const response = await doFetch(`${target.url}/rest/v1/rpc/${ADDRESS_PROBE}`, {
        method: 'POST',
        headers: {
          apikey: target.publishableKey,
          authorization: `Bearer ${target.publishableKey}`,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      if (response.ok) answer = (await response.json()) as Record<string, unknown>;
      else await (io.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms))))(1000);
    }
    if (answer === null) return { name, verdict: 'FAIL', lines: ['PostgREST did not find the one-off function (schema cache)'] };
    const present = ['cf-connecting-ip', 'x-real-ip', 'x-forwarded-for'].filter((header) => answer[header] === true);
    const lines = [
      `reached PostgREST: ${present.length > 0 ? present.join(', ') : 'none of cf-connecting-ip, x-real-ip, x-forwarded-for'}` +
        (answer['x-forwarded-for'] === true
          ? ` (x-forwarded-for with ${String(answer['x-forwarded-for entries'])} entries)`
          : ''),
    ];
    // private.client_key() reads cf-connecting-ip and nothing else (20261201125000_client_key.sql):
    // the other two do not count, whatever arrives.
    const cf = answer['cf-connecting-ip'] === true;
    if (!cf) {
      lines.push(
        'cf-connecting-ip did not arrive, and private.client_key() reads only that header: every registration will be',
        'held as an unknown client (no e-mail until the hourly summary) and no upload is limited per client.',
      );
    }
    lines.push(`the one-off function public.${ADDRESS_PROBE}() was dropped again.`);
    return { name, verdict: cf ? 'ok' : 'FAIL', lines };
  } finally {
    await runner.run(ADDRESS_PROBE_DROP_SQL).catch(() => undefined);
    await runner.close().catch(() => undefined);
  }
}

/** Does GoTrue's allow list (globs: `*` within a segment, `**` across) cover `url`? */
export function redirectAllowed(allowList: string[], url: string): boolean {
  return allowList.some((pattern) => {
    const expression = pattern
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^./]*'),
      )
      .join('.*');
    return new RegExp(`^${expression}$`).test(url);
  });
}

type AuthConfig = Record<string, unknown>;

async function authCheck(target: Target, env: Record<string, string | undefined>, doFetch: typeof fetch): Promise<Check> {
  const name = 'auth';
  const lines: string[] = [];
  let failed = false;
  const settings = await doFetch(`${target.url}/auth/v1/settings`, { headers: { apikey: target.publishableKey } }).catch(
    () => null,
  );
  if (settings?.ok) {
    const body = (await settings.json()) as { disable_signup?: boolean; external?: { email?: boolean } };
    lines.push(
      `sign-ups ${body.disable_signup ? 'off' : 'ON'}; e-mail sign-in ${body.external?.email ? 'on' : 'OFF'} (Auth's public settings)`,
    );
    if (!body.disable_signup) failed = true;
    if (body.external?.email === false) failed = true;
  } else {
    lines.push(`Auth's public settings were not readable (${settings ? `HTTP ${settings.status}` : 'unreachable'})`);
  }

  const ref = projectRef(target, env);
  if (!target.accessToken || ref === null) {
    lines.push(
      "The Site URL, redirect URLs and SMTP settings are readable only with a personal access token (the project's keys cannot):",
      '  set SUPABASE_ACCESS_TOKEN (supabase.com/dashboard/account/tokens) to check them here, or check by hand:',
      `  Authentication → URL Configuration: Site URL = ${target.siteUrl ?? 'the public site'}; Redirect URLs include ${target.staffAppUrl ?? 'the staff app (STAFF_APP_URL)'};`,
      '  Authentication → Emails → SMTP Settings: custom SMTP on (the default mailer reaches only the project team, about 2 an hour).',
    );
    return { name, verdict: failed ? 'FAIL' : 'todo', lines };
  }
  const response = await doFetch(`${target.managementApi}/v1/projects/${ref}/config/auth`, {
    headers: { authorization: `Bearer ${target.accessToken}` },
  }).catch(() => null);
  if (!response?.ok) {
    lines.push(`the Management API refused or was unreachable (${response ? `HTTP ${response.status}` : 'network'})`);
    return { name, verdict: 'FAIL', lines };
  }
  const config = (await response.json()) as AuthConfig;
  const siteUrl = String(config.site_url ?? '');
  const allowList = String(config.uri_allow_list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  lines.push(`Site URL: ${siteUrl || '(none)'}`);
  lines.push(`Redirect URLs: ${allowList.length > 0 ? allowList.join(', ') : '(none)'}`);
  const problems: string[] = [];
  if (siteUrl === '' || isLocalUrl(siteUrl))
    problems.push('the Site URL is not the public site (a local address: was config.toml pushed?)');
  if (target.siteUrl && siteUrl.replace(/\/+$/, '') !== target.siteUrl.replace(/\/+$/, ''))
    problems.push(`the Site URL is not SITE_URL (${target.siteUrl})`);
  const loopbacks = allowList.filter((entry) => isLocalUrl(entry.replace(/\*+/g, 'x')));
  if (loopbacks.length > 0) problems.push(`local addresses among the redirect URLs: ${loopbacks.join(', ')}`);
  if (target.staffAppUrl && !redirectAllowed(allowList, target.staffAppUrl))
    problems.push(
      `STAFF_APP_URL (${target.staffAppUrl}) is not among the redirect URLs: invitation links would open the Site URL`,
    );
  if (!target.staffAppUrl) lines.push('(set STAFF_APP_URL to check that the staff app is among them)');
  if (!config.smtp_host)
    problems.push('no custom SMTP: Auth can e-mail only the project team, about 2 an hour, so invitations fail');
  if (config.disable_signup !== true) problems.push('sign-ups are on');
  if (config.external_email_enabled === false) problems.push('the e-mail provider is off: staff cannot sign in with a password');
  if (config.mfa_totp_enroll_enabled !== true || config.mfa_totp_verify_enabled !== true)
    problems.push('TOTP enrolment or verification is off');
  if (Number(config.password_min_length ?? 0) < 12)
    problems.push(`minimum password length ${String(config.password_min_length ?? '?')}, below 12`);
  if (problems.length === 0) lines.push(`custom SMTP on (${String(config.smtp_host)}), sign-ups off, TOTP on, passwords ≥ 12`);
  lines.push(...problems.map((problem) => `problem: ${problem}`));
  return { name, verdict: failed || problems.length > 0 ? 'FAIL' : 'ok', lines };
}

/** Runs every check; the exit code (0 all passed or left to do by hand, 1 one failed, 2 usage). */
export async function main(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  io: Io = { out: (line) => console.info(line) },
): Promise<number> {
  if (argv.includes('--print-probe-sql')) {
    io.out(ADDRESS_PROBE_SQL);
    return 0;
  }
  const options = parseArgs(argv);
  if ('help' in options) {
    io.out(USAGE);
    return 0;
  }
  if ('error' in options) {
    io.out(`deploy:check: ${options.error}\n${USAGE}`);
    return 2;
  }
  const target = targetFromEnv(env);
  if (typeof target === 'string') {
    io.out(`deploy:check: ${target}`);
    return 2;
  }
  const doFetch = io.fetch ?? fetch;
  io.out(`Checking ${target.url}${target.local ? ' (the local backend)' : ''}`);
  if (target.local && (trimmed(env.SUPABASE_DB_URL) || trimmed(env.SUPABASE_ACCESS_TOKEN)))
    io.out('(SUPABASE_DB_URL and SUPABASE_ACCESS_TOKEN ignored: they belong to a hosted project, not this local backend)');
  const checks: Check[] = [];
  const report = (check: Check) => {
    checks.push(check);
    io.out(`${check.verdict.padEnd(4)} ${check.name}`);
    for (const line of check.lines) io.out(`     ${line}`);
  };
  // A check that throws (a refused SQL statement, an answer that is not JSON) is a FAIL line of its
  // own, and the checks after it still run.
  const run = async (name: string, check: () => Promise<Check>) => {
    try {
      report(await check());
    } catch (error) {
      report({ name, verdict: 'FAIL', lines: [`stopped: ${error instanceof Error ? error.message : String(error)}`] });
    }
  };
  // The first health read: reachable and deployed, and the heartbeat's baseline.
  const first = await readHealthOrWhy(target, doFetch);
  if (typeof first === 'string') report({ name: 'health', verdict: 'FAIL', lines: [first] });
  const before = typeof first === 'string' ? null : first.health;
  if (options.registration) await run('registration', () => sendTestRegistration(target, io, doFetch, before));
  else report({ name: 'registration', verdict: 'skip', lines: ['--no-registration'] });
  const baseline = before === null ? undefined : typeof before.scheduleLastRunAt === 'string' ? before.scheduleLastRunAt : null;
  await run('heartbeat', () => heartbeatCheck(target, baseline, options, io, doFetch));
  // Judged after the heartbeat: by then a working project is healthy (a new one is stale until its first run).
  if (typeof first !== 'string') await run('health', () => healthCheck(target, doFetch));
  await run('address headers', () => addressHeadersCheck(target, io, doFetch));
  await run('auth', () => authCheck(target, env, doFetch));
  const failed = checks.filter((check) => check.verdict === 'FAIL').length;
  io.out(failed === 0 ? 'No check failed.' : `${failed} check(s) failed.`);
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2));
