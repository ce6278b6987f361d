-- The platform pieces of a hosted Supabase project that the migrations and the backends rely on:
-- the API roles, Auth's schema and helpers, Storage's schema. One file for both databases the
-- project runs on (docs/architecture.md, "The local backend"):
--   * PGlite, the embedded local backend's (supabase/local/database.ts), as its superuser postgres;
--   * a real PostgreSQL from Debian's packages (supabase/postgres/server.ts), as the bootstrap
--     superuser supabase_admin, after supabase/postgres/platform-extra.sql (the delta: postgres
--     demoted, the login roles, and stand-ins for extensions Debian lacks).
-- The migrations then run as postgres on both.
--
-- Shapes follow Supabase's own setup, reduced to what the project touches:
--   supabase/postgres  migrations/db/init-scripts/00000000000000..03 and migrations/db/migrations
--                      (20230529180330_alter_api_roles_for_inherit, …)
--   supabase/storage   migrations/tenant (0002-storage-schema onwards, 0010 updated_at trigger,
--                      0038-grant-with-grant-option, 0050-prevent-direct-deletes)
--   supabase/auth      auth.uid(), auth.role(), auth.jwt() as GoTrue defines them now; the tables
--                      reduced to the columns the migrations read and supabase/local/auth.ts needs.

-- ---------------------------------------------------------------------------------------------
-- Roles
-- ---------------------------------------------------------------------------------------------

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
-- 20230529180330_alter_api_roles_for_inherit
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;

-- The dashboard's "run as role" and the tests switch roles from postgres.
grant anon, authenticated, service_role to postgres;

create role supabase_auth_admin noinherit createrole login noreplication;
create role supabase_storage_admin noinherit createrole login noreplication;

-- ---------------------------------------------------------------------------------------------
-- public and extensions
-- ---------------------------------------------------------------------------------------------

create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant all on schema extensions to postgres;

-- Everything postgres creates in public (the migrations) is granted to the API roles; the
-- migrations revoke what they do not want.
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- auth: the helpers policies call (GoTrue's definitions: the single claim settings first, then
-- request.jwt.claims as PostgREST 9+ sets it)
-- ---------------------------------------------------------------------------------------------

create schema auth;
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

-- What Auth keeps, reduced to what the migrations read (users, sessions, amr claims) and what
-- supabase/local/auth.ts needs to answer as Auth does (passwords, TOTP factors and challenges,
-- refresh tokens). Owned by Auth as on the platform, where postgres (the migrations' and the SQL
-- editor's role) may also write them, as seed files do. No API role has any privilege on them.
create table auth.users (
  id uuid primary key,
  email varchar(255) unique,
  -- An invited user has '' until they choose a password (GoTrue's NewUser; User.HasPassword).
  encrypted_password varchar(255),
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz,
  -- An invitee's address is confirmed when the invitation's link is followed (the local Auth keeps
  -- only the token's hash).
  email_confirmed_at timestamptz default now(),
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz
);
create table auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  status text not null default 'unverified',
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  not_after timestamptz,
  aal text not null default 'aal1',
  factor_id uuid references auth.mfa_factors (id) on delete set null
);
-- How each session was signed in, one row per method, as GoTrue keeps it (internal/models/amr.go
-- AddClaimToSession: an upsert that sets updated_at to the time of that sign-in or verification).
-- The JWT's amr lists these with updated_at as the timestamp (sessions.go CalculateAALAndAMR).
create table auth.mfa_amr_claims (
  id uuid not null default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey primary key (session_id, authentication_method)
);
create table auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);
create table auth.refresh_tokens (
  token varchar(255) primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
alter table auth.users owner to supabase_auth_admin;
alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.mfa_amr_claims owner to supabase_auth_admin;
alter table auth.mfa_challenges owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
grant all on table auth.users, auth.mfa_factors, auth.sessions, auth.mfa_amr_claims, auth.mfa_challenges,
  auth.refresh_tokens to postgres;

-- ---------------------------------------------------------------------------------------------
-- storage: created by supabase_storage_admin, as Storage's own migrations run
-- ---------------------------------------------------------------------------------------------

create schema storage;
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
  user_metadata jsonb,
  level integer
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

-- Stand-in for supautils' policy_grants: hosted lets the non-superuser postgres create, alter and
-- drop policies on storage.objects (and, with the TRIGGER privilege, triggers) but nothing else in
-- storage. This event trigger refuses the rest to postgres: dropping a trigger, altering a table,
-- creating objects in storage. On PGlite postgres is a superuser and would otherwise be refused
-- nothing; on the real PostgreSQL it needs the membership platform-extra.sql grants for the
-- migrations.
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
