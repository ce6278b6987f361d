/**
 * A throwaway real PostgreSQL (Debian's packages, with pg_cron) carrying the project's migrations,
 * for the tests that must not rely on PGlite alone: initdb in a temp folder, the server on a Unix
 * socket in that folder, the platform as supabase_admin (postgres-role.sql, the shared
 * supabase/platform/supabase.sql, platform-extra.sql), then supabase/migrations/ in order as
 * postgres (as `supabase db push` on a hosted project). stop() shuts it down and removes the folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The platform, in order: the role postgres, what both databases share, what only this one has. */
export const platformSqlFiles = [
  path.join(here, 'postgres-role.sql'),
  path.join(here, '..', 'platform', 'supabase.sql'),
  path.join(here, 'platform-extra.sql'),
];
const defaultMigrationsDir = path.join(here, '..', 'migrations');

const INSTALL_HINT =
  'Install PostgreSQL and pg_cron from Debian: `apt-get install postgresql postgresql-15-cron` ' +
  '(the cron package follows the server major version), or set PG_BIN to the folder holding initdb and postgres.';

/** The database name: pg_cron runs in one database (cron.database_name), as on hosted Supabase. */
const DATABASE = 'postgres';

export type Results<T> = { rows: T[]; affectedRows: number };

/** What the tests use of a database, the same shape as PGlite's. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>;
  exec(sql: string): Promise<unknown>;
}

export interface RealPostgres extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** A new connection as `user` (e.g. 'supabase_admin' for superuser checks); the caller ends it. */
  connect(user: string): Promise<pg.Client>;
  /** The server's major version, e.g. 15. */
  majorVersion: number;
  /** Shuts the server down and deletes its folder. Safe to call twice. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export type StartOptions = { migrationsDir?: string };

/** The folder with initdb and postgres: PG_BIN, else the newest /usr/lib/postgresql/<major>/bin. */
export function findPostgresBin(): string {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const major of readdirSync(root).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(root, major, 'bin'));
  }
  const bin = candidates.find((dir) => existsSync(path.join(dir, 'postgres')) && existsSync(path.join(dir, 'initdb')));
  if (bin === undefined) {
    throw new Error(`PostgreSQL server binaries not found (PG_BIN, /usr/lib/postgresql/*/bin). ${INSTALL_HINT}`);
  }
  return bin;
}

function pkglibdir(bin: string): string {
  const out = spawnSync(path.join(bin, 'pg_config'), ['--pkglibdir'], { encoding: 'utf8' });
  // Debian's layout when pg_config is missing: /usr/lib/postgresql/<major>/lib.
  return out.status === 0 ? out.stdout.trim() : path.join(bin, '..', 'lib');
}

/** initdb and postgres refuse root: run them as the `postgres` OS user the Debian package creates. */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(`Running as root, but there is no OS user "postgres" to run the server as. ${INSTALL_HINT}`);
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function run(
  file: string,
  args: string[],
  user: { uid: number; gid: number } | null,
  onStart: (pid: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}) });
    if (child.pid !== undefined) onStart(child.pid);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (${code}):\n${output}`)),
    );
  });
}

/** PGlite answers int8 as a number when it fits; pg as a string. The tests expect PGlite's. */
function int8(value: string): number | bigint {
  const big = BigInt(value);
  return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? int8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function queryable(client: pg.Client): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    exec: (sql: string) => client.query(sql),
  };
}

/** Starts a new cluster with the platform fixture and the migrations; see the file comment. */
export async function startPostgres(options: StartOptions = {}): Promise<RealPostgres> {
  const bin = findPostgresBin();
  const majorVersion = Number(path.basename(path.dirname(bin)));
  if (!existsSync(path.join(pkglibdir(bin), 'pg_cron.so'))) {
    throw new Error(`pg_cron is not installed for the PostgreSQL in ${bin}. ${INSTALL_HINT}`);
  }
  const user = serverUser();
  // The socket lives in this folder too: its path must stay under ~100 bytes.
  const folder = await mkdtemp(path.join(os.tmpdir(), 'ankerlicht-pg-'));
  const dataDir = path.join(folder, 'data');
  let server: ChildProcess | null = null;
  let watchdog: ChildProcess | null = null;
  let client: pg.Client | null = null;
  let stopped = false;
  let log = '';

  // If the process exits without stop() (an uncaught error): stop the server, remove the folder.
  const onExit = () => {
    if (server?.pid !== undefined && server.exitCode === null) server.kill('SIGQUIT');
    rmSync(folder, { recursive: true, force: true });
  };
  process.on('exit', onExit);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await client?.end().catch(() => undefined);
    if (server !== null && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGINT'); // fast shutdown
      const timer = setTimeout(() => server?.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (watchdog?.pid !== undefined) {
      try {
        process.kill(-watchdog.pid, 'SIGKILL'); // its own process group: the shell and its sleep
      } catch {
        // already gone
      }
    }
    await rm(folder, { recursive: true, force: true });
    process.off('exit', onExit);
  };

  // Last resort if this process is killed (no exit handler runs): a detached shell that waits for
  // it to end, then stops what this started (listed in the pids file: initdb, the server) and
  // removes the folder.
  const pidsFile = path.join(folder, 'pids');
  const track = (pid: number) => appendFileSync(pidsFile, `${pid}\n`);
  watchdog = spawn(
    'sh',
    [
      '-c',
      // Signals a recorded pid only while its command line names this folder (never a reused pid).
      'while kill -0 "$1" 2>/dev/null; do sleep 1; done; ' +
        'for pid in $(cat "$2/pids" 2>/dev/null); do grep -qF -- "$2" "/proc/$pid/cmdline" 2>/dev/null && kill -QUIT "$pid"; done; ' +
        'sleep 3; rm -rf "$2"',
      'watchdog',
      String(process.pid),
      folder,
    ],
    { detached: true, stdio: 'ignore' },
  );
  watchdog.unref();

  try {
    if (user !== null) await chown(folder, user.uid, user.gid);
    await run(
      path.join(bin, 'initdb'),
      [
        '-D',
        dataDir,
        '-U',
        'supabase_admin',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
        '--no-instructions',
      ],
      user,
      track,
    );

    const settings: Record<string, string> = {
      // Only the Unix socket in the private folder: nothing listens on the network.
      listen_addresses: '',
      unix_socket_directories: folder,
      shared_preload_libraries: 'pg_cron',
      'cron.database_name': DATABASE,
      'cron.host': folder,
      timezone: 'UTC',
      // A throwaway cluster: durability buys nothing and costs seconds.
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      max_connections: '20',
    };
    const args = ['-D', dataDir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
    server = spawn(path.join(bin, 'postgres'), args, { stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}) });
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
    if (server.pid === undefined) throw new Error('postgres did not start');
    track(server.pid);

    const connect = async (role: string): Promise<pg.Client> => {
      const connection = new pg.Client({ host: folder, user: role, database: DATABASE, types });
      await connection.connect();
      return connection;
    };
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (server.exitCode !== null || server.signalCode !== null) throw new Error(`postgres exited:\n${log}`);
      try {
        const probe = await connect('supabase_admin');
        await probe.end();
        break;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`postgres did not accept connections within 30 s:\n${log}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    const admin = await connect('supabase_admin');
    try {
      for (const file of platformSqlFiles) await admin.query(await readFile(file, 'utf8'));
    } finally {
      await admin.end();
    }

    client = await connect('postgres');
    await applyMigrations(client, options.migrationsDir ?? defaultMigrationsDir);

    const after = await connect('supabase_admin');
    try {
      // The supautils stand-in of platform-extra.sql ends with the migrations.
      await after.query('revoke supabase_storage_admin from postgres');
    } finally {
      await after.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const db = client;
  // One connection, like PGlite: a query waits for a running transaction to end.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };
  const direct = queryable(db);
  return {
    majorVersion,
    query: (sql, params) => exclusive(() => direct.query(sql, params)),
    exec: (sql) => exclusive(() => direct.exec(sql)),
    transaction: (work) =>
      exclusive(async () => {
        await db.query('begin');
        try {
          const result = await work(direct);
          await db.query('commit');
          return result;
        } catch (error) {
          await db.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    connect: async (role) => {
      const connection = new pg.Client({ host: folder, user: role, database: DATABASE, types });
      await connection.connect();
      return connection;
    },
    stop,
    close: stop,
  };
}

const MIGRATION_FILE = /^([0-9]+)_(.+)\.sql$/;

/** As the Supabase CLI: each file in its own transaction, recorded in its history table. */
async function applyMigrations(client: pg.Client, dir: string): Promise<void> {
  await client.query(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text not null primary key, statements text[], name text);
  `);
  for (const file of readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()) {
    const [, version, name] = MIGRATION_FILE.exec(file) as RegExpExecArray;
    const sql = await readFile(path.join(dir, file), 'utf8');
    await client.query('begin');
    try {
      await client.query(sql);
      await client.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        version,
        name,
        [sql],
      ]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw new Error(`migration ${file} failed on PostgreSQL: ${(error as Error).message}`, { cause: error });
    }
  }
}
