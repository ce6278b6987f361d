-- A second factor used twice is refused for health data.
--
-- Hosted Auth does not make a TOTP code single use: verifyTOTPFactor (supabase/auth
-- internal/api/mfa.go) keeps no record of used codes, so a code someone saw can be verified again
-- in another session while it is current (its 30-second step and one step either side: 90 seconds
-- in all), and that session is aal2. The product cannot change Auth, so the database refuses what
-- such a replay produces: two sessions of one staff member whose TOTP verifications lie less than
-- 90 seconds apart. Each verification is a row in auth.mfa_amr_claims (method 'totp', updated_at
-- the time of the verification: internal/models/amr.go AddClaimToSession); a refresh adds none.
--
-- Both sessions are refused, for good, once either is found: which of the two was the replay
-- cannot be told, and the real staff member simply signs in again, two minutes later, with a new
-- code. Each verification a staff call meets is recorded (private.staff_second_factor_uses, kept a
-- day), because Auth's claim goes with its session: whoever replayed a code could otherwise sign
-- the real session out (POST /logout?scope=others) and leave nothing to compare with. The staff
-- app makes its first call within a second of the verification, so the real one is on record
-- first. A real second sign-in within the window (a second device, or signing out and in again at
-- once) is refused the same way; the staff app says so and what to do.
--
-- The window is intake setting second_factor_reuse_seconds (90: a code's 30-second step and one
-- step either side); 0 turns the check off, which only the local end-to-end tests do (they sign the
-- same account in over and over within seconds; the node tests hold the check to real replays).
--
-- Where it is checked (private.refuse_reused_second_factor):
--   - staff_begin_read looks and records; its transaction commits, as it does not raise for this:
--     it writes no grant and no audit line, since no look follows;
--   - every audited read (private.require_read_begun) and every change to a case
--     (20261201170000_staff_changes.sql) refuses such a session, 42501 staff_second_factor_reused.

insert into private.intake_settings (name, value) values ('second_factor_reuse_seconds', 90)
on conflict (name) do nothing;

create table private.staff_second_factor_uses (
  session_id uuid primary key,
  user_id uuid not null,
  verified_at timestamptz not null,
  seen_at timestamptz not null default now()
);
create index staff_second_factor_uses_user_idx on private.staff_second_factor_uses (user_id, verified_at);
alter table private.staff_second_factor_uses enable row level security;
revoke all on table private.staff_second_factor_uses from public, anon, authenticated, service_role;

create table private.staff_second_factor_reuse (
  session_id uuid primary key,
  user_id uuid not null,
  found_at timestamptz not null default now()
);
alter table private.staff_second_factor_reuse enable row level security;
revoke all on table private.staff_second_factor_reuse from public, anon, authenticated, service_role;

-- The caller's session (from its JWT, as require_staff reads it), or null.
create function private.caller_session()
  returns uuid
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select case when auth.jwt() ->> 'session_id' ~ '^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$'
              then (auth.jwt() ->> 'session_id')::uuid end
$$;

-- Whether the caller's session is on record as sharing its second factor's use, or is in conflict
-- now with another session of p_actor; a conflict found is recorded for both sessions (kept when
-- the caller's transaction commits).
create function private.second_factor_reused(p_actor uuid)
  returns boolean
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_session uuid := private.caller_session();
  v_window interval := make_interval(secs => private.intake_setting('second_factor_reuse_seconds', 90));
  v_verified_at timestamptz;
  v_others uuid[];
begin
  if v_session is null then
    return false;
  end if;
  if exists (select 1 from private.staff_second_factor_reuse r where r.session_id = v_session) then
    return true;
  end if;
  select c.updated_at into v_verified_at
    from auth.mfa_amr_claims c
   where c.session_id = v_session and c.authentication_method = 'totp';
  if v_verified_at is null then
    return false;
  end if;
  insert into private.staff_second_factor_uses (session_id, user_id, verified_at)
  values (v_session, p_actor, v_verified_at)
  on conflict (session_id) do update set verified_at = excluded.verified_at;
  delete from private.staff_second_factor_uses u where u.seen_at < now() - interval '1 day';
  -- Other sessions of this member verified within the window: live ones by Auth's claims, ones
  -- signed out since by the record.
  select array_agg(distinct found.session_id) into v_others
    from (
      select c.session_id
        from auth.mfa_amr_claims c
        join auth.sessions s on s.id = c.session_id
       where s.user_id = p_actor
         and c.authentication_method = 'totp'
         and c.updated_at > v_verified_at - v_window
         and c.updated_at < v_verified_at + v_window
      union
      select u.session_id
        from private.staff_second_factor_uses u
       where u.user_id = p_actor
         and u.verified_at > v_verified_at - v_window
         and u.verified_at < v_verified_at + v_window
    ) found
   where found.session_id <> v_session;
  if v_others is null then
    return false;
  end if;
  insert into private.staff_second_factor_reuse (session_id, user_id)
  select unnest(v_others || v_session), p_actor
  on conflict (session_id) do nothing;
  return true;
end
$$;

-- The one refusal, for the reads here and the changes in 20261201170000_staff_changes.sql.
create function private.refuse_reused_second_factor(p_actor uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if private.second_factor_reused(p_actor) then
    raise exception using errcode = '42501', message = 'staff_second_factor_reused';
  end if;
end
$$;

revoke all on function private.caller_session() from public, anon, authenticated, service_role;
revoke all on function private.second_factor_reused(uuid) from public, anon, authenticated, service_role;
revoke all on function private.refuse_reused_second_factor(uuid) from public, anon, authenticated, service_role;

-- As in 20261201120000_platform_contract.sql, and first: a session whose second factor was used
-- twice reads nothing.
create or replace function private.require_read_begun(p_actor uuid, p_actions text[], p_registration_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.refuse_reused_second_factor(p_actor);
  if not exists (
    select 1
      from (
        select g.granted_in
          from private.staff_read_grants g
         where g.actor = p_actor
           and g.action = any (p_actions)
           and g.registration_id is not distinct from p_registration_id
           and g.granted_at > pg_catalog.clock_timestamp() - interval '60 seconds'
        -- A fence: the age filter runs first, so pg_xact_status never asks about an old id.
        offset 0
      ) recent
     where pg_catalog.pg_xact_status(recent.granted_in) = 'committed'
  ) then
    raise exception using errcode = '42501', message = 'staff_read_not_begun';
  end if;
end
$$;

-- As in 20261201120000_platform_contract.sql, and a session whose second factor was used twice is
-- recorded (the reason this returns instead of raising: the record must commit), given no grant
-- and logged nothing; its read then says why.
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
  v_actor uuid := private.require_staff(p_action = 'read_log');
  v_logged text := p_action;
begin
  if p_action is null or p_action not in ('list', 'view', 'letter', 'read_log') then
    raise exception using errcode = '22023', message = 'staff_read_unknown';
  end if;
  if p_action = 'list' then
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
