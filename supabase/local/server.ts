/**
 * The embedded local backend: a stand-in for a Supabase project for development and tests,
 * without Docker. One HTTP server answers the three calls the site makes, as Supabase answers
 * them (see /work/shared/TOOLCHAIN.md for the wire format):
 *
 *   POST /rest/v1/registrations                  PostgREST insert (anon, RLS decides)
 *   POST /storage/v1/object/referral_letters/…   Storage upload (bucket limits, policies decide)
 *   POST /functions/v1/send-registration-email   the edge function's own handler
 *
 * behind the anon key check of Supabase's gateway; maildev catches the e-mail.
 * Development and tests only: production is a hosted Supabase project.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv, createHandler, type Handler } from '../functions/send-registration-email/handler.ts';
import {
  DEFAULT_API_PORT,
  DEFAULT_MAIL_SMTP_PORT,
  DEFAULT_MAIL_WEB_PORT,
  LOCAL_ALLOWED_ORIGINS,
  LOCAL_ANON_KEY,
  LOCAL_HOST,
  LOCAL_MAIL_FROM,
  defaultDataDir,
} from './config.ts';
import { openDatabase, type Database } from './database.ts';
import { runFunction } from './functions.ts';
import { drain, header, readBody, sendEmpty, sendJson } from './http.ts';
import { startMaildev, type MailCatcher } from './mail.ts';
import { SchemaCache, handleRest } from './rest.ts';
import { LocalStorage } from './storage.ts';

export type LocalBackendOptions = {
  /** API port; default LOCAL_BACKEND_PORT or 54321; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Data folder; default LOCAL_BACKEND_DATA or supabase/.local-data. */
  dataDir?: string;
  /** A throwaway data folder in the system temp dir, removed by stop(). */
  fresh?: boolean;
  /** Enable /__faults and /__inspect (tests only); default LOCAL_BACKEND_FAULTS=1. */
  faults?: boolean;
  /**
   * maildev ports (default MAILDEV_SMTP_PORT/MAILDEV_WEB_PORT or 1025/1080; 0 picks free ports),
   * or false to start no mail catcher (then give the function SMTP settings in functionEnv).
   */
  mail?: { smtpPort?: number; webPort?: number } | false;
  /** Extra environment for the e-mail function (MAIL_TO, SMTP_HOST, …), over the local defaults. */
  functionEnv?: Record<string, string>;
  /** Silence the function's per-request log lines. */
  quiet?: boolean;
};

export type LocalBackend = {
  /** Base URL for createClient(url, anonKey). */
  url: string;
  anonKey: string;
  /** maildev's web inbox, or null without maildev. */
  mailWebUrl: string | null;
  mailSmtpPort: number | null;
  mail: MailCatcher | null;
  dataDir: string;
  db: Database;
  stop(): Promise<void>;
};

type Faults = { upload: boolean; insert: boolean; email: boolean };

const GATEWAY_CORS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'content-range, content-length, x-client-info',
};

function envPort(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number`);
  return port;
}

function preflight(req: IncomingMessage, res: ServerResponse): void {
  sendEmpty(res, 200, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
    'access-control-allow-headers':
      header(req, 'access-control-request-headers') ??
      'authorization, x-client-info, apikey, content-type, x-upsert, cache-control, prefer, range, accept-profile, content-profile',
    'access-control-max-age': '3600',
  });
}

/** The gateway's key check: `apikey` (header or query) must be the local anon key. */
function keyRefusal(req: IncomingMessage, url: URL, anonKey: string): { message: string; hint: string } | null {
  const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey');
  if (apikey === undefined || apikey === null || apikey === '') {
    return { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' };
  }
  if (apikey !== anonKey) {
    return { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' };
  }
  const authorization = header(req, 'authorization');
  if (authorization !== undefined && authorization !== `Bearer ${anonKey}`) {
    return { message: 'Invalid JWT', hint: 'The Authorization header must carry the anon key locally.' };
  }
  return null;
}

async function takeLock(lockFile: string): Promise<void> {
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
    return;
  } catch {
    // exists: is its owner still running?
  }
  const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
  let alive = false;
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid) {
    try {
      process.kill(owner, 0);
      alive = true;
    } catch {
      alive = false;
    }
  }
  if (alive || owner === process.pid) {
    throw new Error(`The data folder ${path.dirname(lockFile)} is in use by another local backend (pid ${owner}). Stop it, or use --fresh / LOCAL_BACKEND_DATA.`);
  }
  await writeFile(lockFile, String(process.pid));
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? LOCAL_HOST;
  const port = options.port ?? envPort('LOCAL_BACKEND_PORT', DEFAULT_API_PORT);
  const faultsEnabled = options.faults ?? process.env.LOCAL_BACKEND_FAULTS === '1';
  const fresh = options.fresh ?? false;
  const dataDir = fresh
    ? await mkdtemp(path.join(os.tmpdir(), 'ankerlicht-backend-'))
    : path.resolve(options.dataDir ?? process.env.LOCAL_BACKEND_DATA ?? defaultDataDir);

  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => undefined);
    cleanups.length = 0;
  };
  if (fresh) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

  try {
    // One backend per data folder: two PGlite instances on the same files would corrupt them.
    await mkdir(dataDir, { recursive: true });
    const lockFile = path.join(dataDir, 'backend.pid');
    await takeLock(lockFile);
    cleanups.push(() => rm(lockFile, { force: true }));

    const { db } = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
    cleanups.push(() => db.close());

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

    const functionEnv: Record<string, string> = {
      ALLOWED_ORIGINS: LOCAL_ALLOWED_ORIGINS,
      MAIL_FROM: LOCAL_MAIL_FROM,
      ...(mail !== null ? { SMTP_HOST: LOCAL_HOST, SMTP_PORT: String(mail.smtpPort), SMTP_SECURE: 'false' } : {}),
      ...options.functionEnv,
    };
    const functionConfig = configFromEnv(functionEnv);
    if (options.quiet) functionConfig.log = () => undefined;
    const emailHandler: Handler = createHandler(functionConfig);

    const faults: Faults = { upload: false, insert: false, email: false };
    const take = (name: keyof Faults) => {
      if (!faults[name]) return false;
      faults[name] = false;
      return true;
    };
    const schema = new SchemaCache(db);
    const storage = new LocalStorage(db, path.join(dataDir, 'storage'), { takeUploadFault: () => take('upload') });

    const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const url = new URL(req.url ?? '/', `http://${header(req, 'host') ?? `${host}:${port}`}`);
      const pathname = url.pathname;
      const method = req.method ?? 'GET';

      if (pathname === '/health' || pathname === '/') {
        sendJson(res, 200, { status: 'ok', service: 'ankerlicht local backend' }, GATEWAY_CORS);
        return;
      }

      if (faultsEnabled && (pathname === '/__faults' || pathname.startsWith('/__inspect/'))) {
        if (method === 'OPTIONS') {
          preflight(req, res);
        } else if (pathname === '/__faults' && method === 'POST') {
          let body: Partial<Faults>;
          try {
            body = JSON.parse((await readBody(req, 4096)).toString('utf8') || '{}') as Partial<Faults>;
          } catch {
            sendJson(res, 400, { message: 'Body must be JSON like {"upload":true}' }, GATEWAY_CORS);
            return;
          }
          for (const name of ['upload', 'insert', 'email'] as const) {
            if (typeof body[name] === 'boolean') faults[name] = body[name];
          }
          sendJson(res, 200, { ok: true, pending: faults }, GATEWAY_CORS);
        } else if (pathname === '/__faults' && method === 'GET') {
          sendJson(res, 200, { pending: faults }, GATEWAY_CORS);
        } else if (pathname === '/__inspect/registrations' && method === 'GET') {
          const rows =
            (
              await db.query<{ rows: unknown[] }>(
                `select coalesce(json_agg(r order by r.created_at), '[]'::json) as rows from public.registrations r`,
              )
            ).rows[0]?.rows ?? [];
          sendJson(res, 200, { rows, objects: await storage.objectNames() }, GATEWAY_CORS);
        } else {
          sendJson(res, 404, { message: 'no Route matched with those values' }, GATEWAY_CORS);
        }
        return;
      }

      const area = /^\/(rest|storage|functions)\/v1(?:\/(.*))?$/.exec(pathname);
      if (area === null) {
        sendJson(res, 404, { message: 'no Route matched with those values' }, GATEWAY_CORS);
        return;
      }
      const [, service, rest = ''] = area;

      if (method === 'OPTIONS') {
        if (service === 'functions' && rest === 'send-registration-email') {
          await runFunction(emailHandler, req, res, url);
        } else {
          preflight(req, res);
        }
        return;
      }

      const refusal = keyRefusal(req, url, LOCAL_ANON_KEY);
      if (refusal !== null) {
        sendJson(res, 401, refusal, GATEWAY_CORS);
        return;
      }

      if (service === 'rest') {
        await handleRest(db, schema, req, res, rest.replace(/\/$/, ''), url, GATEWAY_CORS, {
          takeInsertFault: () => method === 'POST' && take('insert'),
        });
        return;
      }
      if (service === 'storage') {
        await storage.handle(req, res, rest, GATEWAY_CORS);
        return;
      }
      // functions
      if (rest !== 'send-registration-email') {
        sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, GATEWAY_CORS);
        return;
      }
      if (method === 'POST' && take('email')) {
        sendJson(res, 500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, GATEWAY_CORS);
        return;
      }
      await runFunction(emailHandler, req, res, url);
    };

    const server = http.createServer((req, res) => {
      route(req, res)
        .catch((error: unknown) => {
          // Never log the error itself: messages and parameters may hold personal data.
          console.error(`local backend: internal error (${(error as { code?: string })?.code ?? (error as Error)?.name ?? 'unknown'})`);
          if (!res.headersSent) sendJson(res, 500, { message: 'An unexpected error occurred' }, GATEWAY_CORS);
          else res.destroy();
        })
        .finally(() => drain(req));
    });
    server.keepAliveTimeout = 5000;
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
          server.closeAllConnections();
        }),
    );
    const address = server.address();
    const actualPort = typeof address === 'object' && address !== null ? address.port : port;

    let stopped: Promise<void> | null = null;
    return {
      url: `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actualPort}`,
      anonKey: LOCAL_ANON_KEY,
      mailWebUrl: mail?.webUrl ?? null,
      mailSmtpPort: mail?.smtpPort ?? null,
      mail,
      dataDir,
      db,
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
