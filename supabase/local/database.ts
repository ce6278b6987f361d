/**
 * The local database: real PostgreSQL (PGlite), with Supabase's platform pieces first, then the
 * project's migrations in order (recorded in supabase_migrations.schema_migrations, as the CLI
 * does), then seed.sql on a new database.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrationsDir, platformSqlFile, seedFile, supabaseDir, type ApiRole } from './config.ts';

const MIGRATION_FILE = /^([0-9]+)_(.+)\.sql$/;

export async function listMigrations(dir: string): Promise<Array<{ version: string; name: string; file: string }>> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  return files.map((file) => {
    const [, version = '', name = ''] = MIGRATION_FILE.exec(file) ?? [];
    return { version, name, file: path.join(dir, file) };
  });
}

const require = createRequire(import.meta.url);
const pgliteDist = path.dirname(require.resolve('@electric-sql/pglite'));
/** The extensions hosted Supabase offers that the migrations create: pg_trgm for name searches. */
const extensions = { pg_trgm };

/**
 * The cached snapshot of a new database (platform + migrations + seed), keyed by a hash of those
 * files and the PGlite version: PostgreSQL's initdb in WebAssembly takes seconds.
 */
async function templateFile(): Promise<string> {
  const hash = createHash('sha256');
  // What openDatabase adds besides the files (the platform's mark): bump when that changes.
  hash.update('local_platform 2\n');
  hash.update(await readFile(path.join(pgliteDist, '..', 'package.json')));
  for (const file of [platformSqlFile, ...(await listMigrations(migrationsDir)).map((migration) => migration.file), seedFile]) {
    hash.update(`\n-- ${path.basename(file)}\n`);
    hash.update(await readFile(file));
  }
  const cache = path.join(supabaseDir, '..', 'node_modules', '.cache');
  return path.join(cache, 'ankerlicht-local-backend', `template-${hash.digest('hex').slice(0, 24)}.tar.gz`);
}

type PgliteAssets = { pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob };
let assets: Promise<PgliteAssets | null> | null = null;

/**
 * PGlite's WebAssembly compiled once per process (PGlite compiles it again for every instance
 * otherwise); null if the package layout is not the expected one.
 */
function pgliteAssets(): Promise<PgliteAssets | null> {
  assets ??= (async () => {
    const read = (file: string) => readFile(path.join(pgliteDist, file));
    const [pglite, initdb, bundle] = await Promise.all([read('pglite.wasm'), read('initdb.wasm'), read('pglite.data')]);
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pglite), WebAssembly.compile(initdb)]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
  })().catch(() => null);
  return assets;
}

/**
 * Takes group and other permissions off everything below `dir`: PGlite's files come out 0666
 * whatever the umask (measured). The data folder (0700) keeps others out while it runs; this
 * resets what is at rest, after opening and after closing the database.
 */
export async function restrictToOwner(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  for (const entry of ['', ...entries]) {
    const full = path.join(dir, entry);
    const mode = (await stat(full).catch(() => null))?.mode;
    if (mode !== undefined && (mode & 0o077) !== 0) await chmod(full, mode & 0o700).catch(() => undefined);
  }
}

/**
 * A data folder made with another platform file (supabase/platform/supabase.sql: the stand-ins for
 * Supabase's own schemas: auth, storage, roles) lacks what the migrations and the backend now expect, and it is not a
 * migration that could be applied on top. Said plainly instead of failing on a missing relation.
 */
export class StalePlatformError extends Error {
  constructor(dataDir: string) {
    super(
      `The local database in ${dataDir} was made by an older version of the local backend (supabase/platform/supabase.sql ` +
        'has changed since). It holds only local test data: delete that folder to start afresh, or point ' +
        'LOCAL_BACKEND_DATA at a new one.',
    );
    this.name = 'StalePlatformError';
  }
}

async function platformHash(): Promise<string> {
  return createHash('sha256')
    .update(await readFile(platformSqlFile))
    .digest('hex');
}

/** Opens the database in `dataDir` (undefined: in memory), creating it from the cached snapshot when new. */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  const isNew = dataDir === undefined || !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const template = isNew ? await templateFile() : null;
  const snapshot = template !== null && existsSync(template) ? new Blob([await readFile(template)]) : undefined;
  const db = await PGlite.create({ ...(await pgliteAssets()), extensions, dataDir, loadDataDir: snapshot });
  if (snapshot !== undefined) return db;
  try {
    const { rows } = await db.query<{ created: boolean }>(`select to_regnamespace('supabase_migrations') is null as created`);
    const created = rows[0]?.created === true;
    const platform = await platformHash();
    if (created) {
      await db.exec(await readFile(platformSqlFile, 'utf8'));
      // The migration history, as the Supabase CLI creates it on a project.
      await db.exec(`
        create schema supabase_migrations;
        create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
        create table supabase_migrations.local_platform (sha256 text not null);
      `);
      await db.query('insert into supabase_migrations.local_platform (sha256) values ($1)', [platform]);
    } else {
      const marked = await db.query<{ marked: boolean }>(
        `select to_regclass('supabase_migrations.local_platform') is not null as marked`,
      );
      const made =
        marked.rows[0]?.marked === true
          ? (await db.query<{ sha256: string }>('select sha256 from supabase_migrations.local_platform')).rows[0]?.sha256
          : undefined;
      if (made !== platform) throw new StalePlatformError(dataDir ?? 'memory');
    }

    const applied = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    const done = new Set(applied.rows.map((row) => row.version));
    for (const migration of await listMigrations(migrationsDir)) {
      if (done.has(migration.version)) continue;
      const sql = await readFile(migration.file, 'utf8');
      await db.transaction(async (tx: Transaction) => {
        await tx.exec(sql);
        const record = 'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)';
        await tx.query(record, [migration.version, migration.name, [sql]]);
      });
    }

    if (created) await db.exec(await readFile(seedFile, 'utf8'));
    if (created && template !== null) {
      // Keep this new database as the template for the next ones (atomic: write, then rename).
      const dump = await db.dumpDataDir('gzip');
      await mkdir(path.dirname(template), { recursive: true });
      const temporary = `${template}.${randomUUID()}.tmp`;
      await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
      await rename(temporary, template).catch(() => rm(temporary, { force: true }));
    }
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** Who a request runs as, and the request settings PostgREST and Storage expose to SQL. */
export type RequestScope = {
  role: ApiRole;
  /** The JWT's claims (`request.jwt.claims`). */
  claims: Record<string, unknown>;
  /** `request.headers`: lower-case names, as PostgREST and Storage set them. */
  headers: Record<string, string>;
  method: string;
  path: string;
  /** The JWT the gateway passed on ('' for the new keys, which are none). */
  jwt: string;
  /** A Storage request's operation (`storage.operation`). */
  operation?: string;
};

/**
 * Runs `work` in a transaction under the request's role and settings, as PostgREST and Storage
 * (setScope) set them, so grants, row-level security and triggers decide, not the stand-in.
 */
export async function asRole<T>(db: PGlite, scope: RequestScope, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const settings: Record<string, string> = {
    role: scope.role,
    'request.jwt.claims': JSON.stringify(scope.claims),
    'request.headers': JSON.stringify(scope.headers),
    'request.method': scope.method,
    'request.path': scope.path,
  };
  if (scope.operation !== undefined) {
    Object.assign(settings, {
      'request.jwt': scope.jwt,
      'request.jwt.claim.role': String(scope.claims.role ?? ''),
      'request.jwt.claim.sub': String(scope.claims.sub ?? ''),
      'storage.operation': scope.operation,
    });
  }
  return db.transaction(async (tx) => {
    await tx.query('select set_config(key, value, true) from json_each_text($1)', [JSON.stringify(settings)]);
    return work(tx);
  });
}

/** A PostgreSQL error as PGlite throws it. Never log it whole: `params` holds the row's values. */
export type PgError = Error & { code?: string; detail?: string; hint?: string; constraint?: string };

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as PgError).code === 'string';
}
