/**
 * The real migrations on PGlite: what anon may and may not do in the database itself.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationRecordSchema, type RegistrationRecord } from '../functions/_shared/registration.ts';
import { migrationsDir } from './config.ts';
import { asAnon, isPgError, listMigrations, openDatabase } from './database.ts';

let db: PGlite;

beforeAll(async () => {
  ({ db } = await openDatabase());
});

afterAll(async () => {
  await db?.close();
});

let counter = 0;
/** A valid adult record with a unique referral letter path. */
function adultRecord(overrides: Partial<Record<keyof RegistrationRecord, unknown>> = {}): Record<string, unknown> {
  counter += 1;
  return {
    full_name: 'Jan Jansen',
    email: 'jan.jansen@example.nl',
    phone: '06 12345678',
    date_of_birth: '1990-05-17',
    gender: 'male',
    bsn_number: '111222333',
    registration_type: 'adults',
    location: 'amsterdam',
    child_name: null,
    parent_guardian_name: null,
    message: null,
    insurance_company: 'Zilveren Kruis',
    street_name: 'Kerkstraat',
    house_number: '12a',
    postal_code: '1234 AB',
    city: 'Amsterdam',
    preferred_language: 'dutch',
    referral_letter_path: `adults/jan_jansen_example_nl/${1767225600000 + counter}.pdf`,
    ...overrides,
  };
}

function childRecord(overrides: Partial<Record<keyof RegistrationRecord, unknown>> = {}): Record<string, unknown> {
  counter += 1;
  return adultRecord({
    registration_type: 'children',
    child_name: 'Ayla',
    full_name: 'Fatma Yilmaz',
    parent_guardian_name: 'Fatma Yilmaz',
    preferred_language: 'farsi',
    referral_letter_path: `children/fatma_example_nl/${1767225600000 + counter}.png`,
    ...overrides,
  });
}

/** Inserts as PostgREST does, under anon. */
async function insertAsAnon(row: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(row)
    .map((key) => `"${key}"`)
    .join(', ');
  await asAnon(db, (tx) =>
    tx.query(
      `insert into public.registrations (${columns}) select ${columns} from json_populate_recordset(null::public.registrations, $1::json)`,
      [JSON.stringify([row])],
    ),
  );
}

async function pgCode(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (error) {
    if (isPgError(error)) return error.code ?? 'unknown';
    throw error;
  }
}

async function rowCount(): Promise<number> {
  return (await db.query<{ n: number }>('select count(*)::int as n from public.registrations')).rows[0]?.n ?? -1;
}

describe('migrations', () => {
  it('are recorded in supabase_migrations.schema_migrations', async () => {
    const versions = (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')).rows.map(
      (row) => row.version,
    );
    expect(versions).toEqual((await listMigrations(migrationsDir)).map((migration) => migration.version));
  });
});

describe('registrations as anon', () => {
  it('can insert a valid adult and a valid child registration', async () => {
    const before = await rowCount();
    await insertAsAnon(adultRecord());
    await insertAsAnon(childRecord());
    await insertAsAnon(adultRecord({ preferred_language: 'farsi', message: 'Graag <b>snel</b>' }));
    expect(await rowCount()).toBe(before + 3);
  });

  it('cannot read any row', async () => {
    await insertAsAnon(adultRecord());
    expect(await pgCode(asAnon(db, (tx) => tx.query('select * from public.registrations')))).toBe('42501');
    expect(await pgCode(asAnon(db, (tx) => tx.query('select count(*) from public.registrations')))).toBe('42501');
    expect(await pgCode(asAnon(db, (tx) => tx.query('select id from public.registrations')))).toBe('42501');
  });

  it('cannot update or delete any row', async () => {
    await insertAsAnon(adultRecord());
    const before = await rowCount();
    expect(await pgCode(asAnon(db, (tx) => tx.query(`update public.registrations set city = 'X'`)))).toBe('42501');
    expect(await pgCode(asAnon(db, (tx) => tx.query('delete from public.registrations')))).toBe('42501');
    expect(await pgCode(asAnon(db, (tx) => tx.query('truncate public.registrations')))).toBe('42501');
    expect(await rowCount()).toBe(before);
  });

  it('cannot get the row back from an insert (no RETURNING without select)', async () => {
    const row = adultRecord();
    const columns = Object.keys(row).join(', ');
    expect(
      await pgCode(
        asAnon(db, (tx) =>
          tx.query(
            `insert into public.registrations (${columns}) select ${columns} from json_populate_record(null::public.registrations, $1::json) returning id`,
            [JSON.stringify(row)],
          ),
        ),
      ),
    ).toBe('42501');
  });

  it('cannot choose id or created_at', async () => {
    expect(await pgCode(insertAsAnon(adultRecord({ id: '00000000-0000-4000-8000-000000000001' } as never)))).toBe('42501');
    expect(await pgCode(insertAsAnon(adultRecord({ created_at: '2000-01-01T00:00:00Z' } as never)))).toBe('42501');
  });

  it('cannot insert the same referral letter twice', async () => {
    const row = adultRecord();
    await insertAsAnon(row);
    expect(await pgCode(insertAsAnon(row))).toBe('23505');
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['an unknown registration type', { registration_type: 'seniors' }, '23514'],
    ['a bad BSN (elevenproof)', { bsn_number: '123456789' }, '23514'],
    ['a BSN with spaces', { bsn_number: '111 222 333' }, '23514'],
    ['an all-zero BSN', { bsn_number: '000000000' }, '23514'],
    ['a postal code starting with 0', { postal_code: '0123 AB' }, '23514'],
    ['a postal code with SA', { postal_code: '1234 SA' }, '23514'],
    ['a lower-case postal code', { postal_code: '1234ab' }, '23514'],
    ['an unknown location', { location: 'utrecht' }, '23514'],
    ['an unknown language', { preferred_language: 'klingon' }, '23514'],
    ['an unknown gender', { gender: 'x' }, '23514'],
    ['an invalid e-mail', { email: 'not-an-email' }, '23514'],
    ['a short phone number', { phone: '0612345' }, '23514'],
    ['a phone number with letters', { phone: 'call me later' }, '23514'],
    ['an empty full name', { full_name: '  ' }, '23514'],
    ['a too long message', { message: 'x'.repeat(5001) }, '23514'],
    ['a child name on an adult registration', { child_name: 'Ayla' }, '23514'],
    ['a path outside the type folder', { referral_letter_path: 'children/jan_example_nl/1767225600000.pdf' }, '23514'],
    ['a path of another shape', { referral_letter_path: '../../etc/passwd' }, '23514'],
    ['a date before 1900', { date_of_birth: '1899-12-31' }, '23514'],
    ['a missing name', { full_name: null }, '23502'],
    ['a missing BSN', { bsn_number: null }, '23502'],
    ['a missing path', { referral_letter_path: null }, '23502'],
  ];

  it.each(invalid)('cannot insert a row with %s (and the record schema agrees)', async (_label, overrides, code) => {
    const row = adultRecord(overrides as never);
    const before = await rowCount();
    expect(await pgCode(insertAsAnon(row))).toBe(code);
    expect(await rowCount()).toBe(before);
    expect(v.safeParse(RegistrationRecordSchema, row).success).toBe(false);
  });

  it('refuses a child registration without a child name or guardian', async () => {
    expect(await pgCode(insertAsAnon(childRecord({ child_name: null })))).toBe('23514');
    expect(await pgCode(insertAsAnon(childRecord({ parent_guardian_name: null })))).toBe('23514');
    expect(await pgCode(insertAsAnon(childRecord({ child_name: 'A' })))).toBe('23514');
  });

  it('accepts what the record schema accepts', async () => {
    for (const row of [adultRecord(), childRecord(), adultRecord({ message: 'x'.repeat(5000), phone: '+31 (0)6-1234.5678' })]) {
      expect(v.safeParse(RegistrationRecordSchema, row).success).toBe(true);
      await insertAsAnon(row);
    }
  });

  it('authenticated can do nothing at all', async () => {
    const asAuthenticated = <T>(work: (tx: Transaction) => Promise<T>) =>
      db.transaction(async (tx) => {
        await tx.query('set local role authenticated');
        return work(tx);
      });
    expect(await pgCode(asAuthenticated((tx) => tx.query('select * from public.registrations')))).toBe('42501');
    const row = adultRecord();
    const columns = Object.keys(row).join(', ');
    expect(
      await pgCode(
        asAuthenticated((tx) =>
          tx.query(`insert into public.registrations (${columns}) select ${columns} from json_populate_record(null::public.registrations, $1::json)`, [
            JSON.stringify(row),
          ]),
        ),
      ),
    ).toBe('42501');
  });
});

describe('storage as anon', () => {
  const validName = () => {
    counter += 1;
    return `adults/jan_jansen_example_nl/${1767225600000 + counter}.pdf`;
  };
  const insertObject = (bucket: string, name: string) =>
    asAnon(db, (tx) => tx.query('insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)', [bucket, name, { size: 1 }]));

  beforeAll(async () => {
    await db.query(`insert into storage.buckets (id, name, public) values ('other', 'other', false) on conflict do nothing`);
  });

  it('the bucket is private, 10 MiB, PDF/Word/images only', async () => {
    const bucket = (await db.query<{ public: boolean; file_size_limit: string | number; allowed_mime_types: string[] }>(
      `select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'referral_letters'`,
    )).rows[0];
    expect(bucket?.public).toBe(false);
    expect(Number(bucket?.file_size_limit)).toBe(10 * 1024 * 1024);
    expect([...(bucket?.allowed_mime_types ?? [])].sort()).toEqual(
      [
        'application/msword',
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'image/jpeg',
        'image/png',
      ].sort(),
    );
  });

  it('may add an object at the registration path shape', async () => {
    await insertObject('referral_letters', validName());
    await insertObject('referral_letters', `children/ouder_example_nl/${Date.now()}.docx`);
  });

  it.each([
    ['another bucket', 'other', 'adults/jan_example_nl/1767225600000.pdf'],
    ['an unknown folder', 'referral_letters', 'seniors/jan_example_nl/1767225600000.pdf'],
    ['the bucket root', 'referral_letters', '1767225600000.pdf'],
    ['a deeper folder', 'referral_letters', 'adults/jan_example_nl/extra/1767225600000.pdf'],
    ['an upper-case e-mail folder', 'referral_letters', 'adults/Jan_example_nl/1767225600000.pdf'],
    ['a disallowed extension', 'referral_letters', 'adults/jan_example_nl/1767225600000.html'],
    ['a name that is not a timestamp', 'referral_letters', 'adults/jan_example_nl/letter.pdf'],
  ])('may not add an object in %s', async (_label, bucket, name) => {
    expect(await pgCode(insertObject(bucket, name))).toBe('42501');
  });

  it('cannot read, list, overwrite or delete objects', async () => {
    const name = validName();
    await insertObject('referral_letters', name);
    const seen = await asAnon(db, async (tx) => (await tx.query('select name from storage.objects')).rows);
    expect(seen).toEqual([]);
    const updated = await asAnon(db, async (tx) => (await tx.query(`update storage.objects set metadata = '{}' where name = $1`, [name])).affectedRows);
    expect(updated).toBe(0);
    const deleted = await asAnon(db, async (tx) => (await tx.query('delete from storage.objects where name = $1', [name])).affectedRows);
    expect(deleted).toBe(0);
    // An upsert (insert … on conflict do update) needs an update policy: refused.
    expect(
      await pgCode(
        asAnon(db, (tx) =>
          tx.query(
            `insert into storage.objects (bucket_id, name) values ('referral_letters', $1)
             on conflict (bucket_id, name) do update set metadata = '{"overwritten":true}'`,
            [name],
          ),
        ),
      ),
    ).toBe('42501');
    const still = await db.query<{ metadata: unknown }>('select metadata from storage.objects where name = $1', [name]);
    expect(still.rows).toEqual([{ metadata: { size: 1 } }]);
    // A plain second insert is a duplicate.
    expect(await pgCode(insertObject('referral_letters', name))).toBe('23505');
  });

  it('cannot see, create, change or remove buckets', async () => {
    expect(await asAnon(db, async (tx) => (await tx.query('select id from storage.buckets')).rows)).toEqual([]);
    expect(await pgCode(asAnon(db, (tx) => tx.query(`insert into storage.buckets (id, name, public) values ('mine', 'mine', true)`)))).toBe('42501');
    expect(await asAnon(db, async (tx) => (await tx.query(`update storage.buckets set public = true`)).affectedRows)).toBe(0);
    expect(await asAnon(db, async (tx) => (await tx.query(`delete from storage.buckets`)).affectedRows)).toBe(0);
  });
});
