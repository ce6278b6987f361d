-- A staff session ends 12 hours after its sign-in, whatever Auth does (issue 51, item 4). Hosted
-- Auth ends a session at a time-box only on paid plans with it configured ([auth.sessions] timebox
-- in config.toml, the dashboard's "Time-box user sessions"); until then a refreshed session lived
-- for as long as its refresh token was used. The staff functions now check it themselves:
-- auth.sessions.created_at is when the session was signed in (GoTrue's models.Session, CreatedAt;
-- never changed by a refresh), so a session older than the intake setting staff_session_hours is
-- refused as ended (42501 staff_session_ended), and the app asks for the password and code again.
-- A session without that date is refused too.

insert into private.intake_settings (name, value) values ('staff_session_hours', 12)
on conflict (name) do nothing;

-- As in 20261129120000_staff_inbox.sql, with the time-box.
create or replace function private.require_staff(p_admin boolean default false)
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
  -- The session must still exist (a token outlives its sign-out until it expires, its session
  -- not), and be younger than the time-box.
  if not exists (
    select 1 from auth.sessions se
     where se.id = case when v_claims ->> 'session_id' ~ '^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$'
                        then (v_claims ->> 'session_id')::uuid end
       and se.user_id = auth.uid()
       and (se.not_after is null or se.not_after > now())
       and se.created_at > now() - pg_catalog.make_interval(hours => private.intake_setting('staff_session_hours', 12))
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
