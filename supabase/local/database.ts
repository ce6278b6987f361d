/**
 * The local database: real PostgreSQL (PGlite), with Supabase's platform pieces first, then the
 * project's migrations in order (recorded in supabase_migrations.schema_migrations, as the CLI
 * does), then seed.sql on a new database.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { migrationsDir, platformSqlFile, seedFile } from './config.ts';

export type Database = PGlite;

export type OpenDatabaseOptions = {
  /** Folder for the database files; undefined keeps it in memory. */
  dataDir?: string | undefined;
  migrationsDir?: string;
  seedFile?: string | null;
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

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir !== undefined ? { dataDir: options.dataDir } : {});
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
    for (const migration of await listMigrations(options.migrationsDir ?? migrationsDir)) {
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

    const seed = options.seedFile === undefined ? seedFile : options.seedFile;
    if (created && seed !== null) {
      await db.exec(await readFile(seed, 'utf8'));
    }
    return { db, applied, created };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Runs `work` in a transaction as the anon role with anon's JWT claims, so grants and row-level
 * security decide, as PostgREST and Storage do for a request carrying the anon key.
 */
export async function asAnon<T>(db: PGlite, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
    await tx.query('set local role anon');
    return work(tx);
  });
}

/** A PostgreSQL error as PGlite throws it. Never log it whole: `params` holds the row's values. */
export type PgError = Error & { code?: string; detail?: string; hint?: string; constraint?: string };

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as PgError).code === 'string';
}
