-- A staff session that nobody works in ends after 20 minutes, in the database (issue 51, item 4).
-- Until now only the staff app signed out after 15 idle minutes (staff/src/idle.ts): a token taken
-- from a browser kept working while its member was away, for up to the 12-hour time-box. Auth's own
-- [auth.sessions] inactivity_timeout does not close that: it is checked only when a refresh token is
-- exchanged (supabase/auth internal/api/token_refresh.go, Session.CheckValidity against the last
-- refresh), an access token is valid until it expires whatever the timeout, and supabase-js refreshes
-- on its own while a tab is open, so it measures an open tab, not a person working
-- (docs/platform-contract.md, Auth).
--
-- So the app reports real activity (typing, clicks, scrolling; at most once a minute) with
-- staff_still_active(), which records the time for the token's session, and every staff function
-- (private.require_staff) refuses a session without activity for longer than the intake setting
-- staff_idle_minutes (default 20, no row: more than the app's 15, so the app warns and signs out
-- first) as 42501 staff_session_idle. Before its first report a session counts from its sign-in or,
-- if later, its last second-factor verification (auth.mfa_amr_claims.updated_at; a token refresh
-- changes neither), so a fresh sign-in reads at once. staff_still_active() is itself refused once
-- the session is idle, so an idle session cannot be revived with its token; only a new sign-in or a
-- new TOTP verification of that session gives time again.

create table private.staff_session_activity (
  session_id uuid primary key references auth.sessions (id) on delete cascade,
  last_active_at timestamptz not null
);
comment on table private.staff_session_activity is
  'The last activity the staff app reported for a session (staff_still_active); read by private.require_staff.';
revoke all on table private.staff_session_activity from public, anon, authenticated, service_role;

-- As in 20261202150000_staff_password_required.sql, with the inactivity check.
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
  -- And have been worked in lately: the last activity the app reported, else the sign-in or the
  -- latest second-factor verification (the session exists: checked above). greatest() skips nulls.
  if (
    select greatest(
             se.created_at,
             (select a.last_active_at from private.staff_session_activity a where a.session_id = se.id),
             (select max(c.updated_at) from auth.mfa_amr_claims c where c.session_id = se.id))
      from auth.sessions se
     where se.id = (v_claims ->> 'session_id')::uuid
  ) <= now() - pg_catalog.make_interval(mins => private.intake_setting('staff_idle_minutes', 20)) then
    raise exception using errcode = '42501', message = 'staff_session_idle';
  end if;
  select s.role into v_role from private.staff s where s.user_id = auth.uid() and s.removed_at is null;
  if v_role is null then
    raise exception using errcode = '42501', message = 'staff_not_a_member';
  end if;
  -- A password must have been chosen (Auth's HasPassword: not null, not empty). Without this, the
  -- order "password, then second factor" would be only the app's: the invitation link's session
  -- can enrol a factor and reach aal2 without ever choosing one.
  if not exists (
    select 1 from auth.users u
     where u.id = auth.uid()
       and coalesce(u.encrypted_password, '') <> ''
  ) then
    raise exception using errcode = '42501', message = 'staff_password_required';
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

-- The app's report of activity. Every check of require_staff first, the idle one included, so it
-- can keep a session going but never bring an idle one back. Writes no audit line: it reads nothing.
create function public.staff_still_active()
  returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  perform private.require_staff();
  -- require_staff has found the session, so the claim is a valid uuid of a live session.
  insert into private.staff_session_activity (session_id, last_active_at)
  values ((auth.jwt() ->> 'session_id')::uuid, now())
  on conflict (session_id) do update set last_active_at = excluded.last_active_at;
end
$$;
revoke all on function public.staff_still_active() from public, anon, service_role;
grant execute on function public.staff_still_active() to authenticated;
