-- Staff changes to a case.
--
-- 1. A session whose second factor was used twice (20261201160000_second_factor_reuse.sql) changes
--    nothing, as it reads nothing: a replayed code must not close a case, reassign it or add a
--    note (private.refuse_reused_second_factor, the refusal the audited reads use).
-- 2. Saving a status or an assignee that is already the case's writes no history line and no
--    audit line (the staff app's form saved unchanged wrote both; issue 51).

-- As in 20261129120000_staff_inbox.sql; unchanged, nothing is written.
create or replace function public.staff_set_status(p_registration_id uuid, p_status text)
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
  perform private.refuse_reused_second_factor(v_actor);
  if p_status is not distinct from coalesce(
    (select c.status from private.registration_cases c where c.registration_id = p_registration_id), 'new'
  ) then
    return;
  end if;
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

-- As in 20261129120000_staff_inbox.sql; unchanged, nothing is written. p_assignee null: nobody.
create or replace function public.staff_assign(p_registration_id uuid, p_assignee uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  perform private.require_registration(p_registration_id);
  perform private.refuse_reused_second_factor(v_actor);
  if p_assignee is not null
     and not exists (select 1 from private.staff s where s.user_id = p_assignee and s.removed_at is null) then
    raise exception using errcode = '23503', message = 'staff_assignee_not_a_member';
  end if;
  if p_assignee is not distinct from
     (select c.assignee from private.registration_cases c where c.registration_id = p_registration_id) then
    return;
  end if;
  insert into private.registration_cases as c (registration_id, assignee)
  values (p_registration_id, p_assignee)
  on conflict (registration_id) do update set assignee = excluded.assignee, updated_at = now();
  insert into private.registration_events (registration_id, actor, kind, assignee)
  values (p_registration_id, v_actor, 'assignee', p_assignee);
  perform private.log_access(v_actor, 'assign', p_registration_id);
end
$$;

-- As in 20261129120000_staff_inbox.sql, refused to a reused second factor.
create or replace function public.staff_add_note(p_registration_id uuid, p_note text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  perform private.require_registration(p_registration_id);
  perform private.refuse_reused_second_factor(v_actor);
  insert into private.registration_events (registration_id, actor, kind, note)
  values (p_registration_id, v_actor, 'note', p_note);
  perform private.log_access(v_actor, 'note', p_registration_id);
end
$$;
