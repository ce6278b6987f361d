/**
 * Hosted's safeupdate rule over every function the migrations made (safeupdate.ts), on PGlite and
 * on the real PostgreSQL: an UPDATE or DELETE without a WHERE fails there with 21000, inside a
 * security definer function too, so one here fails the build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from './config.ts';
import { checkFunction, PLATFORM_SCHEMAS, PROJECT_FUNCTIONS, type FunctionSource } from './safeupdate.ts';
import { databases, type Queryable, type TestDatabase } from './test-databases.ts';

const sql = (body: string, language = 'sql'): FunctionSource => ({
  signature: 'test.f()',
  language,
  body,
  definition: `create function test.f() returns void language ${language} as $body$${body}$body$`,
});
const plpgsql = (body: string) => sql(`declare v int; r record; c refcursor;\nbegin\n${body}\nend`, 'plpgsql');

describe('the safeupdate check', () => {
  it.each([
    ['an UPDATE without WHERE', sql('update private.intake_state set flood_alerted_at = null'), 'UPDATE without a WHERE clause'],
    ['a DELETE without WHERE', sql('delete from private.intake_state'), 'DELETE without a WHERE clause'],
    [
      'one in a data-modifying WITH',
      sql('with gone as (delete from t returning 1) select count(*) from gone'),
      'DELETE without a WHERE clause',
    ],
    ['one of several statements', sql('select 1; update t set a = 1 where a = 2; update t set a = 3'), 'UPDATE without a WHERE'],
    [
      'one in a SQL-standard body',
      {
        ...sql(''),
        definition: 'create function test.f() returns void language sql begin atomic update t set a = 1; end',
      },
      'UPDATE without a WHERE clause',
    ],
    ['one in plpgsql', plpgsql('if true then update t set a = 1; end if;'), 'UPDATE without a WHERE clause'],
    ['one in a plpgsql FOR loop', plpgsql('for r in delete from t returning a loop null; end loop;'), 'DELETE without a WHERE'],
    ['a constant EXECUTE', plpgsql(`execute 'update t set a = 1';`), 'UPDATE without a WHERE clause'],
    ['an EXECUTE of built text', plpgsql(`execute format('delete from %I', 't');`), 'cannot be checked'],
    ['an OPEN … FOR EXECUTE of built text', plpgsql(`open c for execute 'sel' || 'ect 1';`), 'cannot be checked'],
  ])('finds %s', async (_name, source, problem) => {
    const findings = await checkFunction(source);
    expect(findings.map((finding) => finding.problem).join('\n')).toContain(problem);
  });

  it.each([
    ['a WHERE naming the one row', sql('update private.intake_state s set flood_alerted_at = null where s.id')],
    ['WHERE true (safeupdate asks for a qualification, not a selective one)', sql('delete from t where true')],
    ['WHERE CURRENT OF', plpgsql('update t set a = 1 where current of c;')],
    ['an UPDATE … FROM with a WHERE', sql('update t set a = u.a from u where u.id = t.id')],
    ['a constant EXECUTE with a WHERE', plpgsql(`execute 'delete from t where a = 1';`)],
    ['reads, inserts and assignments', plpgsql('v := (select 1); insert into t values (1); perform 1;')],
  ])('passes %s', async (_name, source) => {
    expect(await checkFunction(source)).toEqual([]);
  });
});

/** The CREATE FUNCTION statement of public.<name> as the migration file has it. */
function definitionIn(file: string, name: string): string {
  const found = new RegExp(`create function public\\.${name}\\([^]*?\\n\\$\\$;`).exec(file);
  if (found === null) throw new Error(`public.${name} is not in the migration`);
  return found[0].replace('create function', 'create or replace function');
}

describe.each(databases)('on $name', (database) => {
  let db: TestDatabase;
  const check = async (tx: Queryable) => {
    const { rows } = await tx.query<FunctionSource>(PROJECT_FUNCTIONS, [PLATFORM_SCHEMAS]);
    const findings = (await Promise.all(rows.map(checkFunction))).flat();
    return { checked: rows.map((row) => row.signature), findings };
  };

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('every function the migrations made passes the rule', async () => {
    const { checked, findings } = await check(db);
    expect(findings).toEqual([]);
    // What is checked: the project's schemas, the API's functions, trigger and policy functions.
    expect(new Set(checked.map((signature) => signature.split('.')[0]))).toEqual(new Set(['intake_policy', 'private', 'public']));
    for (const expected of [
      'public.record_schedule_run(p_complete boolean)',
      'public.release_flood_alert()',
      'public.release_stale_schedule_alert()',
      'public.staff_begin_read(p_action text, p_registration_id uuid, p_accept_flagged boolean)',
      'private.registration_after_insert()',
      'intake_policy.may_upload_referral_letter(p_bucket_id text, p_name text)',
    ]) {
      expect(checked).toContain(expected);
    }
  });

  it('finds the heartbeat functions as *_intake_abuse.sql made them, which hosted refused', async () => {
    const file = await readFile(path.join(migrationsDir, '20261126120000_intake_abuse.sql'), 'utf8');
    const names = ['release_flood_alert', 'record_schedule_run', 'release_stale_schedule_alert'];
    const rolledBack = new Error('rolled back');
    let result: Awaited<ReturnType<typeof check>> | undefined;
    await db
      .transaction(async (tx) => {
        for (const name of names) await tx.exec(definitionIn(file, name));
        result = await check(tx);
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(result?.findings).toEqual([
      {
        signature: 'public.record_schedule_run(p_complete boolean)',
        problem: 'UPDATE without a WHERE clause',
        statement:
          'update private.intake_state set schedule_last_run_at = now(), schedule_last_complete = p_complete, schedule_stale_alerted_at = null',
      },
      {
        signature: 'public.release_flood_alert()',
        problem: 'UPDATE without a WHERE clause',
        statement: 'update private.intake_state set flood_alerted_at = null',
      },
      {
        signature: 'public.release_stale_schedule_alert()',
        problem: 'UPDATE without a WHERE clause',
        statement: 'update private.intake_state set schedule_stale_alerted_at = null',
      },
    ]);
    // And the rolled-back transaction left today's versions in place.
    expect((await check(db)).findings).toEqual([]);
  });
});
