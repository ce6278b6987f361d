/**
 * registrationFields is the registration defined once. What cannot be derived from it (the SQL of
 * the migrations, the form's valibot rules, the privacy statement's prose, the Dutch words for a
 * choice, the staff inbox's page) is checked against it here, and each failure names the field and what it
 * lacks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { privacyStatement } from '@ankerlicht/content';
import {
  isOptionColumn,
  registrationColumns,
  registrationFields,
  registrationFormSchema,
  registrationTypes,
  type RegistrationFieldDefinition,
} from '../_shared/registration.ts';

const fields = registrationFields as readonly RegistrationFieldDefinition[];
const stored = fields.filter((field) => field.column !== null);
const describeField = (field: RegistrationFieldDefinition) => field.name ?? field.column ?? '?';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** SQL without comments, lower case. */
function readMigrations(): string[] {
  return readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(path.join(migrationsDir, file), 'utf8').replace(/--.*$/gm, '').toLowerCase());
}

/**
 * What `public.registrations` looks like after every migration: its columns (nullable or not;
 * generated: computed by the database from the others, so nobody writes it) and anon's insert grant.
 */
export function registrationsTable(migrations: readonly string[]): {
  columns: Map<string, { nullable: boolean; generated?: boolean }>;
  anonInsert: Set<string>;
} {
  const columns = new Map<string, { nullable: boolean; generated?: boolean }>();
  const anonInsert = new Set<string>();
  for (const sql of migrations) {
    const create = /create table (?:if not exists )?public\.registrations \(([\s\S]*?)\n\);/.exec(sql);
    if (create) {
      for (const line of (create[1] as string).split('\n')) {
        // A column definition starts at two spaces' indent with its name and type; constraints
        // (`constraint …`) and continuation lines do not.
        const match = /^ {2}([a-z_][a-z0-9_]*) (uuid|text|date|timestamptz|boolean|integer|bigint|smallint|jsonb)\b(.*)$/.exec(
          line,
        );
        if (match && match[1] !== 'constraint')
          columns.set(match[1] as string, { nullable: !/\bnot null\b|\bprimary key\b/.test(match[3] as string) });
      }
    }
    for (const match of sql.matchAll(
      /alter table (?:only )?public\.registrations\s+add column (?:if not exists )?([a-z_][a-z0-9_]*) [a-z]+([^,;]*)/g,
    ))
      columns.set(match[1] as string, {
        nullable: !/\bnot null\b/.test(match[2] as string),
        ...(/\bgenerated always as\b/.test(match[2] as string) ? { generated: true } : {}),
      });
    for (const match of sql.matchAll(
      /alter table (?:only )?public\.registrations\s+drop column (?:if exists )?([a-z_][a-z0-9_]*)/g,
    ))
      columns.delete(match[1] as string);
    for (const match of sql.matchAll(/alter column ([a-z_][a-z0-9_]*) (set|drop) not null/g)) {
      const column = columns.get(match[1] as string);
      if (column) column.nullable = match[2] === 'drop';
    }
    for (const match of sql.matchAll(/grant insert \(([^)]*)\) on (?:table )?public\.registrations to ([a-z_, ]+);/g)) {
      if (!(match[2] as string).split(',').some((role) => role.trim() === 'anon')) continue;
      for (const column of (match[1] as string).split(',')) anonInsert.add(column.trim());
    }
  }
  return { columns, anonInsert };
}

describe('registrationFields against the migrations', () => {
  const table = registrationsTable(readMigrations());

  it('finds the table and the grants in the SQL at all', () => {
    expect(table.columns.get('id')).toEqual({ nullable: false });
    expect(table.anonInsert.has('id')).toBe(true);
  });

  it('follows a later migration that adds a column and its grant', () => {
    const later = registrationsTable([
      'create table public.registrations (\n  id uuid primary key,\n  city text not null\n    constraint c check (true)\n);',
      "alter table public.registrations add column gp_name text not null default '';\n" +
        'alter table public.registrations add column note text;\n' +
        'grant insert (gp_name, note) on table public.registrations to anon;\n' +
        'alter table public.registrations add column town text generated always as (lower(city)) stored;',
    ]);
    expect(Object.fromEntries(later.columns)).toEqual({
      id: { nullable: false },
      city: { nullable: false },
      gp_name: { nullable: false },
      note: { nullable: true },
      town: { nullable: true, generated: true },
    });
    expect([...later.anonInsert]).toEqual(['gp_name', 'note']);
  });

  it.each(stored.map((field) => [describeField(field), field] as const))('%s has its column', (name, field) => {
    const column = field.column as string;
    expect(
      table.columns.has(column),
      `field ${name}: public.registrations has no column ${column} (add it in a new migration)`,
    ).toBe(true);
  });

  it.each(stored.map((field) => [describeField(field), field] as const))(
    '%s may be null in the database exactly when it may be left out',
    (name, field) => {
      const column = field.column as string;
      const nullable = field.optional === true || field.forms.length < registrationTypes.length;
      expect(
        table.columns.get(column)?.nullable,
        `field ${name}: column ${column} should be ${nullable ? 'nullable' : 'not null'}`,
      ).toBe(nullable);
    },
  );

  it.each(stored.map((field) => [describeField(field), field] as const))('%s may be inserted by anon', (name, field) => {
    const column = field.column as string;
    expect(
      table.anonInsert.has(column),
      `field ${name}: anon has no INSERT grant on column ${column}, so every insert fails (grant insert (${column}) on table public.registrations to anon)`,
    ).toBe(true);
  });

  it('has no column the site does not know (besides the id and time the database or browser set, and what it computes)', () => {
    const known = new Set<string>([...registrationColumns, 'id', 'created_at']);
    const written = [...table.columns].filter(([, column]) => column.generated !== true).map(([name]) => name);
    expect(written.filter((column) => !known.has(column))).toEqual([]);
    // The generated person_name (migrations/*_same_name_and_birth.sql) is read, never written.
    expect([...table.columns].filter(([, column]) => column.generated === true).map(([name]) => name)).toEqual(['person_name']);
    expect([...table.anonInsert].filter((column) => !known.has(column) || column === 'created_at')).toEqual([]);
  });
});

describe('registrationFields against the form schemas', () => {
  it.each(registrationTypes)('the %s form asks exactly for its fields', (form) => {
    const expected = fields.filter((field) => field.name !== null && field.forms.includes(form)).map((field) => field.name);
    const entries = Object.keys(registrationFormSchema(form).entries);
    for (const name of expected) expect(entries, `field ${name}: no rule in the ${form} form's schema`).toContain(name);
    for (const name of entries)
      expect(expected, `the ${form} form's schema has ${name}, registrationFields does not`).toContain(name);
  });

  it('names every field and column once, and gives a missing code to every required field', () => {
    const names = fields.flatMap((field) => (field.name === null ? [] : [field.name]));
    expect(new Set(names).size).toBe(names.length);
    for (const field of fields) {
      if (field.name !== null && field.optional !== true)
        expect(field.missing, `field ${field.name}: no code for when it is left out`).toBeDefined();
      if (field.name === null) expect(field.kind, `column ${field.column}: no form field, so derived`).toBe('derived');
    }
  });
});

describe('registrationFields against the screening e-mail and the staff inbox', () => {
  it.each(fields.filter((field) => field.kind === 'choice').map((field) => [describeField(field), field] as const))(
    '%s has Dutch words for its choices',
    (name, field) => {
      expect(isOptionColumn(field.column as string), `field ${name}: no registrationOptionLabels entry`).toBe(true);
    },
  );

  it('shows every stored column (familyName is part of the full name)', () => {
    const shown = new Set(fields.flatMap((field) => (field.row === null ? [] : [field.column])));
    expect(registrationColumns.filter((column) => !shown.has(column))).toEqual([]);
  });

  it("shows every stored column on the staff inbox's registration page, but the letter's path", () => {
    // The letter has a part of its own there (a download), not a row with its storage path.
    const onStaffPage = new Set(fields.flatMap((field) => (field.row?.section ? [field.column] : [])));
    expect(registrationColumns.filter((column) => !onStaffPage.has(column))).toEqual(['referral_letter_path']);
  });
});

describe('registrationFields against the privacy statement', () => {
  const section = privacyStatement.sections.find((candidate) => candidate.id === 'data-we-process');
  const list = (section?.bullets ?? []).map((bullet) => bullet.nl.toLowerCase()).join('\n');

  it('finds the list', () => {
    expect(list).toContain('burgerservicenummer');
  });

  it.each(stored.map((field) => [describeField(field), field] as const))('lists %s', (name, field) => {
    expect(field.privacy, `field ${name}: stored, so the privacy statement must name it`).not.toBeNull();
    expect(
      list.includes((field.privacy as string).toLowerCase()),
      `field ${name}: the privacy statement's list of data we process (data-we-process, its words in packages/content/src/<language>/legal/privacy.ts for every language) does not mention "${field.privacy}"`,
    ).toBe(true);
  });
});
