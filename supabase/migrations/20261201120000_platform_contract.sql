-- What hosted Supabase's Data API does that the local backend did not show (issue 50).
--
-- 1. safeupdate. Hosted loads it for every Data API session (supabase/postgres migrations
--    20220118070449_enable-safeupdate-postgrest.sql, 20260413000000_fix-authenticator-session-
--    preload-libraries.sql: `alter role authenticator set session_preload_libraries = 'supautils,
--    safeupdate'`). Its post-parse-analyze hook (eradman/pg-safeupdate safeupdate.c,
--    delete_needs_where_check) refuses with 21000 every UPDATE or DELETE whose query has no WHERE
--    qualification, data-modifying CTEs included, and it runs for the SQL inside plpgsql and SQL
--    functions too, security definer or not. The three functions below updated the one-row
--    private.intake_state without a WHERE: on hosted, every heartbeat, and every release of an
--    alert, failed. `where s.id` names that row (id is true by its check). Any WHERE passes the
--    hook, `where true` too: it tests for a qualification, not for a selective one.
--    supabase/local/safeupdate.test.ts parses every function the API can reach with PostgreSQL's
--    own parser and fails the build on an UPDATE or DELETE without a WHERE.
--
-- 2. No read without a trace. Hosted PostgREST rolls a request's transaction back when the client
--    sends `Prefer: tx=rollback` (supabase-js documents `.rollback()`, which sends it; in PostgREST
--    that is db-tx-end commit-allow-override, docs/references/configuration.rst), after the answer
--    is made (src/PostgREST/Query.hs optionalRollback). A function that writes its audit line in
--    the transaction that returns the data therefore hands out the data and loses the line. The
--    design below holds whether or not a project honours the header. Each audited read is now two
--    calls:
--
--    a. `staff_begin_read(action, registration)` checks the caller (private.require_staff) and
--       the registration, writes the audit line, and records a grant for that caller, action and
--       registration, stamped with its own transaction's id, all in one transaction.
--    b. The read (staff_registrations, staff_registration, staff_referral_letter,
--       staff_audit_log) answers only if such a grant exists that is at most 60 seconds old and
--       whose transaction has COMMITTED (pg_xact_status). The grant and the audit line commit
--       together or not at all (one transaction), and the log is append-only, so every answer
--       that carries data has a committed audit line naming the same person, action and
--       registration behind it, whatever the client asks PostgREST to roll back:
--       - (a) rolled back: no grant exists, (b) is refused;
--       - (b) rolled back: the line from (a) is already committed and stays;
--       - (a) and (b) in one transaction (SQL `begin … rollback`, or a grant made earlier in the
--         same transaction): the grant's transaction is still in progress, (b) is refused.
--    A grant covers the reads of its 60 seconds (the app reloads a registration after each
--    change); each is within a minute of the committed line that names them.

-- ---------------------------------------------------------------------------------------------
-- 1. safeupdate: the one-row table's updates name their row
-- ---------------------------------------------------------------------------------------------

create or replace function public.release_flood_alert()
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.intake_state s set flood_alerted_at = null where s.id
$$;

-- The schedule's heartbeat: written by every scheduled run the function accepted.
create or replace function public.record_schedule_run(p_complete boolean)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.intake_state s
     set schedule_last_run_at = now(), schedule_last_complete = p_complete, schedule_stale_alerted_at = null
   where s.id
$$;

create or replace function public.release_stale_schedule_alert()
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.intake_state s set schedule_stale_alerted_at = null where s.id
$$;

-- ---------------------------------------------------------------------------------------------
-- 2. Audited reads: the line commits before the data is handed out
-- ---------------------------------------------------------------------------------------------

-- Reads begun by a committed call: who may read what, since when, and in which transaction the
-- grant (and its audit line) was written. Not personal data beyond ids; kept an hour.
create table private.staff_read_grants (
  id bigint generated always as identity primary key,
  actor uuid not null,
  -- What the read is: 'list', 'view', 'letter' or 'letter_flagged', 'read_log'.
  action text not null,
  registration_id uuid,
  granted_at timestamptz not null default clock_timestamp(),
  granted_in xid8 not null default pg_catalog.pg_current_xact_id()
);
create index staff_read_grants_lookup_idx on private.staff_read_grants (actor, action, registration_id, granted_at);
alter table private.staff_read_grants enable row level security;
revoke all on table private.staff_read_grants from public, anon, authenticated, service_role;

-- Refuses (42501 staff_read_not_begun) unless the caller began this read with staff_begin_read in
-- a transaction that has committed, at most 60 seconds ago. A grant written by the current
-- transaction is 'in progress', one rolled back is not there: both are refused.
create function private.require_read_begun(p_actor uuid, p_actions text[], p_registration_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if not exists (
    select 1
      from (
        select g.granted_in
          from private.staff_read_grants g
         where g.actor = p_actor
           and g.action = any (p_actions)
           and g.registration_id is not distinct from p_registration_id
           and g.granted_at > pg_catalog.clock_timestamp() - interval '60 seconds'
        -- A fence: the age filter runs first, so pg_xact_status never asks about an old id.
        offset 0
      ) recent
     where pg_catalog.pg_xact_status(recent.granted_in) = 'committed'
  ) then
    raise exception using errcode = '42501', message = 'staff_read_not_begun';
  end if;
end
$$;

revoke all on function private.require_read_begun(uuid, text[], uuid) from public, anon, authenticated, service_role;

-- Whether the registration's letter has not passed the check (flagged, too complex, or not checked
-- yet): such a letter is handed out only when asked for deliberately (p_accept_flagged), else
-- P0001 staff_letter_flagged. One rule for beginning the read and for the read itself.
create function private.letter_not_ok_or_refuse(p_registration_id uuid, p_accept_flagged boolean)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if exists (select 1 from private.referral_letter_checks k where k.registration_id = p_registration_id and k.verdict = 'ok') then
    return false;
  end if;
  if p_accept_flagged is not true then
    raise exception using errcode = 'P0001', message = 'staff_letter_flagged';
  end if;
  return true;
end
$$;

revoke all on function private.letter_not_ok_or_refuse(uuid, boolean) from public, anon, authenticated, service_role;

-- Begins an audited read: 'list' (the inbox, p_registration_id null), 'view' (one registration),
-- 'letter' (its referral letter; a letter whose check is not 'ok' needs p_accept_flagged and is
-- logged as letter_flagged, else P0001 staff_letter_flagged) or 'read_log' (the registration's
-- audit log; admins only). Writes the audit line and the grant in this transaction; the read
-- itself follows in its own call, within 60 seconds. Every refusal writes nothing.
create function public.staff_begin_read(
  p_action text,
  p_registration_id uuid default null,
  p_accept_flagged boolean default false
)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff(p_action = 'read_log');
  v_logged text := p_action;
begin
  if p_action is null or p_action not in ('list', 'view', 'letter', 'read_log') then
    raise exception using errcode = '22023', message = 'staff_read_unknown';
  end if;
  if p_action = 'list' then
    if p_registration_id is not null then
      raise exception using errcode = '22023', message = 'staff_read_unknown';
    end if;
  else
    perform private.require_registration(p_registration_id);
  end if;
  if p_action = 'letter' and private.letter_not_ok_or_refuse(p_registration_id, p_accept_flagged) then
    v_logged := 'letter_flagged';
  end if;
  perform private.log_access(v_actor, v_logged, p_registration_id);
  insert into private.staff_read_grants (actor, action, registration_id) values (v_actor, v_logged, p_registration_id);
  delete from private.staff_read_grants g where g.granted_at < pg_catalog.clock_timestamp() - interval '1 hour';
end
$$;

-- The inbox list (staff_registrations) requires the begun 'list' read in its paged form, in
-- 20261201150000_held_and_dead_claims.sql.

-- One registration whole, as in *_staff_letter_checks.sql; the line is staff_begin_read('view')'s.
create or replace function public.staff_registration(p_registration_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  perform private.require_registration(p_registration_id);
  perform private.require_read_begun(v_actor, array['view'], p_registration_id);
  return (
    select pg_catalog.to_jsonb(r)
      || pg_catalog.jsonb_build_object(
        'status', coalesce(c.status, 'new'),
        'assignee', c.assignee,
        'closed_at', c.closed_at,
        'letter_check', (select k.verdict from private.referral_letter_checks k where k.registration_id = r.id),
        'notification', (
          select pg_catalog.jsonb_build_object('status', n.status, 'attempts', n.attempts, 'sent_at', n.sent_at)
          from private.registration_notifications n
          where n.registration_id = r.id
        ),
        'events', coalesce((
          select pg_catalog.jsonb_agg(
            pg_catalog.jsonb_build_object(
              'at', e.at, 'actor', e.actor, 'kind', e.kind, 'status', e.status, 'assignee', e.assignee, 'note', e.note
            ) order by e.at, e.id)
          from private.registration_events e
          where e.registration_id = r.id
        ), '[]'::jsonb)
      )
    from public.registrations r
    left join private.registration_cases c on c.registration_id = r.id
    where r.id = p_registration_id
  );
end
$$;

-- The letter's path, as in *_staff_letter_checks.sql (a flagged letter only with
-- p_accept_flagged); the line is staff_begin_read('letter')'s. A letter flagged after the read
-- began as 'letter' needs a new begin, which logs letter_flagged.
create or replace function public.staff_referral_letter(p_registration_id uuid, p_accept_flagged boolean default false)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  perform private.require_registration(p_registration_id);
  perform private.require_read_begun(
    v_actor,
    case when private.letter_not_ok_or_refuse(p_registration_id, p_accept_flagged)
      then array['letter_flagged'] else array['letter', 'letter_flagged'] end,
    p_registration_id
  );
  return (select r.referral_letter_path from public.registrations r where r.id = p_registration_id);
end
$$;

-- Admins only: who looked at or changed one registration, as in *_staff_inbox.sql; the line is
-- staff_begin_read('read_log')'s.
create or replace function public.staff_audit_log(p_registration_id uuid)
  returns table (at timestamptz, actor uuid, action text)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff(true);
begin
  perform private.require_read_begun(v_actor, array['read_log'], p_registration_id);
  return query
    select l.at, l.actor, l.action
    from private.audit_log l
    where l.registration_id = p_registration_id
    order by l.at, l.id;
end
$$;

-- Supabase grants EXECUTE on new functions in public to anon and authenticated by default.
revoke all on function public.staff_begin_read(text, uuid, boolean) from public, anon, service_role;
grant execute on function public.staff_begin_read(text, uuid, boolean) to authenticated;
