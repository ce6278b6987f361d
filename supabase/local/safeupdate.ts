/**
 * Hosted Supabase's safeupdate rule, checked with PostgreSQL's own parser (libpg-query: the real
 * parser and PL/pgSQL compiler front end in WebAssembly), since Debian packages no safeupdate to
 * load into the test databases.
 *
 * The rule (eradman/pg-safeupdate safeupdate.c, delete_needs_where_check, a post-parse-analyze
 * hook): an UPDATE or a DELETE whose query has no WHERE qualification (`jointree->quals == NULL`)
 * fails with 21000 "UPDATE requires a WHERE clause" / "DELETE requires a WHERE clause", and so does
 * one inside a data-modifying WITH. Any WHERE passes, `WHERE true` included. The hook runs for every
 * statement parsed in the session, so for the SQL inside plpgsql and SQL functions too. Hosted
 * loads it for the Data API's connections (supabase/postgres migration
 * 20260413000000_fix-authenticator-session-preload-libraries.sql: `alter role authenticator set
 * session_preload_libraries = 'supautils, safeupdate'`).
 *
 * This check is stricter than the hook in one way: it looks at every UPDATE and DELETE anywhere in
 * a statement, where the hook only looks at the top level and at data-modifying CTEs (the only
 * places PostgreSQL allows them). Dynamic SQL (EXECUTE) is checked when its text is a constant;
 * any other is reported, since what it runs cannot be known here.
 */
import { parse, parsePlPgSQL } from 'libpg-query';

/** A function as the catalogue has it. */
export type FunctionSource = {
  /** `schema.name(argument types)`, for the message. */
  signature: string;
  language: string;
  /** pg_get_functiondef(): the whole CREATE FUNCTION statement. */
  definition: string;
  /** prosrc: the body alone. */
  body: string;
};

/** A statement hosted would refuse (or could not be checked), with where it is. */
export type Finding = { signature: string; problem: string; statement: string };

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** Every UPDATE or DELETE in a parse tree that has no WHERE. */
function unqualifiedWrites(tree: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isNode(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if ((key === 'UpdateStmt' || key === 'DeleteStmt') && isNode(child) && child.whereClause === undefined) {
        found.push(key === 'UpdateStmt' ? 'UPDATE without a WHERE clause' : 'DELETE without a WHERE clause');
      }
      walk(child);
    }
  };
  walk(tree);
  return found;
}

/** The text of a constant string expression (`'delete from t'`), or null for anything else. */
async function constantString(expression: string): Promise<string | null> {
  const tree = (await parse(`select ${expression}`)) as { stmts?: Array<{ stmt?: Node }> };
  const select = tree.stmts?.[0]?.stmt?.SelectStmt as Node | undefined;
  const targets = select?.targetList as Node[] | undefined;
  if (targets?.length !== 1 || select?.fromClause !== undefined) return null;
  const value = ((targets[0]?.ResTarget as Node | undefined)?.val as Node | undefined)?.A_Const as Node | undefined;
  const text = (value?.sval as Node | undefined)?.sval;
  return typeof text === 'string' ? text : null;
}

/** `target := expression` (or `=`), as PL/pgSQL hands an assignment to the parser: the expression. */
const ASSIGNMENT = /^\s*(?:"(?:[^"]|"")*"|[A-Za-z_][A-Za-z0-9_$]*|\[[^\]]*\]|\.)+\s*:?=/;

/** PL/pgSQL's parse modes (src/include/parser/parser.h RawParseMode) that this check reads. */
const RAW_PARSE_DEFAULT = 0;
const RAW_PARSE_PLPGSQL_EXPR = 2;

/** The SQL texts PL/pgSQL would run: each embedded statement or expression, and which are dynamic. */
function embeddedSql(tree: unknown): Array<{ query: string; mode: number; dynamic: boolean }> {
  const found: Array<{ query: string; mode: number; dynamic: boolean }> = [];
  const walk = (value: unknown, dynamic: boolean) => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, dynamic));
    if (!isNode(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'PLpgSQL_expr' && isNode(child) && typeof child.query === 'string') {
        found.push({ query: child.query, mode: Number(child.parseMode ?? RAW_PARSE_DEFAULT), dynamic });
        continue;
      }
      // EXECUTE and FOR … IN EXECUTE run the text of their `query`; OPEN … FOR EXECUTE and RETURN
      // QUERY EXECUTE the text of their `dynquery`.
      if ((key === 'PLpgSQL_stmt_dynexecute' || key === 'PLpgSQL_stmt_dynfors') && isNode(child)) {
        const { query, ...rest } = child;
        walk(query, true);
        walk(rest, false);
      } else {
        walk(child, key === 'dynquery');
      }
    }
  };
  walk(tree, false);
  return found;
}

/** What in one function hosted's safeupdate would refuse, or what could not be checked. */
export async function checkFunction(source: FunctionSource): Promise<Finding[]> {
  const findings: Finding[] = [];
  const report = (problem: string, statement: string) =>
    findings.push({ signature: source.signature, problem, statement: statement.trim().replace(/\s+/g, ' ') });
  const checkSql = async (sql: string) => {
    try {
      for (const problem of unqualifiedWrites(await parse(sql))) report(problem, sql);
    } catch (error) {
      report(`could not be parsed (${(error as Error).message})`, sql);
    }
  };

  if (source.language === 'sql') {
    // A SQL-standard body (BEGIN ATOMIC … END) is no text in prosrc: the definition holds it.
    await checkSql(source.body.trim() === '' ? source.definition : source.body);
  } else if (source.language === 'plpgsql') {
    let tree: unknown;
    try {
      tree = await parsePlPgSQL(source.definition);
    } catch (error) {
      report(`could not be parsed (${(error as Error).message})`, source.body);
      return findings;
    }
    for (const { query, mode, dynamic } of embeddedSql(tree)) {
      if (dynamic) {
        const text = await constantString(query).catch(() => null);
        if (text === null) report('dynamic SQL whose text is not a constant: cannot be checked', query);
        else await checkSql(text);
      } else if (mode === RAW_PARSE_DEFAULT) {
        await checkSql(query);
      } else if (mode === RAW_PARSE_PLPGSQL_EXPR) {
        await checkSql(`select ${query}`);
      } else {
        const target = ASSIGNMENT.exec(query);
        if (target === null) report('assignment that could not be read', query);
        else await checkSql(`select ${query.slice(target[0].length)}`);
      }
    }
  } else if (!['c', 'internal'].includes(source.language)) {
    report(`language ${source.language} cannot be checked`, source.body);
  }
  return findings;
}

/**
 * Schemas that belong to Supabase's platform (or the local stand-ins for it), not to the project's
 * migrations: their functions are Supabase's to keep right.
 */
export const PLATFORM_SCHEMAS = [
  'information_schema',
  'extensions',
  'auth',
  'storage',
  'vault',
  'cron',
  'net',
  'graphql',
  'graphql_public',
  'realtime',
  '_realtime',
  'pgsodium',
  'pgsodium_masks',
  'pgbouncer',
  'supabase_functions',
  'supabase_migrations',
  '_analytics',
];

/**
 * Every function the project's migrations made (any schema outside PostgreSQL's and the
 * platform's, functions that belong to an extension left out): API-called, trigger and policy
 * functions alike, since each can run in a Data API session.
 */
export const PROJECT_FUNCTIONS = `
  select format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as signature,
         l.lanname as language,
         case when p.prokind in ('f', 'p') then pg_catalog.pg_get_functiondef(p.oid) else '' end as definition,
         coalesce(p.prosrc, '') as body
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    join pg_catalog.pg_language l on l.oid = p.prolang
   where n.nspname not like 'pg\\_%'
     and n.nspname <> all ($1::text[])
     and not exists (select 1 from pg_catalog.pg_depend d
                      where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
   order by 1`;
