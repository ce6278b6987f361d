-- A search by name finds its registrations through trigram indexes instead of reading every name
-- (issue 51, item 6). staff_registrations (20261202120000_find_registrations.sql) looks a name up
-- as `pg_catalog.lower(<column>) like '%term%'` in three columns; pg_trgm's GIN operator class
-- answers exactly that (LIKE with wildcards on both sides) from the index, for terms of three
-- characters or more. At 100,000 registrations a rare name took 0.4 to 0.7 s at p95 without it
-- (`npm run bench:staff`).
--
-- Hosted Supabase ships pg_trgm and installs extensions into the schema `extensions`; a project
-- that already has it elsewhere keeps it there, so the operator class is named by the schema the
-- extension is in, not by a guess.
create extension if not exists pg_trgm with schema extensions;

do $$
declare
  v_schema text;
  v_column text;
begin
  select n.nspname into strict v_schema
    from pg_catalog.pg_extension e
    join pg_catalog.pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  foreach v_column in array array['full_name', 'child_name', 'parent_guardian_name'] loop
    execute pg_catalog.format(
      'create index %I on public.registrations using gin (pg_catalog.lower(%I) %I.gin_trgm_ops)',
      'registrations_' || v_column || '_trigrams', v_column, v_schema);
  end loop;
end
$$;
