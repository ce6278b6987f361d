-- What only the real PostgreSQL has of a hosted Supabase project's platform, for Debian's
-- PostgreSQL 15 (supabase/postgres/server.ts, the CI tests). Runs once as supabase_admin, the
-- cluster's bootstrap superuser as on Supabase, after postgres-role.sql and the shared
-- supabase/platform/supabase.sql; the project's migrations then run as postgres. PGlite (the local backend) runs only the shared
-- file: it has one user, postgres, a superuser that cannot be demoted, no logins, and no pg_cron,
-- pg_net or Vault.
--
-- Shapes follow Supabase's own setup:
--   supabase/postgres  migrations/db/init-scripts/00000000000000..03 and migrations/db/migrations
--                      (10000000000000_demote-postgres, 20250421084701_revoke_admin_roles_from_postgres,
--                      20231020085357_revoke_writes_on_cron_job_from_postgres, …)
--
-- Stand-ins, because Debian lacks Supabase's own extensions (each marked STUB below):
--   * pg_net: a schema net whose http_post records the request instead of sending it.
--   * supabase_vault: vault.secrets and vault.decrypted_secrets without encryption.
--   * supautils: hosted Supabase lets the non-superuser postgres create pg_cron and policies on
--     storage.objects through supautils; here pg_cron is created in advance, and postgres is a
--     member of supabase_storage_admin while the migrations run (server.ts revokes it after; the
--     shared file's event trigger keeps that membership to policies).

-- ---------------------------------------------------------------------------------------------
-- Roles
-- ---------------------------------------------------------------------------------------------

create role authenticator noinherit login;
grant anon, authenticated, service_role to authenticator;
grant supabase_admin to authenticator;

create role supabase_functions_admin noinherit createrole login noreplication;

-- Only at login; PostgREST applies them itself after switching role.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

alter role supabase_admin set search_path to "$user", public, auth, extensions;
alter role postgres set search_path to "$user", public, extensions;

-- ---------------------------------------------------------------------------------------------
-- public and extensions
-- ---------------------------------------------------------------------------------------------

create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;

-- What supabase_admin creates in public is granted to the API roles, as what postgres creates is
-- (the shared file).
alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- STUB for supautils' policy_grants (hosted lets postgres create, alter and drop policies on
-- storage.objects without owning it): membership in the owner, for the migrations only (server.ts
-- revokes it afterwards, as 20250421084701_revoke_admin_roles_from_postgres leaves hosted). The
-- shared file's event trigger refuses what that membership would allow beyond policies.
grant supabase_storage_admin to postgres;

-- ---------------------------------------------------------------------------------------------
-- pg_cron (shared_preload_libraries = 'pg_cron', cron.database_name = 'postgres': server.ts)
-- ---------------------------------------------------------------------------------------------

-- STUB for supautils' privileged extensions: on hosted postgres may create pg_cron; Debian's
-- pg_cron needs a superuser, so it is created here (a migration's `create extension if not
-- exists pg_cron` then finds it). The grants are those of extensions.grant_pg_cron_access and
-- 20231020085357_revoke_writes_on_cron_job_from_postgres.
create extension if not exists pg_cron with schema pg_catalog;
grant usage on schema cron to postgres with grant option;
grant all privileges on all tables in schema cron to postgres with grant option;
revoke insert, update, delete on cron.job from postgres;

-- ---------------------------------------------------------------------------------------------
-- STUB: pg_net. Debian has no pg_net package; net.http_post has pg_net's signature and grants
-- (extensions.grant_pg_net_access) and records the request in net.http_request_queue (pg_net's own
-- queue table) and returns its id, so a test can see what a job would post. The sending is
-- net-worker.ts's, started by the tests that want it: like pg_net's background worker it takes the
-- queued rows, sends them and records each answer in net._http_response (pg_net's table, same
-- columns: supabase/pg_net sql/pg_net.sql, src/core.c insert_response).
-- pg_net is not in pg_available_extensions: a migration that needs the extension itself skips.
-- ---------------------------------------------------------------------------------------------

create schema net authorization supabase_admin;
grant usage on schema net to supabase_functions_admin, postgres, anon, authenticated, service_role;

create table net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

-- One row per request sent: the status, or timed_out / error_msg when no answer came.
create table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index on net._http_response (created);

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
  language plpgsql
  security definer
  set search_path = net
  as $$
declare
  v_id bigint;
  v_query text;
begin
  -- pg_net appends params to the url as a query string.
  select string_agg(pg_catalog.format('%s=%s', key, value), '&') into v_query
    from jsonb_each_text(coalesce(params, '{}'::jsonb));
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    'POST',
    url || coalesce('?' || v_query, ''),
    coalesce(headers, '{}'::jsonb),
    pg_catalog.convert_to(coalesce(body, 'null'::jsonb)::text, 'UTF8'),
    timeout_milliseconds
  )
  returning id into v_id;
  return v_id;
end
$$;

revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer)
  to supabase_functions_admin, postgres, anon, authenticated, service_role;
grant select on net.http_request_queue, net._http_response to postgres;

-- ---------------------------------------------------------------------------------------------
-- STUB: supabase_vault, which the intake migration's scheduled job reads its URL and key from.
-- Same names as Vault (vault.create_secret, vault.decrypted_secrets); the secret is kept in clear:
-- test data only.
-- ---------------------------------------------------------------------------------------------

create schema vault authorization supabase_admin;
grant usage on schema vault to postgres;

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create view vault.decrypted_secrets as
  select s.id, s.name, s.description, s.secret, s.secret as decrypted_secret, s.key_id, s.nonce, s.created_at, s.updated_at
    from vault.secrets s;

create function vault.create_secret(new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
  returns uuid
  language sql
  security definer
  set search_path = ''
  as $$
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning id
$$;

grant select, delete on vault.secrets, vault.decrypted_secrets to postgres;
revoke all on function vault.create_secret(text, text, text, uuid) from public;
grant execute on function vault.create_secret(text, text, text, uuid) to postgres;
