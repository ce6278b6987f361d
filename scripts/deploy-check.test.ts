/**
 * `npm run deploy:check` against the local backend (the stand-in for a hosted project): health,
 * the test registration through the visitor's path, the heartbeat, the address headers through the
 * one-off function, and Auth's settings read back from a faked Management API. Also what it reports
 * for the day-one breaks of issue 50: a pushed local config, no SMTP, a dead schedule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../supabase/local/config.ts';
import { startLocalBackend, type LocalBackend } from '../supabase/local/server.ts';
import { ADDRESS_PROBE, main, redirectAllowed, targetFromEnv, type Io } from './deploy-check.ts';

const REF = 'abcdefghijklmnopqrst';
const MANAGEMENT_API = 'https://management.example.test';
const STAFF_APP_URL = 'https://aanmeldingen.example.nl';
const SITE_URL = 'https://www.ankerlicht-ggz.nl';

/** Auth's config as a correctly deployed project reports it (Management API GET /v1/projects/{ref}/config/auth). */
const GOOD_AUTH = {
  site_url: SITE_URL,
  uri_allow_list: `${STAFF_APP_URL},${STAFF_APP_URL}/**`,
  smtp_host: 'smtp.example.nl',
  disable_signup: true,
  external_email_enabled: true,
  mfa_totp_enroll_enabled: true,
  mfa_totp_verify_enabled: true,
  password_min_length: 12,
};
/** What `supabase config push` of this repository's base config.toml leaves (before issue 50). */
const PUSHED_LOCAL_CONFIG = {
  ...GOOD_AUTH,
  site_url: 'http://127.0.0.1:5173',
  uri_allow_list: 'http://localhost:5173',
  smtp_host: null,
  external_email_enabled: false,
};

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({
    port: 0,
    fresh: true,
    mail: { smtpPort: 0, webPort: 0 },
    scheduleSeconds: 0,
    quiet: true,
    // As deployed: the function accepts the public site's origin only.
    functionEnv: { ALLOWED_ORIGINS: SITE_URL },
  });
});
afterAll(async () => {
  await backend?.stop();
});

function run(
  argv: string[],
  { authConfig = GOOD_AUTH as Record<string, unknown>, env = {}, schedule = true, sql = true } = {},
): Promise<{ code: number; output: string; requests: string[] }> {
  const lines: string[] = [];
  const requests: string[] = [];
  let polls = 0;
  const io: Io = {
    out: (line) => lines.push(line),
    fetch: async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      requests.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url}`);
      if (url.startsWith(MANAGEMENT_API)) {
        return url === `${MANAGEMENT_API}/v1/projects/${REF}/config/auth`
          ? Response.json(authConfig)
          : new Response('{"message":"not found"}', { status: 404 });
      }
      return fetch(input, init);
    },
    // As SUPABASE_DB_URL would: the owner's SQL (the local backend has no PostgreSQL port).
    ...(sql ? { runSql: async (statements: string) => void (await backend.db.exec(statements)) } : {}),
    sleep: () => new Promise((resolve) => setTimeout(resolve, 5)),
    // The schedule runs once, during the wait, as pg_cron would a minute after deploying.
    onHeartbeatPoll: async () => {
      polls += 1;
      if (schedule && polls === 2) await backend.runSchedule();
    },
  };
  const fullEnv = {
    SUPABASE_URL: backend.url,
    SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
    SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    SITE_URL,
    STAFF_APP_URL,
    SUPABASE_ACCESS_TOKEN: 'sbp_test',
    SUPABASE_PROJECT_REF: REF,
    SUPABASE_MANAGEMENT_API_URL: MANAGEMENT_API,
    ...env,
  };
  return main(argv, fullEnv, io).then((code) => ({ code, output: lines.join('\n'), requests }));
}

const verdictOf = (output: string, check: string) => new RegExp(`^(ok|FAIL|skip|todo)\\s+${check}$`, 'm').exec(output)?.[1];

describe('deploy:check against the local backend', () => {
  it('passes every check on a working deployment, and its test registration can be removed as it says', async () => {
    const { code, output } = await run(['--wait', '5']);
    expect(output).toMatch(/^ok\s+health$/m);
    expect(verdictOf(output, 'registration'), output).toBe('ok');
    expect(verdictOf(output, 'heartbeat'), output).toBe('ok');
    expect(verdictOf(output, 'address headers'), output).toBe('ok');
    expect(verdictOf(output, 'auth'), output).toBe('ok');
    expect(code, output).toBe(0);

    // The local gateway sets all three from the socket, as the contract says hosted's edge does.
    expect(output).toContain('reached PostgREST: cf-connecting-ip, x-real-ip, x-forwarded-for (x-forwarded-for with 1 entries)');
    // Removed again: PostgREST no longer finds it.
    const { rows: probe } = await backend.db.query(`select 1 from pg_proc where proname = $1`, [ADDRESS_PROBE]);
    expect(probe).toEqual([]);

    // A real row, marked, notified; never a value of it in the output.
    const id = /stored registration ([0-9a-f-]{36})/.exec(output)?.[1] as string;
    const { rows } = await backend.db.query<{ message: string; status: string }>(
      `select r.message, n.status from public.registrations r join private.registration_notifications n on n.registration_id = r.id where r.id = $1`,
      [id],
    );
    expect(rows[0]?.message).toContain('TESTREGISTRATIE deploy:check');
    expect(rows[0]?.status).toBe('sent');
    expect(output).not.toContain('111222333');
    expect(output).not.toContain('deploy-check@example.invalid');
    expect(output).not.toContain(LOCAL_SECRET_KEY);

    // The removal it prints works as the owner (the SQL editor) and takes the notification along.
    const removal = /(delete from public\.registrations where id = '[0-9a-f-]{36}';)/.exec(output)?.[1] as string;
    await backend.db.exec(removal);
    const { rows: left } = await backend.db.query(
      `select 1 from public.registrations where id = $1 union all select 1 from private.registration_notifications where registration_id = $1`,
      [id],
    );
    expect(left).toEqual([]);
  });

  it('fails on the config `supabase config push` of the local config.toml leaves: local Site URL, no staff host, no SMTP, e-mail sign-in off', async () => {
    const { code, output } = await run(['--no-registration', '--wait', '5'], { authConfig: PUSHED_LOCAL_CONFIG });
    expect(code).toBe(1);
    expect(verdictOf(output, 'auth')).toBe('FAIL');
    expect(output).toContain('the Site URL is not the public site (a local address: was config.toml pushed?)');
    expect(output).toContain('local addresses among the redirect URLs: http://localhost:5173');
    expect(output).toContain(`STAFF_APP_URL (${STAFF_APP_URL}) is not among the redirect URLs`);
    expect(output).toContain('no custom SMTP');
    expect(output).toContain('the e-mail provider is off');
    expect(verdictOf(output, 'registration')).toBe('skip');
  });

  it("fails the registration when the site's origin is not among the function's ALLOWED_ORIGINS", async () => {
    const { output } = await run(['--wait', '5'], { env: { SITE_URL: 'https://ankerlicht-ggz.nl' } });
    expect(verdictOf(output, 'registration')).toBe('FAIL');
    expect(output).toContain('the e-mail function refused the origin https://ankerlicht-ggz.nl: add it to ALLOWED_ORIGINS');
  });

  it('fails when the schedule never runs (no Vault secret, pg_net refused), naming what to look at', async () => {
    const { code, output } = await run(['--no-registration', '--wait', '0'], { schedule: false });
    expect(code).toBe(1);
    expect(verdictOf(output, 'heartbeat')).toBe('FAIL');
    expect(output).toContain('vault.decrypted_secrets');
    expect(output).toContain('net._http_response');
  });

  it('without a personal access token or a database URL, says what to check by hand instead of guessing', async () => {
    const { code, output, requests } = await run(['--no-registration', '--wait', '5'], {
      env: { SUPABASE_ACCESS_TOKEN: '', SUPABASE_DB_URL: '' },
      sql: false,
    });
    expect(verdictOf(output, 'auth')).toBe('todo');
    expect(output).toContain('readable only with a personal access token');
    expect(output).toContain('Authentication → URL Configuration');
    expect(verdictOf(output, 'address headers')).toBe('todo');
    expect(requests.some((request) => request.startsWith(`GET ${MANAGEMENT_API}`))).toBe(false);
    expect(code).toBe(0);
  });
});

describe('deploy:check settings', () => {
  it('refuses a publishable key as the secret key and a secret key as the visitor key', () => {
    const base = { SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' };
    expect(
      targetFromEnv({ ...base, SUPABASE_SECRET_KEY: 'sb_publishable_x', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' }),
    ).toMatch(/needs a secret key/);
    expect(targetFromEnv({ ...base, SUPABASE_SECRET_KEY: 'sb_secret_x', SUPABASE_PUBLISHABLE_KEY: 'sb_secret_x' })).toMatch(
      /must go in as a visitor/,
    );
    expect(targetFromEnv({})).toMatchObject({ local: true, url: 'http://127.0.0.1:54321' });
  });

  it("matches redirect URLs as GoTrue's allow list does (exact, * within a segment, ** across)", () => {
    expect(redirectAllowed([STAFF_APP_URL], STAFF_APP_URL)).toBe(true);
    expect(redirectAllowed([`${STAFF_APP_URL}/**`], `${STAFF_APP_URL}/registraties/1`)).toBe(true);
    expect(redirectAllowed(['https://*.example.nl'], STAFF_APP_URL)).toBe(true);
    expect(redirectAllowed(['https://www.ankerlicht-ggz.nl'], STAFF_APP_URL)).toBe(false);
    expect(redirectAllowed(['https://*.nl'], STAFF_APP_URL)).toBe(false);
  });
});
