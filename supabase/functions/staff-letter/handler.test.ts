/**
 * staff-letter against a fake PostgREST and Storage (a fetch that records every call): what it
 * asks whom with which key, how it passes on each refusal, its settings, hostile input, and that
 * its log lines carry outcome codes only. The whole path on the local backend is
 * supabase/local/staff-letter.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  configFromEnv,
  createHandler,
  DEFAULT_LETTER_URL_SECONDS,
  publishableKeysFromEnv,
  type LogEntry,
  type StaffLetterConfig,
} from './handler.ts';

const SUPABASE = 'https://project.supabase.test';
const SITE = 'https://staff.ankerlicht-ggz.nl';
const PUBLISHABLE = 'sb_publishable_for-tests';
const SECRET = 'sb_secret_for-tests';
const USER_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJl';
const ID = '5f0c7a52-3b9e-4d1c-9a1e-7c2b6d8e9f01';
const PATH = 'adults/jan_jansen_example_nl/1767225600000.pdf';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1cmwiOiJ4In0.dG9rZW4';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Reply = { status: number; body: unknown } | 'network-error';

/** `begin`: staff_begin_read's reply (default 204); `rpc`: staff_referral_letter's; `sign`: Storage's. */
function setup(replies: { begin?: Reply; rpc?: Reply; sign?: Reply } = {}, overrides: Partial<StaffLetterConfig> = {}) {
  const calls: Call[] = [];
  const logs: LogEntry[] = [];
  const fakeFetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: JSON.parse(String(init.body ?? 'null')),
    });
    const reply = url.endsWith('/rpc/staff_begin_read')
      ? (replies.begin ?? { status: 204, body: undefined })
      : url.includes('/rest/v1/')
        ? (replies.rpc ?? { status: 200, body: PATH })
        : replies.sign;
    const answer = reply ?? { status: 200, body: { signedURL: `/object/sign/referral_letters/${PATH}?token=${TOKEN}` } };
    if (answer === 'network-error') throw new TypeError('fetch failed');
    if (answer.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const config: StaffLetterConfig = {
    supabaseUrl: SUPABASE,
    publishableKey: PUBLISHABLE,
    serviceKey: SECRET,
    allowedOrigins: [SITE, 'http://localhost:*'],
    urlSeconds: DEFAULT_LETTER_URL_SECONDS,
    fetch: fakeFetch,
    log: (entry) => logs.push(entry),
    ...overrides,
  };
  return { calls, logs, handler: createHandler(config) };
}

function request(body: unknown, init: { method?: string; headers?: Record<string, string> } = {}): Request {
  const method = init.method ?? 'POST';
  return new Request('http://functions.local/staff-letter', {
    method,
    headers: {
      'content-type': 'application/json',
      apikey: PUBLISHABLE,
      authorization: `Bearer ${USER_TOKEN}`,
      origin: SITE,
      ...init.headers,
    },
    body: method === 'GET' || method === 'OPTIONS' ? null : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a letter for a staff member', () => {
  it('begins the read and asks the database with the caller’s bearer, then Storage with the service key, and answers the URL', async () => {
    const { calls, logs, handler } = setup();
    const response = await handler(request({ registrationId: ID.toUpperCase(), other: 'ignored' }));
    expect(await answerOf(response)).toEqual({
      status: 200,
      body: {
        signedUrl: `${SUPABASE}/storage/v1/object/sign/referral_letters/${PATH}?token=${TOKEN}&download=verwijsbrief-5f0c7a52.pdf`,
      },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);

    expect(calls).toEqual([
      {
        url: `${SUPABASE}/rest/v1/rpc/staff_begin_read`,
        method: 'POST',
        headers: expect.objectContaining({ apikey: PUBLISHABLE, authorization: `Bearer ${USER_TOKEN}` }),
        body: { p_action: 'letter', p_registration_id: ID, p_accept_flagged: false },
      },
      {
        url: `${SUPABASE}/rest/v1/rpc/staff_referral_letter`,
        method: 'POST',
        headers: expect.objectContaining({ apikey: PUBLISHABLE, authorization: `Bearer ${USER_TOKEN}` }),
        body: { p_registration_id: ID, p_accept_flagged: false },
      },
      {
        url: `${SUPABASE}/storage/v1/object/sign/referral_letters/${PATH}`,
        method: 'POST',
        headers: expect.objectContaining({ apikey: SECRET, authorization: `Bearer ${SECRET}` }),
        body: { expiresIn: 60 },
      },
    ]);
    expect(logs).toEqual([{ event: 'staff-letter', outcome: 'signed', status: 200 }]);
  });

  it('asks for a flagged letter only when the request says so (the app’s second step)', async () => {
    const { calls, handler } = setup();
    expect((await handler(request({ registrationId: ID, acceptFlagged: true }))).status).toBe(200);
    expect(calls[0]?.body).toEqual({ p_action: 'letter', p_registration_id: ID, p_accept_flagged: true });
    expect(calls[1]?.body).toEqual({ p_registration_id: ID, p_accept_flagged: true });
    // Anything but a boolean is not a confirmation.
    const { calls: none, handler: strict } = setup();
    expect((await strict(request({ registrationId: ID, acceptFlagged: 'yes' }))).status).toBe(400);
    expect(none).toHaveLength(0);
  });

  it('signs for as long as STAFF_LETTER_URL_SECONDS says', async () => {
    const { calls, handler } = setup({}, { urlSeconds: 1 });
    expect((await handler(request({ registrationId: ID }))).status).toBe(200);
    expect(calls[2]?.body).toEqual({ expiresIn: 1 });
  });

  it('passes on the database’s refusals with their status and reason, and never signs after one', async () => {
    const cases: Array<[Reply, number, string]> = [
      [{ status: 403, body: { code: '42501', message: 'staff_second_factor_required' } }, 403, 'staff_second_factor_required'],
      [{ status: 403, body: { code: '42501', message: 'staff_not_a_member' } }, 403, 'staff_not_a_member'],
      [{ status: 403, body: { code: '42501', message: 'staff_session_ended' } }, 403, 'staff_session_ended'],
      // anon has no EXECUTE: PostgREST's own message, no staff reason.
      [
        { status: 401, body: { code: '42501', message: 'permission denied for function staff_referral_letter' } },
        401,
        'staff_sign_in_required',
      ],
      [{ status: 401, body: { code: 'PGRST303', message: 'JWT expired' } }, 401, 'staff_sign_in_required'],
      [
        { status: 403, body: { code: '42501', message: 'permission denied for function staff_referral_letter' } },
        403,
        'forbidden',
      ],
      // P0002: PostgREST answers P0* with 500; other versions 400 or 404. The answer is 404 either way.
      [{ status: 500, body: { code: 'P0002', message: 'registration_not_found' } }, 404, 'registration_not_found'],
      [{ status: 400, body: { code: 'P0002', message: 'registration_not_found' } }, 404, 'registration_not_found'],
      [{ status: 404, body: { code: 'P0002', message: 'registration_not_found' } }, 404, 'registration_not_found'],
      // P0001 staff_letter_flagged: PostgREST answers 400.
      [{ status: 400, body: { code: 'P0001', message: 'staff_letter_flagged' } }, 409, 'staff_letter_flagged'],
      [{ status: 200, body: null }, 404, 'letter_not_found'],
      [{ status: 502, body: 'Bad gateway' }, 503, 'unavailable'],
      ['network-error', 503, 'unavailable'],
    ];
    // Refused when the read is begun (where the database checks the caller, the registration and
    // the letter's verdict), or when it is made: nothing is asked after the refusal.
    for (const [reply, status, error] of cases) {
      for (const [step, asked] of [
        ['begin', 1],
        ['rpc', 2],
      ] as const) {
        if (step === 'begin' && reply !== 'network-error' && reply.status === 200) continue;
        const { calls, handler } = setup({ [step]: reply });
        expect(await answerOf(await handler(request({ registrationId: ID }))), `${step} ${JSON.stringify(reply)}`).toEqual({
          status,
          body: { error },
        });
        expect(calls).toHaveLength(asked);
      }
    }
  });

  it('answers Storage’s failures without a URL', async () => {
    const cases: Array<[Reply, number, string]> = [
      [{ status: 400, body: { statusCode: '404', error: 'not_found', message: 'Object not found' } }, 404, 'letter_not_found'],
      [{ status: 400, body: { statusCode: '403', error: 'Unauthorized', message: 'new row violates' } }, 503, 'unavailable'],
      [{ status: 200, body: { signedURL: 'https://elsewhere.example/x?token=y' } }, 503, 'unavailable'],
      [{ status: 200, body: {} }, 503, 'unavailable'],
      ['network-error', 503, 'unavailable'],
    ];
    for (const [sign, status, error] of cases) {
      const { handler } = setup({ sign });
      expect(await answerOf(await handler(request({ registrationId: ID }))), JSON.stringify(sign)).toEqual({
        status,
        body: { error },
      });
    }
    // A path with `..` from the database is never sent to Storage.
    const { calls, handler } = setup({ rpc: { status: 200, body: 'adults/../../secrets.pdf' } });
    expect((await answerOf(await handler(request({ registrationId: ID })))).status).toBe(404);
    expect(calls).toHaveLength(2);
  });

  it('refuses hostile and malformed requests before asking anyone', async () => {
    const cases: Array<[Request, number]> = [
      [request({ registrationId: ID }, { headers: { origin: 'https://evil.example' } }), 403],
      [request({ registrationId: ID }, { headers: { 'content-type': 'text/plain' } }), 415],
      [request({ registrationId: ID }, { method: 'GET' }), 405],
      [request({ registrationId: ID }, { method: 'PUT' }), 405],
      [request('{"registrationId":'), 400],
      [request({ registrationId: 'not-a-uuid' }), 400],
      [request({ registrationId: `${ID}' or 1=1` }), 400],
      [request([ID]), 400],
      [request({ registrationId: ID, padding: 'x'.repeat(5000) }), 413],
      [request({ registrationId: ID }, { headers: { authorization: '' } }), 401],
    ];
    for (const [hostile, status] of cases) {
      const { calls, handler } = setup();
      expect((await handler(hostile)).status).toBe(status);
      expect(calls).toEqual([]);
    }
  });

  it('answers a preflight from an allowed origin only', async () => {
    const { handler } = setup();
    const allowed = await handler(request(null, { method: 'OPTIONS', headers: { origin: 'http://localhost:5174' } }));
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5174');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    const refused = await handler(request(null, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }));
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 500 not-configured without a URL or keys', async () => {
    for (const missing of [{ supabaseUrl: null }, { publishableKey: null }, { serviceKey: null }]) {
      const { calls, handler } = setup({}, missing);
      expect(await answerOf(await handler(request({ registrationId: ID })))).toEqual({
        status: 500,
        body: { error: 'not-configured' },
      });
      expect(calls).toEqual([]);
    }
  });

  it('logs outcome codes only: no id, no path, no token, no message', async () => {
    const logs: LogEntry[] = [];
    for (const rpc of [undefined, { status: 403, body: { code: '42501', message: 'staff_not_a_member' } }]) {
      const run = setup(rpc === undefined ? {} : { rpc });
      await run.handler(request({ registrationId: ID }));
      logs.push(...run.logs);
    }
    const text = JSON.stringify(logs);
    for (const secret of [ID, ID.slice(0, 8), PATH, 'jan_jansen', TOKEN, USER_TOKEN, 'staff_not_a_member']) {
      expect(text).not.toContain(secret);
    }
    expect(logs.every((entry) => Object.keys(entry).sort().join() === 'event,outcome,status')).toBe(true);
  });
});

describe('configFromEnv', () => {
  it('reads what hosted Supabase sets, preferring the new keys', () => {
    const config = configFromEnv({
      SUPABASE_URL: `${SUPABASE}/`,
      SUPABASE_ANON_KEY: 'legacy-anon',
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE }),
      SUPABASE_SERVICE_ROLE_KEY: 'legacy-service',
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }),
      ALLOWED_ORIGINS: `${SITE}, http://localhost:*`,
    });
    expect(config).toMatchObject({
      supabaseUrl: SUPABASE,
      publishableKey: PUBLISHABLE,
      serviceKey: SECRET,
      allowedOrigins: [SITE, 'http://localhost:*'],
      urlSeconds: 60,
    });
    expect(publishableKeysFromEnv({ SUPABASE_ANON_KEY: 'legacy-anon' })).toEqual(['legacy-anon']);
    expect(configFromEnv({}).allowedOrigins).toEqual(['https://ankerlicht-ggz.nl', 'https://www.ankerlicht-ggz.nl']);
  });

  it('keeps a URL short-lived: STAFF_LETTER_URL_SECONDS from 1 to 600, else it refuses to start', () => {
    expect(configFromEnv({ STAFF_LETTER_URL_SECONDS: '1' }).urlSeconds).toBe(1);
    expect(configFromEnv({ STAFF_LETTER_URL_SECONDS: '600' }).urlSeconds).toBe(600);
    for (const value of ['0', '601', '3600', '1.5', '-1', 'sixty']) {
      expect(() => configFromEnv({ STAFF_LETTER_URL_SECONDS: value })).toThrow(/^STAFF_LETTER_URL_SECONDS must be/);
    }
    expect(() => configFromEnv({ SUPABASE_PUBLISHABLE_KEYS: 'sb_publishable_x' })).toThrow(/^SUPABASE_PUBLISHABLE_KEYS must be/);
  });
});
