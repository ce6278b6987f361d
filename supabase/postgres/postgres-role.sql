-- The real PostgreSQL's first step (supabase/postgres/server.ts), as supabase_admin before the
-- shared supabase/platform/supabase.sql, which grants to postgres: the role postgres, which the
-- cluster's bootstrap superuser (supabase_admin, as on Supabase) does not have yet. PGlite's one
-- user is postgres already.
--
-- postgres as hosted Supabase leaves it (10000000000000_demote-postgres): not a superuser, but
-- bypassrls. It owns the database (so the public schema, pg_database_owner's) and the migrations.
create role postgres nosuperuser createdb createrole login replication bypassrls;
alter database postgres owner to postgres;
grant all on database postgres to postgres;
