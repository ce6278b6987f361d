/**
 * The embedded local backend: a stand-in for a Supabase project for development and tests,
 * without Docker. One HTTP server (hono) answers the calls the site and the e-mail function make,
 * as Supabase answers them (the wire format is in supabase/README.md), and nothing else:
 *
 *   POST /rest/v1/registrations                  PostgREST insert (the site; grants, RLS and triggers decide)
 *   POST /rest/v1/rpc/<function>                 PostgREST RPC (the function, as service_role)
 *   /storage/v1/object/referral_letters/…        Storage upload (site), download and delete (function)
 *   /functions/v1/send-registration-email        the edge function's own handler
 *
 * behind what Supabase's gateway does in front of them: the key check (the CLI's local publishable
 * and secret keys, and the legacy anon and service_role JWTs unless `legacyKeys: false`), CORS, and
 * the client's address set from the connection (see gatewayHeaders). It runs the schedule pg_cron
 * runs in production: the same handler with `{"task":"scheduled"}` every LOCAL_SCHEDULE_SECONDS.
 * maildev catches the e-mail. Development and tests only: production is a hosted Supabase project.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { configFromEnv, createHandler, type FunctionConfig } from '../functions/send-registration-email/handler.ts';
import {
  DEFAULT_API_PORT,
  DEFAULT_MAIL_SMTP_PORT,
  DEFAULT_MAIL_WEB_PORT,
  DEFAULT_SCHEDULE_SECONDS,
  LOCAL_ALERT_TO,
  LOCAL_ALLOWED_ORIGINS,
  LOCAL_ANON_KEY,
  LOCAL_HOST,
  LOCAL_KEYS,
  LOCAL_MAIL_FROM,
  LOCAL_NOTIFY_RETRY_DELAYS,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  defaultDataDir,
} from './config.ts';
import { openDatabase, restrictToOwner, type Database, type RequestScope } from './database.ts';
import { startMaildev, type MailCatcher } from './mail.ts';
import { SchemaCache, callFunction, insertRows, type Answer } from './rest.ts';
import { LocalStorage } from './storage.ts';

export type LocalBackendOptions = {
  /** API port; default LOCAL_BACKEND_PORT or 54321; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Data folder; default LOCAL_BACKEND_DATA or supabase/.local-data. */
  dataDir?: string;
  /** A throwaway data folder in the system temp dir, removed by stop(). */
  fresh?: boolean;
  /** Enable /__faults, /__settings, /__schedule and /__inspect (tests only); default LOCAL_BACKEND_FAULTS=1. */
  faults?: boolean;
  /**
   * maildev ports (default MAILDEV_SMTP_PORT/MAILDEV_WEB_PORT or 1025/1080; 0 picks free ports),
   * or false to start no mail catcher (then give the function SMTP settings in functionEnv).
   */
  mail?: { smtpPort?: number; webPort?: number } | false;
  /** Extra environment for the e-mail function (MAIL_TO, REGISTRATION_EMAIL_CONTENT, …), over the local defaults. */
  functionEnv?: Record<string, string>;
  /** Seconds between scheduled runs; default LOCAL_SCHEDULE_SECONDS or 60; 0 runs none (runSchedule() still works). */
  scheduleSeconds?: number;
  /** Silence the function's per-request log lines. */
  quiet?: boolean;
  /**
   * Accept the legacy JWT keys (anon, service_role) beside the publishable and secret keys; default
   * true. false: the gateway refuses them, as on a project that switched them off, and the function's
   * environment lacks SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY.
   */
  legacyKeys?: boolean;
};

export type LocalBackend = {
  /** Base URL for createClient(url, publishableKey) (or the legacy anonKey). */
  url: string;
  /** The CLI's local publishable key (role anon): what the site uses. */
  publishableKey: string;
  /** The CLI's local secret key (role service_role): the function and the schedule; never the site. */
  secretKey: string;
  /** The legacy anon key (refused when legacyKeys is false). */
  anonKey: string;
  /** The legacy demo service_role key (refused when legacyKeys is false). */
  serviceRoleKey: string;
  /** Whether the gateway accepts the legacy keys. */
  legacyKeys: boolean;
  /** maildev's web inbox, or null without maildev. */
  mailWebUrl: string | null;
  mailSmtpPort: number | null;
  mail: MailCatcher | null;
  dataDir: string;
  db: Database;
  /** Seconds between scheduled runs (0: none). */
  scheduleSeconds: number;
  /** One scheduled run of the e-mail function (runs never overlap): its JSON answer. */
  runSchedule(): Promise<unknown>;
  stop(): Promise<void>;
};

/** The test-only fault switch: how many of the next such events fail. */
const FAULT_NAMES = ['upload', 'insert', 'uploadAnswerLost', 'insertAnswerLost', 'email', 'mailFailures'] as const;
type FaultName = (typeof FAULT_NAMES)[number];

const FUNCTION_NAME = 'send-registration-email';

/** What the gateway adds to every answer of its own, REST's and Storage's (not the function's). */
const GATEWAY_CORS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'content-range, content-length, x-client-info',
};

function envNumber(name: string, fallback: number, check: (value: number) => boolean): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!check(number)) throw new Error(`${name} is not valid`);
  return number;
}
const envPort = (name: string, fallback: number) =>
  envNumber(name, fallback, (port) => Number.isInteger(port) && port >= 0 && port <= 65535);

/** A JSON (or empty) answer with the gateway's CORS headers. */
function answer({ status, body, headers }: Answer): Response {
  const json = body === undefined ? null : JSON.stringify(body);
  const type: Record<string, string> = json === null ? {} : { 'content-type': 'application/json; charset=utf-8' };
  return new Response(json, { status, headers: { ...GATEWAY_CORS, ...headers, ...type } });
}

/** The gateway's answer to a CORS preflight for REST and Storage (the function answers its own). */
function preflight(c: Context): Response {
  const allowHeaders =
    c.req.header('access-control-request-headers') ??
    'authorization, x-client-info, apikey, content-type, x-upsert, cache-control, prefer, range, accept-profile, content-profile';
  const headers = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
    'access-control-allow-headers': allowHeaders,
    'access-control-max-age': '3600',
  };
  return new Response(null, { status: 200, headers });
}

/** Who the gateway lets a request through as: the role and claims, and the JWT Storage is given. */
type Caller = RequestScope & { jwt: string };

/**
 * The gateway's key check for REST and Storage, as hosted Supabase does it. `apikey` (header or
 * query) must be one of the project's keys: the publishable or secret key (`sb_…`), or the legacy
 * anon or service_role JWT unless legacy keys are off. The role is the `Authorization` bearer's,
 * else the apikey's; with a new key the header may be absent, `Bearer <the same key>`, or a valid
 * JWT (here: a legacy key). A new key is not a JWT: the hosted gateway mints one for it, which this
 * stand-in does not (Storage gets ''). Not emulated: hosted Supabase also refuses a secret key on a
 * request that looks like it comes from a browser. Edge Functions get no check (see the routes).
 */
function authenticate(request: Request, legacyKeys: boolean): Caller | Answer {
  const apikey = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey') ?? '';
  const refuse = (message: string, hint: string): Answer => ({ status: 401, body: { message, hint } });
  if (apikey === '') return refuse('No API key found in request', 'No `apikey` request header or url param was found.');
  const key = LOCAL_KEYS.get(apikey);
  if (key === undefined) return refuse('Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
  if (key.legacy && !legacyKeys) {
    const hint = 'Your legacy API keys (anon, service_role) are disabled. Use the publishable or secret API key.';
    return refuse('Legacy API keys are disabled', hint);
  }
  const authorization = request.headers.get('authorization');
  const bearer = authorization === null ? apikey : /^Bearer (\S+)$/i.exec(authorization)?.[1];
  // The bearer must be the new key itself, or a JWT the project accepts: a legacy key, while those are on.
  const token = bearer === undefined ? undefined : LOCAL_KEYS.get(bearer);
  if (bearer === undefined || token === undefined || (bearer !== apikey && (!token.legacy || !legacyKeys))) {
    return { status: 401, body: { code: 'PGRST301', details: null, hint: null, message: 'Invalid JWT' } };
  }
  return { role: token.role, claims: token.claims, jwt: token.legacy ? bearer : '' };
}

/** Headers by which a client could claim another address; the gateway drops the client's own. */
const CLIENT_ADDRESS_HEADERS = new Set([
  'cf-connecting-ip',
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'true-client-ip',
  'x-client-ip',
]);

/**
 * The request's headers as hosted Supabase's gateway passes them on (lower-case names, as
 * PostgREST and Storage put them in `request.headers`; the edge function gets them too). On hosted
 * Supabase every request passes Cloudflare, which sets `cf-connecting-ip` to the connecting
 * client's address and overwrites any value the client sent; the gateway forwards it, with
 * `x-forwarded-for` and `x-real-ip`. This emulates that: the client's own address headers are
 * dropped and those three set to the socket's address, so a client cannot take a new identity per
 * request by sending another value (the database's per-client limits key on it).
 */
export function gatewayHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || CLIENT_ADDRESS_HEADERS.has(lower)) continue;
    headers[lower] = Array.isArray(value) ? value.join(', ') : value;
  }
  const address = req.socket.remoteAddress?.replace(/^::ffff:/, '');
  if (address !== undefined && address !== '') {
    headers['cf-connecting-ip'] = address;
    headers['x-real-ip'] = address;
    headers['x-forwarded-for'] = address;
  }
  return headers;
}

/** Whether the process that wrote this lock file is still running. */
async function lockOwnerAlive(lockFile: string): Promise<{ owner: number; alive: boolean }> {
  const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(owner) || owner <= 0) return { owner, alive: false };
  try {
    process.kill(owner, 0);
    return { owner, alive: true };
  } catch (error) {
    return { owner, alive: (error as { code?: string }).code === 'EPERM' };
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
    const folder = path.join(os.tmpdir(), name);
    const lock = path.join(folder, 'backend.pid');
    if (!existsSync(lock)) continue; // being set up, or not ours
    if (!(await lockOwnerAlive(lock)).alive) await rm(folder, { recursive: true, force: true }).catch(() => undefined);
  }
}

async function takeLock(lockFile: string): Promise<void> {
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
    return;
  } catch {
    // exists: is its owner still running?
  }
  const { owner, alive } = await lockOwnerAlive(lockFile);
  if (alive) {
    throw new Error(
      `The data folder ${path.dirname(lockFile)} is in use by another local backend (pid ${owner}). Stop it, or use --fresh / LOCAL_BACKEND_DATA.`,
    );
  }
  await writeFile(lockFile, String(process.pid), { mode: 0o600 });
}

/**
 * Fails the next `take()` sends to the registration inbox at "SMTP" (as a refused message would);
 * mail to the alert address always goes through, so the alert path can be tested.
 */
function withMailFailures(config: FunctionConfig, take: () => boolean): void {
  const sender = config.sender;
  if (sender === null) return;
  config.sender = async (message) => {
    if (message.to === config.mailTo && message.to !== config.alertTo && take()) {
      throw Object.assign(new Error('simulated SMTP failure (LOCAL_BACKEND_FAULTS mailFailures)'), {
        code: 'EMESSAGE',
        responseCode: 451,
      });
    }
    await sender(message);
  };
}

async function jsonObject(request: Request): Promise<Record<string, unknown> | null> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

type Env = { Bindings: HttpBindings; Variables: { caller: Caller; headers: Record<string, string> } };

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? LOCAL_HOST;
  const port = options.port ?? envPort('LOCAL_BACKEND_PORT', DEFAULT_API_PORT);
  const faultsEnabled = options.faults ?? process.env.LOCAL_BACKEND_FAULTS === '1';
  const legacyKeys = options.legacyKeys ?? true;
  const scheduleSeconds =
    options.scheduleSeconds ?? envNumber('LOCAL_SCHEDULE_SECONDS', DEFAULT_SCHEDULE_SECONDS, (value) => value >= 0);
  const fresh = options.fresh ?? false;
  if (fresh) await removeStaleFreshFolders();
  const dataDir = fresh
    ? await mkdtemp(path.join(os.tmpdir(), FRESH_PREFIX))
    : path.resolve(options.dataDir ?? process.env.LOCAL_BACKEND_DATA ?? defaultDataDir);

  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => undefined);
    cleanups.length = 0;
  };
  if (fresh) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

  try {
    // Personal data lives here: only the owner may enter (also a folder made by an older version).
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await chmod(dataDir, 0o700);
    // One backend per data folder: two PGlite instances on the same files would corrupt them.
    const lockFile = path.join(dataDir, 'backend.pid');
    await takeLock(lockFile);
    cleanups.push(() => rm(lockFile, { force: true }));

    const pgdata = path.join(dataDir, 'pgdata');
    const { db } = await openDatabase({ dataDir: pgdata });
    cleanups.push(async () => {
      await db.close();
      await restrictToOwner(pgdata);
    });
    // What PGlite just wrote, and anything an older version left readable.
    await restrictToOwner(dataDir);

    let mail: MailCatcher | null = null;
    if (options.mail !== false) {
      mail = await startMaildev({
        smtpPort: options.mail?.smtpPort ?? envPort('MAILDEV_SMTP_PORT', DEFAULT_MAIL_SMTP_PORT),
        webPort: options.mail?.webPort ?? envPort('MAILDEV_WEB_PORT', DEFAULT_MAIL_WEB_PORT),
        mailDir: path.join(dataDir, 'mail'),
      });
      const started = mail;
      cleanups.push(() => started.stop());
    }

    const faults = Object.fromEntries(FAULT_NAMES.map((name) => [name, 0])) as Record<FaultName, number>;
    const take = (name: FaultName) => {
      if (faults[name] <= 0) return false;
      faults[name] -= 1;
      return true;
    };
    const takeFault = (fail: FaultName, lose: FaultName) => () => (take(fail) ? 'fail' : take(lose) ? 'lose' : null);
    // The embedded schedule starts with the backend: the heartbeat's silence counts from now, not
    // from when the data folder (or its cached snapshot) was made.
    await db.query(
      `update private.intake_state set created_at = now(), schedule_last_run_at = null, schedule_stale_alerted_at = null`,
    );
    const schema = new SchemaCache(db);
    const storage = new LocalStorage(db, path.join(dataDir, 'storage'), takeFault('upload', 'uploadAnswerLost'));
    // Set once the server listens: the function reaches the backend through its own URL.
    let handler: (request: Request) => Promise<Response> = () => Promise.reject(new Error('not started'));
    let scheduledRun: () => Promise<Response> = handler as () => Promise<Response>;

    const app = new Hono<Env>();
    const notFound = () => answer({ status: 404, body: { message: 'no Route matched with those values' } });
    app.notFound(notFound);
    app.onError((error) => {
      // Never log the error itself: messages and parameters may hold personal data.
      const code = (error as { code?: string }).code ?? error.name;
      console.error(`local backend: internal error (${code})`);
      return answer({ status: 500, body: { message: 'An unexpected error occurred' } });
    });
    app.get('/', () => answer({ status: 200, body: { status: 'ok', service: 'ankerlicht local backend' } }));
    app.get('/health', () => answer({ status: 200, body: { status: 'ok', service: 'ankerlicht local backend' } }));

    // Deployed with verify_jwt = false (the new keys are not JWTs), so the gateway passes every
    // request on, preflights included, and the function decides who may call it.
    app.all('/functions/v1/:name', (c) => {
      if (c.req.param('name') !== FUNCTION_NAME) {
        return answer({ status: 404, body: { code: 'NOT_FOUND', message: 'Requested function was not found' } });
      }
      if (c.req.method === 'POST' && take('email')) {
        return answer({
          status: 500,
          body: { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
        });
      }
      const raw = c.req.raw;
      const body = raw.method === 'GET' || raw.method === 'HEAD' ? null : raw.body;
      const init = { method: raw.method, headers: gatewayHeaders(c.env.incoming), body, duplex: 'half' };
      return handler(new Request(raw.url, init as RequestInit));
    });

    // REST and Storage: the gateway answers preflights itself and checks the key.
    const gateway = async (c: Context<Env>, next: () => Promise<void>) => {
      if (c.req.method === 'OPTIONS') return preflight(c);
      const caller = authenticate(c.req.raw, legacyKeys);
      if ('status' in caller) return answer(caller);
      c.set('caller', caller);
      c.set('headers', gatewayHeaders(c.env.incoming));
      await next();
    };
    app.use('/rest/v1/*', gateway);
    app.use('/storage/v1/*', gateway);
    /** The scope PostgREST and Storage set: `path` is the one they see (the gateway strips /rest/v1, /storage/v1). */
    const scope = (c: Context<Env>, prefix: string): RequestScope => {
      const { role, claims } = c.get('caller');
      const url = new URL(c.req.url);
      const seen = url.pathname.slice(prefix.length) + (prefix === '/storage/v1' ? url.search : '');
      return { role, claims, headers: c.get('headers'), method: c.req.method, path: seen };
    };
    app.post('/rest/v1/rpc/:name', async (c) =>
      answer(await callFunction(db, schema, c.req.param('name'), c.req.raw, scope(c, '/rest/v1'))),
    );
    app.post('/rest/v1/:table', async (c) => {
      const faulty = takeFault('insert', 'insertAnswerLost');
      return answer(await insertRows(db, schema, c.req.param('table'), c.req.raw, scope(c, '/rest/v1'), faulty));
    });
    const object = (c: Context<Env>) => ({ bucket: c.req.param('bucket') ?? '', key: c.req.param('key') ?? '' });
    app.post('/storage/v1/object/:bucket/:key{.+}', async (c) =>
      answer(await storage.upload(object(c).bucket, object(c).key, c.req.raw, scope(c, '/storage/v1'), c.get('caller').jwt)),
    );
    app.get('/storage/v1/object/:bucket/:key{.+}', async (c) => {
      const found = await storage.download(object(c).bucket, object(c).key, scope(c, '/storage/v1'), c.get('caller').jwt);
      if (!(found instanceof Response)) return answer(found);
      return new Response(found.body, { status: 200, headers: { ...GATEWAY_CORS, ...Object.fromEntries(found.headers) } });
    });
    app.delete('/storage/v1/object/:bucket', async (c) =>
      answer(await storage.remove(object(c).bucket, c.req.raw, scope(c, '/storage/v1'), c.get('caller').jwt)),
    );

    if (faultsEnabled) {
      // Test-only: /__faults, /__settings, /__schedule, /__inspect/registrations (LOCAL_BACKEND_FAULTS only).
      app.use('/__*', async (c, next) => (c.req.method === 'OPTIONS' ? preflight(c) : next()));
      app.get('/__faults', () => answer({ status: 200, body: { ok: true, pending: faults } }));
      app.post('/__faults', async (c) => {
        const body = await jsonObject(c.req.raw);
        const valid =
          body !== null &&
          Object.entries(body).every(
            ([name, value]) =>
              (FAULT_NAMES as readonly string[]).includes(name) &&
              (typeof value === 'boolean' || (Number.isInteger(value) && (value as number) >= 0)),
          );
        if (!valid) {
          const message = `Body must be JSON like {"upload":true} or {"mailFailures":3}; faults: ${FAULT_NAMES.join(', ')}`;
          return answer({ status: 400, body: { message } });
        }
        for (const [name, value] of Object.entries(body)) faults[name as FaultName] = Number(value);
        return answer({ status: 200, body: { ok: true, pending: faults } });
      });
      const currentSettings = async () => {
        const sql = `select coalesce(json_object_agg(name, value), '{}'::json) as settings from private.intake_settings`;
        return (await db.query<{ settings: Record<string, number> }>(sql)).rows[0]?.settings ?? {};
      };
      app.get('/__settings', async () => answer({ status: 200, body: { ok: true, settings: await currentSettings() } }));
      app.post('/__settings', async (c) => {
        const body = await jsonObject(c.req.raw);
        const known = await currentSettings();
        if (body === null || Object.entries(body).some(([name, value]) => !(name in known) || !Number.isInteger(value))) {
          const message = `Body must be JSON like {"registrations_per_client_per_hour": 100}; known: ${Object.keys(known).join(', ')}`;
          return answer({ status: 400, body: { message } });
        }
        for (const [name, value] of Object.entries(body)) {
          await db.query('update private.intake_settings set value = $2 where name = $1', [name, value]);
        }
        return answer({ status: 200, body: { ok: true, settings: await currentSettings() } });
      });
      app.post('/__schedule', () => scheduledRun());
      app.get('/__inspect/registrations', async () => {
        const {
          rows: [found],
        } = await db.query<{ rows: unknown[]; notifications: unknown[] }>(
          `select coalesce((select json_agg(r order by r.created_at) from public.registrations r), '[]'::json) as rows,
                  coalesce((select json_agg(n order by n.created_at) from private.registration_notifications n), '[]'::json) as notifications`,
        );
        const body = { rows: found?.rows ?? [], objects: await storage.objectNames(), notifications: found?.notifications ?? [] };
        return answer({ status: 200, body });
      });
    }

    const server = createAdaptorServer({ fetch: app.fetch, hostname: host });
    (server as { keepAliveTimeout?: number }).keepAliveTimeout = 5000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        }),
    );
    const address = server.address();
    const actualPort = typeof address === 'object' && address !== null ? address.port : port;
    const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actualPort}`;

    // The function's environment as hosted Supabase sets it (the new keys as JSON dictionaries of
    // name to key; the legacy ones only while enabled), mail to maildev.
    const functionConfig = configFromEnv({
      SUPABASE_URL: url,
      ...(legacyKeys ? { SUPABASE_ANON_KEY: LOCAL_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY } : {}),
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY }),
      ALLOWED_ORIGINS: LOCAL_ALLOWED_ORIGINS,
      MAIL_FROM: LOCAL_MAIL_FROM,
      ALERT_TO: LOCAL_ALERT_TO,
      NOTIFY_RETRY_DELAYS: LOCAL_NOTIFY_RETRY_DELAYS,
      ...(mail !== null ? { SMTP_HOST: LOCAL_HOST, SMTP_PORT: String(mail.smtpPort), SMTP_SECURE: 'false' } : {}),
      ...options.functionEnv,
    });
    if (options.quiet) functionConfig.log = () => undefined;
    withMailFailures(functionConfig, () => take('mailFailures'));
    handler = createHandler(functionConfig);

    // The schedule (pg_cron + pg_net in production): the same handler, a service_role request
    // (the secret key once the legacy keys are off). Runs never overlap.
    const scheduleKey = legacyKeys ? LOCAL_SERVICE_ROLE_KEY : LOCAL_SECRET_KEY;
    let lastRun: Promise<unknown> = Promise.resolve();
    scheduledRun = () => {
      const run = lastRun.then(() =>
        handler(
          new Request(`${url}/functions/v1/${FUNCTION_NAME}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${scheduleKey}`, 'content-type': 'application/json' },
            body: JSON.stringify({ task: 'scheduled' }),
          }),
        ),
      );
      lastRun = run.catch(() => undefined);
      return run;
    };
    const runSchedule = async (): Promise<unknown> => {
      const response = await scheduledRun();
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return { status: response.status, body: text };
      }
    };
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      scheduledRun()
        .then(async (response) => {
          if (!response.ok) console.error(`local backend: scheduled run answered ${response.status}`);
          await response.body?.cancel();
        })
        .catch((error: unknown) => console.error(`local backend: scheduled run failed (${(error as Error)?.name ?? 'unknown'})`))
        .finally(() => {
          running = false;
        });
    };
    const timer = scheduleSeconds > 0 ? setInterval(tick, scheduleSeconds * 1000) : null;
    timer?.unref();
    // Stop the timer and let a run in progress finish before the server and database go.
    cleanups.push(async () => {
      if (timer !== null) clearInterval(timer);
      await lastRun;
    });

    let stopped: Promise<void> | null = null;
    return {
      url,
      publishableKey: LOCAL_PUBLISHABLE_KEY,
      secretKey: LOCAL_SECRET_KEY,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      legacyKeys,
      mailWebUrl: mail?.webUrl ?? null,
      mailSmtpPort: mail?.smtpPort ?? null,
      mail,
      dataDir,
      db,
      scheduleSeconds,
      runSchedule,
      stop: () => {
        stopped ??= cleanup();
        return stopped;
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
