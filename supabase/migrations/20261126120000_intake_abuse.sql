-- Registration stays open under attack, and its safety net is watched (issue 26).
--
-- * Limits are per client, keyed on the address hosted Supabase's edge sets and overwrites, never
--   on something a client can name (a folder, an e-mail address) and never a cap shared by all
--   clients: one client can only use up its own allowance.
-- * Uploads are limited by the storage policy itself (a policy on storage.objects is the
--   supported way to add rules there; a trigger on it depends on a grant Supabase marks temporary).
-- * A flood from many addresses holds the individual e-mails and tells the staff once.
-- * Retries follow the backoff whoever calls: a visitor's call can only make the first attempt.
-- * The schedule leaves a heartbeat; a stale heartbeat is reported and alerted once.

-- ---------------------------------------------------------------------------------------------
-- Who the client is
-- ---------------------------------------------------------------------------------------------

-- The client's address as hosted Supabase's edge reports it, reduced to the unit one client
-- controls, or null when the request carries no usable address.
--
-- Hosted Supabase sits behind Cloudflare, which sets `cf-connecting-ip` to the address that
-- connected to it and replaces any value the client sent (Cloudflare, "HTTP request headers":
-- CF-Connecting-IP). The API gateway passes the headers on; PostgREST and Storage both put them
-- in `request.headers` (PostgREST's pre-request docs; Storage's TenantConnection.setScope).
-- `x-forwarded-for`'s first entry is what Supabase's "Securing your API" guide reads; it is only
-- the fallback, because a client can write it when no proxy in front replaces it. The embedded
-- local backend sets both from the socket and drops client-sent copies, as the edge does.
--
-- IPv6 is keyed on its /64: one subscriber line gets at least a /64, so rotating addresses inside
-- it does not make a new client. No usable address (a missing or malformed header) means no
-- per-client limit rather than one key shared by everybody: a shared key would let one client
-- close the door for all.
create function private.client_key()
  returns text
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  v_raw text := nullif(current_setting('request.headers', true), '');
  v_headers json;
  v_address text;
  v_inet inet;
begin
  if v_raw is null then
    return null;
  end if;
  begin
    v_headers := v_raw::json;
  exception when others then
    return null;
  end;
  if pg_catalog.json_typeof(v_headers) <> 'object' then
    return null;
  end if;
  v_address := coalesce(
    nullif(pg_catalog.btrim(v_headers ->> 'cf-connecting-ip'), ''),
    nullif(pg_catalog.btrim(pg_catalog.split_part(v_headers ->> 'x-forwarded-for', ',', 1)), '')
  );
  if v_address is null then
    return null;
  end if;
  -- An IPv4 address written as IPv6 (::ffff:192.0.2.1) is that IPv4 address.
  v_address := pg_catalog.regexp_replace(v_address, '^::ffff:([0-9.]+)$', '\1', 'i');
  begin
    v_inet := v_address::inet;
  exception when others then
    return null;
  end;
  if pg_catalog.family(v_inet) = 6 then
    return 'ip6:' || pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(v_inet, 64))) || '/64';
  end if;
  return 'ip4:' || pg_catalog.host(v_inet);
end
$$;

revoke all on function private.client_key() from public, anon, authenticated, service_role;

-- New limits; the per-folder and bucket-wide upload caps are gone.
delete from private.intake_settings where name in ('uploads_per_folder_per_hour', 'uploads_per_minute');
insert into private.intake_settings (name, value) values
  ('uploads_per_client_per_hour', 20),
  -- More registrations than this in ten minutes is a flood: individual e-mails are held.
  ('flood_registrations_per_10_minutes', 30),
  -- A schedule silent for longer than this is reported as stale.
  ('schedule_stale_minutes', 5)
on conflict (name) do nothing;

-- ---------------------------------------------------------------------------------------------
-- Registrations: per client
-- ---------------------------------------------------------------------------------------------

create or replace function private.registration_after_insert()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_client text;
begin
  -- The letter must have been uploaded (the path's shape is the table's CHECK constraint).
  if not exists (
    select 1 from storage.objects o
     where o.bucket_id = 'referral_letters' and o.name = new.referral_letter_path
  ) then
    raise exception using errcode = 'P0001', message = 'referral letter not found';
  end if;

  -- Outside a Data API request (service jobs, the SQL editor) there is no client and no limit.
  v_client := private.client_key();
  if v_client is not null and not private.take_intake_slot(
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

  insert into private.registration_notifications (registration_id) values (new.id);
  return null;
end
$$;

revoke all on function private.registration_after_insert() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Referral letter uploads: per client, in the storage policy
-- ---------------------------------------------------------------------------------------------

-- A schema anon may use but the Data API does not expose (config.toml's api.schemas): the policy
-- runs as anon, so its function must be reachable by anon, yet nobody can call it over HTTP.
create schema if not exists intake_policy;
revoke all on schema intake_policy from public;
grant usage on schema intake_policy to anon;

comment on schema intake_policy is
  'Functions the storage policies call as anon. Not exposed through the Data API.';

-- Whether anon may add this object: the bucket and the path shape, then one upload slot of the
-- client's hourly allowance. The slot is taken in the upload's own transaction: an upload that
-- fails afterwards (a duplicate path, Storage's rolled-back trial insert) gives it back.
create function intake_policy.may_upload_referral_letter(p_bucket_id text, p_name text)
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_client text;
begin
  if p_bucket_id is distinct from 'referral_letters'
     or p_name is null
     or p_name !~ '^(adults|children)/[a-z0-9_]{1,254}/[0-9]{10,16}\.(pdf|jpg|jpeg|png|doc|docx)$' then
    return false;
  end if;
  v_client := private.client_key();
  if v_client is null then
    return true;
  end if;
  return private.take_intake_slot(
    'upload:' || private.intake_hash(v_client),
    private.intake_setting('uploads_per_client_per_hour', 20),
    interval '1 hour'
  );
end
$$;

revoke all on function intake_policy.may_upload_referral_letter(text, text) from public, authenticated, service_role;
grant execute on function intake_policy.may_upload_referral_letter(text, text) to anon;

drop policy if exists "anon can upload referral letters" on storage.objects;
create policy "anon can upload referral letters"
  on storage.objects
  for insert
  to anon
  with check (intake_policy.may_upload_referral_letter(bucket_id, name));

-- The first version of the intake migration limited uploads in a trigger on storage.objects.
-- Remove it where it exists; where this role may not drop it (not the table's owner), make its
-- function a no-op so the shared caps are gone all the same.
do $remove_trigger$
begin
  if exists (
    select 1 from pg_catalog.pg_trigger t
     where t.tgname = 'referral_letters_rate_limit' and t.tgrelid = 'storage.objects'::regclass
  ) then
    begin
      drop trigger referral_letters_rate_limit on storage.objects;
      drop function if exists private.referral_letter_after_insert();
    exception when insufficient_privilege then
      create or replace function private.referral_letter_after_insert()
        returns trigger
        language plpgsql
        set search_path = ''
      as 'begin return null; end';
    end;
  end if;
end
$remove_trigger$;

-- ---------------------------------------------------------------------------------------------
-- Floods, the schedule's heartbeat, and the alerts they raise
-- ---------------------------------------------------------------------------------------------

-- 'held': not e-mailed one by one because it arrived during a flood; the flood alert tells the
-- staff to review held registrations in the database.
alter table private.registration_notifications
  drop constraint registration_notifications_status_check;
alter table private.registration_notifications
  add constraint registration_notifications_status_check check (status in ('pending', 'sending', 'sent', 'failed', 'held'));

-- One row: the state of the intake as a whole.
create table private.intake_state (
  id boolean primary key default true constraint intake_state_one_row check (id),
  created_at timestamptz not null default now(),
  flood_alerted_at timestamptz,
  schedule_last_run_at timestamptz,
  schedule_last_complete boolean,
  schedule_stale_alerted_at timestamptz
);
insert into private.intake_state default values on conflict do nothing;
alter table private.intake_state enable row level security;
revoke all on table private.intake_state from public, anon, authenticated, service_role;

create function private.flood_active()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select count(*) >= private.intake_setting('flood_registrations_per_10_minutes', 30)
    from public.registrations r
   where r.created_at > pg_catalog.now() - interval '10 minutes'
$$;

create function private.schedule_stale()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(s.schedule_last_run_at, s.created_at)
         < pg_catalog.now() - pg_catalog.make_interval(mins => private.intake_setting('schedule_stale_minutes', 5))
    from private.intake_state s
$$;

revoke all on function private.flood_active() from public, anon, authenticated, service_role;
revoke all on function private.schedule_stale() from public, anon, authenticated, service_role;

-- The claim, now with the backoff enforced whoever calls, and floods held.
-- p_max_age_minutes not null: the visitor's call. It may only make the first attempt of a
-- registration saved within the window; every later attempt is the schedule's, after its backoff.
-- p_max_age_minutes null: the schedule. It may claim only what is due.
create or replace function public.claim_registration_notification(p_registration_id uuid, p_max_age_minutes integer default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_notification private.registration_notifications%rowtype;
  v_registration public.registrations%rowtype;
  v_letter jsonb;
  v_visitor boolean := p_max_age_minutes is not null;
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
  if v_notification.status = 'held' then
    return jsonb_build_object('outcome', 'held', 'attempts', v_notification.attempts, 'registration', null, 'letter', null);
  end if;
  if v_notification.status = 'sending' and v_notification.claimed_until > now() then
    return jsonb_build_object('outcome', 'in-progress', 'attempts', v_notification.attempts, 'registration', null, 'letter', null);
  end if;
  if v_visitor and not (v_notification.status = 'pending' and v_notification.attempts = 0) then
    return jsonb_build_object('outcome', 'not-due', 'attempts', v_notification.attempts, 'registration', null, 'letter', null);
  end if;
  if not v_visitor and not (
       (v_notification.status in ('pending', 'failed') and v_notification.next_attempt_at <= now())
       or v_notification.status = 'sending'
     ) then
    return jsonb_build_object('outcome', 'not-due', 'attempts', v_notification.attempts, 'registration', null, 'letter', null);
  end if;

  select r.* into v_registration from public.registrations r where r.id = p_registration_id;
  if v_visitor and v_registration.created_at < now() - pg_catalog.make_interval(mins => p_max_age_minutes) then
    return jsonb_build_object('outcome', 'expired', 'attempts', v_notification.attempts, 'registration', null, 'letter', null);
  end if;

  -- During a flood the individual e-mails are held; the flood alert tells the staff once.
  if private.flood_active() then
    update private.registration_notifications n
       set status = 'held', next_attempt_at = null, claimed_until = null, updated_at = now()
     where n.registration_id = p_registration_id;
    return jsonb_build_object('outcome', 'held', 'attempts', v_notification.attempts, 'registration', null, 'letter', null);
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

-- The flood alert, at most once an hour while a flood lasts. Returns {due: false}, or {due: true,
-- held, registrationsLastHour} and marks it taken (so one caller sends it); if sending fails,
-- release_flood_alert gives it back.
create function public.claim_flood_alert()
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_taken boolean;
begin
  if not private.flood_active() then
    return jsonb_build_object('due', false);
  end if;
  update private.intake_state s
     set flood_alerted_at = now()
   where s.flood_alerted_at is null or s.flood_alerted_at < now() - interval '1 hour'
  returning true into v_taken;
  if v_taken is null then
    return jsonb_build_object('due', false);
  end if;
  return jsonb_build_object(
    'due', true,
    'held', (select count(*) from private.registration_notifications n where n.status = 'held'),
    'registrationsLastHour', (select count(*) from public.registrations r where r.created_at > now() - interval '1 hour')
  );
end
$$;

create function public.release_flood_alert()
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.intake_state set flood_alerted_at = null
$$;

-- The schedule's heartbeat: written by every scheduled run the function accepted.
create function public.record_schedule_run(p_complete boolean)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.intake_state
     set schedule_last_run_at = now(), schedule_last_complete = p_complete, schedule_stale_alerted_at = null
$$;

-- The stale-schedule alert, once per silence: {due: false} or {due: true, lastRunAt}.
create function public.claim_stale_schedule_alert()
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_last timestamptz;
begin
  if not private.schedule_stale() then
    return jsonb_build_object('due', false);
  end if;
  update private.intake_state s
     set schedule_stale_alerted_at = now()
   where s.schedule_stale_alerted_at is null
  returning s.schedule_last_run_at into v_last;
  if not found then
    return jsonb_build_object('due', false);
  end if;
  return jsonb_build_object('due', true, 'lastRunAt', v_last);
end
$$;

create function public.release_stale_schedule_alert()
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.intake_state set schedule_stale_alerted_at = null
$$;

-- What a monitor needs to know; no personal data. `select public.intake_health();` in the SQL
-- editor, or the function's health check (see supabase/README.md).
create function public.intake_health()
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select jsonb_build_object(
    'scheduleLastRunAt', s.schedule_last_run_at,
    'scheduleLastComplete', s.schedule_last_complete,
    'scheduleStale', private.schedule_stale(),
    'oldestUnsentAt', (select min(n.created_at) from private.registration_notifications n where n.status in ('pending', 'sending', 'failed')),
    'unsent', (select count(*) from private.registration_notifications n where n.status in ('pending', 'sending', 'failed')),
    'failedUnalerted', (select count(*) from private.registration_notifications n
                          where n.status = 'failed' and n.next_attempt_at is null and n.alerted_at is null),
    'held', (select count(*) from private.registration_notifications n where n.status = 'held'),
    'floodActive', private.flood_active()
  )
    from private.intake_state s
$$;

revoke all on function public.claim_flood_alert() from public, anon, authenticated;
revoke all on function public.release_flood_alert() from public, anon, authenticated;
revoke all on function public.record_schedule_run(boolean) from public, anon, authenticated;
revoke all on function public.claim_stale_schedule_alert() from public, anon, authenticated;
revoke all on function public.release_stale_schedule_alert() from public, anon, authenticated;
revoke all on function public.intake_health() from public, anon, authenticated;
revoke all on function public.claim_registration_notification(uuid, integer) from public, anon, authenticated;

grant execute on function public.claim_flood_alert() to service_role;
grant execute on function public.release_flood_alert() to service_role;
grant execute on function public.record_schedule_run(boolean) to service_role;
grant execute on function public.claim_stale_schedule_alert() to service_role;
grant execute on function public.release_stale_schedule_alert() to service_role;
grant execute on function public.intake_health() to service_role;
grant execute on function public.claim_registration_notification(uuid, integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The schedule, again: with today's keys, and where pg_net is a stand-in
-- ---------------------------------------------------------------------------------------------
-- The Vault secret 'service_role_key' may hold a secret key (sb_secret_…) or the legacy
-- service_role JWT: the function accepts either (it is deployed without JWT verification, as
-- Supabase requires for the new keys). The key goes in `apikey` and as the bearer, as
-- supabase-js sends it. A test database without the pg_net extension but with a stand-in
-- `net.http_post` (see supabase/postgres) gets the job too.
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and (
       exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net')
       or pg_catalog.to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is not null
     ) then
    create extension if not exists pg_cron with schema pg_catalog;
    if pg_catalog.to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
      create extension if not exists pg_net with schema extensions;
    end if;
    perform cron.schedule(
      'registration-notifications',
      '* * * * *',
      $job$
      select net.http_post(
               url := s.project_url || '/functions/v1/send-registration-email',
               headers := jsonb_build_object(
                 'Content-Type', 'application/json',
                 'apikey', s.service_key,
                 'Authorization', 'Bearer ' || s.service_key
               ),
               body := '{"task":"scheduled"}'::jsonb,
               timeout_milliseconds := 55000
             ) as request_id
        from (
          select
            (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') as project_url,
            (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key') as service_key
        ) s
       where s.project_url is not null and s.service_key is not null
      $job$
    );
  end if;
end
$schedule$;
