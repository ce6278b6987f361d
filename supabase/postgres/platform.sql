-- The platform pieces of a hosted Supabase project, for a real PostgreSQL 15 from Debian's packages
-- (supabase/postgres/server.ts, the CI tests). Runs once as supabase_admin, the cluster's bootstrap
-- superuser as on Supabase, before the project's migrations, which then run as postgres.
--
-- Shapes follow Supabase's own setup, reduced to what the project touches:
--   supabase/postgres  migrations/db/init-scripts/00000000000000..03 and migrations/db/migrations
--                      (10000000000000_demote-postgres, 20230529180330_alter_api_roles_for_inherit,
--                      20250421084701_revoke_admin_roles_from_postgres, …)
--   supabase/storage   migrations/tenant (0002-storage-schema onwards, 0038-grant-with-grant-option,
--                      0050-prevent-direct-deletes)
--   supabase/auth      auth.uid(), auth.role(), auth.jwt() as GoTrue defines them now.
--
-- Stand-ins, because Debian lacks Supabase's own extensions (each marked STUB below):
--   * pg_net: a schema net whose http_post records the request instead of sending it.
--   * supabase_vault: vault.secrets and vault.decrypted_secrets without encryption.
--   * supautils: hosted Supabase lets the non-superuser postgres create pg_cron and policies on
--     storage.objects through supautils; here pg_cron is created in advance, and postgres is a
--     member of supabase_storage_admin while the migrations run (server.ts revokes it after).

-- ---------------------------------------------------------------------------------------------
-- Roles
-- ---------------------------------------------------------------------------------------------

-- postgres as hosted Supabase leaves it (10000000000000_demote-postgres): not a superuser, but
-- bypassrls. It owns the database (so the public schema, pg_database_owner's) and the migrations.
create role postgres nosuperuser createdb createrole login replication bypassrls;
alter database postgres owner to postgres;
grant all on database postgres to postgres;

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
-- 20230529180330_alter_api_roles_for_inherit
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;

create role authenticator noinherit login;
grant anon, authenticated, service_role to authenticator;
grant supabase_admin to authenticator;

-- The dashboard's "run as role" and PostgREST-like tests switch roles from postgres.
grant anon, authenticated, service_role to postgres;

create role supabase_auth_admin noinherit createrole login noreplication;
create role supabase_storage_admin noinherit createrole login noreplication;
create role supabase_functions_admin noinherit createrole login noreplication;

-- Only at login; PostgREST applies them itself after switching role.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

alter role supabase_admin set search_path to "$user", public, auth, extensions;
alter role postgres set search_path to "$user", public, extensions;

-- ---------------------------------------------------------------------------------------------
-- public and extensions
-- ---------------------------------------------------------------------------------------------

create schema if not exists extensions;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant all on schema extensions to postgres;

-- Everything postgres or supabase_admin creates in public is granted to the API roles; the
-- migrations revoke what they do not want.
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- auth: the helpers policies call (GoTrue's definitions: the single claim settings first, then
-- request.jwt.claims as PostgREST 9+ sets it)
-- ---------------------------------------------------------------------------------------------

create schema auth authorization supabase_admin;
grant usage on schema auth to postgres, anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin;

create function auth.jwt() returns jsonb
  language sql stable
  as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create function auth.uid() returns uuid
  language sql stable
  as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text
  language sql stable
  as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

alter function auth.jwt() owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
grant execute on function auth.jwt(), auth.uid(), auth.role() to postgres, anon, authenticated, service_role;

-- The users and sessions Auth keeps, reduced to what the migrations read; owned by Auth as on the
-- platform, where postgres (the migrations' and the SQL editor's role) may also write them, as seed
-- files do.
create table auth.users (id uuid primary key, email varchar(255), encrypted_password varchar(255));
create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  not_after timestamptz
);
-- How each session was signed in (internal/models/amr.go AddClaimToSession: one row per method,
-- updated_at the time it was last used in the session).
create table auth.mfa_amr_claims (
  id uuid not null default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey primary key (session_id, authentication_method)
);
alter table auth.users owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.mfa_amr_claims owner to supabase_auth_admin;
grant all on table auth.users, auth.sessions, auth.mfa_amr_claims to postgres;

-- ---------------------------------------------------------------------------------------------
-- storage: created by supabase_storage_admin, as Storage's own migrations run
-- ---------------------------------------------------------------------------------------------

create schema storage authorization supabase_admin;
grant all on schema storage to supabase_storage_admin with grant option;
grant usage on schema storage to postgres with grant option;
grant usage on schema storage to anon, authenticated, service_role;
alter role supabase_storage_admin set search_path = storage;
alter default privileges for role supabase_storage_admin in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage grant all on sequences to postgres, anon, authenticated, service_role;

set role supabase_storage_admin;

create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');

create table storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid, -- deprecated in favour of owner_id
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid, -- deprecated in favour of owner_id
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects using btree (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create function storage.foldername(name text) returns text[]
  language plpgsql
  as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$function$;

create function storage.filename(name text) returns text
  language plpgsql
  as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$function$;

create function storage.extension(name text) returns text
  language plpgsql
  as $function$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

-- 0010-add-trigger-to-auto-update-updated_at-column
create function storage.update_updated_at_column() returns trigger
  language plpgsql
  as $$
begin
  new.updated_at = now();
  return new;
end
$$;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- 0050-prevent-direct-deletes (the setting's current name): a DELETE on these tables is refused
-- unless the Storage API set storage.allow_delete_query for its transaction, whatever the role.
create function storage.protect_delete() returns trigger
  language plpgsql
  as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end
$$;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

reset role;

-- 0038-grant-with-grant-option
grant all on storage.buckets, storage.objects to postgres with grant option;

-- STUB for supautils' policy_grants (hosted lets postgres create, alter and drop policies on
-- storage.objects without owning it): membership in the owner, for the migrations only (server.ts
-- revokes it afterwards, as 20250421084701_revoke_admin_roles_from_postgres leaves hosted), and an
-- event trigger refusing what that membership would allow beyond policies (and the triggers the
-- TRIGGER privilege allows): dropping a trigger, altering a table, creating objects in storage.
grant supabase_storage_admin to postgres;

create function extensions.storage_policies_only() returns event_trigger
  language plpgsql
  set search_path = ''
  as $$
declare
  v_object record;
begin
  if current_user <> 'postgres' then
    return;
  end if;
  if tg_event = 'sql_drop' then
    for v_object in
      select d.object_type, d.object_identity from pg_catalog.pg_event_trigger_dropped_objects() d
       where d.schema_name = 'storage' and d.object_type <> 'policy'
    loop
      raise exception 'must be owner of the table to drop % % (hosted Supabase: postgres manages only policies on storage)',
        v_object.object_type, v_object.object_identity using errcode = '42501';
    end loop;
  else
    for v_object in
      select c.object_type, c.object_identity from pg_catalog.pg_event_trigger_ddl_commands() c
       where c.schema_name = 'storage' and c.object_type not in ('policy', 'trigger')
    loop
      raise exception 'must be owner of % (hosted Supabase: postgres manages only policies on storage)',
        v_object.object_identity using errcode = '42501';
    end loop;
  end if;
end
$$;
create event trigger storage_policies_only_ddl on ddl_command_end execute function extensions.storage_policies_only();
create event trigger storage_policies_only_drop on sql_drop execute function extensions.storage_policies_only();

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
