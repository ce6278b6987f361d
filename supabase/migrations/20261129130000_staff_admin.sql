-- Who is on the screening team (issue 30): staff are invited, never sign themselves up. An
-- administrator creates or invites the user in Auth (`npm run staff:invite`, with a secret key)
-- and then makes them a member through admin_add_staff; admin_remove_staff ends the membership.
--
-- private.staff is not exposed over the Data API, so the service role reaches it through these
-- two functions alone: security definer with an empty search_path, EXECUTE for service_role only
-- (Supabase grants it to anon and authenticated by default, hence the explicit revoke). A staff
-- member's own session never changes the team.

-- Adds the user as a member with the role, or makes a removed member current again (and sets the
-- role of a current one). A re-added member's added_at is the day of the new membership. A user
-- Auth does not know is refused by the foreign key (23503), a role other than screener or admin
-- by the check (23514).
create function public.admin_add_staff(p_user_id uuid, p_role text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into private.staff as s (user_id, role)
  values (p_user_id, p_role)
  on conflict (user_id) do update
    set role = excluded.role,
        added_at = case when s.removed_at is null then s.added_at else now() end,
        removed_at = null;
end
$$;

-- Ends a membership at once: every staff function asks for current membership on each call, so
-- the removed member's next call is refused (staff_not_a_member) though their session lives on.
-- The row stays, so the history still names who did what; removing again keeps the first date.
-- An id that was never a member is refused (P0002).
create function public.admin_remove_staff(p_user_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  update private.staff s
     set removed_at = coalesce(s.removed_at, now())
   where s.user_id = p_user_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'staff_member_not_found';
  end if;
end
$$;

revoke all on function public.admin_add_staff(uuid, text) from public, anon, authenticated;
revoke all on function public.admin_remove_staff(uuid) from public, anon, authenticated;

grant execute on function public.admin_add_staff(uuid, text) to service_role;
grant execute on function public.admin_remove_staff(uuid) to service_role;
