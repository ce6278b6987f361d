/**
 * `npm run deploy:check` against the local backend (the stand-in for a hosted project, reached under
 * a host name of its own so the check treats it as hosted): health, the test registration through
 * the visitor's path, the heartbeat, the address headers through the one-off function, and Auth's
 * settings read back from a faked Management API. Also what it reports for the day-one breaks of
 * issue 50 (a pushed local config, no SMTP, a dead schedule) and for answers only a hosted project
 * gives, faked in place of the backend's: no cf-connecting-ip, a held test registration, a missing
 * reservation function, an unhealthy health check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../supabase/local/config.ts';
import { startLocalBackend, type LocalBackend } from '../supabase/local/server.ts';
import { ADDRESS_PROBE, main, redirectAllowed, targetFromEnv, testFormValues, type Io } from './deploy-check.ts';

const REF = 'abcdefghijklmnopqrst';
const MANAGEMENT_API = 'https://management.example.test';
const STAFF_APP_URL = 'https://aanmeldingen.example.nl';
const SITE_URL = 'https://www.ankerlicht-ggz.nl';
/** The project's URL as the check sees it; every request to it goes to the local backend. */
const HOSTED = 'https://abcdefghijklmnopqrst.supabase.co';

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

/** Answers a request in place of the backend (`undefined`: the backend answers). */
type Intercept = (request: { method: string; path: string }) => Promise<Response | undefined> | Response | undefined;

function run(
  argv: string[],
  {
    authConfig = GOOD_AUTH as Record<string, unknown>,
    env = {} as Record<string, string>,
    schedule = true,
    sql = true as boolean | ((statements: string) => Promise<void>),
    intercept = (() => undefined) as Intercept,
  } = {},
): Promise<{ code: number; output: string; requests: string[] }> {
  const lines: string[] = [];
  const requests: string[] = [];
  let polls = 0;
  const io: Io = {
    out: (line) => lines.push(line),
    fetch: async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      requests.push(`${method} ${url}`);
      if (url.startsWith(MANAGEMENT_API)) {
        return url === `${MANAGEMENT_API}/v1/projects/${REF}/config/auth`
          ? Response.json(authConfig)
          : new Response('{"message":"not found"}', { status: 404 });
      }
      if (!url.startsWith(HOSTED)) return fetch(input, init);
      const path = url.slice(HOSTED.length);
      const faked = await intercept({ method, path });
      if (faked) return faked;
      return input instanceof Request ? fetch(new Request(backend.url + path, input), init) : fetch(backend.url + path, init);
    },
    // As SUPABASE_DB_URL would: the owner's SQL (the local backend has no PostgreSQL port).
    ...(sql === true
      ? { runSql: async (statements: string) => void (await backend.db.exec(statements)) }
      : sql
        ? { runSql: sql }
        : {}),
    sleep: () => new Promise((resolve) => setTimeout(resolve, 5)),
    // The schedule runs once, during the wait, as pg_cron would a minute after deploying.
    onHeartbeatPoll: async () => {
      polls += 1;
      if (schedule && polls === 2) await backend.runSchedule();
    },
  };
  const fullEnv = {
    SUPABASE_URL: HOSTED,
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
    // A minimal e-mail says nothing of a test: the output names the reference the team received.
    const reference = /\(reference ([^)]+)\)/.exec(output)?.[1] as string;
    expect(reference).toBeTruthy();
    expect(output).toContain(`the team received an ordinary "Nieuwe aanmelding" e-mail for reference ${reference}`);
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
    expect(output).toContain("the dashboard's Connect button → Session pooler connection string");
    expect(requests.some((request) => request.startsWith(`GET ${MANAGEMENT_API}`))).toBe(false);
    expect(code).toBe(0);
  });

  /** The health JSON the backend gives, changed by `change`; the status follows `healthy`. */
  const alteredHealth = async (path: string, change: (health: Record<string, unknown>) => Record<string, unknown>) => {
    const real = (await (
      await fetch(backend.url + path, { headers: { apikey: LOCAL_SECRET_KEY, authorization: `Bearer ${LOCAL_SECRET_KEY}` } })
    ).json()) as Record<string, unknown>;
    const health = change(real);
    return Response.json(health, { status: health.healthy === true ? 200 : 503 });
  };
  const HEALTH = '/functions/v1/send-registration-email';

  it.each([
    [{ 'cf-connecting-ip': false, 'x-real-ip': false, 'x-forwarded-for': true, 'x-forwarded-for entries': 2 }],
    [{ 'cf-connecting-ip': false, 'x-real-ip': true, 'x-forwarded-for': true, 'x-forwarded-for entries': 1 }],
    [{ 'cf-connecting-ip': false, 'x-real-ip': false, 'x-forwarded-for': false, 'x-forwarded-for entries': 0 }],
  ])('fails the address headers without cf-connecting-ip, the one header the client key reads: %j', async (answer) => {
    const { code, output } = await run(['--no-registration', '--wait', '5'], {
      intercept: ({ method, path }) =>
        method === 'POST' && path === `/rest/v1/rpc/${ADDRESS_PROBE}` ? Response.json(answer) : undefined,
    });
    expect(verdictOf(output, 'address headers'), output).toBe('FAIL');
    expect(output).toContain('every registration will be');
    expect(output).toContain('held as an unknown client');
    expect(code).toBe(1);
  });

  it.each([
    ['held', "health's held rose by 1 without a flood"],
    ['unknownClientCount', "health's unknownClientCount rose by 1"],
  ])('fails a held test registration as an unknown client when health counts one more %s', async (field, says) => {
    let held = false;
    const { code, output } = await run(['--wait', '5'], {
      intercept: async ({ method, path }) => {
        if (path !== HEALTH) return undefined;
        // What hosted does without cf-connecting-ip: the e-mail is held, and health counts it.
        if (method === 'POST') {
          held = true;
          return Response.json({ ok: true }, { status: 202 });
        }
        return alteredHealth(path, (health) => ({
          ...health,
          ...(field === 'unknownClientCount' ? { unknownClientCount: held ? 8 : 7 } : { held: held ? 1 : 0 }),
        }));
      },
    });
    expect(verdictOf(output, 'registration'), output).toBe('FAIL');
    expect(output).toContain(`held the notification as an unknown client: ${says}`);
    expect(output).not.toContain('a flood is on');
    expect(code).toBe(1);
  });

  it('fails a held test registration during a flood and names the flood', async () => {
    let held = false;
    const { output } = await run(['--wait', '5'], {
      intercept: async ({ method, path }) => {
        if (path !== HEALTH) return undefined;
        if (method === 'POST') {
          held = true;
          return Response.json({ ok: true }, { status: 202 });
        }
        return held ? alteredHealth(path, (health) => ({ ...health, healthy: false, floodActive: true })) : undefined;
      },
    });
    expect(verdictOf(output, 'registration'), output).toBe('FAIL');
    expect(output).toContain("because a flood is on (health's floodActive)");
    expect(verdictOf(output, 'health'), output).toBe('FAIL');
  });

  it('fails the registration when the reservation function is missing (PGRST202): the site would fail every upload', async () => {
    const { code, output } = await run(['--wait', '5'], {
      intercept: ({ method, path }) =>
        method === 'POST' && path === '/rest/v1/rpc/reserve_referral_letter_upload'
          ? Response.json(
              { code: 'PGRST202', details: null, hint: null, message: 'Could not find the function' },
              { status: 404 },
            )
          : undefined,
    });
    expect(verdictOf(output, 'registration'), output).toBe('FAIL');
    expect(output).toContain(
      'reserve_referral_letter_upload does not exist, so the site fails every upload: run supabase db push',
    );
    expect(code).toBe(1);
  });

  it('fails health when it is still unhealthy after the heartbeat (503, registrations held)', async () => {
    const { code, output } = await run(['--no-registration', '--wait', '5'], {
      intercept: ({ method, path }) =>
        method === 'GET' && path === HEALTH
          ? alteredHealth(path, (health) => ({ ...health, healthy: false, held: 3 }))
          : undefined,
    });
    expect(verdictOf(output, 'heartbeat'), output).toBe('ok');
    expect(verdictOf(output, 'health'), output).toBe('FAIL');
    expect(output).toContain('not healthy: 3 registration(s) held and not yet announced to the team');
    expect(code).toBe(1);
  });

  it("judges the heartbeat by the database's own times, not this machine's clock", async () => {
    // The database's clock a day behind: the run it records is older than the check's start, and counts.
    const behind = await run(['--no-registration', '--wait', '5'], {
      intercept: ({ method, path }) =>
        method === 'GET' && path === HEALTH
          ? alteredHealth(path, (health) => ({
              ...health,
              scheduleLastRunAt:
                typeof health.scheduleLastRunAt === 'string'
                  ? new Date(Date.parse(health.scheduleLastRunAt) - 86_400_000).toISOString()
                  : null,
            }))
          : undefined,
    });
    expect(verdictOf(behind.output, 'heartbeat'), behind.output).toBe('ok');
    // A day ahead and no run: the one heartbeat it shows is newer than the check's start, yet nothing ran.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const ahead = await run(['--no-registration', '--wait', '0.05'], {
      schedule: false,
      intercept: ({ method, path }) =>
        method === 'GET' && path === HEALTH
          ? alteredHealth(path, (health) => ({ ...health, scheduleLastRunAt: tomorrow }))
          : undefined,
    });
    expect(verdictOf(ahead.output, 'heartbeat'), ahead.output).toBe('FAIL');
  });

  it('reports a refused probe statement and a malformed SITE_URL as FAIL lines, and runs the other checks', async () => {
    const { code, output } = await run(['--wait', '5'], {
      env: { SITE_URL: 'www.ankerlicht-ggz.nl' },
      sql: async () => {
        throw new Error('permission denied for schema public');
      },
    });
    expect(verdictOf(output, 'registration'), output).toBe('FAIL');
    expect(output).toContain('SITE_URL (www.ankerlicht-ggz.nl) is not a URL');
    expect(verdictOf(output, 'address headers'), output).toBe('FAIL');
    expect(output).toContain(
      `could not create the one-off function public.${ADDRESS_PROBE}() (permission denied for schema public)`,
    );
    expect(verdictOf(output, 'auth'), output).toBeDefined();
    expect(code).toBe(1);
  });

  it("ignores a hosted project's database URL and access token when the target is the local backend", async () => {
    const { output, requests } = await run(['--no-registration', '--wait', '5'], {
      env: { SUPABASE_URL: backend.url, SUPABASE_DB_URL: 'postgresql://postgres:x@127.0.0.1:1/postgres' },
      sql: false,
    });
    expect(output).toContain('SUPABASE_DB_URL and SUPABASE_ACCESS_TOKEN ignored');
    // Not a FAIL for a refused connection: it never tried.
    expect(verdictOf(output, 'address headers'), output).toBe('todo');
    expect(verdictOf(output, 'auth'), output).toBe('todo');
    expect(requests.some((request) => request.includes(MANAGEMENT_API))).toBe(false);
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
    expect(targetFromEnv({ SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' })).toMatch(/SUPABASE_URL is not set/);
    expect(
      targetFromEnv({ ...base, SUPABASE_SECRET_KEY: 'sb_secret_x', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' }),
    ).toMatchObject({
      local: false,
      url: base.SUPABASE_URL,
    });
    expect(
      targetFromEnv({
        SUPABASE_URL: `${base.SUPABASE_URL}/rest/v1`,
        SUPABASE_SECRET_KEY: 'sb_secret_x',
        SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
      }),
    ).toMatch(/without a path/);
    expect(
      targetFromEnv({
        SUPABASE_URL: 'http://localhost:54321',
        SUPABASE_DB_URL: 'postgresql://x',
        SUPABASE_ACCESS_TOKEN: 'sbp_x',
      }),
    ).toMatchObject({ local: true, dbUrl: null, accessToken: null });
  });

  it('builds the test registration from the shared sample form, renamed as a test', () => {
    const values = testFormValues(new Date('2026-12-01T10:00:00Z'));
    expect(values).toMatchObject({ firstName: 'TEST', familyName: 'deploy-check (niet behandelen)' });
    expect(values.message).toMatch(/^TESTREGISTRATIE deploy:check 2026-12-01 10:00 UTC/);
  });

  it('names --print-probe-sql in its usage', async () => {
    const lines: string[] = [];
    expect(await main(['--help'], {}, { out: (line) => lines.push(line) })).toBe(0);
    expect(lines.join('\n')).toContain('--print-probe-sql');
  });

  it("matches redirect URLs as GoTrue's allow list does (exact, * within a segment, ** across)", () => {
    expect(redirectAllowed([STAFF_APP_URL], STAFF_APP_URL)).toBe(true);
    expect(redirectAllowed([`${STAFF_APP_URL}/**`], `${STAFF_APP_URL}/registraties/1`)).toBe(true);
    expect(redirectAllowed(['https://*.example.nl'], STAFF_APP_URL)).toBe(true);
    expect(redirectAllowed(['https://www.ankerlicht-ggz.nl'], STAFF_APP_URL)).toBe(false);
    expect(redirectAllowed(['https://*.nl'], STAFF_APP_URL)).toBe(false);
  });
});
