-- The platform pieces a hosted Supabase project already has, for the embedded local backend
-- (supabase/local). Runs once, on a new database, before the project's own migrations.
-- Shapes follow Supabase's own schema (roles, default privileges, storage and auth schemas),
-- reduced to what the project uses.

-- Roles. The default PGlite user is a superuser: visitor requests run under SET LOCAL ROLE anon.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

-- Supabase grants everything in public to the API roles by default; migrations revoke what they
-- do not want (as ours does).
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- auth: only the helpers policies call.
create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create function auth.jwt() returns jsonb
  language sql stable
  as $$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $$;

create function auth.uid() returns uuid
  language sql stable
  as $$ select nullif(auth.jwt() ->> 'sub', '')::uuid $$;

create function auth.role() returns text
  language sql stable
  as $$ select coalesce(auth.jwt() ->> 'role', current_user) $$;

-- What Auth keeps, reduced to what the migrations read (users, sessions) and what local/auth.ts
-- needs to answer as Auth does (passwords, TOTP factors and challenges, refresh tokens). No API
-- role has any privilege on these tables.
create table auth.users (
  id uuid primary key,
  email text unique,
  encrypted_password text,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz,
  -- An invitee's address is confirmed when the invitation's link is followed (local/auth.ts keeps
  -- only the token's hash).
  email_confirmed_at timestamptz default now(),
  invited_at timestamptz,
  confirmation_token text,
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
  token text primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

-- storage: buckets and objects as Supabase Storage keeps them.
create schema storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD'
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  level integer
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects using btree (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- As on Supabase: the API roles hold the table privileges, policies decide.
grant all on table storage.buckets to anon, authenticated, service_role;
grant all on table storage.objects to anon, authenticated, service_role;

create function storage.foldername(name text) returns text[]
  language plpgsql immutable
  as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create function storage.filename(name text) returns text
  language plpgsql immutable
  as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create function storage.extension(name text) returns text
  language plpgsql immutable
  as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- The Supabase CLI's migration history table.
create schema supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
