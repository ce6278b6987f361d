/**
 * The embedded local backend: a stand-in for a Supabase project for development and tests,
 * without Docker. One HTTP server (hono) answers the calls the site and the e-mail function make
 * (REST in rest.ts, Storage in storage.ts, the function's own handler), as Supabase answers them,
 * behind what Supabase's gateway does in front of them: the key check, CORS, and the client's
 * address set from the connection. It runs the schedule pg_cron runs in production; maildev
 * catches the e-mail.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { configFromEnv, createHandler, type FunctionConfig } from '../functions/send-registration-email/handler.ts';
import { createSmtpSender } from '../functions/send-registration-email/mail.ts';
import * as staffLetter from '../functions/staff-letter/handler.ts';
import * as local from './config.ts';
import { openDatabase, restrictToOwner, type RequestScope } from './database.ts';
import { authRoutes, verifyAccessToken } from './auth.ts';
import { startMaildev, type MailCatcher } from './mail.ts';
import { callFunction, insertRows, type Answer } from './rest.ts';
import { socketAddress } from './socket-address.ts';
import { LocalStorage } from './storage.ts';

export type LocalBackendOptions = {
  /** API port; default LOCAL_BACKEND_PORT or 54321 (`[api] port` in config.toml); 0 picks a free port. */
  port?: number;
  /** Data folder; default LOCAL_BACKEND_DATA or supabase/.local-data. */
  dataDir?: string;
  /** A throwaway data folder in the system temp dir, removed by stop(). */
  fresh?: boolean;
  /** maildev ports (default MAILDEV_SMTP_PORT/MAILDEV_WEB_PORT or 1025/1080; 0: free ports), or false for none. */
  mail?: { smtpPort?: number; webPort?: number } | false;
  /** Extra environment for the e-mail function (MAIL_TO, SMTP_HOST, …), over the local defaults. */
  functionEnv?: Record<string, string>;
  /** Seconds between scheduled runs; default LOCAL_SCHEDULE_SECONDS or 60; 0 runs none. */
  scheduleSeconds?: number;
  /** Silence the function's per-request log lines. */
  quiet?: boolean;
  /** false: the gateway refuses the legacy JWT keys, and the function's environment lacks them, as on a project that switched them off. */
  legacyKeys?: boolean;
  /** Test-only routes and middleware (test-endpoints.ts), run after the key check and before the API's own. */
  extend?: (app: Hono<BackendEnv>, backend: { db: PGlite; scheduledRun: () => Promise<Response> }) => void;
  /** Changes the function's settings once made (test-endpoints.ts makes mail fail with it). */
  configureFunction?: (config: FunctionConfig) => void;
};

export type LocalBackend = {
  /** Base URL for createClient(url, key); the keys are in config.ts. */
  url: string;
  /** maildev (its web inbox and SMTP port), or null without it. */
  mail: MailCatcher | null;
  dataDir: string;
  db: PGlite;
  scheduleSeconds: number;
  /** One scheduled run of the e-mail function (runs never overlap): its JSON answer. */
  runSchedule(): Promise<unknown>;
  stop(): Promise<void>;
};

export type BackendEnv = { Bindings: HttpBindings; Variables: { scope: RequestScope } };

const FUNCTION_NAME = 'send-registration-email';

/** What the gateway adds to every answer of its own, REST's and Storage's (not the function's). */
const GATEWAY_CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'content-range, content-length, x-client-info',
};

function envNumber(name: string, fallback: number, valid = (value: number) => Number.isInteger(value) && value <= 65535) {
  const value = process.env[name]?.trim() || String(fallback);
  if (!(Number(value) >= 0 && valid(Number(value)))) throw new Error(`${name} is not valid`);
  return Number(value);
}

/** A JSON (or empty) answer with the gateway's CORS headers. */
export function answer({ status, body, headers }: Answer): Response {
  const type: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' };
  const json = body === undefined ? null : JSON.stringify(body);
  return new Response(json, { status, headers: { ...GATEWAY_CORS, ...headers, ...type } });
}

/** The gateway's answer to a CORS preflight for REST and Storage (the function answers its own). */
function preflight(c: Context): Response {
  const headers = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
    'access-control-allow-headers': c.req.header('access-control-request-headers') ?? 'authorization, apikey, content-type',
    'access-control-max-age': '3600',
  };
  return new Response(null, { status: 200, headers });
}

/**
 * The gateway's key check for REST and Storage, as hosted Supabase does it. The role is the
 * `Authorization` bearer's, else the `apikey`'s; with a new key the bearer may be absent, the same
 * key, or a valid JWT (a legacy key). The hosted gateway mints a JWT for a new key; this stand-in
 * does not (Storage gets ''). Not emulated: refusing a secret key on a request from a browser.
 */
async function authenticate(
  request: Request,
  legacyKeys: boolean,
): Promise<Pick<RequestScope, 'role' | 'claims' | 'jwt'> | Answer> {
  const apikey = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey') ?? '';
  const refuse = (message: string, hint: string): Answer => ({ status: 401, body: { message, hint } });
  if (apikey === '') return refuse('No API key found in request', 'No `apikey` request header or url param was found.');
  const key = local.LOCAL_KEYS.get(apikey);
  if (key === undefined) return refuse('Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
  const disabled = 'Your legacy API keys (anon, service_role) are disabled. Use the publishable or secret API key.';
  if (key.legacy && !legacyKeys) return refuse('Legacy API keys are disabled', disabled);
  const authorization = request.headers.get('authorization');
  const bearer = authorization === null ? apikey : /^Bearer (\S+)$/i.exec(authorization)?.[1];
  const token = bearer === undefined ? undefined : local.LOCAL_KEYS.get(bearer);
  // A signed-in user's access token from Auth (auth.ts): role authenticated with its claims.
  const user = bearer === undefined || token !== undefined ? null : await verifyAccessToken(bearer);
  if (user !== null && bearer !== undefined) return { role: 'authenticated', claims: user, jwt: bearer };
  if (bearer === undefined || token === undefined || (bearer !== apikey && (!token.legacy || !legacyKeys))) {
    return { status: 401, body: { code: 'PGRST301', details: null, hint: null, message: 'Invalid JWT' } };
  }
  return { role: token.role, claims: token.claims, jwt: token.legacy ? bearer : '' };
}

/** Headers by which a client could claim another address; the gateway drops the client's own. */
const CLIENT_ADDRESS_HEADERS = ['cf-connecting-ip', 'x-forwarded-for', 'x-real-ip', 'forwarded', 'true-client-ip', 'x-client-ip'];

/**
 * The request's headers as hosted Supabase's gateway passes them on (lower-case, as in
 * `request.headers`). There Cloudflare sets `cf-connecting-ip` to the connecting client's address
 * over any value the client sent, and the gateway forwards it with `x-forwarded-for` and
 * `x-real-ip`; so here those three come from the socket: a client cannot take a new identity per
 * request (the database's per-client limits key on it).
 */
export function gatewayHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || CLIENT_ADDRESS_HEADERS.includes(name.toLowerCase())) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const address = socketAddress(req);
  if (address) for (const name of ['cf-connecting-ip', 'x-real-ip', 'x-forwarded-for']) headers[name] = address;
  return headers;
}

/** The pid in a data folder's lock file if that process still runs, else null. */
async function lockOwner(lockFile: string): Promise<number | null> {
  const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
  try {
    return Number.isInteger(owner) && owner > 0 && process.kill(owner, 0) ? owner : null;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM' ? owner : null;
  }
}

const FRESH_PREFIX = 'ankerlicht-backend-';

/**
 * Removes throwaway data folders whose backend was killed before it could clean up (a test
 * runner's SIGKILL): they hold test registrations. A folder whose backend still runs is kept.
 */
export async function removeStaleFreshFolders(): Promise<void> {
  const entries = await readdir(os.tmpdir()).catch(() => [] as string[]);
  for (const name of entries.filter((entry) => entry.startsWith(FRESH_PREFIX))) {
    const lock = path.join(os.tmpdir(), name, 'backend.pid');
    // No lock file: being set up, or not ours.
    if (existsSync(lock) && (await lockOwner(lock)) === null) await rm(path.dirname(lock), { recursive: true, force: true });
  }
}

/** One backend per data folder: two PGlite instances on the same files would corrupt them. */
async function takeLock(lockFile: string): Promise<void> {
  const write = (flag: string) => writeFile(lockFile, String(process.pid), { flag, mode: 0o600 });
  try {
    await write('wx');
  } catch {
    const owner = await lockOwner(lockFile);
    const inUse = `The data folder ${path.dirname(lockFile)} is in use by another local backend (pid ${owner}).`;
    if (owner !== null) throw new Error(`${inUse} Stop it, or use --fresh / LOCAL_BACKEND_DATA.`);
    await write('w');
  }
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = local.LOCAL_HOST;
  const port = options.port ?? envNumber('LOCAL_BACKEND_PORT', 54321);
  const legacyKeys = options.legacyKeys ?? true;
  const scheduleSeconds = options.scheduleSeconds ?? envNumber('LOCAL_SCHEDULE_SECONDS', 60, Number.isFinite);
  if (options.fresh) await removeStaleFreshFolders();
  const dataDir = options.fresh
    ? await mkdtemp(path.join(os.tmpdir(), FRESH_PREFIX))
    : path.resolve(options.dataDir ?? process.env.LOCAL_BACKEND_DATA ?? local.defaultDataDir);

  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => undefined);
    cleanups.length = 0;
  };
  if (options.fresh) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

  try {
    // Personal data lives here: only the owner may enter (also a folder made by an older version).
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await chmod(dataDir, 0o700);
    const lockFile = path.join(dataDir, 'backend.pid');
    await takeLock(lockFile);
    cleanups.push(() => rm(lockFile, { force: true }));

    const pgdata = path.join(dataDir, 'pgdata');
    const db = await openDatabase(pgdata);
    cleanups.push(async () => {
      await db.close();
      await restrictToOwner(pgdata);
    });
    // What PGlite just wrote, and anything an older version left readable.
    await restrictToOwner(dataDir);

    let mail: MailCatcher | null = null;
    if (options.mail !== false) {
      const smtpPort = options.mail?.smtpPort ?? envNumber('MAILDEV_SMTP_PORT', 1025);
      const webPort = options.mail?.webPort ?? envNumber('MAILDEV_WEB_PORT', 1080);
      const started = await startMaildev({ smtpPort, webPort, mailDir: path.join(dataDir, 'mail') });
      cleanups.push(() => started.stop());
      mail = started;
    }

    // The embedded schedule starts with the backend: the heartbeat's silence counts from now, not
    // from when the data folder (or its cached snapshot) was made.
    await db.query(
      `update private.intake_state set created_at = now(), schedule_last_run_at = null, schedule_stale_alerted_at = null`,
    );
    const storage = new LocalStorage(db, path.join(dataDir, 'storage'));
    // Set once the server listens: the function reaches the backend through its own URL.
    let handler: (request: Request) => Promise<Response> = () => Promise.reject(new Error('not started'));
    let staffLetterHandler = handler;
    let scheduledRun = handler as () => Promise<Response>;

    const app = new Hono<BackendEnv>();
    app.notFound(() => answer({ status: 404, body: { message: 'no Route matched with those values' } }));
    app.onError((error) => {
      // Never log the error itself: messages and parameters may hold personal data.
      console.error(`local backend: internal error (${(error as { code?: string }).code ?? error.name})`);
      return answer({ status: 500, body: { message: 'An unexpected error occurred' } });
    });
    app.get('/health', () => answer({ status: 200, body: { status: 'ok', service: 'ankerlicht local backend' } }));

    // REST and Storage: the gateway answers preflights itself and checks the key, and passes on the
    // scope PostgREST and Storage set (with the path they see: the gateway strips its prefix). The
    // functions are deployed with verify_jwt = false (the new keys are not JWTs): they decide
    // themselves. Following a signed URL needs no key: the browser opens it as a plain link, as it
    // does on hosted Supabase, and the URL's token is what Storage checks (storage.ts).
    for (const prefix of ['/rest/v1', '/storage/v1']) {
      app.use(`${prefix}/*`, async (c, next) => {
        if (c.req.method === 'OPTIONS') return preflight(c);
        if (c.req.method === 'GET' && c.req.path.startsWith('/storage/v1/object/sign/')) return next();
        // A signed upload URL's token is its permission (storage.ts signedUpload): no key needed.
        const signedUpload = c.req.method === 'PUT' && c.req.path.startsWith('/storage/v1/object/upload/sign/');
        const caller = signedUpload ? { role: 'anon' as const, claims: {}, jwt: '' } : await authenticate(c.req.raw, legacyKeys);
        if ('status' in caller) return answer(caller);
        const url = new URL(c.req.url);
        const seen = url.pathname.slice(prefix.length) + (prefix === '/storage/v1' ? url.search : '');
        c.set('scope', { ...caller, headers: gatewayHeaders(c.env.incoming), method: c.req.method, path: seen });
        await next();
      });
    }
    // Auth: the gateway checks the key; Auth itself reads the bearer (a user's token). The link in
    // Auth's e-mail (GET /verify) is opened by a browser without a key, as hosted Supabase allows.
    app.use('/auth/v1/*', async (c, next) => {
      if (c.req.method === 'OPTIONS') return preflight(c);
      if (c.req.method === 'GET' && c.req.path === '/auth/v1/verify') return next();
      const apikey = c.req.header('apikey') ?? '';
      const key = local.LOCAL_KEYS.get(apikey);
      if (key === undefined || (key.legacy && !legacyKeys)) return answer({ status: 401, body: { message: 'Invalid API key' } });
      await next();
    });
    // Auth's e-mail (the staff invitation) goes to maildev, as a hosted project's goes to its SMTP server.
    const authMail = mail === null ? null : createSmtpSender({ host, port: mail.smtpPort, secure: false, name: 'localhost' });
    authRoutes(app, db, () => url, answer, { sendMail: authMail });
    options.extend?.(app, { db, scheduledRun: () => scheduledRun() });

    app.all(`/functions/v1/${FUNCTION_NAME}`, (c) => {
      const { method, url, body } = c.req.raw;
      const init = { method, headers: gatewayHeaders(c.env.incoming), body, duplex: 'half' };
      return handler(new Request(url, init as RequestInit));
    });
    app.all(`/functions/v1/${staffLetter.STAFF_LETTER_FUNCTION}`, (c) => {
      const { method, url, body } = c.req.raw;
      const init = { method, headers: gatewayHeaders(c.env.incoming), body, duplex: 'half' };
      return staffLetterHandler(new Request(url, init as RequestInit));
    });
    app.post('/rest/v1/rpc/:name', async (c) => answer(await callFunction(db, c.req.param('name'), c.req.raw, c.get('scope'))));
    app.post('/rest/v1/:table', async (c) => answer(await insertRows(db, c.req.param('table'), c.req.raw, c.get('scope'))));
    // Signed URLs before the object routes, which would take `sign` for a bucket.
    app.post('/storage/v1/object/sign/:bucket/:key{.+}', async (c) =>
      answer(await storage.sign(c.req.param('bucket'), c.req.param('key'), c.req.raw, c.get('scope'))),
    );
    app.get('/storage/v1/object/sign/:bucket/:key{.+}', async (c) => {
      const found = await storage.signedDownload(
        c.req.param('bucket'),
        c.req.param('key'),
        c.req.query('token'),
        c.req.query('download'),
      );
      if (!(found instanceof Response)) return answer(found);
      return new Response(found.body, { headers: { ...GATEWAY_CORS, ...Object.fromEntries(found.headers) } });
    });
    // Signed uploads (hosted's getSignedUploadURL and uploadSignedObject routes), before the object
    // routes too.
    app.post('/storage/v1/object/upload/sign/:bucket/:key{.+}', async (c) =>
      answer(await storage.createSignedUploadUrl(c.req.param('bucket'), c.req.param('key'), c.req.raw, c.get('scope'))),
    );
    app.put('/storage/v1/object/upload/sign/:bucket/:key{.+}', async (c) =>
      answer(
        await storage.signedUpload(c.req.param('bucket'), c.req.param('key'), c.req.query('token'), c.req.raw, c.get('scope')),
      ),
    );
    app.post('/storage/v1/object/:bucket/:key{.+}', async (c) =>
      answer(await storage.upload(c.req.param('bucket'), c.req.param('key'), c.req.raw, c.get('scope'))),
    );
    app.get('/storage/v1/object/:bucket/:key{.+}', async (c) => {
      const found = await storage.download(c.req.param('bucket'), c.req.param('key'), c.get('scope'));
      if (!(found instanceof Response)) return answer(found);
      return new Response(found.body, { headers: { ...GATEWAY_CORS, ...Object.fromEntries(found.headers) } });
    });
    app.delete('/storage/v1/object/:bucket', async (c) =>
      answer(await storage.remove(c.req.param('bucket'), c.req.raw, c.get('scope'))),
    );

    const server = createAdaptorServer({ fetch: app.fetch, hostname: host });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    cleanups.push(async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closed;
    });
    const url = `http://${host}:${(server.address() as { port: number }).port}`;

    // The function's environment as hosted Supabase sets it (the new keys as JSON dictionaries of
    // name to key; the legacy ones only while enabled), mail to maildev.
    const functionConfig = configFromEnv({
      SUPABASE_URL: url,
      ...(legacyKeys ? { SUPABASE_ANON_KEY: local.LOCAL_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: local.LOCAL_SERVICE_ROLE_KEY } : {}),
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: local.LOCAL_PUBLISHABLE_KEY }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: local.LOCAL_SECRET_KEY }),
      ALLOWED_ORIGINS: local.LOCAL_ALLOWED_ORIGINS,
      MAIL_FROM: local.LOCAL_MAIL_FROM,
      ALERT_TO: local.LOCAL_ALERT_TO,
      NOTIFY_RETRY_DELAYS: local.LOCAL_NOTIFY_RETRY_DELAYS,
      ...(mail !== null ? { SMTP_HOST: host, SMTP_PORT: String(mail.smtpPort), SMTP_SECURE: 'false' } : {}),
      ...options.functionEnv,
    });
    if (options.quiet) functionConfig.log = () => undefined;
    options.configureFunction?.(functionConfig);
    handler = createHandler(functionConfig);
    // The staff-letter function: the same project settings, without the e-mail function's.
    const staffLetterConfig = staffLetter.configFromEnv({
      SUPABASE_URL: url,
      ...(legacyKeys ? { SUPABASE_ANON_KEY: local.LOCAL_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: local.LOCAL_SERVICE_ROLE_KEY } : {}),
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: local.LOCAL_PUBLISHABLE_KEY }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: local.LOCAL_SECRET_KEY }),
      ALLOWED_ORIGINS: local.LOCAL_ALLOWED_ORIGINS,
    });
    if (options.quiet) staffLetterConfig.log = () => undefined;
    staffLetterHandler = staffLetter.createHandler(staffLetterConfig);

    // The schedule (pg_cron + pg_net in production): the same handler, a service_role request
    // (the secret key once the legacy keys are off). Runs never overlap.
    const scheduleKey = legacyKeys ? local.LOCAL_SERVICE_ROLE_KEY : local.LOCAL_SECRET_KEY;
    let lastRun: Promise<unknown> = Promise.resolve();
    scheduledRun = () => {
      const headers = { authorization: `Bearer ${scheduleKey}`, 'content-type': 'application/json' };
      const init = { method: 'POST', headers, body: '{"task":"scheduled"}' };
      const run = lastRun.then(() => handler(new Request(`${url}/functions/v1/${FUNCTION_NAME}`, init)));
      lastRun = run.catch(() => undefined);
      return run;
    };
    let ticking: Promise<void> | null = null;
    const tick = () => {
      // A run still going (a slow SMTP server) is not queued up behind.
      ticking ??= scheduledRun()
        .then(async (response) => {
          if (!response.ok) console.error(`local backend: scheduled run answered ${response.status}`);
          await response.body?.cancel();
        })
        .catch((error: unknown) => console.error(`local backend: scheduled run failed (${(error as Error)?.name})`))
        .finally(() => (ticking = null));
    };
    const timer = scheduleSeconds > 0 ? setInterval(tick, scheduleSeconds * 1000) : undefined;
    timer?.unref();
    // Stop the timer and let a run in progress finish before the server and database go.
    cleanups.push(async () => {
      clearInterval(timer);
      await lastRun;
    });

    let stopped: Promise<void> | null = null;
    return {
      url,
      mail,
      dataDir,
      db,
      scheduleSeconds,
      runSchedule: async () => (await scheduledRun()).json(),
      stop: () => (stopped ??= cleanup()),
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
