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
-- code. "For good" needs a record of our own (private.staff_second_factor_reuse), because the
-- other session's claim goes when that session signs out, and the replay must not be freed by it.
-- A real second sign-in within 90 seconds (a second device at once) is refused the same way; the
-- staff app says so and what to do.
--
-- Where it is checked:
--   - staff_begin_read looks and records (its transaction commits: it does not raise for this, it
--     writes no grant and no audit line, since no look follows);
--   - every audited read (private.require_read_begun) refuses a session on record or in conflict,
--     with 42501 staff_second_factor_reused.
-- What it cannot see: a replayed session that reads before the real one exists. The staff app
-- begins its first read within a second of the verification, so the real session is there first.

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
  select array_agg(c.session_id) into v_others
    from auth.mfa_amr_claims c
    join auth.sessions s on s.id = c.session_id
   where s.user_id = p_actor
     and c.session_id <> v_session
     and c.authentication_method = 'totp'
     and c.updated_at > v_verified_at - interval '90 seconds'
     and c.updated_at < v_verified_at + interval '90 seconds';
  if v_others is null then
    return false;
  end if;
  insert into private.staff_second_factor_reuse (session_id, user_id)
  select unnest(v_others || v_session), p_actor
  on conflict (session_id) do nothing;
  return true;
end
$$;

revoke all on function private.caller_session() from public, anon, authenticated, service_role;
revoke all on function private.second_factor_reused(uuid) from public, anon, authenticated, service_role;

-- As in 20261201120000_platform_contract.sql, and first: a session whose second factor was used
-- twice reads nothing.
create or replace function private.require_read_begun(p_actor uuid, p_actions text[], p_registration_id uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if private.second_factor_reused(p_actor) then
    raise exception using errcode = '42501', message = 'staff_second_factor_reused';
  end if;
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
