/**
 * The databases the SQL tests run on, so one suite checks both: the embedded backend's PGlite
 * and a real PostgreSQL from Debian's packages with pg_cron (supabase/postgres), both with the same
 * platform schema (supabase/platform/supabase.sql). A test file runs its suite per entry:
 *
 *   describe.each(databases)('on $name', (database) => {
 *     let db: TestDatabase;
 *     beforeAll(async () => { db = await database.open(); });
 *     afterAll(async () => { await db?.close(); });
 *     …
 *   });
 *
 * The real PostgreSQL is never skipped: without it installed, open() fails with how to install it.
 */
import { startPostgres } from '../postgres/server.ts';
import { isPgError, openDatabase } from './database.ts';

export type TestResults<T> = { rows: T[]; affectedRows?: number };

/** A connection or transaction: PGlite's shape, which the real PostgreSQL's wrapper copies. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<TestResults<T>>;
  exec(sql: string): Promise<unknown>;
}

export interface TestDatabase extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the database; for the real PostgreSQL, stops the server and deletes its folder. */
  close(): Promise<void>;
}

export type TestDatabaseFactory = {
  name: string;
  /** Platform pieces beyond the migrations, for the tests that are about the platform itself. */
  platform: {
    /** pg_cron loaded and created, net.http_post the recording stub, Vault the stub. */
    cronAndNet: boolean;
  };
  /** A new database with the platform and every migration applied; one per test file. */
  open(): Promise<TestDatabase>;
};

export const pglite: TestDatabaseFactory = {
  name: 'PGlite',
  platform: { cronAndNet: false },
  open: () => openDatabase(),
};

export const realPostgres: TestDatabaseFactory = {
  name: 'PostgreSQL',
  platform: { cronAndNet: true },
  open: () => startPostgres(),
};

export const databases: readonly TestDatabaseFactory[] = [pglite, realPostgres];

/**
 * Runs `work` in a transaction as PostgREST runs a request: the role and the JWT claims, and the
 * request's headers (lower-case names) when given.
 */
export function asRequest<T>(
  db: TestDatabase,
  role: 'anon' | 'authenticated' | 'service_role',
  work: (tx: Queryable) => Promise<T>,
  headers?: Record<string, string>,
): Promise<T> {
  return withClaims(db, { role }, work, headers);
}

/**
 * As a signed-in user (role authenticated) whose JWT carries `sub`, its `session_id` and the
 * assurance level `aal` (aal1 after the password, aal2 after the second factor), as Supabase Auth
 * issues it.
 */
export function asSignedIn<T>(
  db: TestDatabase,
  session: { sub: string; session_id: string; aal: 'aal1' | 'aal2' },
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return withClaims(db, { role: 'authenticated', ...session }, work);
}

function withClaims<T>(
  db: TestDatabase,
  claims: { role: 'anon' | 'authenticated' | 'service_role' } & Record<string, string>,
  work: (tx: Queryable) => Promise<T>,
  headers?: Record<string, string>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      headers === undefined
        ? `select set_config('request.jwt.claims', $1, true)`
        : `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true)`,
      headers === undefined ? [JSON.stringify(claims)] : [JSON.stringify(claims), JSON.stringify(headers)],
    );
    await tx.exec(`set local role ${claims.role}`);
    return work(tx);
  });
}

/** As anon with anon's claims and no request headers (what database.ts's asAnon does). */
export function asAnon<T>(db: TestDatabase, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return asRequest(db, 'anon', work);
}

/**
 * Runs `work` as Storage runs a delete: with storage.allow_delete_query set for the transaction, so
 * Supabase's storage.protect_delete trigger lets the statement through to the row-level policies.
 * The role is the caller's (`role`), or the connection's own when omitted.
 */
export function asStorageDelete<T>(
  db: TestDatabase,
  role: 'anon' | 'authenticated' | 'service_role' | null,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    if (role !== null) {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role })]);
      await tx.exec(`set local role ${role}`);
    }
    return work(tx);
  });
}

/** The database's refusal of `work` (its SQLSTATE and message), or null when it went through. */
export async function pgError(work: Promise<unknown>): Promise<{ code: string; message: string } | null> {
  try {
    await work;
    return null;
  } catch (error) {
    if (isPgError(error)) return { code: error.code ?? 'unknown', message: error.message };
    throw error;
  }
}
