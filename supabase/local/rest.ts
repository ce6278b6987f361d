/**
 * The part of PostgREST (`/rest/v1`) the project uses, answering as PostgREST does:
 *
 *   POST   /<table>        insert (JSON object or array; `on_conflict` + `Prefer: resolution=…`)
 *   GET    /<table>        select (`select=` columns, `col=eq.value` filters)
 *   PATCH  /<table>        update, DELETE /<table> delete (same filters)
 *   POST   /rpc/<function> call with named JSON arguments
 *
 * Every statement runs in a transaction under the request's role with `request.jwt.claims` and
 * `request.headers` set as PostgREST sets them, so the migrations' grants, row-level security and
 * triggers decide what a caller may do; nothing here decides it by hand. The site only ever
 * inserts; reading, updating and deleting exist so the tests can show anon being refused.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { asRole, isPgError, type RequestScope } from './database.ts';
import { BodyTooLargeError, header, readBody, sendEmpty, sendJson } from './http.ts';

export type PostgrestError = { code: string; details: string | null; hint: string | null; message: string };

const REST_BODY_LIMIT = 1024 * 1024;

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestError,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

const pgrst = (status: number, code: string, message: string, details: string | null = null, hint: string | null = null) =>
  new RequestError(status, { code, details, hint, message });

/**
 * HTTP status of a PostgreSQL error code, as PostgREST maps it
 * (docs.postgrest.org, references/errors: "HTTP Status Codes").
 */
export function postgrestStatus(code: string, role: RequestScope['role']): number {
  if (code === '42501') return role === 'anon' ? 401 : 403; // "if authenticated 403, else 401"
  if (/^PT[0-9]{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
  };
  if (code in exact) return exact[code] as number;
  const byClass: Record<string, number> = { '08': 503, '0L': 403, '0P': 403, '28': 403, '53': 503 };
  const klass = code.slice(0, 2);
  if (klass in byClass) return byClass[klass] as number;
  return ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(klass) ? 500 : 400;
}

/**
 * A database error as PostgREST answers it. `raise sqlstate 'PGRST'` carries the body as JSON in
 * its message and `{status, headers}` as JSON in its detail (references/errors: "Add HTTP Headers
 * with RAISE"); unparsable JSON there is PostgREST's own 500 PGRST121.
 */
function fromPgError(error: unknown, role: RequestScope['role']): RequestError {
  if (!isPgError(error) || error.code === undefined) return pgrst(500, 'XX000', 'Internal error');
  if (error.code === 'PGRST') {
    try {
      const body = JSON.parse(error.message) as Partial<PostgrestError>;
      const detail = JSON.parse(error.detail ?? '') as { status?: unknown; headers?: Record<string, unknown> };
      const status = Number(detail.status);
      if (typeof body !== 'object' || body === null || !Number.isInteger(status) || status < 100 || status > 599)
        throw new Error();
      const headers = Object.fromEntries(
        Object.entries(detail.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
      );
      return new RequestError(
        status,
        {
          code: String(body.code ?? ''),
          details: body.details ?? null,
          hint: body.hint ?? null,
          message: String(body.message ?? ''),
        },
        headers,
      );
    } catch {
      return pgrst(
        500,
        'PGRST121',
        "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error",
        'Invalid JSON value for MESSAGE or DETAIL',
      );
    }
  }
  return new RequestError(postgrestStatus(error.code, role), {
    code: error.code,
    details: error.detail ?? null,
    hint: error.hint ?? null,
    message: error.message,
  });
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

type FunctionInfo = { retset: boolean; returnType: string; composite: boolean; inputs: string[]; required: number };

/** PostgREST's schema cache: the columns of each table and the functions of `public`. */
export class SchemaCache {
  private readonly tables = new Map<string, Set<string> | null>();
  private readonly functions = new Map<string, FunctionInfo[]>();
  constructor(private readonly db: PGlite) {}

  async columns(table: string): Promise<Set<string> | null> {
    if (this.tables.has(table)) return this.tables.get(table) ?? null;
    const result = await this.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    );
    const columns = result.rows.length > 0 ? new Set(result.rows.map((row) => row.column_name)) : null;
    this.tables.set(table, columns);
    return columns;
  }

  /** Overloads of public.<name> (only found ones are kept, so a function created later is seen). */
  async functionsNamed(name: string): Promise<FunctionInfo[]> {
    const cached = this.functions.get(name);
    if (cached !== undefined) return cached;
    const result = await this.db.query<FunctionInfo>(
      `select p.proretset as retset, t.typname as "returnType", (t.typtype = 'c' or t.oid = 'record'::regtype) as composite,
              coalesce((select array_agg(n.name order by n.ord) from unnest(p.proargnames, coalesce(p.proargmodes, array_fill('i'::"char", array[coalesce(cardinality(p.proargnames), 0)])))
                         with ordinality as n(name, mode, ord) where n.mode in ('i', 'b', 'v')), '{}') as inputs,
              p.pronargs - p.pronargdefaults as required
         from pg_proc p join pg_namespace s on s.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
        where s.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
      [name],
    );
    if (result.rows.length > 0) this.functions.set(name, result.rows);
    return result.rows;
  }
}

/** `col=eq.value` filters (the only operator the project's calls use) as a WHERE clause. */
function whereClause(
  table: string,
  columns: Set<string>,
  query: URLSearchParams,
  firstParam: number,
): { sql: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  for (const [key, raw] of query) {
    if (['select', 'on_conflict', 'columns', 'apikey'].includes(key)) continue;
    if (!raw.startsWith('eq.'))
      throw pgrst(
        400,
        'PGRST100',
        `"failed to parse filter (${raw})" (line 1, column 1)`,
        'The local backend supports only eq filters',
      );
    params.push(raw.slice(3));
    parts.push(`${column(table, columns, key)} = $${firstParam + params.length - 1}`);
  }
  return { sql: parts.length > 0 ? ` where ${parts.join(' and ')}` : '', params };
}

function column(table: string, columns: Set<string>, name: string): string {
  if (!columns.has(name)) throw pgrst(400, '42703', `column ${table}.${name} does not exist`);
  return quoteIdent(name);
}

function preferences(req: IncomingMessage): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header(req, 'prefer') ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key) map.set(key, value ?? '');
  }
  return map;
}

/**
 * The JSON body. Only `application/json` is parsed (no Content-Type counts as JSON, as in
 * PostgREST); anything else, `text/plain` included, is refused with 415 PGRST107 unread.
 */
async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const contentType = (header(req, 'content-type') ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? '';
  if (contentType !== 'application/json') {
    throw pgrst(415, 'PGRST107', `None of these media types are available: ${contentType}`);
  }
  let body: Buffer;
  try {
    body = await readBody(req, REST_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw pgrst(413, 'PGRST413', 'Payload too large');
    throw error;
  }
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw pgrst(400, 'PGRST102', 'Empty or invalid json');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type RestFaults = {
  /** Called before a table insert runs: 'fail' answers 500 with nothing stored, 'lose' answers 500 after it is stored. */
  takeInsertFault(): 'fail' | 'lose' | null;
};

const simulatedFailure = () => pgrst(500, 'XX000', 'internal error (simulated by LOCAL_BACKEND_FAULTS)');

/** Handles `/rest/v1/<rest>` for a caller already let through the gateway as `scope.role`. */
export async function handleRest(
  db: PGlite,
  schema: SchemaCache,
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
  url: URL,
  cors: Record<string, string>,
  scope: RequestScope,
  faults: RestFaults,
): Promise<void> {
  try {
    const rpc = /^rpc\/(.+)$/.exec(rest);
    if (rpc !== null) await callFunction(db, schema, req, res, rpc[1] as string, cors, scope);
    else await tableRequest(db, schema, req, res, rest, url, cors, scope, faults);
  } catch (error) {
    const refusal = error instanceof RequestError ? error : fromPgError(error, scope.role);
    sendJson(res, refusal.status, refusal.body, { ...cors, ...refusal.headers });
  }
}

async function tableRequest(
  db: PGlite,
  schema: SchemaCache,
  req: IncomingMessage,
  res: ServerResponse,
  table: string,
  url: URL,
  cors: Record<string, string>,
  scope: RequestScope,
  faults: RestFaults,
): Promise<void> {
  const columns = IDENTIFIER.test(table) ? await schema.columns(table) : null;
  if (columns === null) throw pgrst(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
  const qualified = `public.${quoteIdent(table)}`;
  const prefer = preferences(req);
  const returning = prefer.get('return') === 'representation' ? ' returning *' : '';
  const method = req.method ?? 'GET';
  const run = <T>(work: (tx: Transaction) => Promise<T>) => asRole(db, scope, work);

  if (method === 'GET') {
    const select = url.searchParams.get('select')?.trim() || '*';
    const list =
      select === '*'
        ? '*'
        : select
            .split(',')
            .map((name) => column(table, columns, name.trim()))
            .join(', ');
    const where = whereClause(table, columns, url.searchParams, 1);
    const sql = `select coalesce(json_agg(t), '[]'::json) as body from (select ${list} from ${qualified}${where.sql}) t`;
    const rows = await run(async (tx) => (await tx.query<{ body: unknown[] }>(sql, where.params)).rows[0]?.body ?? []);
    sendJson(res, 200, rows, { ...cors, 'content-range': rows.length > 0 ? `0-${rows.length - 1}/*` : '*/*' });
    return;
  }

  if (method === 'POST') {
    const payload = await jsonBody(req);
    const rows = Array.isArray(payload) ? payload : [payload];
    if (rows.length === 0 || !rows.every(isObject)) throw pgrst(400, 'PGRST102', 'Empty or invalid json');
    const keys = Object.keys(rows[0] as object);
    for (const row of rows) {
      const rowKeys = Object.keys(row);
      if (rowKeys.length !== keys.length || rowKeys.some((key) => !keys.includes(key)))
        throw pgrst(400, 'PGRST102', 'All object keys must match');
    }
    for (const key of keys) {
      if (!columns.has(key)) throw pgrst(400, 'PGRST204', `Could not find the '${key}' column of '${table}' in the schema cache`);
    }
    const fault = faults.takeInsertFault();
    if (fault === 'fail') throw simulatedFailure();
    const list = keys.map(quoteIdent).join(', ');
    let conflict = '';
    const resolution = prefer.get('resolution');
    if (resolution === 'ignore-duplicates' || resolution === 'merge-duplicates') {
      const target = (url.searchParams.get('on_conflict') ?? 'id').split(',').map((name) => column(table, columns, name.trim()));
      conflict =
        resolution === 'ignore-duplicates'
          ? ` on conflict (${target.join(', ')}) do nothing`
          : ` on conflict (${target.join(', ')}) do update set ${keys.map((key) => `${quoteIdent(key)} = excluded.${quoteIdent(key)}`).join(', ')}`;
    }
    const sql =
      keys.length === 0
        ? `insert into ${qualified} default values${returning}`
        : `insert into ${qualified} (${list}) select ${list} from json_populate_recordset(null::${qualified}, $1::json)${conflict}${returning}`;
    const inserted = await run(async (tx) => (await tx.query(sql, keys.length === 0 ? [] : [JSON.stringify(rows)])).rows);
    if (fault === 'lose') throw simulatedFailure();
    if (returning) sendJson(res, 201, inserted, cors);
    else sendEmpty(res, 201, cors);
    return;
  }

  if (method === 'PATCH' || method === 'DELETE') {
    let sql: string;
    let params: string[];
    if (method === 'PATCH') {
      const payload = await jsonBody(req);
      if (!isObject(payload)) throw pgrst(400, 'PGRST102', 'Empty or invalid json');
      const keys = Object.keys(payload);
      for (const key of keys)
        if (!columns.has(key))
          throw pgrst(400, 'PGRST204', `Could not find the '${key}' column of '${table}' in the schema cache`);
      if (keys.length === 0) {
        sendEmpty(res, 204, cors);
        return;
      }
      const where = whereClause(table, columns, url.searchParams, 2);
      const list = keys.map(quoteIdent).join(', ');
      sql = `update ${qualified} set (${list}) = (select ${list} from json_populate_record(null::${qualified}, $1::json))${where.sql}${returning}`;
      params = [JSON.stringify(payload), ...where.params];
    } else {
      const where = whereClause(table, columns, url.searchParams, 1);
      sql = `delete from ${qualified}${where.sql}${returning}`;
      params = where.params;
    }
    const changed = await run(async (tx) => (await tx.query(sql, params)).rows);
    if (returning) sendJson(res, 200, changed, cors);
    else sendEmpty(res, 204, cors);
    return;
  }

  throw pgrst(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

/** A JSON argument as PGlite sends it (an unknown-typed literal, so PostgreSQL picks the type). */
const argument = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * `POST /rpc/<name>` with named arguments in a JSON object: the result as PostgREST gives it
 * (a scalar as its JSON value, a set as an array, a composite as an object, void as 204).
 */
async function callFunction(
  db: PGlite,
  schema: SchemaCache,
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  cors: Record<string, string>,
  scope: RequestScope,
): Promise<void> {
  if (req.method !== 'POST') throw pgrst(405, 'PGRST101', 'Only POST is supported for functions by the local backend');
  const payload = await jsonBody(req);
  if (!isObject(payload)) throw pgrst(400, 'PGRST102', 'Empty or invalid json');
  const keys = Object.keys(payload);
  const candidates = IDENTIFIER.test(name) ? await schema.functionsNamed(name) : [];
  const match = candidates.find(
    (candidate) =>
      keys.every((key) => candidate.inputs.includes(key)) &&
      candidate.inputs.slice(0, candidate.required).every((input) => keys.includes(input)),
  );
  if (match === undefined) {
    throw pgrst(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${[...keys].sort().join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${[...keys].sort().join(', ')}, but no matches were found in the schema cache.`,
    );
  }
  const call = `public.${quoteIdent(name)}(${keys.map((key, index) => `${quoteIdent(key)} => $${index + 1}`).join(', ')})`;
  const sql =
    match.returnType === 'void'
      ? `select null::json as body from ${call}`
      : match.retset
        ? `select coalesce(json_agg(${match.composite ? 't' : 't.v'}), '[]'::json) as body from ${call} as t${match.composite ? '' : '(v)'}`
        : match.composite
          ? `select to_json(t) as body from ${call} as t`
          : `select to_json(${call}) as body`;
  const body = await asRole(
    db,
    scope,
    async (tx) =>
      (
        await tx.query<{ body: unknown }>(
          sql,
          keys.map((key) => argument(payload[key])),
        )
      ).rows[0]?.body,
  );
  if (match.returnType === 'void') sendEmpty(res, 204, cors);
  else sendJson(res, 200, body ?? null, cors);
}
