/**
 * The part of PostgREST (`/rest/v1`) the site uses, answering as PostgREST does: every statement
 * runs in a transaction under SET LOCAL ROLE anon, so the migrations' grants and row-level
 * security decide what a visitor may do; nothing here decides it by hand.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { asAnon, isPgError } from './database.ts';
import { BodyTooLargeError, header, readBody, sendEmpty, sendJson } from './http.ts';

export type PostgrestError = { code: string; details: string | null; hint: string | null; message: string };

const REST_BODY_LIMIT = 1024 * 1024;

/** HTTP status of a PostgreSQL error code, as PostgREST maps it (the request carries a JWT). */
export function postgrestStatus(code: string): number {
  if (code === '42501') return 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  const klass = code.slice(0, 2);
  switch (klass) {
    case '08':
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '53':
      return 503;
    case '54':
      return 413;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    default:
      return 400;
  }
}

function sendError(res: ServerResponse, status: number, error: PostgrestError, cors: Record<string, string>): void {
  sendJson(res, status, error, cors);
}

function pgErrorBody(error: unknown): { status: number; body: PostgrestError } {
  if (isPgError(error) && error.code !== undefined) {
    return {
      status: postgrestStatus(error.code),
      body: { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message },
    };
  }
  return { status: 500, body: { code: 'XX000', details: null, hint: null, message: 'Internal error' } };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The schema cache: columns of each table in `public`. */
export class SchemaCache {
  private readonly tables = new Map<string, Set<string> | null>();
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
}

type Filter = { sql: string; params: unknown[] };

const OPERATORS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' };
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestError,
  ) {
    super(body.message);
  }
}

function columnNotFound(table: string, column: string): RequestError {
  return new RequestError(400, {
    code: 'PGRST204',
    details: null,
    hint: null,
    message: `Could not find the '${column}' column of '${table}' in the schema cache`,
  });
}

function requireColumn(table: string, columns: Set<string>, column: string): string {
  if (!columns.has(column)) {
    throw new RequestError(400, {
      code: '42703',
      details: null,
      hint: null,
      message: `column ${table}.${column} does not exist`,
    });
  }
  return quoteIdent(column);
}

/** Horizontal filters (`col=op.value`) as a WHERE clause; parameters start at `firstParam`. */
function whereClause(table: string, columns: Set<string>, query: URLSearchParams, firstParam: number): Filter {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [key, raw] of query) {
    if (RESERVED_PARAMS.has(key)) continue;
    const column = requireColumn(table, columns, key);
    let negate = false;
    let value = raw;
    if (value.startsWith('not.')) {
      negate = true;
      value = value.slice(4);
    }
    const dot = value.indexOf('.');
    const operator = dot === -1 ? value : value.slice(0, dot);
    const operand = dot === -1 ? '' : value.slice(dot + 1);
    let condition: string;
    if (operator in OPERATORS) {
      params.push(operator === 'like' || operator === 'ilike' ? operand.replace(/\*/g, '%') : operand);
      condition = `${column} ${OPERATORS[operator]} $${firstParam + params.length - 1}`;
    } else if (operator === 'is') {
      const literal = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[operand.toLowerCase()];
      if (literal === undefined) throw new RequestError(400, { code: 'PGRST100', details: null, hint: null, message: `"failed to parse filter (${raw})" (line 1, column 1)` });
      condition = `${column} is ${literal}`;
    } else if (operator === 'in' && /^\(.*\)$/.test(operand)) {
      const items = operand.slice(1, -1).split(',').filter((item) => item !== '');
      if (items.length === 0) {
        condition = 'false';
      } else {
        const placeholders = items.map((item) => {
          params.push(item.replace(/^"(.*)"$/, '$1'));
          return `$${firstParam + params.length - 1}`;
        });
        condition = `${column} in (${placeholders.join(', ')})`;
      }
    } else {
      throw new RequestError(400, { code: 'PGRST100', details: null, hint: null, message: `"failed to parse filter (${raw})" (line 1, column 1)` });
    }
    parts.push(negate ? `not (${condition})` : condition);
  }
  return { sql: parts.length > 0 ? ` where ${parts.join(' and ')}` : '', params };
}

function selectList(table: string, columns: Set<string>, select: string | null): string {
  if (select === null || select.trim() === '' || select.trim() === '*') return '*';
  return select
    .split(',')
    .map((item) => item.trim())
    .map((item) => (item === '*' ? '*' : requireColumn(table, columns, item)))
    .join(', ');
}

function preferences(req: IncomingMessage): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header(req, 'prefer') ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key) map.set(key, value ?? '');
  }
  return map;
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  let body: Buffer;
  try {
    body = await readBody(req, REST_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new RequestError(413, { code: 'PGRST413', details: null, hint: null, message: 'Payload too large' });
    }
    throw error;
  }
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new RequestError(400, { code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
  }
}

export type RestFaults = { takeInsertFault(): boolean };

/**
 * Handles `/rest/v1/<table>`. `table` is the path after /rest/v1/.
 */
export async function handleRest(
  db: PGlite,
  schema: SchemaCache,
  req: IncomingMessage,
  res: ServerResponse,
  table: string,
  url: URL,
  cors: Record<string, string>,
  faults: RestFaults,
): Promise<void> {
  try {
    const columns = /^[A-Za-z_][A-Za-z0-9_]*$/.test(table) ? await schema.columns(table) : null;
    if (columns === null) {
      throw new RequestError(404, {
        code: 'PGRST205',
        details: null,
        hint: null,
        message: `Could not find the table 'public.${table}' in the schema cache`,
      });
    }
    const qualified = `public.${quoteIdent(table)}`;
    const prefer = preferences(req);
    const representation = prefer.get('return') === 'representation';
    const method = req.method ?? 'GET';

    if (method === 'GET' || method === 'HEAD') {
      const where = whereClause(table, columns, url.searchParams, 1);
      const limit = Number(url.searchParams.get('limit') ?? 'NaN');
      const offset = Number(url.searchParams.get('offset') ?? 'NaN');
      const sql =
        `select coalesce(json_agg(t), '[]'::json) as body from (select ${selectList(table, columns, url.searchParams.get('select'))} from ${qualified}${where.sql}` +
        (Number.isInteger(limit) && limit >= 0 ? ` limit ${limit}` : '') +
        (Number.isInteger(offset) && offset >= 0 ? ` offset ${offset}` : '') +
        ') t';
      const rows = await asAnon(db, async (tx) => (await tx.query<{ body: unknown[] }>(sql, where.params)).rows[0]?.body ?? []);
      const text = JSON.stringify(rows);
      res.writeHead(200, {
        ...cors,
        'content-type': 'application/json; charset=utf-8',
        'content-range': rows.length > 0 ? `0-${rows.length - 1}/*` : '*/*',
        'content-length': Buffer.byteLength(text),
      });
      res.end(method === 'HEAD' ? undefined : text);
      return;
    }

    if (method === 'POST') {
      const payload = await jsonBody(req);
      const rows = Array.isArray(payload) ? payload : [payload];
      if (rows.length === 0 || rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
        throw new RequestError(400, { code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
      }
      const keys = Object.keys(rows[0] as object);
      for (const row of rows) {
        const rowKeys = Object.keys(row as object);
        if (rowKeys.length !== keys.length || rowKeys.some((key) => !keys.includes(key))) {
          throw new RequestError(400, { code: 'PGRST102', details: null, hint: null, message: 'All object keys must match' });
        }
      }
      for (const key of keys) if (!columns.has(key)) throw columnNotFound(table, key);
      if (faults.takeInsertFault()) {
        throw new RequestError(500, {
          code: 'XX000',
          details: null,
          hint: null,
          message: 'internal error (simulated by LOCAL_BACKEND_FAULTS)',
        });
      }
      const list = keys.map(quoteIdent).join(', ');
      let conflict = '';
      const resolution = prefer.get('resolution');
      if (resolution === 'ignore-duplicates' || resolution === 'merge-duplicates') {
        const target = (url.searchParams.get('on_conflict') ?? 'id').split(',').map((column) => requireColumn(table, columns, column.trim()));
        conflict =
          resolution === 'ignore-duplicates'
            ? ` on conflict (${target.join(', ')}) do nothing`
            : ` on conflict (${target.join(', ')}) do update set ${keys.map((key) => `${quoteIdent(key)} = excluded.${quoteIdent(key)}`).join(', ')}`;
      }
      const sql =
        keys.length === 0
          ? `insert into ${qualified} default values${representation ? ' returning *' : ''}`
          : `insert into ${qualified} (${list}) select ${list} from json_populate_recordset(null::${qualified}, $1::json)${conflict}${representation ? ' returning *' : ''}`;
      const inserted = await asAnon(db, async (tx: Transaction) => (await tx.query(sql, keys.length === 0 ? [] : [JSON.stringify(rows)])).rows);
      if (representation) sendJson(res, 201, inserted, cors);
      else sendEmpty(res, 201, cors);
      return;
    }

    if (method === 'PATCH') {
      const payload = await jsonBody(req);
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
        throw new RequestError(400, { code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
      }
      const keys = Object.keys(payload);
      for (const key of keys) if (!columns.has(key)) throw columnNotFound(table, key);
      if (keys.length === 0) {
        sendEmpty(res, 204, cors);
        return;
      }
      const where = whereClause(table, columns, url.searchParams, 2);
      const list = keys.map(quoteIdent).join(', ');
      const sql = `update ${qualified} set (${list}) = (select ${list} from json_populate_record(null::${qualified}, $1::json))${where.sql}${representation ? ' returning *' : ''}`;
      const updated = await asAnon(db, async (tx) => (await tx.query(sql, [JSON.stringify(payload), ...where.params])).rows);
      if (representation) sendJson(res, 200, updated, cors);
      else sendEmpty(res, 204, cors);
      return;
    }

    if (method === 'DELETE') {
      const where = whereClause(table, columns, url.searchParams, 1);
      const sql = `delete from ${qualified}${where.sql}${representation ? ' returning *' : ''}`;
      const deleted = await asAnon(db, async (tx) => (await tx.query(sql, where.params)).rows);
      if (representation) sendJson(res, 200, deleted, cors);
      else sendEmpty(res, 204, cors);
      return;
    }

    sendError(res, 405, { code: 'PGRST117', details: null, hint: null, message: `Unsupported HTTP method: ${method}` }, cors);
  } catch (error) {
    if (error instanceof RequestError) {
      sendError(res, error.status, error.body, cors);
      return;
    }
    const { status, body } = pgErrorBody(error);
    sendError(res, status, body, cors);
  }
}
