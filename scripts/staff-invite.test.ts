/**
 * `npm run staff:invite` (staff-invite.ts): against a fresh local backend it has Auth e-mail an
 * invitation (caught by maildev, whose inbox it names) whose link leads to the local staff app,
 * makes the user a member with the role asked for, and refuses a second invite of the same address
 * clearly, changing nothing. Against a hosted project (a recorded fetch) it asks Auth the same.
 * Wrong arguments and settings stop it before any request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../supabase/local/config.ts';
import { startLocalBackend, type LocalBackend } from '../supabase/local/server.ts';
import { localClient } from '../supabase/local/test-client.ts';
import { mailTo } from '../supabase/local/test-mail.ts';
import { LOCAL_STAFF_APP_URL, main, parseArgs, targetFromEnv, type Io } from './staff-invite.ts';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, fresh: true, mail: { smtpPort: 0, webPort: 0 }, scheduleSeconds: 0, quiet: true });
});

afterAll(async () => {
  await backend?.stop();
});

function recorder(fetchImpl?: typeof fetch): Io & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  };
}

async function memberOf(email: string) {
  return (
    await backend.db.query<{ role: string; removed_at: Date | null }>(
      'select s.role, s.removed_at from auth.users u left join private.staff s on s.user_id = u.id where u.email = $1',
      [email],
    )
  ).rows;
}

describe('staff:invite against the local backend', () => {
  /** The backend's settings as `npm start` gives them to the script: its URL and maildev's web port. */
  const localEnv = () => ({ SUPABASE_URL: backend.url, MAILDEV_WEB_PORT: String(backend.mail?.webPort) });

  /** The invitation link maildev caught for `email` (the staff app, the token in the fragment), or ''. */
  async function invitationLink(email: string): Promise<string> {
    const message = await mailTo(backend.mail, email);
    return /http:\/\/\S+#token_hash=[^\s"<]+/.exec(message?.text ?? '')?.[0] ?? '';
  }

  /** Where a link leads, without the fragment that carries the token. */
  const target = (link: string) => link.slice(0, link.indexOf('#'));

  it('has Auth e-mail an invitation to the local staff app, names the inbox, and refuses the same address again', async () => {
    const email = 'nieuwe.screener@ankerlicht.test';
    const io = recorder();
    expect(await main([email], localEnv(), io)).toBe(0);
    expect(io.errors).toEqual([]);
    expect(await memberOf(email)).toEqual([{ role: 'screener', removed_at: null }]);
    const output = io.lines.join('\n');
    expect(output).toContain(`The invitation e-mail is in the local mail inbox: http://localhost:${backend.mail?.webPort}`);
    expect(output).toContain(`leads to ${LOCAL_STAFF_APP_URL}`);
    // The address is not echoed, and no password exists to print.
    expect(output).not.toContain(email);
    expect(output).not.toMatch(/^\s+\S{24}$/m);
    expect((await backend.db.query('select encrypted_password from auth.users where email = $1', [email])).rows).toEqual([
      { encrypted_password: '' },
    ]);
    // The e-mailed link opens the local staff app, whose press sends the token and signs the invitee in.
    const link = await invitationLink(email);
    expect(target(link)).toBe(`${LOCAL_STAFF_APP_URL}/`);
    const tokenHash = new URLSearchParams(link.slice(link.indexOf('#') + 1)).get('token_hash') ?? '';
    const accepted = await localClient(backend, LOCAL_PUBLISHABLE_KEY).auth.verifyOtp({ token_hash: tokenHash, type: 'invite' });
    expect(accepted.error).toBeNull();
    expect(accepted.data.user?.email).toBe(email);

    const again = recorder();
    expect(await main([email, '--role', 'admin'], localEnv(), again)).toBe(1);
    expect(again.lines).toEqual([]);
    expect(again.errors.join('\n')).toMatch(/a user with this e-mail address exists already; nothing was changed/);
    expect(again.errors.join('\n')).not.toContain(email);
    expect(await memberOf(email)).toEqual([{ role: 'screener', removed_at: null }]);
    // Whatever the case of the address.
    expect(await main([email.toUpperCase()], localEnv(), recorder())).toBe(1);
    expect(await memberOf(email)).toHaveLength(1);
  });

  it('makes an admin with --role admin, with the key given explicitly, the link leading to STAFF_APP_URL', async () => {
    const email = 'beheerder@ankerlicht.test';
    const io = recorder();
    const env = { ...localEnv(), SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY, STAFF_APP_URL: 'http://localhost:4174/' };
    expect(await main([`${email}`, '--role=admin'], env, io)).toBe(0);
    expect(await memberOf(email)).toEqual([{ role: 'admin', removed_at: null }]);
    expect(target(await invitationLink(email))).toBe('http://localhost:4174/');
  });

  it('says so, creating nobody, when the local backend has no mail catcher', async () => {
    const silent = await startLocalBackend({ port: 0, fresh: true, mail: false, scheduleSeconds: 0, quiet: true });
    try {
      const io = recorder();
      expect(await main(['stil@ankerlicht.test'], { SUPABASE_URL: silent.url }, io)).toBe(1);
      expect(io.errors.join('\n')).toMatch(
        /could not send the invitation e-mail \(is its mail catcher running\?\); no user was created/,
      );
      expect((await silent.db.query(`select 1 from auth.users where email = 'stil@ankerlicht.test'`)).rows).toEqual([]);
    } finally {
      await silent.stop();
    }
  });

  it('says so when the backend cannot be reached', async () => {
    const io = recorder();
    expect(await main(['niemand@ankerlicht.test'], { LOCAL_BACKEND_PORT: '9' }, io)).toBe(1);
    expect(io.errors.join('\n')).toMatch(
      /could not reach http:\/\/127\.0\.0\.1:9 \(is `npm start` or `npm run backend` running\?\)/,
    );
  });
});

describe('staff:invite against a hosted project', () => {
  it('asks Auth to e-mail an invitation, adds the membership with the secret key, and prints no password', async () => {
    const requests: Array<{ method: string; url: string; body: unknown; apikey: string | null }> = [];
    const userId = '11111111-1111-4111-8111-111111111111';
    const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      requests.push({
        method: request.method,
        url: request.url,
        body: text ? JSON.parse(text) : null,
        apikey: request.headers.get('apikey'),
      });
      if (request.url.includes('/auth/v1/invite')) {
        return Response.json({ id: userId, aud: 'authenticated', email: 'x' }, { status: 200 });
      }
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    const io = recorder(fakeFetch);
    const env = {
      SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
      SUPABASE_SECRET_KEY: 'sb_secret_test',
      STAFF_APP_URL: 'https://staff.example.nl/welkom',
    };
    expect(await main(['collega@ankerlicht.test', '--role', 'admin'], env, io)).toBe(0);
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST https://abcdefghijklmnop.supabase.co/auth/v1/invite?redirect_to=${encodeURIComponent(env.STAFF_APP_URL)}`,
      'POST https://abcdefghijklmnop.supabase.co/rest/v1/rpc/admin_add_staff',
    ]);
    expect(requests[0]?.body).toMatchObject({ email: 'collega@ankerlicht.test' });
    expect(requests[1]?.body).toEqual({ p_user_id: userId, p_role: 'admin' });
    expect(requests.every((request) => request.apikey === 'sb_secret_test')).toBe(true);
    expect(io.errors).toEqual([]);
    expect(io.lines.join('\n')).toContain('Auth has e-mailed the invitation');
    expect(io.lines.join('\n')).toContain(`leads to ${env.STAFF_APP_URL}`);
    expect(io.lines.join('\n')).not.toContain('collega@ankerlicht.test');
  });

  it('refuses an address that has a user already, changing nothing', async () => {
    const urls: string[] = [];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      urls.push(new Request(input).url);
      return Response.json(
        { code: 'email_exists', message: 'A user with this email address has already been registered' },
        { status: 422, headers: { 'x-supabase-api-version': '2024-01-01' } },
      );
    }) as typeof fetch;
    const io = recorder(fakeFetch);
    const env = { SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'legacy-service-role-jwt' };
    expect(await main(['collega@ankerlicht.test'], env, io)).toBe(1);
    expect(io.errors.join('\n')).toMatch(/exists already; nothing was changed/);
    expect(urls).toHaveLength(1);
  });

  it('leaves the user and names the SQL when the membership cannot be added (the migration not pushed)', async () => {
    const requests: string[] = [];
    const userId = '22222222-2222-4222-8222-222222222222';
    const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      if (request.url.includes('/auth/v1/invite')) return Response.json({ id: userId, aud: 'authenticated' });
      return Response.json(
        { code: 'PGRST202', details: null, hint: null, message: 'Could not find the function public.admin_add_staff' },
        { status: 404 },
      );
    }) as typeof fetch;
    const io = recorder(fakeFetch);
    const env = { SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co', SUPABASE_SECRET_KEY: 'sb_secret_test' };
    expect(await main(['collega@ankerlicht.test'], env, io)).toBe(1);
    expect(requests).toEqual(['POST /auth/v1/invite', 'POST /rest/v1/rpc/admin_add_staff']);
    expect(io.lines).toEqual([]);
    expect(io.errors.join('\n')).toContain('supabase db push');
    expect(io.errors.join('\n')).toContain(`select public.admin_add_staff('${userId}', 'screener');`);
  });
});

describe('arguments and settings', () => {
  it('reads the address and the role', () => {
    expect(parseArgs(['a@b.nl'])).toEqual({ email: 'a@b.nl', role: 'screener' });
    expect(parseArgs(['--', 'a@b.nl', '--role', 'admin'])).toEqual({ email: 'a@b.nl', role: 'admin' });
    expect(parseArgs(['a@b.nl', '--role', 'owner'])).toEqual({ error: '--role must be screener or admin' });
    expect(parseArgs([])).toEqual({ error: 'give exactly one e-mail address' });
    expect(parseArgs(['not-an-address'])).toEqual({ error: 'that is not an e-mail address' });
    expect(parseArgs(['a@b.nl', '--force'])).toEqual({ error: 'unknown option --force' });
  });

  it('defaults to the local backend only when neither the URL nor a key is set', () => {
    expect(targetFromEnv({})).toEqual({ url: 'http://127.0.0.1:54321', key: LOCAL_SECRET_KEY, local: true });
    expect(targetFromEnv({ SUPABASE_URL: 'http://localhost:54400/' })).toEqual({
      url: 'http://localhost:54400',
      key: LOCAL_SECRET_KEY,
      local: true,
    });
    expect(targetFromEnv({ SUPABASE_URL: 'https://x.supabase.co' })).toMatch(/SUPABASE_SECRET_KEY .* is not set/);
    expect(targetFromEnv({ SUPABASE_SECRET_KEY: 'sb_secret_x' })).toMatch(/SUPABASE_URL is not set/);
    expect(targetFromEnv({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_SECRET_KEY: 'sb_publishable_x' })).toMatch(
      /publishable key/,
    );
  });

  it('stops before any request on a usage error', async () => {
    const io = recorder((() => {
      throw new Error('no request expected');
    }) as typeof fetch);
    expect(
      await main(['a@b.nl', '--role', 'owner'], { SUPABASE_URL: 'https://x.supabase.co', SUPABASE_SECRET_KEY: 'k' }, io),
    ).toBe(2);
    expect(await main(['a@b.nl'], { SUPABASE_URL: 'https://x.supabase.co' }, io)).toBe(2);
    expect(io.errors.join('\n')).toMatch(/--role must be screener or admin[\s\S]*SUPABASE_SECRET_KEY/);
  });
});
