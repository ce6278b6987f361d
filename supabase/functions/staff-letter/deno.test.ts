/**
 * index.ts in Deno, as Supabase's edge runtime runs it: it type-checks, starts from the
 * environment hosted Supabase sets, and makes its two calls over HTTP (to a fake PostgREST and
 * Storage in this process). What it decides is tested in Node (handler.test.ts) and end to end on
 * the local backend (supabase/local/staff-letter.test.ts).
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../local/mail.ts';
import { runDeno, serveFunctionInDeno, type ServedFunction } from '../_shared/test-fixtures/deno.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = 'https://staff.ankerlicht-ggz.nl';
const PUBLISHABLE = 'sb_publishable_for-the-deno-test';
const SECRET = 'sb_secret_for-the-deno-test';
const USER_TOKEN = 'user-access-token-for-the-deno-test';
const ID = '5f0c7a52-3b9e-4d1c-9a1e-7c2b6d8e9f01';
const PATH = 'children/ouder_example_nl/1767225600000.docx';

let supabase: http.Server;
let supabaseUrl = '';
const seen: Array<{ url: string; apikey: string; authorization: string; body: string }> = [];
let served: ServedFunction | null = null;
let baseUrl = '';

beforeAll(async () => {
  // PostgREST's and Storage's answers for the one registration.
  supabase = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({
        url: req.url ?? '',
        apikey: String(req.headers.apikey),
        authorization: String(req.headers.authorization),
        body,
      });
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/rest/v1/rpc/') && req.headers.authorization !== `Bearer ${USER_TOKEN}`) {
        res.statusCode = 403;
        res.end(JSON.stringify({ code: '42501', message: 'staff_second_factor_required' }));
      } else if (req.url === '/rest/v1/rpc/staff_begin_read') {
        res.statusCode = 204;
        res.end();
      } else if (req.url === '/rest/v1/rpc/staff_referral_letter') res.end(JSON.stringify(PATH));
      else res.end(JSON.stringify({ signedURL: `/object/sign/referral_letters/${PATH}?token=a.b.c` }));
    });
  });
  await new Promise<void>((resolve) => supabase.listen(0, '127.0.0.1', resolve));
  supabaseUrl = `http://127.0.0.1:${(supabase.address() as { port: number }).port}`;

  served = await serveFunctionInDeno(here, await freePort(), {
    SUPABASE_URL: supabaseUrl,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }),
    ALLOWED_ORIGINS: SITE,
    STAFF_LETTER_URL_SECONDS: '30',
  });
  baseUrl = served.baseUrl;
}, 60_000);

afterAll(async () => {
  await served?.stop();
  await new Promise((resolve) => supabase?.close(resolve));
});

const post = (token: string) =>
  fetch(`${baseUrl}/staff-letter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: PUBLISHABLE, authorization: `Bearer ${token}`, origin: SITE },
    body: JSON.stringify({ registrationId: ID }),
  });

describe('staff-letter’s index.ts in Deno', () => {
  it('type-checks with Deno (deno check)', async () => {
    const { code, combined } = await runDeno(here, ['check', '--frozen', '--node-modules-dir=manual', 'index.ts']);
    expect(combined).not.toContain('error');
    expect(code).toBe(0);
  }, 120_000);

  it('asks with the caller’s token, signs with the secret key for STAFF_LETTER_URL_SECONDS, and answers the URL', async () => {
    const response = await post(USER_TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await response.json()).toEqual({
      signedUrl: `${supabaseUrl}/storage/v1/object/sign/referral_letters/${PATH}?token=a.b.c&download=verwijsbrief-5f0c7a52.docx`,
    });
    expect(seen.slice(-3)).toEqual([
      {
        url: '/rest/v1/rpc/staff_begin_read',
        apikey: PUBLISHABLE,
        authorization: `Bearer ${USER_TOKEN}`,
        body: JSON.stringify({ p_action: 'letter', p_registration_id: ID, p_accept_flagged: false }),
      },
      {
        url: '/rest/v1/rpc/staff_referral_letter',
        apikey: PUBLISHABLE,
        authorization: `Bearer ${USER_TOKEN}`,
        body: JSON.stringify({ p_registration_id: ID, p_accept_flagged: false }),
      },
      {
        url: `/storage/v1/object/sign/referral_letters/${PATH}`,
        apikey: SECRET,
        authorization: `Bearer ${SECRET}`,
        body: JSON.stringify({ expiresIn: 30 }),
      },
    ]);
  });

  it('passes on a refusal and logs outcome codes only', async () => {
    const refused = await post('another-token');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'staff_second_factor_required' });
    const output = served?.output() ?? '';
    for (const secret of [ID, ID.slice(0, 8), PATH, 'ouder_example', USER_TOKEN, 'a.b.c']) expect(output).not.toContain(secret);
    expect(output).toContain('{"event":"staff-letter","outcome":"signed","status":200}');
    expect(output).toContain('{"event":"staff-letter","outcome":"refused","status":403}');
  });
});
