/**
 * The part of PostgREST (`/rest/v1`) the project calls, answering as PostgREST does: `POST
 * /<table>` (insert; the site) and `POST /rpc/<function>` (named JSON arguments; the e-mail
 * function, the staff app). Every statement runs under the request's role and settings (asRole),
 * so the migrations' grants, row-level security and triggers decide. Reading, updating and
 * deleting rows is not served: nothing calls it, and what anon may do to each table is tested in
 * SQL.
 *
 * Two things hosted PostgREST does to every such call are copied here, because what the database
 * guarantees depends on them:
 * - `Prefer: tx=rollback` (transactionEnd): the statement runs, its answer is made, and then the
 *   transaction is rolled back, with `Preference-Applied: tx=rollback` on the answer.
 * - db-max-rows (`[api] max_rows` in config.toml locally, the dashboard's "Max rows" on hosted; 1000): a set-returning function's result is cut
 *   to that many rows.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { configSetting } from './config.ts';
import { asRole, isPgError, type RequestScope } from './database.ts';

/** An answer: status, JSON body (undefined: none) and extra headers. */
export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** A request refused before the database answered: the answer to give. */
export class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super('refused');
  }
}
const pgrst = (status: number, code: string, message: string, details: string | null = null) =>
  new Refusal({ status, body: { code, details, hint: null, message } });
const invalidJson = () => pgrst(400, 'PGRST102', 'Empty or invalid json');

/** HTTP status of a PostgreSQL error code, as PostgREST maps it (docs.postgrest.org, references/errors). */
function postgrestStatus(code: string, role: RequestScope['role']): number {
  if (code === '42501') return role === 'anon' ? 401 : 403; // "if authenticated 403, else 401"
  if (/^PT[0-9]{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = { '23503': 409, '23505': 409, '25006': 405, P0001: 400, '42883': 404, '42P01': 404 };
  const byClass: Record<string, number> = { '08': 503, '0L': 403, '0P': 403, '28': 403, '53': 503 };
  const klass = code.slice(0, 2);
  const serverError = ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(klass);
  return exact[code] ?? byClass[klass] ?? (serverError ? 500 : 400);
}

/**
 * A database error as PostgREST answers it. `raise sqlstate 'PGRST'` carries the body as JSON in
 * its message and `{status, headers}` as JSON in its detail (references/errors: "Add HTTP Headers
 * with RAISE"); unparsable JSON there is PostgREST's own 500 PGRST121.
 */
function fromPgError(error: unknown, role: RequestScope['role']): Answer {
  if (error instanceof Refusal) return error.answer;
  if (!isPgError(error) || error.code === undefined) throw error;
  if (error.code !== 'PGRST') {
    const body = { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message };
    return { status: postgrestStatus(error.code, role), body };
  }
  try {
    const body = JSON.parse(error.message) as Record<string, unknown>;
    const detail = JSON.parse(error.detail ?? '') as { status?: unknown; headers?: Record<string, unknown> };
    const status = Number(detail.status);
    if (typeof body !== 'object' || body === null || !Number.isInteger(status) || status < 100 || status > 599) throw new Error();
    const headers = Object.fromEntries(Object.entries(detail.headers ?? {}).map(([name, value]) => [name, String(value)]));
    const { code = '', details = null, hint = null, message = '' } = body;
    return { status, body: { code: String(code), details, hint, message: String(message) }, headers };
  } catch {
    const message = "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error";
    return pgrst(500, 'PGRST121', message, 'Invalid JSON value for MESSAGE or DETAIL').answer;
  }
}

/** The request body up to `limit` bytes, or null past it (the rest is read and dropped, so the answer arrives). */
export async function readLimited(request: Request, limit: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of (request.body ?? []) as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total <= limit) chunks.push(chunk);
  }
  return total > limit ? null : Buffer.concat(chunks);
}

/**
 * The JSON body (at most 1 MiB). Only `application/json` is parsed (no Content-Type counts as
 * JSON, as in PostgREST); anything else, `text/plain` included, is refused with 415 unread.
 */
async function jsonBody(request: Request): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? 'application/json').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw pgrst(415, 'PGRST107', `None of these media types are available: ${type}`);
  const body = await readLimited(request, 1024 * 1024);
  if (body === null) throw pgrst(413, 'PGRST413', 'Payload too large');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw invalidJson();
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

const schemaCaches = new WeakMap<PGlite, Map<string, unknown[]>>();

/** PostgREST's schema cache: each lookup's rows once found (a table or function made later is found then). */
async function schema<T>(db: PGlite, sql: string, name: string): Promise<T[]> {
  if (!IDENTIFIER.test(name)) return [];
  const found = schemaCaches.get(db) ?? new Map<string, unknown[]>();
  schemaCaches.set(db, found);
  if (!found.has(sql + name)) {
    const { rows } = await db.query<T>(sql, [name]);
    if (rows.length > 0) found.set(sql + name, rows);
  }
  return (found.get(sql + name) ?? []) as T[];
}

/**
 * How the request's transaction ends. Hosted Supabase honours `Prefer: tx=rollback` (supabase-js
 * documents `.rollback()`, which sends it; issue 50 replayed it against a project): PostgREST's
 * db-tx-end `commit-allow-override`, "The transaction is committed unless a "Prefer: tx=rollback"
 * header is sent" (PostgREST docs/references/configuration.rst, db-tx-end; the default, `commit`,
 * would ignore the header, and no public Supabase source states the hosted value, so the stand-in
 * takes the side that can lose data). PostgREST reads the preferences of every Prefer
 * header, comma-separated (here the first `tx=` one decides), and says `Preference-Applied: tx=…`
 * for the one it applied (test/spec/Feature/RollbackSpec.hs). The rollback comes after the statement
 * (src/PostgREST/Query.hs optionalRollback: `SET CONSTRAINTS ALL IMMEDIATE`, then the transaction
 * is condemned), so a rolled-back call still returns what it read, and nothing it wrote stays.
 */
export function transactionEnd(request: Request): 'commit' | 'rollback' | null {
  const preferences = (request.headers.get('prefer') ?? '').split(',').map((preference) => preference.trim());
  const tx = preferences.find((preference) => preference === 'tx=commit' || preference === 'tx=rollback');
  return tx === undefined ? null : tx === 'tx=rollback' ? 'rollback' : 'commit';
}

/** Runs `work` as asRole does, then commits, or rolls back when the request asks (transactionEnd). */
async function inTransaction<T>(
  db: PGlite,
  scope: RequestScope,
  request: Request,
  work: (tx: Transaction) => Promise<T>,
): Promise<{ result: T; headers: Record<string, string> }> {
  const end = transactionEnd(request);
  const result = await asRole(db, scope, async (tx) => {
    const done = await work(tx);
    if (end === 'rollback') {
      // Deferred constraints are checked first, so a call that breaks one still fails.
      await tx.exec('set constraints all immediate');
      await tx.rollback();
    }
    return done;
  });
  return { result, headers: end === null ? {} : { 'preference-applied': `tx=${end}` } };
}

/**
 * db-max-rows as `supabase start` sets it from `[api] max_rows` in supabase/config.toml, or null
 * when the file sets none. config.toml is local only (never pushed); the hosted project's value is
 * the dashboard's API settings, "Max rows", 1000 by default.
 */
export const MAX_ROWS = ((value) => (value === undefined ? null : Number(value)))(configSetting('api', 'max_rows'));

const COLUMNS = `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1`;

/** `POST /rest/v1/<table>`: the rows in one statement (`Prefer: return=representation` returns them). */
export async function insertRows(db: PGlite, table: string, request: Request, scope: RequestScope): Promise<Answer> {
  try {
    const columns = (await schema<{ name: string }>(db, COLUMNS, table)).map((column) => column.name);
    if (columns.length === 0) throw pgrst(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
    const payload = await jsonBody(request);
    const rows = Array.isArray(payload) ? payload : [payload];
    if (rows.length === 0 || !rows.every(isObject)) throw invalidJson();
    const keys = Object.keys(rows[0] as object);
    if (rows.some((row) => Object.keys(row).length !== keys.length || Object.keys(row).some((key) => !keys.includes(key))))
      throw pgrst(400, 'PGRST102', 'All object keys must match');
    const unknown = keys.find((key) => !columns.includes(key));
    if (unknown !== undefined)
      throw pgrst(400, 'PGRST204', `Could not find the '${unknown}' column of '${table}' in the schema cache`);
    const returning = /return=representation/.test(request.headers.get('prefer') ?? '') ? ' returning *' : '';
    const target = `public.${quote(table)}`;
    const list = keys.map(quote).join(', ');
    const sql =
      keys.length === 0
        ? `insert into ${target} default values${returning}`
        : `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)${returning}`;
    const params = keys.length === 0 ? [] : [JSON.stringify(rows)];
    const { result: inserted, headers } = await inTransaction(
      db,
      scope,
      request,
      async (tx) => (await tx.query(sql, params)).rows,
    );
    return returning ? { status: 201, body: inserted, headers } : { status: 201, headers };
  } catch (error) {
    return fromPgError(error, scope.role);
  }
}

type FunctionInfo = { retset: boolean; void: boolean; rows: boolean; inputs: string[]; required: number };
const FUNCTIONS = `
  select p.proretset as retset, p.prorettype = 'void'::regtype as void,
         (p.prorettype = 'record'::regtype or t.typtype = 'c') as rows,
         coalesce((select array_agg(n.name order by n.ord) from unnest(p.proargnames, coalesce(p.proargmodes, array_fill('i'::"char", array[coalesce(cardinality(p.proargnames), 0)])))
                    with ordinality as n(name, mode, ord) where n.mode in ('i', 'b', 'v')), '{}') as inputs,
         p.pronargs - p.pronargdefaults as required
    from pg_proc p join pg_namespace s on s.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
   where s.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`;

/**
 * `POST /rest/v1/rpc/<name>` with named arguments in a JSON object: the result as PostgREST gives
 * it (a value as its JSON, a set of values or of rows as an array, void as 204).
 */
export async function callFunction(db: PGlite, name: string, request: Request, scope: RequestScope): Promise<Answer> {
  try {
    const payload = await jsonBody(request);
    if (!isObject(payload)) throw invalidJson();
    const keys = Object.keys(payload);
    const match = (await schema<FunctionInfo>(db, FUNCTIONS, name)).find(
      (candidate) =>
        keys.every((key) => candidate.inputs.includes(key)) &&
        candidate.inputs.slice(0, candidate.required).every((input) => keys.includes(input)),
    );
    if (match === undefined) {
      const signature = `public.${name}(${[...keys].sort().join(', ')})`;
      throw pgrst(404, 'PGRST202', `Could not find the function ${signature} in the schema cache`);
    }
    const call = `public.${quote(name)}(${keys.map((key, index) => `${quote(key)} => $${index + 1}`).join(', ')})`;
    // A set of rows (returns table / setof a composite) as an array of objects, a set of values as
    // an array of values; at most db-max-rows of either. PostgREST plans an RPC's result as a read
    // of the function's output (src/PostgREST/Plan.hs callReadPlan → readPlan), and readPlan's
    // treeRestrictRange limits every read but a mutation's to configDbMaxRows: a LIMIT on the
    // outer query over the function, which therefore still runs whole.
    const limit = MAX_ROWS === null ? '' : ` limit ${MAX_ROWS}`;
    const sql = match.retset
      ? `select coalesce(json_agg(${match.rows ? 't' : 't.v'}), '[]'::json) as body
           from (select * from ${call} as ${match.rows ? 'f' : 'f(v)'}${limit}) as t`
      : `select to_json(${call}) as body`;
    // A JSON argument as an unknown-typed literal, so PostgreSQL picks the type.
    const args = Object.values(payload).map((value) =>
      value === null ? null : typeof value === 'object' ? JSON.stringify(value) : String(value),
    );
    const { result: body, headers } = await inTransaction(
      db,
      scope,
      request,
      async (tx) => (await tx.query<{ body: unknown }>(sql, args)).rows[0]?.body,
    );
    return match.void ? { status: 204, headers } : { status: 200, body: body ?? null, headers };
  } catch (error) {
    return fromPgError(error, scope.role);
  }
}
