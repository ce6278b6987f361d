-- Who may read health data changes only with a line in the audit log (issue 30, item 5): each
-- membership granted, each change of role and each removal, with the member concerned. The
-- service role makes these changes (admin_add_staff / admin_remove_staff, for an operator with the
-- secret key), so the actor is null, as for the schedule's deletions.

alter table private.audit_log add column member uuid;

alter table private.audit_log drop constraint audit_log_action_check;
alter table private.audit_log add constraint audit_log_action_check check (
  action in (
    'list', 'view', 'letter', 'letter_flagged', 'status', 'assign', 'note', 'read_log', 'delete',
    'member_screener', 'member_admin', 'member_removed'
  )
);
-- A membership line names a member and no registration; every other line names no member.
alter table private.audit_log add constraint audit_log_member_check check (
  (action like 'member\_%') = (member is not null and registration_id is null)
);

-- As in *_staff_admin.sql, and the line: member_<role> when the member is added, re-added or
-- given another role (not when nothing changes).
create or replace function public.admin_add_staff(p_user_id uuid, p_role text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_before private.staff%rowtype;
begin
  select * into v_before from private.staff s where s.user_id = p_user_id;
  insert into private.staff as s (user_id, role)
  values (p_user_id, p_role)
  on conflict (user_id) do update
    set role = excluded.role,
        added_at = case when s.removed_at is null then s.added_at else now() end,
        removed_at = null;
  if v_before.user_id is null or v_before.removed_at is not null or v_before.role is distinct from p_role then
    insert into private.audit_log (actor, action, member) values (null, 'member_' || p_role, p_user_id);
  end if;
end
$$;

-- As in *_staff_admin.sql, and the line member_removed when a current member is removed.
create or replace function public.admin_remove_staff(p_user_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_removed_at timestamptz;
begin
  select s.removed_at into v_removed_at from private.staff s where s.user_id = p_user_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'staff_member_not_found';
  end if;
  if v_removed_at is null then
    update private.staff s set removed_at = now() where s.user_id = p_user_id;
    insert into private.audit_log (actor, action, member) values (null, 'member_removed', p_user_id);
  end if;
end
$$;

revoke all on function public.admin_add_staff(uuid, text) from public, anon, authenticated;
revoke all on function public.admin_remove_staff(uuid) from public, anon, authenticated;
grant execute on function public.admin_add_staff(uuid, text) to service_role;
grant execute on function public.admin_remove_staff(uuid) to service_role;
