-- The server refuses health data to an account that never chose a password (issue 51). The
-- invitation link signs the invitee in without a password; the staff app then asks for one and only
-- after that for an authenticator app. That order was only the app's: with the link's session alone
-- one could enrol a TOTP factor through Auth's API, reach aal2, and every staff function would serve
-- an account that has no password at all. Hosted Auth's MFA Verification Attempt hook could refuse
-- at the source, but it is offered on Team and Enterprise plans only (Supabase docs, "Auth Hooks").
--
-- So require_staff now refuses such an account (42501 staff_password_required). "No password" is
-- exactly supabase/auth's own User.HasPassword() (internal/models/user.go): encrypted_password is
-- null or empty. An invited user is created with an empty hash (NewUser with no password, called by
-- internal/api/invite.go through SignupParams.ToUserModel); PUT /user {password} sets one.
-- The check comes after the membership check (a stranger learns nothing about the account) and
-- before the aal2 check, so the app can tell an invitee what to do first: choose a password.

-- As in 20261202140000_staff_session_timebox.sql, with the password check.
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
