-- The access log across all registrations, for admins and the privacy officer (issue 51, item 5).
-- Until now an admin read the log one registration at a time (staff_audit_log), so "what did this
-- colleague look at last month?" or "who has seen anything this week?" meant opening record after
-- record. admin_access_log answers those on the server, filtered by the member who acted, a period
-- and a registration (its reference or whole id), newest first and paged by keyset.
--
-- Reading the whole log is itself logged: a new action 'read_access_log', begun like every other
-- audited read (staff_begin_read('read_access_log')), admins only. The log holds ids and actions,
-- no health data; a CSV export is the app's pages of this read, fetched within one begun read.

alter table private.audit_log drop constraint audit_log_action_check;
alter table private.audit_log add constraint audit_log_action_check check (
  action in (
    'list', 'search', 'view', 'letter', 'letter_flagged', 'status', 'assign', 'note', 'read_log', 'read_access_log',
    'delete', 'member_screener', 'member_admin', 'member_removed'
  )
);

-- Newest first over everything, and over one member's lines: each a walk down an index that stops
-- after a page (the registration's lines have audit_log_registration_idx).
create index audit_log_at_idx on private.audit_log (at, id);
create index audit_log_actor_at_idx on private.audit_log (actor, at, id);

-- As in 20261202120000_find_registrations.sql, with 'read_access_log': admins only, like
-- 'read_log', and a read of no one registration, like 'list'.
create or replace function public.staff_begin_read(
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
  v_actor uuid := private.require_staff(p_action in ('read_log', 'read_access_log'));
  v_logged text := p_action;
begin
  if p_action is null or p_action not in ('list', 'search', 'view', 'letter', 'read_log', 'read_access_log') then
    raise exception using errcode = '22023', message = 'staff_read_unknown';
  end if;
  if p_action in ('list', 'search', 'read_access_log') then
    if p_registration_id is not null then
      raise exception using errcode = '22023', message = 'staff_read_unknown';
    end if;
  else
    perform private.require_registration(p_registration_id);
  end if;
  if private.second_factor_reused(v_actor) then
    return;
  end if;
  if p_action = 'letter' and private.letter_not_ok_or_refuse(p_registration_id, p_accept_flagged) then
    v_logged := 'letter_flagged';
  end if;
  perform private.log_access(v_actor, v_logged, p_registration_id);
  insert into private.staff_read_grants (actor, action, registration_id) values (v_actor, v_logged, p_registration_id);
  delete from private.staff_read_grants g where g.granted_at < pg_catalog.clock_timestamp() - interval '1 hour';
end
$$;

-- Admins only: the log's lines, newest first, at most 500 a call; the next page from the last
-- line's (at, id). p_member: the member who acted. p_from inclusive, p_to exclusive.
-- p_registration: a reference (the id's first 8 hex characters, as the team's e-mails give it) up
-- to the whole id; a registration deleted after its retention is still found by it (the log keeps
-- its id). Anything else there is refused (22023 staff_access_log_reference), not ignored.
create function public.admin_access_log(
  p_member uuid default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_registration text default null,
  p_before_at timestamptz default null,
  p_before_id bigint default null,
  p_limit integer default 500
)
  returns table (id bigint, at timestamptz, actor uuid, action text, registration_id uuid, member uuid)
  language plpgsql
  security definer
  set search_path = ''
  set plan_cache_mode = 'force_custom_plan'
as $$
declare
  v_actor uuid := private.require_staff(true);
  v_hex text;
  v_low uuid;
  v_high uuid;
begin
  if p_registration is not null then
    v_hex := pg_catalog.replace(pg_catalog.lower(pg_catalog.btrim(p_registration)), '-', '');
    if v_hex !~ '^[0-9a-f]{8,32}$' or pg_catalog.btrim(p_registration) !~ '^[0-9a-fA-F-]+$' then
      raise exception using errcode = '22023', message = 'staff_access_log_reference';
    end if;
    v_low := pg_catalog.rpad(v_hex, 32, '0')::uuid;
    v_high := pg_catalog.rpad(v_hex, 32, 'f')::uuid;
  end if;
  perform private.require_read_begun(v_actor, array['read_access_log'], null);
  return query
    select l.id, l.at, l.actor, l.action, l.registration_id, l.member
    from private.audit_log l
    where (p_member is null or l.actor = p_member)
      and (p_from is null or l.at >= p_from)
      and (p_to is null or l.at < p_to)
      and (v_low is null or l.registration_id between v_low and v_high)
      and (p_before_at is null
           or (l.at, l.id) < (p_before_at, coalesce(p_before_id, 9223372036854775807)))
    order by l.at desc, l.id desc
    limit least(greatest(coalesce(p_limit, 500), 1), 500);
end
$$;

-- Supabase grants EXECUTE on new functions in public to anon and authenticated by default.
revoke all on function public.admin_access_log(uuid, timestamptz, timestamptz, text, timestamptz, bigint, integer)
  from public, anon, service_role;
grant execute on function public.admin_access_log(uuid, timestamptz, timestamptz, text, timestamptz, bigint, integer)
  to authenticated;
