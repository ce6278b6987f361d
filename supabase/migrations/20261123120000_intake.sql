-- Registration intake owned by the server (issue 12).
--
-- The browser still makes its three calls (upload the letter, insert the row, invoke the e-mail
-- function), but the database now decides what is true:
--   * the browser chooses the registration's id, so a retry after a lost answer re-sends the same
--     id and is recognised as already saved (23505 on registrations_pkey, see below);
--   * every registration gets a notification record the anon key cannot see; the e-mail function
--     (service role) claims it, sends, and records the outcome; a schedule retries failures;
--   * abuse limits: one row per request, a plausible date of birth, the letter must exist, and
--     per-client / per-folder rate limits.
--
-- Why a re-sent id is a plain insert and not `insert … on conflict (id) do nothing`:
-- PostgreSQL requires SELECT privilege on the arbiter column for ON CONFLICT with a conflict
-- target, and checks the proposed row against the SELECT policies (CREATE POLICY docs: "an
-- ON CONFLICT DO NOTHING clause with an arbiter index or constraint specification"). anon has
-- neither, on purpose: it must not read registrations. So supabase-js `upsert(…, {ignoreDuplicates})`
-- is refused with 42501; the site does a plain insert and treats 23505 on `registrations_pkey`
-- (PostgREST 409) as "already saved".

-- ---------------------------------------------------------------------------------------------
-- Private schema: not exposed through the Data API, no usage for the API roles.
-- ---------------------------------------------------------------------------------------------

create schema if not exists private;
revoke all on schema private from public, anon, authenticated, service_role;

comment on schema private is
  'Intake bookkeeping (settings, notification records, rate-limit log). Reached only through security definer functions.';

-- Tunable limits. Tests and operators change them as the owner (e.g. `update private.intake_settings …`).
create table private.intake_settings (
  name text primary key,
  value integer not null
);

insert into private.intake_settings (name, value) values
  ('registrations_per_client_per_hour', 10),
  ('orphan_letter_hours', 24)
on conflict (name) do nothing;

-- One record per registration: whether staff have been e-mailed.
create table private.registration_notifications (
  registration_id uuid primary key references public.registrations (id) on delete cascade,
  status text not null default 'pending'
    constraint registration_notifications_status_check check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  -- A short error class from the function, never personal data.
  last_error text
    constraint registration_notifications_last_error_check check (last_error is null or char_length(last_error) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The schedule leaves the browser's own call two minutes for the first try.
  next_attempt_at timestamptz default now() + interval '2 minutes',
  claimed_until timestamptz,
  sent_at timestamptz,
  alerted_at timestamptz
);

-- What the schedule looks for every minute: due (pending/failed) and stale claims.
create index registration_notifications_due_idx
  on private.registration_notifications (next_attempt_at)
  where status in ('pending', 'failed');
create index registration_notifications_stale_idx
  on private.registration_notifications (claimed_until)
  where status = 'sending';
create index registration_notifications_unalerted_idx
  on private.registration_notifications (created_at)
  where status = 'failed' and next_attempt_at is null and alerted_at is null;

-- Rate-limit log. `client` is a key such as 'registration:<sha256 of the client address>' or
-- 'upload:<sha256 of the client address>': an IP address is personal data, so only its hash is
-- kept, and only for the hour the limits look back.
create table private.intake_requests (
  client text not null,
  at timestamptz not null default now()
);
create index intake_requests_client_at_idx on private.intake_requests (client, at);
create index intake_requests_at_idx on private.intake_requests (at);

-- Defence in depth: RLS on with no policies (the owner, which runs the definer functions, bypasses it).
alter table private.intake_settings enable row level security;
alter table private.registration_notifications enable row level security;
alter table private.intake_requests enable row level security;

revoke all on all tables in schema private from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

create function private.intake_setting(p_name text, p_default integer)
  returns integer
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce((select s.value from private.intake_settings s where s.name = p_name), p_default)
$$;

-- Counts and records one request for a rate-limit key within a rolling window; raises when the
-- limit is already reached. The advisory lock (held to the end of the transaction) makes the
-- count-then-insert exact under concurrency. Failed statements roll the log row back with them,
-- so only what was really stored counts. Old log rows are purged a few at a time (skip locked:
-- concurrent requests never wait on each other's purge).
create function private.take_intake_slot(p_key text, p_limit integer, p_window interval)
  returns boolean
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_used integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(p_key, 0));
  select count(*) into v_used
    from private.intake_requests r
   where r.client = p_key and r.at > pg_catalog.now() - p_window;
  if v_used >= p_limit then
    return false;
  end if;
  insert into private.intake_requests (client, at) values (p_key, pg_catalog.now());
  delete from private.intake_requests r
   where r.ctid in (
     select o.ctid from private.intake_requests o
      where o.at < pg_catalog.now() - interval '1 hour'
      limit 100
      for update skip locked
   );
  return true;
end
$$;

create function private.intake_hash(p_value text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(p_value, 'UTF8')), 'hex')
$$;

-- ---------------------------------------------------------------------------------------------
-- Registrations: anon may now choose the id
-- ---------------------------------------------------------------------------------------------

-- The other column grants of the first migration stay; created_at is still the server's.
grant insert (id) on table public.registrations to anon;

-- BEFORE INSERT: what can be decided from the row alone, before the constraints run.
create function private.registration_before_insert()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  -- A re-sent id (the browser retrying after a lost answer): answer as the primary key would,
  -- before anything else (rate limit, letter) can refuse it, so the site can count it as saved.
  -- Raised here and not left to the indexes because the same retry also repeats the letter path
  -- (unique too): the site must see registrations_pkey, whatever order the indexes are checked in.
  if exists (select 1 from public.registrations r where r.id = new.id) then
    raise exception using
      errcode = '23505',
      message = 'duplicate key value violates unique constraint "registrations_pkey"',
      detail = pg_catalog.format('Key (id)=(%s) already exists.', new.id),
      constraint = 'registrations_pkey',
      schema = 'public',
      table = 'registrations';
  end if;

  -- The CHECK constraint holds the lower bound; the upper one moves with the calendar (a CHECK
  -- must not depend on the date). One day of slack for time zones.
  if new.date_of_birth is not null
     and (new.date_of_birth < date '1900-01-01' or new.date_of_birth > current_date + 1) then
    raise exception using
      errcode = '23514',
      message = 'date_of_birth out of range',
      constraint = 'registrations_date_of_birth_check',
      column = 'date_of_birth',
      schema = 'public',
      table = 'registrations';
  end if;

  return new;
end
$$;

-- AFTER INSERT (per row): what depends on other data. Runs after the CHECK constraints, so an
-- invalid row reports its constraint (a clear 400) and never counts against the rate limit.
create function private.registration_after_insert()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_headers json;
  v_client text;
begin
  -- The letter must have been uploaded (the path's shape is the table's CHECK constraint).
  if not exists (
    select 1 from storage.objects o
     where o.bucket_id = 'referral_letters' and o.name = new.referral_letter_path
  ) then
    raise exception using errcode = 'P0001', message = 'referral letter not found';
  end if;

  -- Per-client rate limit. PostgREST puts the request's headers (lower-case names) in
  -- request.headers for every Data API request; outside it (service role jobs, SQL editor,
  -- migrations) the setting is absent and there is no limit.
  -- Behind Supabase's proxy the client address arrives as cf-connecting-ip (set by Cloudflare,
  -- which overwrites any value the client sends); x-forwarded-for is the fallback for other
  -- proxies (its first entry is the client as the outermost proxy saw it, and can be forged when
  -- no trusted proxy overwrites it); without either every request shares the key 'unknown'.
  v_headers := nullif(current_setting('request.headers', true), '')::json;
  if v_headers is not null and pg_catalog.json_typeof(v_headers) = 'object' then
    v_client := coalesce(
      nullif(btrim(v_headers ->> 'cf-connecting-ip'), ''),
      nullif(btrim(split_part(v_headers ->> 'x-forwarded-for', ',', 1)), ''),
      'unknown'
    );
    if not private.take_intake_slot(
      'registration:' || private.intake_hash(v_client),
      private.intake_setting('registrations_per_client_per_hour', 10),
      interval '1 hour'
    ) then
      -- PostgREST's documented way to choose the HTTP status: SQLSTATE 'PGRST', the body as the
      -- message, status and headers as the detail.
      raise sqlstate 'PGRST' using
        message = json_build_object('code', 'rate_limited', 'message', 'Too many registrations, try again later', 'details', null, 'hint', null)::text,
        detail = json_build_object('status', 429, 'headers', json_build_object('retry-after', '3600'))::text;
    end if;
  end if;

  insert into private.registration_notifications (registration_id) values (new.id);
  return null;
end
$$;

-- AFTER INSERT (per statement): one registration per request. PostgREST inserts a JSON array in
-- one statement; the transition table holds every row the statement inserted.
create function private.registration_one_per_statement()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if (select count(*) from inserted) > 1 then
    raise exception using errcode = 'P0001', message = 'one registration per request';
  end if;
  return null;
end
$$;

create trigger registrations_before_insert
  before insert on public.registrations
  for each row execute function private.registration_before_insert();

create trigger registrations_after_insert
  after insert on public.registrations
  for each row execute function private.registration_after_insert();

create trigger registrations_one_per_statement
  after insert on public.registrations
  referencing new table as inserted
  for each statement execute function private.registration_one_per_statement();

-- Referral letter uploads: their per-client limit is a storage policy, set up in
-- 20261126120000_intake_abuse.sql. (The first version of this migration put a per-folder and a
-- bucket-wide cap in a trigger on storage.objects: attacker-nameable and shared, and a trigger
-- there depends on a grant Supabase marks temporary. It was replaced before launch; the later
-- migration removes it where it exists.)

-- Trigger functions fire without EXECUTE; nobody may call any private function directly.
revoke all on all functions in schema private from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- RPC for the e-mail function (service role only)
-- ---------------------------------------------------------------------------------------------
-- In public so PostgREST exposes them at /rest/v1/rpc/<name>; security definer with an empty
-- search_path; EXECUTE for service_role alone (Supabase grants it to anon and authenticated by
-- default, hence the explicit revoke).

-- Takes the right to send a registration's e-mail. Locks the record, so two callers never both
-- get "claimed" for one registration; a claim lapses after two minutes (a crashed sender).
create function public.claim_registration_notification(p_registration_id uuid, p_max_age_minutes integer default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_notification private.registration_notifications%rowtype;
  v_registration public.registrations%rowtype;
  v_letter jsonb;
begin
  select n.* into v_notification
    from private.registration_notifications n
   where n.registration_id = p_registration_id
     for update;
  if not found then
    return jsonb_build_object('outcome', 'unknown', 'attempts', 0, 'registration', null, 'letter', null);
  end if;
  if v_notification.status = 'sent' then
    return jsonb_build_object('outcome', 'already-sent', 'attempts', v_notification.attempts, 'registration', null, 'letter', null);
  end if;
  if v_notification.status = 'sending' and v_notification.claimed_until > now() then
    return jsonb_build_object('outcome', 'in-progress', 'attempts', v_notification.attempts, 'registration', null, 'letter', null);
  end if;

  select r.* into v_registration from public.registrations r where r.id = p_registration_id;
  if p_max_age_minutes is not null
     and v_registration.created_at < now() - pg_catalog.make_interval(mins => p_max_age_minutes) then
    return jsonb_build_object('outcome', 'expired', 'attempts', v_notification.attempts, 'registration', null, 'letter', null);
  end if;

  update private.registration_notifications n
     set status = 'sending',
         claimed_until = now() + interval '2 minutes',
         attempts = n.attempts + 1,
         updated_at = now()
   where n.registration_id = p_registration_id
  returning n.* into v_notification;

  select jsonb_build_object(
           'name', o.name,
           'mimetype', o.metadata ->> 'mimetype',
           'size', case when o.metadata ->> 'size' ~ '^[0-9]{1,18}$' then (o.metadata ->> 'size')::bigint end
         )
    into v_letter
    from storage.objects o
   where o.bucket_id = 'referral_letters' and o.name = v_registration.referral_letter_path;

  return jsonb_build_object(
    'outcome', 'claimed',
    'attempts', v_notification.attempts,
    'registration', to_jsonb(v_registration),
    'letter', v_letter
  );
end
$$;

-- Records the outcome of a claimed send. A failure never overwrites 'sent' (a lapsed claim whose
-- sender finishes late). p_retry_after_seconds null on failure = given up: the alert goes out.
create function public.finish_registration_notification(
  p_registration_id uuid,
  p_sent boolean,
  p_error text default null,
  p_retry_after_seconds integer default null
)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if p_sent then
    update private.registration_notifications n
       set status = 'sent',
           sent_at = now(),
           claimed_until = null,
           next_attempt_at = null,
           updated_at = now()
     where n.registration_id = p_registration_id;
  else
    update private.registration_notifications n
       set status = 'failed',
           last_error = left(coalesce(nullif(btrim(p_error), ''), 'unknown'), 200),
           next_attempt_at = case
             when p_retry_after_seconds is null then null
             else now() + pg_catalog.make_interval(secs => greatest(p_retry_after_seconds, 0))
           end,
           claimed_until = null,
           updated_at = now()
     where n.registration_id = p_registration_id
       and n.status <> 'sent';
  end if;
end
$$;

-- Registrations whose e-mail is due: pending or failed past next_attempt_at, or a lapsed claim.
create function public.due_registration_notifications(p_limit integer default 50)
  returns setof uuid
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select n.registration_id
    from private.registration_notifications n
   where (n.status in ('pending', 'failed') and n.next_attempt_at <= now())
      or (n.status = 'sending' and n.claimed_until < now())
   order by n.created_at, n.registration_id
   limit greatest(coalesce(p_limit, 50), 0)
$$;

-- Given-up notifications nobody has been alerted about yet. No personal data: staff look the
-- registration up by its id.
create function public.unalerted_failed_notifications()
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(
    jsonb_agg(
      jsonb_build_object(
        'registration_id', n.registration_id,
        'registration_type', r.registration_type,
        'location', r.location,
        'created_at', r.created_at,
        'attempts', n.attempts,
        'last_error', n.last_error
      )
      order by r.created_at, n.registration_id
    ),
    '[]'::jsonb
  )
    from private.registration_notifications n
    join public.registrations r on r.id = n.registration_id
   where n.status = 'failed' and n.next_attempt_at is null and n.alerted_at is null
$$;

create function public.mark_notification_alerted(p_registration_id uuid)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.registration_notifications n
     set alerted_at = now(), updated_at = now()
   where n.registration_id = p_registration_id
$$;

-- Letters no registration points to after orphan_letter_hours (uploads whose insert never came).
-- Only the names: deleting goes through the Storage API (hosted Supabase refuses direct deletes
-- from storage.objects, and only the API removes the file itself).
create function public.orphan_referral_letters(p_limit integer default 100)
  returns setof text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = 'referral_letters'
     and o.name is not null
     and o.created_at < now() - pg_catalog.make_interval(hours => private.intake_setting('orphan_letter_hours', 24))
     and not exists (select 1 from public.registrations r where r.referral_letter_path = o.name)
   order by o.created_at, o.name
   limit greatest(coalesce(p_limit, 100), 0)
$$;

revoke all on function public.claim_registration_notification(uuid, integer) from public, anon, authenticated;
revoke all on function public.finish_registration_notification(uuid, boolean, text, integer) from public, anon, authenticated;
revoke all on function public.due_registration_notifications(integer) from public, anon, authenticated;
revoke all on function public.unalerted_failed_notifications() from public, anon, authenticated;
revoke all on function public.mark_notification_alerted(uuid) from public, anon, authenticated;
revoke all on function public.orphan_referral_letters(integer) from public, anon, authenticated;

grant execute on function public.claim_registration_notification(uuid, integer) to service_role;
grant execute on function public.finish_registration_notification(uuid, boolean, text, integer) to service_role;
grant execute on function public.due_registration_notifications(integer) to service_role;
grant execute on function public.unalerted_failed_notifications() to service_role;
grant execute on function public.mark_notification_alerted(uuid) to service_role;
grant execute on function public.orphan_referral_letters(integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Production schedule (pg_cron + pg_net), as Supabase documents for scheduled Edge Functions
-- ---------------------------------------------------------------------------------------------
-- Every minute: POST {"task":"scheduled"} to the e-mail function with the service role key
-- (retries, alerts, orphan letters). The URL and key are read from Vault when the job runs;
-- store them once per project (not in a migration: they are secrets):
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- Until both exist the job does nothing. Where the extensions are not available (the embedded
-- PGlite backend, which runs the same schedule itself) this block does nothing at all.
-- cron.schedule replaces a job of the same name, so re-running is harmless.
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule(
      'registration-notifications',
      '* * * * *',
      $job$
      select net.http_post(
               url := s.project_url || '/functions/v1/send-registration-email',
               headers := jsonb_build_object(
                 'Content-Type', 'application/json',
                 'Authorization', 'Bearer ' || s.service_role_key
               ),
               body := '{"task":"scheduled"}'::jsonb,
               timeout_milliseconds := 55000
             ) as request_id
        from (
          select
            (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') as project_url,
            (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key') as service_role_key
        ) s
       where s.project_url is not null and s.service_role_key is not null
      $job$
    );
  end if;
end
$schedule$;
