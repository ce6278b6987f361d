/**
 * The local database: real PostgreSQL (PGlite), with Supabase's platform pieces first, then the
 * project's migrations in order (recorded in supabase_migrations.schema_migrations, as the CLI
 * does), then seed.sql on a new database.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { migrationsDir, platformSqlFile, seedFile, supabaseDir, type ApiRole } from './config.ts';

export type Database = PGlite;

export type OpenDatabaseOptions = {
  /** Folder for the database files; undefined keeps it in memory. */
  dataDir?: string | undefined;
  migrationsDir?: string;
  seedFile?: string | null;
  /**
   * Start a new database from a cached snapshot of platform + migrations + seed (made the first
   * time, keyed by a hash of those files and the PGlite version): PostgreSQL's initdb in WebAssembly
   * takes seconds. Default true.
   */
  template?: boolean;
};

export type OpenedDatabase = {
  db: PGlite;
  /** Versions applied during this start. */
  applied: string[];
  created: boolean;
};

const MIGRATION_FILE = /^([0-9]+)_(.+)\.sql$/;

export async function listMigrations(dir: string): Promise<Array<{ version: string; name: string; file: string }>> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file) as RegExpExecArray;
    return { version: match[1] as string, name: match[2] as string, file: path.join(dir, file) };
  });
}

const require = createRequire(import.meta.url);

/** node_modules/.cache/ankerlicht-local-backend (git-ignored), or the system temp dir. */
function templateCacheDir(): string {
  const nodeModules = path.join(supabaseDir, '..', 'node_modules');
  return existsSync(nodeModules)
    ? path.join(nodeModules, '.cache', 'ankerlicht-local-backend')
    : path.join(os.tmpdir(), 'ankerlicht-local-backend');
}

async function templateKey(migrations: string, seed: string | null): Promise<string> {
  const hash = createHash('sha256');
  const pgliteDist = path.dirname(require.resolve('@electric-sql/pglite'));
  const pglite = JSON.parse(await readFile(path.join(pgliteDist, '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  hash.update(await readFile(platformSqlFile));
  for (const migration of await listMigrations(migrations)) {
    hash.update(`\n-- ${path.basename(migration.file)}\n`);
    hash.update(await readFile(migration.file));
  }
  hash.update('\n-- seed\n');
  if (seed !== null) hash.update(await readFile(seed));
  return hash.digest('hex').slice(0, 24);
}

type PgliteAssets = { pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob };
let assets: Promise<PgliteAssets | null> | null = null;

/**
 * PGlite's WebAssembly compiled once per process (PGlite compiles it again for every instance
 * otherwise); null if the package layout is not the expected one.
 */
function pgliteAssets(): Promise<PgliteAssets | null> {
  assets ??= (async () => {
    try {
      const dist = path.dirname(require.resolve('@electric-sql/pglite'));
      const [pglite, initdb, bundle] = await Promise.all([
        readFile(path.join(dist, 'pglite.wasm')),
        readFile(path.join(dist, 'initdb.wasm')),
        readFile(path.join(dist, 'pglite.data')),
      ]);
      const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pglite), WebAssembly.compile(initdb)]);
      return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
    } catch {
      return null;
    }
  })();
  return assets;
}

/**
 * Takes group and other permissions off every file and folder below `dir`. The files PGlite's
 * emscripten file system creates come out 0666 whatever the process umask (measured); the data folder
 * (0700) keeps others out while it runs, and this resets what is at rest (the local backend calls
 * it after opening and after closing the database).
 */
export async function restrictToOwner(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  for (const entry of ['', ...entries]) {
    const full = path.join(dir, entry);
    const mode = (await stat(full).catch(() => null))?.mode;
    if (mode !== undefined && (mode & 0o077) !== 0) await chmod(full, mode & 0o700).catch(() => undefined);
  }
}

function isNewDataDir(dataDir: string | undefined): boolean {
  return dataDir === undefined || !existsSync(path.join(dataDir, 'PG_VERSION'));
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const migrations = options.migrationsDir ?? migrationsDir;
  const seed = options.seedFile === undefined ? seedFile : options.seedFile;
  const useTemplate = (options.template ?? true) && isNewDataDir(options.dataDir);
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true, mode: 0o700 });

  let templateFile: string | null = null;
  if (useTemplate) {
    templateFile = path.join(templateCacheDir(), `template-${await templateKey(migrations, seed)}.tar.gz`);
    if (existsSync(templateFile)) {
      const snapshot = new Blob([await readFile(templateFile)]);
      const db = await PGlite.create({
        ...(await pgliteAssets()),
        ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
        loadDataDir: snapshot,
      });
      const applied = (
        await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')
      ).rows.map((row) => row.version);
      return { db, applied, created: true };
    }
  }

  const db = await PGlite.create({
    ...(await pgliteAssets()),
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
  });
  try {
    const platform = await db.query<{ exists: boolean }>(
      `select exists (select 1 from pg_namespace where nspname = 'supabase_migrations') as exists`,
    );
    const created = platform.rows[0]?.exists !== true;
    if (created) {
      await db.exec(await readFile(platformSqlFile, 'utf8'));
    }

    const applied: string[] = [];
    const done = new Set(
      (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
        (row) => row.version,
      ),
    );
    for (const migration of await listMigrations(migrations)) {
      if (done.has(migration.version)) continue;
      const sql = await readFile(migration.file, 'utf8');
      await db.transaction(async (tx: Transaction) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          migration.version,
          migration.name,
          [sql],
        ]);
      });
      applied.push(migration.version);
    }

    if (created && seed !== null) {
      await db.exec(await readFile(seed, 'utf8'));
    }
    if (created && templateFile !== null) {
      // Keep this new database as the template for the next ones (atomic: write, then rename).
      const snapshot = await db.dumpDataDir('gzip');
      await mkdir(path.dirname(templateFile), { recursive: true });
      const temporary = `${templateFile}.${randomUUID()}.tmp`;
      await writeFile(temporary, Buffer.from(await snapshot.arrayBuffer()));
      await rename(temporary, templateFile).catch(() => rm(temporary, { force: true }));
    }
    return { db, applied, created };
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
  headers?: Record<string, string>;
  method?: string;
  path?: string;
  /** A Storage request: its operation (`storage.operation`) and the JWT it was given ('' for none). */
  storage?: { operation: string; jwt: string };
};

/**
 * Runs `work` in a transaction under the request's role and settings, as PostgREST and Storage
 * do (`set_config(…, true)`, one statement; Storage's setScope also sets the JWT, its role and
 * subject, and the operation), so grants, row-level security and triggers decide, not the stand-in.
 */
export async function asRole<T>(db: PGlite, scope: RequestScope, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const settings: Record<string, string> = { role: scope.role, 'request.jwt.claims': JSON.stringify(scope.claims) };
  if (scope.headers !== undefined) {
    Object.assign(settings, {
      'request.headers': JSON.stringify(scope.headers),
      'request.method': scope.method ?? '',
      'request.path': scope.path ?? '',
    });
  }
  if (scope.storage !== undefined) {
    Object.assign(settings, {
      'request.jwt': scope.storage.jwt,
      'request.jwt.claim.role': String(scope.claims.role ?? ''),
      'request.jwt.claim.sub': String(scope.claims.sub ?? ''),
      'storage.operation': scope.storage.operation,
    });
  }
  const names = Object.keys(settings);
  return db.transaction(async (tx) => {
    await tx.query(
      `select ${names.map((_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`).join(', ')}`,
      names.flatMap((name) => [name, settings[name]]),
    );
    return work(tx);
  });
}

/** A PostgreSQL error as PGlite throws it. Never log it whole: `params` holds the row's values. */
export type PgError = Error & { code?: string; detail?: string; hint?: string; constraint?: string };

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as PgError).code === 'string';
}
