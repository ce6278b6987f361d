-- The screening team's inbox, its data layer (issue 30): who the staff are, each registration's
-- status, assignee and notes with their history, and an append-only log of every look.
--
-- Staff never read a table. Everything they see or change goes through the staff_* functions
-- below (PostgREST: POST /rest/v1/rpc/staff_…), and each of them writes its line in
-- private.audit_log in the same transaction as the read or change: reading a registration
-- without leaving that record is impossible (NEN 7513). Each function first asks
-- private.require_staff(): a signed-in user (role authenticated) whose session still exists in
-- auth.sessions (so signing out ends access at once, not when the token expires), has passed the
-- second factor (the JWT's aal claim is aal2), and who is a current member of private.staff.
-- Anyone else, a member without the second factor or one who has been removed included, is
-- refused with SQLSTATE 42501 and a message naming the reason, and nothing is read or written.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

-- Members of the screening team. Admins invite and remove them (removal keeps the row, so the
-- history still says who did what). Sign-up is off; a user who is not here can do nothing.
create table private.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null
    constraint staff_role_check check (role in ('screener', 'admin')),
  added_at timestamptz not null default now(),
  removed_at timestamptz
);

-- Where each registration stands. No row yet means 'new'.
create table private.registration_cases (
  registration_id uuid primary key references public.registrations (id) on delete cascade,
  status text not null default 'new'
    constraint registration_cases_status_check check (
      status in ('new', 'contacted', 'intake_planned', 'referred_elsewhere', 'declined', 'withdrawn')
    ),
  assignee uuid references private.staff (user_id) on delete set null,
  -- When the case reached a closing status; the retention period counts from here.
  closed_at timestamptz,
  updated_at timestamptz not null default now()
);

-- The history of each case: every status change, assignment and note, never changed afterwards.
-- It is health data too, so it goes with the registration when that is deleted.
create table private.registration_events (
  id bigint generated always as identity primary key,
  registration_id uuid not null references public.registrations (id) on delete cascade,
  at timestamptz not null default clock_timestamp(),
  -- No foreign key: the history outlives a removed member.
  actor uuid not null,
  kind text not null
    constraint registration_events_kind_check check (kind in ('status', 'assignee', 'note')),
  status text,
  assignee uuid,
  note text
    constraint registration_events_note_check check (note is null or char_length(btrim(note)) between 1 and 5000),
  constraint registration_events_shape_check check (
    (kind = 'status' and status is not null and note is null)
    or (kind = 'assignee' and status is null and note is null)
    or (kind = 'note' and status is null and assignee is null and note is not null)
  )
);
create index registration_events_registration_idx on private.registration_events (registration_id, at);

-- Who looked at or changed what, and when. Only ids: the log itself holds no health data, and it
-- outlives the registrations it names (no foreign key). Append-only for every role: the trigger
-- below refuses an update, a delete or a truncate even from the owner or the service role.
create table private.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default clock_timestamp(),
  -- The staff member; null for the schedule (retention).
  actor uuid,
  action text not null
    constraint audit_log_action_check check (
      action in ('list', 'view', 'letter', 'status', 'assign', 'note', 'read_log', 'delete')
    ),
  registration_id uuid
);
create index audit_log_registration_idx on private.audit_log (registration_id, at);

create function private.audit_log_is_append_only()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'the audit log is append-only';
end
$$;

create trigger audit_log_no_update_or_delete
  before update or delete on private.audit_log
  for each row execute function private.audit_log_is_append_only();
create trigger audit_log_no_truncate
  before truncate on private.audit_log
  for each statement execute function private.audit_log_is_append_only();

-- Defence in depth, as for the intake tables: RLS on with no policies, no privileges for any API
-- role. The owner runs the functions.
alter table private.staff enable row level security;
alter table private.registration_cases enable row level security;
alter table private.registration_events enable row level security;
alter table private.audit_log enable row level security;
revoke all on table private.staff, private.registration_cases, private.registration_events, private.audit_log
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- The caller's id when they may act as staff (as an admin when p_admin), else a 42501 that says
-- why: the app shows a translated message per reason.
create function private.require_staff(p_admin boolean default false)
  returns uuid
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  v_claims jsonb := coalesce(auth.jwt(), '{}'::jsonb);
  v_role text;
begin
  if auth.role() is distinct from 'authenticated' or auth.uid() is null then
    raise exception using errcode = '42501', message = 'staff_sign_in_required';
  end if;
  -- The session must still exist: a token outlives its sign-out until it expires, its session not.
  if not exists (
    select 1 from auth.sessions se
     where se.id = case when v_claims ->> 'session_id' ~ '^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$'
                        then (v_claims ->> 'session_id')::uuid end
       and se.user_id = auth.uid()
       and (se.not_after is null or se.not_after > now())
  ) then
    raise exception using errcode = '42501', message = 'staff_session_ended';
  end if;
  select s.role into v_role from private.staff s where s.user_id = auth.uid() and s.removed_at is null;
  if v_role is null then
    raise exception using errcode = '42501', message = 'staff_not_a_member';
  end if;
  if v_claims ->> 'aal' is distinct from 'aal2' then
    raise exception using errcode = '42501', message = 'staff_second_factor_required';
  end if;
  if p_admin and v_role <> 'admin' then
    raise exception using errcode = '42501', message = 'staff_admin_only';
  end if;
  return auth.uid();
end
$$;

create function private.log_access(p_actor uuid, p_action text, p_registration_id uuid)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  insert into private.audit_log (actor, action, registration_id) values (p_actor, p_action, p_registration_id)
$$;

-- Refuses an id that names no registration (P0002, PostgREST's 404-like "not found" for RPCs).
create function private.require_registration(p_registration_id uuid)
  returns void
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if not exists (select 1 from public.registrations r where r.id = p_registration_id) then
    raise exception using errcode = 'P0002', message = 'registration_not_found';
  end if;
end
$$;

revoke all on function private.audit_log_is_append_only() from public, anon, authenticated, service_role;
revoke all on function private.require_staff(boolean) from public, anon, authenticated, service_role;
revoke all on function private.log_access(uuid, text, uuid) from public, anon, authenticated, service_role;
revoke all on function private.require_registration(uuid) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- What staff call (in public so PostgREST exposes them; EXECUTE for authenticated alone)
-- ---------------------------------------------------------------------------------------------

-- The inbox: newest first, what a list needs and no more (no names, no health data).
create function public.staff_registrations()
  returns table (
    id uuid,
    created_at timestamptz,
    registration_type text,
    location text,
    preferred_language text,
    status text,
    assignee uuid
  )
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  perform private.log_access(v_actor, 'list', null);
  return query
    select r.id, r.created_at, r.registration_type, r.location, r.preferred_language,
           coalesce(c.status, 'new'), c.assignee
    from public.registrations r
    left join private.registration_cases c on c.registration_id = r.id
    order by r.created_at desc, r.id;
end
$$;

-- One registration whole: every field, its case, its history and the e-mail notification's state.
create function public.staff_registration(p_registration_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  perform private.require_registration(p_registration_id);
  perform private.log_access(v_actor, 'view', p_registration_id);
  return (
    select pg_catalog.to_jsonb(r)
      || pg_catalog.jsonb_build_object(
        'status', coalesce(c.status, 'new'),
        'assignee', c.assignee,
        'closed_at', c.closed_at,
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

-- The referral letter's storage path, for the service that signs a short-lived download URL.
-- Asked with the staff member's own session, so the download is logged as theirs.
create function public.staff_referral_letter(p_registration_id uuid)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  perform private.require_registration(p_registration_id);
  perform private.log_access(v_actor, 'letter', p_registration_id);
  return (select r.referral_letter_path from public.registrations r where r.id = p_registration_id);
end
$$;

create function public.staff_set_status(p_registration_id uuid, p_status text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
  v_closed boolean := p_status in ('referred_elsewhere', 'declined', 'withdrawn');
begin
  perform private.require_registration(p_registration_id);
  insert into private.registration_cases as c (registration_id, status, closed_at)
  values (p_registration_id, p_status, case when v_closed then now() end)
  on conflict (registration_id) do update
    set status = excluded.status,
        -- A case closed again keeps the first closing date; reopened, it has none.
        closed_at = case when v_closed then coalesce(c.closed_at, now()) end,
        updated_at = now();
  insert into private.registration_events (registration_id, actor, kind, status)
  values (p_registration_id, v_actor, 'status', p_status);
  perform private.log_access(v_actor, 'status', p_registration_id);
end
$$;

-- p_assignee null: nobody. Only a current member can be assigned.
create function public.staff_assign(p_registration_id uuid, p_assignee uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  perform private.require_registration(p_registration_id);
  if p_assignee is not null
     and not exists (select 1 from private.staff s where s.user_id = p_assignee and s.removed_at is null) then
    raise exception using errcode = '23503', message = 'staff_assignee_not_a_member';
  end if;
  insert into private.registration_cases as c (registration_id, assignee)
  values (p_registration_id, p_assignee)
  on conflict (registration_id) do update set assignee = excluded.assignee, updated_at = now();
  insert into private.registration_events (registration_id, actor, kind, assignee)
  values (p_registration_id, v_actor, 'assignee', p_assignee);
  perform private.log_access(v_actor, 'assign', p_registration_id);
end
$$;

create function public.staff_add_note(p_registration_id uuid, p_note text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  perform private.require_registration(p_registration_id);
  insert into private.registration_events (registration_id, actor, kind, note)
  values (p_registration_id, v_actor, 'note', p_note);
  perform private.log_access(v_actor, 'note', p_registration_id);
end
$$;

-- Admins only: who looked at or changed one registration, oldest first. Reading the log is logged.
create function public.staff_audit_log(p_registration_id uuid)
  returns table (at timestamptz, actor uuid, action text)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff(true);
begin
  return query
    select l.at, l.actor, l.action
    from private.audit_log l
    where l.registration_id = p_registration_id
    order by l.at, l.id;
  -- After the query (return query does not leave the function), so the answer ends at this request.
  perform private.log_access(v_actor, 'read_log', p_registration_id);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Retention: what the schedule calls (service role)
-- ---------------------------------------------------------------------------------------------

-- The privacy statement: registration details and the referral letter of someone who does not
-- start treatment here are kept at most a year. Counted from the case's closing.
insert into private.intake_settings (name, value) values ('closed_registration_retention_days', 365)
on conflict (name) do nothing;

-- Deletes up to p_limit registrations closed longer ago than the retention period, with their case,
-- history and notification record (foreign keys), and logs each deletion (actor null: the
-- schedule). Their letters then belong to no registration: the same scheduled run deletes them
-- through the Storage API as orphans (orphan_referral_letters). Returns how many it deleted.
create function public.purge_closed_registrations(p_limit integer default 100)
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  select pg_catalog.array_agg(due.registration_id) into v_ids
    from (
      select c.registration_id
        from private.registration_cases c
       where c.closed_at < now() - pg_catalog.make_interval(
               days => private.intake_setting('closed_registration_retention_days', 365))
       order by c.closed_at
       limit greatest(coalesce(p_limit, 100), 0)
         for update skip locked
    ) due;
  if v_ids is null then
    return 0;
  end if;
  delete from public.registrations r where r.id = any (v_ids);
  insert into private.audit_log (actor, action, registration_id)
    select null, 'delete', id from pg_catalog.unnest(v_ids) as id;
  return pg_catalog.cardinality(v_ids);
end
$$;

revoke all on function public.purge_closed_registrations(integer) from public, anon, authenticated;
grant execute on function public.purge_closed_registrations(integer) to service_role;

-- Supabase grants EXECUTE on new functions in public to anon and authenticated by default.
revoke all on function public.staff_registrations() from public, anon, service_role;
revoke all on function public.staff_registration(uuid) from public, anon, service_role;
revoke all on function public.staff_referral_letter(uuid) from public, anon, service_role;
revoke all on function public.staff_set_status(uuid, text) from public, anon, service_role;
revoke all on function public.staff_assign(uuid, uuid) from public, anon, service_role;
revoke all on function public.staff_add_note(uuid, text) from public, anon, service_role;
revoke all on function public.staff_audit_log(uuid) from public, anon, service_role;

grant execute on function public.staff_registrations() to authenticated;
grant execute on function public.staff_registration(uuid) to authenticated;
grant execute on function public.staff_referral_letter(uuid) to authenticated;
grant execute on function public.staff_set_status(uuid, text) to authenticated;
grant execute on function public.staff_assign(uuid, uuid) to authenticated;
grant execute on function public.staff_add_note(uuid, text) to authenticated;
grant execute on function public.staff_audit_log(uuid) to authenticated;
