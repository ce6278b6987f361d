-- A contact log and urgency (issue 51, item 2). The screening team phones people back; until now
-- a case had a status, an assignee and free notes, so "called twice, voicemail, try Thursday" was
-- a note that nobody could count or sort, and an urgent case looked like any other.
--
-- 1. private.contact_attempts: each attempt to reach the person (how, what came of it, an optional
--    next step and an optional date to call back), with who and when set here. Append-only like
--    the history: a trigger refuses every update and truncate, whoever asks, and a delete unless
--    its registration is gone (the foreign key's cascade when the schedule deletes a registration
--    after its retention: the attempts are health data too and go with it).
--    staff_log_contact writes one, its audit line ('contact') in the same transaction.
-- 2. registration_cases.urgency: 'normal' or 'urgent' ("spoed"), set through staff_set_urgency
--    with a reason when urgent, kept in a history line of kind 'urgency' (like a status's reason);
--    audit action 'urgency'. Saving what the case already has writes nothing.
-- 3. The list (staff_registrations) returns the urgency; the detail (staff_registration) returns
--    the urgency and the attempts, newest first.

-- ---------------------------------------------------------------------------------------------
-- The codes, named once here (staff/src/labels.ts names them once for the app; labels.test.ts
-- holds the two to each other).
-- ---------------------------------------------------------------------------------------------

-- How the team tried: telefoon, e-mail, brief.
create function private.contact_channels()
  returns text[]
  language sql
  immutable
  set search_path = ''
as $$
  select array['phone', 'email', 'letter']
$$;

-- What came of it: bereikt, niet bereikt, voicemail ingesproken, verkeerd nummer.
create function private.contact_outcomes()
  returns text[]
  language sql
  immutable
  set search_path = ''
as $$
  select array['reached', 'not_reached', 'voicemail', 'wrong_number']
$$;

revoke all on function private.contact_channels() from public, anon, authenticated, service_role;
revoke all on function private.contact_outcomes() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The contact log
-- ---------------------------------------------------------------------------------------------

create table private.contact_attempts (
  id bigint generated always as identity primary key,
  -- Health data: deleted with its registration (retention, purge_closed_registrations).
  registration_id uuid not null references public.registrations (id) on delete cascade,
  at timestamptz not null default clock_timestamp(),
  -- No foreign key: the log outlives a removed member, as the history does.
  actor uuid not null,
  channel text not null
    constraint contact_attempts_channel_check check (channel = any (private.contact_channels())),
  outcome text not null
    constraint contact_attempts_outcome_check check (outcome = any (private.contact_outcomes())),
  next_step text
    constraint contact_attempts_next_step_check check (next_step is null or char_length(btrim(next_step)) between 1 and 500),
  -- "Terugbellen op": a day, no time.
  remind_on date
);
create index contact_attempts_registration_idx on private.contact_attempts (registration_id, at);

-- Never changed afterwards, not even by the owner; deleted only with the registration (the
-- foreign key's cascade runs after the registration's row is gone, so it finds none).
create function private.contact_attempts_are_append_only()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if not exists (select 1 from public.registrations r where r.id = old.registration_id) then
      return old;
    end if;
  end if;
  raise exception using errcode = '42501', message = 'contact attempts are append-only';
end
$$;
revoke all on function private.contact_attempts_are_append_only() from public, anon, authenticated, service_role;

create trigger contact_attempts_no_update_or_delete
  before update or delete on private.contact_attempts
  for each row execute function private.contact_attempts_are_append_only();
create trigger contact_attempts_no_truncate
  before truncate on private.contact_attempts
  for each statement execute function private.contact_attempts_are_append_only();

-- As the other staff tables: RLS on with no policies, no privileges for any API role.
alter table private.contact_attempts enable row level security;
revoke all on table private.contact_attempts from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Urgency
-- ---------------------------------------------------------------------------------------------

alter table private.registration_cases add column urgency text not null default 'normal'
  constraint registration_cases_urgency_check check (urgency in ('normal', 'urgent'));

-- A history line may say the urgency, with its reason in note (required for 'urgent').
alter table private.registration_events add column urgency text;
alter table private.registration_events drop constraint registration_events_kind_check;
alter table private.registration_events add constraint registration_events_kind_check check (
  kind in ('status', 'assignee', 'note', 'urgency')
);
alter table private.registration_events drop constraint registration_events_shape_check;
alter table private.registration_events add constraint registration_events_shape_check check (
  (kind = 'status' and status is not null and urgency is null)
  or (kind = 'assignee' and status is null and note is null and urgency is null)
  or (kind = 'note' and status is null and assignee is null and note is not null and urgency is null)
  or (kind = 'urgency' and status is null and assignee is null
      and ((urgency = 'urgent' and note is not null) or (urgency = 'normal' and note is null)))
);

-- ---------------------------------------------------------------------------------------------
-- The audit log's actions: the newest list (20261202170000_access_log.sql), with 'contact' and
-- 'urgency'.
-- ---------------------------------------------------------------------------------------------

alter table private.audit_log drop constraint audit_log_action_check;
alter table private.audit_log add constraint audit_log_action_check check (
  action in (
    'list', 'search', 'view', 'letter', 'letter_flagged', 'status', 'assign', 'note', 'contact', 'urgency',
    'read_log', 'read_access_log', 'delete', 'member_screener', 'member_admin', 'member_removed'
  )
);

-- ---------------------------------------------------------------------------------------------
-- What staff call
-- ---------------------------------------------------------------------------------------------

-- One attempt to reach the person. p_next_step: optional, at most 500 characters once trimmed
-- (only spaces: none). p_remind_on: optional, from today (Amsterdam's date) to a year ahead.
-- Refused with 22023 and the reason: staff_contact_channel, staff_contact_outcome,
-- staff_contact_next_step_too_long, staff_contact_remind_on.
create function public.staff_log_contact(
  p_registration_id uuid,
  p_channel text,
  p_outcome text,
  p_next_step text default null,
  p_remind_on date default null
)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
  v_next_step text := nullif(pg_catalog.btrim(p_next_step), '');
  v_today date := (pg_catalog.now() at time zone 'Europe/Amsterdam')::date;
begin
  perform private.require_registration(p_registration_id);
  perform private.refuse_reused_second_factor(v_actor);
  if p_channel is null or not (p_channel = any (private.contact_channels())) then
    raise exception using errcode = '22023', message = 'staff_contact_channel';
  end if;
  if p_outcome is null or not (p_outcome = any (private.contact_outcomes())) then
    raise exception using errcode = '22023', message = 'staff_contact_outcome';
  end if;
  if pg_catalog.char_length(v_next_step) > 500 then
    raise exception using errcode = '22023', message = 'staff_contact_next_step_too_long';
  end if;
  if p_remind_on < v_today or p_remind_on > v_today + 366 then
    raise exception using errcode = '22023', message = 'staff_contact_remind_on';
  end if;
  insert into private.contact_attempts (registration_id, actor, channel, outcome, next_step, remind_on)
  values (p_registration_id, v_actor, p_channel, p_outcome, v_next_step, p_remind_on);
  perform private.log_access(v_actor, 'contact', p_registration_id);
end
$$;

-- 'normal' or 'urgent'. Urgent needs a reason (22023 staff_urgency_reason_required; at most 500
-- characters, staff_urgency_reason_too_long), kept in the history line; a reason for 'normal' is
-- not kept. Anything else: 22023 staff_urgency_unknown. Unchanged (the same urgency, and for
-- urgent the same reason), nothing is written, as staff_set_status does.
create function public.staff_set_urgency(p_registration_id uuid, p_urgency text, p_reason text default null)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
  v_reason text := case when p_urgency = 'urgent' then nullif(pg_catalog.btrim(p_reason), '') end;
begin
  perform private.require_registration(p_registration_id);
  perform private.refuse_reused_second_factor(v_actor);
  if p_urgency is null or p_urgency not in ('normal', 'urgent') then
    raise exception using errcode = '22023', message = 'staff_urgency_unknown';
  end if;
  if p_urgency = 'urgent' and v_reason is null then
    raise exception using errcode = '22023', message = 'staff_urgency_reason_required';
  end if;
  if pg_catalog.char_length(v_reason) > 500 then
    raise exception using errcode = '22023', message = 'staff_urgency_reason_too_long';
  end if;
  if p_urgency is not distinct from coalesce(
       (select c.urgency from private.registration_cases c where c.registration_id = p_registration_id), 'normal')
     and v_reason is not distinct from (
       select e.note from private.registration_events e
        where e.registration_id = p_registration_id and e.kind = 'urgency'
        order by e.at desc, e.id desc limit 1) then
    return;
  end if;
  insert into private.registration_cases as c (registration_id, urgency)
  values (p_registration_id, p_urgency)
  on conflict (registration_id) do update set urgency = excluded.urgency, updated_at = now();
  insert into private.registration_events (registration_id, actor, kind, urgency, note)
  values (p_registration_id, v_actor, 'urgency', p_urgency, v_reason);
  perform private.log_access(v_actor, 'urgency', p_registration_id);
end
$$;

revoke all on function public.staff_log_contact(uuid, text, text, text, date) from public, anon, service_role;
revoke all on function public.staff_set_urgency(uuid, text, text) from public, anon, service_role;
grant execute on function public.staff_log_contact(uuid, text, text, text, date) to authenticated;
grant execute on function public.staff_set_urgency(uuid, text, text) to authenticated;

-- As in 20261202180000_same_name_and_birth.sql, with the urgency as the last column.
drop function public.staff_registrations(timestamptz, uuid, integer, text);
create function public.staff_registrations(
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 500,
  p_query text default null
)
  returns table (
    id uuid,
    created_at timestamptz,
    registration_type text,
    full_name text,
    child_name text,
    date_of_birth date,
    insurance_company text,
    location text,
    preferred_language text,
    status text,
    assignee uuid,
    letter_check text,
    held boolean,
    held_reason text,
    same_bsn boolean,
    same_name_and_birth boolean,
    urgency text
  )
  language plpgsql
  security definer
  set search_path = ''
  set plan_cache_mode = 'force_custom_plan'
as $$
declare
  v_actor uuid := private.require_staff();
  v_term text;
  v_number boolean := false;
  v_email boolean := false;
  v_name text;
  v_digits text;
  v_hex text;
  v_low uuid;
  v_high uuid;
begin
  if p_query is null then
    perform private.require_read_begun(v_actor, array['list'], null);
  else
    v_term := private.search_term(p_query);
    perform private.require_read_begun(v_actor, array['search'], null);
    v_number := v_term ~ '^[0-9 .()+/-]+$';
    v_email := pg_catalog.strpos(v_term, '@') > 0;
    v_digits := pg_catalog.regexp_replace(v_term, '[^0-9]', '', 'g');
    -- A name has no digits: a reference such as 2c4f1e9a is not looked for among the names.
    if not v_email and v_term !~ '[0-9]' then
      -- For LIKE: the term as typed, its own wildcards taken literally.
      v_name := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.lower(v_term), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    end if;
    if v_term ~* '^[0-9a-f-]{4,36}$' then
      v_hex := pg_catalog.left(pg_catalog.replace(pg_catalog.lower(v_term), '-', ''), 32);
      v_low := pg_catalog.rpad(v_hex, 32, '0')::uuid;
      v_high := pg_catalog.rpad(v_hex, 32, 'f')::uuid;
    end if;
  end if;
  return query
    select r.id, r.created_at, r.registration_type, r.full_name, r.child_name, r.date_of_birth, r.insurance_company,
           r.location, r.preferred_language,
           coalesce(c.status, 'new'), c.assignee, k.verdict,
           coalesce(n.status = 'held', false), n.held_reason,
           exists (select 1 from public.registrations o where o.bsn_number = r.bsn_number and o.id <> r.id),
           exists (
             select 1 from public.registrations o
              where o.person_name = r.person_name
                and o.date_of_birth = r.date_of_birth
                and o.id <> r.id
           ),
           coalesce(c.urgency, 'normal')
    from public.registrations r
    left join private.registration_cases c on c.registration_id = r.id
    left join private.referral_letter_checks k on k.registration_id = r.id
    left join private.registration_notifications n on n.registration_id = r.id
    where (p_before_created_at is null
           or (r.created_at, r.id) < (p_before_created_at, coalesce(p_before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
      and (p_query is null
           or (v_name is not null
               and (pg_catalog.lower(r.full_name) like v_name
                    or pg_catalog.lower(r.child_name) like v_name
                    or pg_catalog.lower(r.parent_guardian_name) like v_name))
           or (v_email and pg_catalog.lower(r.email) = pg_catalog.lower(v_term))
           or (v_number and pg_catalog.char_length(v_digits) = 9 and r.bsn_number = v_digits)
           or (v_number and pg_catalog.char_length(v_digits) >= 9
               and pg_catalog.right(pg_catalog.regexp_replace(r.phone, '[^0-9]', '', 'g'), 9) = pg_catalog.right(v_digits, 9))
           or (v_low is not null and r.id between v_low and v_high))
    order by r.created_at desc, r.id desc
    limit least(greatest(coalesce(p_limit, 500), 1), 500);
end
$$;

revoke all on function public.staff_registrations(timestamptz, uuid, integer, text) from public, anon, service_role;
grant execute on function public.staff_registrations(timestamptz, uuid, integer, text) to authenticated;

-- As in 20261202180000_same_name_and_birth.sql, with the urgency, each history line's urgency, and the
-- contact attempts, newest first.
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
        'urgency', coalesce(c.urgency, 'normal'),
        'letter_check', (select k.verdict from private.referral_letter_checks k where k.registration_id = r.id),
        'notification', (
          select pg_catalog.jsonb_build_object(
            'status', n.status, 'attempts', n.attempts, 'sent_at', n.sent_at, 'held_reason', n.held_reason
          )
          from private.registration_notifications n
          where n.registration_id = r.id
        ),
        'events', coalesce((
          select pg_catalog.jsonb_agg(
            pg_catalog.jsonb_build_object(
              'at', e.at, 'actor', e.actor, 'kind', e.kind, 'status', e.status, 'assignee', e.assignee, 'note', e.note,
              'urgency', e.urgency
            ) order by e.at, e.id)
          from private.registration_events e
          where e.registration_id = r.id
        ), '[]'::jsonb),
        'contact_attempts', coalesce((
          select pg_catalog.jsonb_agg(
            pg_catalog.jsonb_build_object(
              'at', a.at, 'actor', a.actor, 'channel', a.channel, 'outcome', a.outcome, 'next_step', a.next_step,
              'remind_on', a.remind_on
            ) order by a.at desc, a.id desc)
          from private.contact_attempts a
          where a.registration_id = r.id
        ), '[]'::jsonb),
        'same_bsn_registrations', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', o.id, 'created_at', o.created_at) order by o.created_at, o.id)
          from public.registrations o
          where o.bsn_number = r.bsn_number and o.id <> r.id
        ), '[]'::jsonb),
        'same_name_and_birth_registrations', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', o.id, 'created_at', o.created_at) order by o.created_at, o.id)
          from public.registrations o
          where o.person_name = r.person_name
            and o.date_of_birth = r.date_of_birth
            and o.id <> r.id
        ), '[]'::jsonb)
      )
    from public.registrations r
    left join private.registration_cases c on c.registration_id = r.id
    where r.id = p_registration_id
  );
end
$$;
