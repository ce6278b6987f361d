-- The whole path of a registration (issue 51, item 2). "Intake gepland" was the last open step and
-- there was no way to finish other than three ways of not starting: the open list and the wait
-- counter grew for ever, and the retention rule never removed anyone who did start.
--
--   new → contacted → intake_planned → intake_held → in_treatment
--   and the ways out without treatment here: handed_over (to another provider), referred_elsewhere
--   (back to the GP or elsewhere), declined, not_reached, withdrawn.
--
-- The closing statuses are in_treatment and the ways out. Each way out needs a reason, written in
-- the status's history line (registration_events.note on a 'status' line): the history is
-- append-only, so the reason is kept with who gave it and when. Closing starts the retention
-- period (closed_at, purge_closed_registrations): the inbox is where a registration waits, not the
-- medical record. Someone who starts treatment has a record in the record system, kept as the
-- privacy statement says for the record (WGBO); someone who does not is kept here at most the
-- year the statement gives.

alter table private.registration_cases drop constraint registration_cases_status_check;
alter table private.registration_cases add constraint registration_cases_status_check check (
  status in (
    'new', 'contacted', 'intake_planned', 'intake_held', 'in_treatment',
    'handed_over', 'referred_elsewhere', 'declined', 'not_reached', 'withdrawn'
  )
);

-- A status line may carry the reason for a way out.
alter table private.registration_events drop constraint registration_events_shape_check;
alter table private.registration_events add constraint registration_events_shape_check check (
  (kind = 'status' and status is not null)
  or (kind = 'assignee' and status is null and note is null)
  or (kind = 'note' and status is null and assignee is null and note is not null)
);

-- The ways out without treatment here: closing, and each with a reason.
create function private.status_needs_reason(p_status text)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select p_status in ('handed_over', 'referred_elsewhere', 'declined', 'not_reached', 'withdrawn')
$$;

-- Where the registration's handling ends here: treatment started, or a way out.
create function private.status_closes(p_status text)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select p_status = 'in_treatment' or private.status_needs_reason(p_status)
$$;

revoke all on function private.status_needs_reason(text) from public, anon, authenticated, service_role;
revoke all on function private.status_closes(text) from public, anon, authenticated, service_role;

-- As in 20261201170000_staff_changes.sql, with the reason. A way out without a reason (or one of
-- only spaces) is refused (22023 staff_status_reason_required); a reason for any other status is
-- not kept. Unchanged (the same status, and for a way out the same reason), nothing is written.
drop function public.staff_set_status(uuid, text);
create function public.staff_set_status(p_registration_id uuid, p_status text, p_reason text default null)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
  v_closed boolean := private.status_closes(p_status);
  v_reason text := case when private.status_needs_reason(p_status) then nullif(pg_catalog.btrim(p_reason), '') end;
begin
  perform private.require_registration(p_registration_id);
  perform private.refuse_reused_second_factor(v_actor);
  if private.status_needs_reason(p_status) and v_reason is null then
    raise exception using errcode = '22023', message = 'staff_status_reason_required';
  end if;
  if p_status is not distinct from coalesce(
       (select c.status from private.registration_cases c where c.registration_id = p_registration_id), 'new')
     and v_reason is not distinct from (
       select e.note from private.registration_events e
        where e.registration_id = p_registration_id and e.kind = 'status'
        order by e.at desc, e.id desc limit 1) then
    return;
  end if;
  insert into private.registration_cases as c (registration_id, status, closed_at)
  values (p_registration_id, p_status, case when v_closed then now() end)
  on conflict (registration_id) do update
    set status = excluded.status,
        -- A case closed again keeps the first closing date; reopened, it has none.
        closed_at = case when v_closed then coalesce(c.closed_at, now()) end,
        updated_at = now();
  insert into private.registration_events (registration_id, actor, kind, status, note)
  values (p_registration_id, v_actor, 'status', p_status, v_reason);
  perform private.log_access(v_actor, 'status', p_registration_id);
end
$$;

revoke all on function public.staff_set_status(uuid, text, text) from public, anon, service_role;
grant execute on function public.staff_set_status(uuid, text, text) to authenticated;
