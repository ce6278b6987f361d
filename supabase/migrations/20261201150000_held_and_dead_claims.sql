-- Floods hide nothing, a run that dies is not retried forever, and the schedule's own HTTP call is
-- watched (issue 50, items 4 and 5, and the pg_net part of item 1).
--
-- * Held registrations (a flood, or a client address that could not be read) keep their reason,
--   have their letter inspected by the schedule like any other, count in health until the staff
--   have been told of them, and are announced in one summary e-mail at most once an hour, listing
--   their references (the first 8 characters of the id) and the inbox link, never personal data.
--   Why a summary and not 63 separate e-mails: the flood's registrations are mostly the attack;
--   staff need to know that there are registrations to review and where, which one message says.
--   The summary goes once the flood is over, or during a flood that lasts for held ones older than
--   an hour, so a flood kept going (about 18 addresses an hour suffice) cannot hide anyone longer.
-- * A claim whose run died (the edge runtime kills a run over its CPU or memory limit; the claim's
--   claimed_until then passes with status 'sending') counts as a dead run; after
--   notification_dead_runs (3) the notification is given up ('failed', next_attempt_at null,
--   last_error 'run-died'), so the failure alert tells the staff. Lapsed claims come last in a batch.
-- * The scheduled job notes each pg_net request id; intake_health reads pg_net's answer to the
--   latest one (net._http_response) where that table exists and may be read, so a call answered
--   401 or 500 (a wrong key in Vault, a function that does not start) shows at once.
--
-- Every UPDATE and DELETE has a WHERE clause: hosted loads safeupdate for Data API sessions, which
-- refuses one without, also inside a security definer function.

-- ---------------------------------------------------------------------------------------------
-- Columns and settings
-- ---------------------------------------------------------------------------------------------

alter table private.registration_notifications
  -- Claims of this notification that lapsed: each is a run that died while holding it.
  add column dead_runs integer not null default 0,
  -- The schedule's inspection of a held registration's letter (no e-mail goes for it): claims of
  -- it not given back (each is a run that died inside this letter's check, or is still at it),
  -- the current claim, and when the check was given up at the cap (verdict 'too-complex').
  add column letter_check_dead_runs integer not null default 0,
  add column letter_check_claimed_until timestamptz,
  add column letter_check_given_up_at timestamptz;

alter table private.intake_state
  -- The last held summary: at most one an hour.
  add column held_summary_at timestamptz;

insert into private.intake_settings (name, value) values
  ('notification_dead_runs', 3),
  -- Its own cap: a held letter's check is charged only for runs that died in it, never for an
  -- ordinary failure (Storage down), which release_held_letter_check gives back.
  ('letter_check_dead_runs', 3)
on conflict (name) do nothing;

-- A letter as the function needs it: its name, type and size from Storage's metadata, or null when
-- no object is stored at the path.
create function private.letter_info(p_path text)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select jsonb_build_object(
           'name', o.name,
           'mimetype', o.metadata ->> 'mimetype',
           'size', case when o.metadata ->> 'size' ~ '^[0-9]{1,18}$' then (o.metadata ->> 'size')::bigint end
         )
    from storage.objects o
   where o.bucket_id = 'referral_letters' and o.name = p_path
$$;

revoke all on function private.letter_info(text) from public, anon, authenticated, service_role;

-- A letter whose check was never finished gets the verdict 'too-complex' (the inbox shows it as not
-- checked, too complex to check), so it never looks like every patient's 'not checked yet'. A
-- verdict already recorded stays.
create function private.give_up_letter_check(p_registration_id uuid)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  insert into private.referral_letter_checks (registration_id, verdict)
  values (p_registration_id, 'too-complex')
  on conflict (registration_id) do nothing;
  update private.registration_notifications n
     set letter_check_given_up_at = now(), letter_check_claimed_until = null, updated_at = now()
   where n.registration_id = p_registration_id
     and not exists (
       select 1 from private.referral_letter_checks k
        where k.registration_id = p_registration_id and k.verdict <> 'too-complex'
     );
$$;

revoke all on function private.give_up_letter_check(uuid) from public, anon, authenticated, service_role;

-- The schedule's requests to the function (pg_net request ids), so health can find pg_net's answer
-- to them among every other request. A day is kept; pg_net keeps its answers 6 hours (pg_net.ttl).
create table private.schedule_requests (
  id bigint primary key,
  at timestamptz not null default now()
);
alter table private.schedule_requests enable row level security;
revoke all on table private.schedule_requests from public, anon, authenticated, service_role;

create function private.note_schedule_request(p_request_id bigint)
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if p_request_id is not null then
    insert into private.schedule_requests (id) values (p_request_id) on conflict (id) do nothing;
  end if;
  delete from private.schedule_requests q where q.at < pg_catalog.now() - interval '1 day';
  return p_request_id;
end
$$;

revoke all on function private.note_schedule_request(bigint) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The claim: held with a reason, dead runs capped
-- ---------------------------------------------------------------------------------------------

create or replace function public.claim_registration_notification(p_registration_id uuid, p_max_age_minutes integer default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_notification private.registration_notifications%rowtype;
  v_registration public.registrations%rowtype;
  v_visitor boolean := p_max_age_minutes is not null;
  v_dead_runs integer;
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

  -- A lapsed claim: the run that held it died. After notification_dead_runs of them, give up, so
  -- the failure alert goes out instead of the next run dying on the same registration.
  v_dead_runs := v_notification.dead_runs + case when v_notification.status = 'sending' then 1 else 0 end;
  if v_dead_runs >= private.intake_setting('notification_dead_runs', 3) then
    update private.registration_notifications n
       set status = 'failed', next_attempt_at = null, claimed_until = null, dead_runs = v_dead_runs,
           last_error = 'run-died', updated_at = now()
     where n.registration_id = p_registration_id;
    -- Runs that died before a verdict died in the letter's check (the verdict is recorded right
    -- after it): that letter is too complex to check, not 'not checked yet'.
    perform private.give_up_letter_check(p_registration_id);
    return jsonb_build_object('outcome', 'given-up', 'attempts', v_notification.attempts, 'registration', null, 'letter', null);
  end if;

  select r.* into v_registration from public.registrations r where r.id = p_registration_id;
  if v_visitor and v_registration.created_at < now() - pg_catalog.make_interval(mins => p_max_age_minutes) then
    return jsonb_build_object('outcome', 'expired', 'attempts', v_notification.attempts, 'registration', null, 'letter', null);
  end if;

  -- During a flood the individual e-mails are held; the flood alert tells the staff at once, the
  -- held summary names them later. A reason already given (an unknown client) stays.
  if private.flood_active() then
    update private.registration_notifications n
       set status = 'held', held_reason = coalesce(n.held_reason, 'flood'), next_attempt_at = null,
           claimed_until = null, dead_runs = v_dead_runs, updated_at = now()
     where n.registration_id = p_registration_id;
    return jsonb_build_object('outcome', 'held', 'attempts', v_notification.attempts, 'registration', null, 'letter', null);
  end if;

  update private.registration_notifications n
     set status = 'sending',
         claimed_until = now() + interval '2 minutes',
         attempts = n.attempts + 1,
         dead_runs = v_dead_runs,
         updated_at = now()
   where n.registration_id = p_registration_id
  returning n.* into v_notification;

  return jsonb_build_object(
    'outcome', 'claimed',
    'attempts', v_notification.attempts,
    'registration', to_jsonb(v_registration),
    'letter', private.letter_info(v_registration.referral_letter_path)
  );
end
$$;

-- Due notifications, lapsed claims last: a registration whose run keeps dying no longer comes
-- first in every batch, so the others go out before it dies again (and it is given up at the cap).
create or replace function public.due_registration_notifications(p_limit integer default 50)
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
   order by n.status = 'sending', n.dead_runs, n.created_at, n.registration_id
   limit greatest(coalesce(p_limit, 50), 0)
$$;

-- ---------------------------------------------------------------------------------------------
-- Held registrations: their letters inspected, the staff told
-- ---------------------------------------------------------------------------------------------

-- A registration that was held (held_reason set: held now, or already named in the summary) whose
-- letter has no verdict yet, for the schedule to inspect (no e-mail goes for it). One letter per
-- call, whatever p_limit asks (the handler asks for a few and calls again until none is left): the
-- claim is charged to that letter alone when its check starts, so a letter whose check kills the
-- run uses up only its own allowance, never its neighbours'. A claim not given back
-- (release_held_letter_check) nor answered by a verdict counts as a run that died in the check; at
-- letter_check_dead_runs of them the letter gets the verdict 'too-complex' and is counted in
-- health (letterChecksGivenUp), instead of killing every run. Returns [{registration, letter}].
create function public.claim_held_letter_checks(p_limit integer default 10)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_cap integer := private.intake_setting('letter_check_dead_runs', 3);
  v_id uuid;
  v_dead_runs integer;
begin
  if coalesce(p_limit, 10) < 1 then
    return '[]'::jsonb;
  end if;
  loop
    select n.registration_id, n.letter_check_dead_runs into v_id, v_dead_runs
      from private.registration_notifications n
     where n.held_reason is not null
       and (n.letter_check_claimed_until is null or n.letter_check_claimed_until < now())
       and not exists (select 1 from private.referral_letter_checks k where k.registration_id = n.registration_id)
     order by n.letter_check_dead_runs, n.created_at, n.registration_id
     limit 1
       for update skip locked;
    if not found then
      return '[]'::jsonb;
    end if;
    exit when v_dead_runs < v_cap;
    perform private.give_up_letter_check(v_id);
  end loop;
  update private.registration_notifications n
     set letter_check_dead_runs = n.letter_check_dead_runs + 1,
         letter_check_claimed_until = now() + interval '2 minutes',
         updated_at = now()
   where n.registration_id = v_id;
  return (
    select jsonb_build_array(
             jsonb_build_object('registration', to_jsonb(r), 'letter', private.letter_info(r.referral_letter_path))
           )
      from public.registrations r
     where r.id = v_id
  );
end
$$;

-- The check of a held letter failed for an ordinary reason (Storage or the database did not
-- answer): the claim is given back, not counted as a run that died, and the letter waits five
-- minutes before it is tried again.
create function public.release_held_letter_check(p_registration_id uuid)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.registration_notifications n
     set letter_check_dead_runs = greatest(n.letter_check_dead_runs - 1, 0),
         letter_check_claimed_until = now() + interval '5 minutes',
         updated_at = now()
   where n.registration_id = p_registration_id
     and n.letter_check_claimed_until > now()
$$;

-- Which held registrations may be announced: flood-held ones, and unknown-client ones once the
-- staff have had an unknown-client alert (they are real registrations: told, then released). Any
-- alert, not one after this registration: the alert goes at most once a day, and when the address
-- never arrives every registration is an unknown client, so waiting for the next would hold each
-- patient up to a day.
create function private.held_announceable()
  returns setof uuid
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select n.registration_id
    from private.registration_notifications n
    cross join private.intake_state s
   where n.status = 'held'
     and (
       n.held_reason is distinct from 'unknown-client'
       or s.unknown_client_alerted_at is not null
     )
$$;

revoke all on function private.held_announceable() from public, anon, authenticated, service_role;

-- The held summary, at most one an hour: {due: false}, or {due: true, floodActive, total, items:
-- [{registration_id, created_at, held_reason}]} (at most 500 items, oldest first; total counts all
-- announceable) and the hour taken. Due when the flood is over, or for held ones older than an hour
-- while it lasts. After sending, mark_held_summarised(ids); when no channel took it,
-- release_held_summary gives the hour back.
create function public.claim_held_summary()
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_flood boolean := private.flood_active();
  v_taken boolean;
begin
  if not exists (
    select 1
      from private.held_announceable() a(id)
      join private.registration_notifications n on n.registration_id = a.id
     where not v_flood or n.created_at < now() - interval '1 hour'
  ) then
    return jsonb_build_object('due', false);
  end if;
  update private.intake_state s
     set held_summary_at = now()
   where s.id and (s.held_summary_at is null or s.held_summary_at < now() - interval '1 hour')
  returning true into v_taken;
  if v_taken is null then
    return jsonb_build_object('due', false);
  end if;
  return jsonb_build_object(
    'due', true,
    'floodActive', v_flood,
    'total', (select count(*) from private.held_announceable()),
    'items', coalesce((
      select pg_catalog.jsonb_agg(
               jsonb_build_object('registration_id', h.registration_id, 'created_at', h.created_at, 'held_reason', h.held_reason)
               order by h.created_at, h.registration_id
             )
        from (
          select n.registration_id, n.created_at, n.held_reason
            from private.registration_notifications n
           where n.registration_id in (select private.held_announceable())
           order by n.created_at, n.registration_id
           limit 500
        ) h
    ), '[]'::jsonb)
  );
end
$$;

-- The summary named these: their notification is done (status 'sent' and sent_at; held_reason
-- stays, so the inbox still says they were held, and the pair says the summary named them).
-- The ids as a JSON array (what the function sends over PostgREST).
create function public.mark_held_summarised(p_registration_ids jsonb)
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_count integer;
begin
  update private.registration_notifications n
     set status = 'sent', sent_at = now(), next_attempt_at = null, claimed_until = null,
         updated_at = now()
   where n.status = 'held'
     and n.registration_id in (
       select e.value::uuid from pg_catalog.jsonb_array_elements_text(
         case when pg_catalog.jsonb_typeof(p_registration_ids) = 'array' then p_registration_ids else '[]'::jsonb end
       ) e(value)
       where e.value ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     );
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

create function public.release_held_summary()
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.intake_state s set held_summary_at = null where s.id
$$;

-- The unknown-client alert: requests whose client address could not be read (counted by
-- private.note_unknown_client). Once per new occurrence, at most once a day: {due: false} or
-- {due: true, count, lastAt, held}. release_unknown_client_alert(previous) gives it back.
create function public.claim_unknown_client_alert()
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_state private.intake_state%rowtype;
begin
  select s.* into v_state from private.intake_state s where s.id for update;
  if v_state.unknown_client_last_at is null
     or (v_state.unknown_client_alerted_at is not null
         and (v_state.unknown_client_alerted_at >= v_state.unknown_client_last_at
              or v_state.unknown_client_alerted_at > now() - interval '1 day')) then
    return jsonb_build_object('due', false);
  end if;
  update private.intake_state s set unknown_client_alerted_at = now() where s.id;
  return jsonb_build_object(
    'due', true,
    'previousAlertAt', v_state.unknown_client_alerted_at,
    'count', v_state.unknown_client_count,
    'lastAt', v_state.unknown_client_last_at,
    'held', (select count(*) from private.registration_notifications n where n.status = 'held' and n.held_reason = 'unknown-client')
  );
end
$$;

create function public.release_unknown_client_alert(p_previous timestamptz)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.intake_state s set unknown_client_alerted_at = p_previous where s.id
$$;

-- ---------------------------------------------------------------------------------------------
-- Health
-- ---------------------------------------------------------------------------------------------

-- pg_net's answer to the schedule's latest answered request, or null where there is none to read
-- (PGlite, no pg_net, or no answer kept: pg_net deletes them after pg_net.ttl, 6 hours).
-- net._http_response is pg_net's table (supabase/pg_net sql/pg_net.sql; filled by the worker in
-- src/core.c insert_response: status_code, or error_msg and timed_out when no answer came).
create function private.schedule_last_call()
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  v_call jsonb;
begin
  if pg_catalog.to_regclass('net._http_response') is null
     or not pg_catalog.has_table_privilege('net._http_response', 'select') then
    return null;
  end if;
  execute $sql$
    select jsonb_build_object(
             'requestId', r.id,
             'at', r.created,
             'status', r.status_code,
             'timedOut', coalesce(r.timed_out, false),
             'error', r.error_msg is not null,
             'ok', r.status_code between 200 and 299 and r.error_msg is null
           )
      from net._http_response r
      join private.schedule_requests q on q.id = r.id
     order by r.created desc, r.id desc
     limit 1
  $sql$ into v_call;
  return v_call;
end
$$;

revoke all on function private.schedule_last_call() from public, anon, authenticated, service_role;

-- What a monitor needs to know; no personal data. New: heldOldestAt, heldUnchecked (held now or
-- before, with no letter verdict yet), letterChecksGivenUp and letterCheckGivenUpLastAt (letters
-- whose check died at the cap and were marked 'too-complex'), scheduleLastCall (pg_net's answer to the latest scheduled call) and
-- scheduleCallFailing, and the unknown-client counters. `held` counts registrations held and not
-- yet announced to the staff (the summary announces them): the function's health check is not
-- healthy while it is above zero.
create or replace function public.intake_health()
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  v_call jsonb := private.schedule_last_call();
begin
  return (
    select jsonb_build_object(
      'scheduleLastRunAt', s.schedule_last_run_at,
      'scheduleLastComplete', s.schedule_last_complete,
      'scheduleStale', private.schedule_stale(),
      'scheduleLastCall', v_call,
      'scheduleCallFailing', coalesce(not (v_call ->> 'ok')::boolean, false),
      'oldestUnsentAt', (select min(n.created_at) from private.registration_notifications n where n.status in ('pending', 'sending', 'failed')),
      'unsent', (select count(*) from private.registration_notifications n where n.status in ('pending', 'sending', 'failed')),
      'failedUnalerted', (select count(*) from private.registration_notifications n
                            where n.status = 'failed' and n.next_attempt_at is null and n.alerted_at is null),
      'held', (select count(*) from private.registration_notifications n where n.status = 'held'),
      'heldOldestAt', (select min(n.created_at) from private.registration_notifications n where n.status = 'held'),
      'heldUnchecked', (select count(*) from private.registration_notifications n
                          where n.held_reason is not null
                            and not exists (select 1 from private.referral_letter_checks k where k.registration_id = n.registration_id)),
      'letterChecksGivenUp', (select count(*) from private.registration_notifications n where n.letter_check_given_up_at is not null),
      'letterCheckGivenUpLastAt', (select max(n.letter_check_given_up_at) from private.registration_notifications n),
      'floodActive', private.flood_active(),
      'unknownClientLastAt', s.unknown_client_last_at,
      'unknownClientCount', s.unknown_client_count
    )
      from private.intake_state s
  );
end
$$;

revoke all on function public.claim_held_letter_checks(integer) from public, anon, authenticated;
revoke all on function public.release_held_letter_check(uuid) from public, anon, authenticated;
revoke all on function public.claim_held_summary() from public, anon, authenticated;
revoke all on function public.mark_held_summarised(jsonb) from public, anon, authenticated;
revoke all on function public.release_held_summary() from public, anon, authenticated;
revoke all on function public.claim_unknown_client_alert() from public, anon, authenticated;
revoke all on function public.release_unknown_client_alert(timestamptz) from public, anon, authenticated;
grant execute on function public.claim_held_letter_checks(integer) to service_role;
grant execute on function public.release_held_letter_check(uuid) to service_role;
grant execute on function public.claim_held_summary() to service_role;
grant execute on function public.mark_held_summarised(jsonb) to service_role;
grant execute on function public.release_held_summary() to service_role;
grant execute on function public.claim_unknown_client_alert() to service_role;
grant execute on function public.release_unknown_client_alert(timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The inbox list: held marked and filterable, paged by a cursor
-- ---------------------------------------------------------------------------------------------

-- Newest first, at most p_limit rows (1 to 500, under hosted's max rows of 1,000) older than the
-- cursor (p_before_created_at, p_before_id: the last row of the previous page), so the app reads
-- every page and no registration drops off the end. held: still waiting for the summary;
-- held_reason: why it was held (null: never). The app filters held ones itself.
drop function public.staff_registrations();
create function public.staff_registrations(
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 500
)
  returns table (
    id uuid,
    created_at timestamptz,
    registration_type text,
    location text,
    preferred_language text,
    status text,
    assignee uuid,
    letter_check text,
    held boolean,
    held_reason text
  )
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  -- The audit line is written by staff_begin_read('list') (20261201120000_platform_contract.sql);
  -- one committed begin covers the pages read within its 60 seconds.
  perform private.require_read_begun(v_actor, array['list'], null);
  return query
    select r.id, r.created_at, r.registration_type, r.location, r.preferred_language,
           coalesce(c.status, 'new'), c.assignee, k.verdict,
           coalesce(n.status = 'held', false), n.held_reason
    from public.registrations r
    left join private.registration_cases c on c.registration_id = r.id
    left join private.referral_letter_checks k on k.registration_id = r.id
    left join private.registration_notifications n on n.registration_id = r.id
    where (p_before_created_at is null
           or (r.created_at, r.id) < (p_before_created_at, coalesce(p_before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
    order by r.created_at desc, r.id desc
    limit least(greatest(coalesce(p_limit, 500), 1), 500);
end
$$;

revoke all on function public.staff_registrations(timestamptz, uuid, integer) from public, anon, service_role;
grant execute on function public.staff_registrations(timestamptz, uuid, integer) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The schedule, again: each request's id noted, so health can read pg_net's answer
-- ---------------------------------------------------------------------------------------------
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
      select private.note_schedule_request(
               net.http_post(
                 url := s.project_url || '/functions/v1/send-registration-email',
                 headers := jsonb_build_object(
                   'Content-Type', 'application/json',
                   'apikey', s.service_key,
                   'Authorization', 'Bearer ' || s.service_key
                 ),
                 body := '{"task":"scheduled"}'::jsonb,
                 timeout_milliseconds := 55000
               )
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
