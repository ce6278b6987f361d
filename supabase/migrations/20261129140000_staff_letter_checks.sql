-- Referral letters the intake flagged, and who is who on the team (issue 30, items 3 and 5).
--
-- The e-mail function inspects every stored letter with a parser for its type (PDF JavaScript,
-- Word macros, polyglots: functions/_shared/referral-letter.ts) and now records the verdict here,
-- whatever the e-mail carries. The inbox marks a letter whose verdict is not 'ok' (flagged, or not
-- checked yet), and staff_referral_letter hands out such a letter's path only when the caller
-- asks for it deliberately (p_accept_flagged), logged as its own action.

create table private.referral_letter_checks (
  registration_id uuid primary key references public.registrations (id) on delete cascade,
  -- 'ok', or why not: a rejection code of inspectLetter, 'missing' or 'too-large'. A short code,
  -- never file content.
  verdict text not null
    constraint referral_letter_checks_verdict_check check (verdict ~ '^[a-z][a-z0-9-]{1,39}$'),
  checked_at timestamptz not null default now()
);
alter table private.referral_letter_checks enable row level security;
revoke all on table private.referral_letter_checks from public, anon, authenticated, service_role;

-- A deliberate download of a letter that did not pass (or has not had) the check is its own action.
alter table private.audit_log drop constraint audit_log_action_check;
alter table private.audit_log add constraint audit_log_action_check check (
  action in ('list', 'view', 'letter', 'letter_flagged', 'status', 'assign', 'note', 'read_log', 'delete')
);

-- The e-mail function (service role): the verdict on one registration's letter. The latest wins.
create function public.record_referral_letter_check(p_registration_id uuid, p_verdict text)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  insert into private.referral_letter_checks (registration_id, verdict)
  values (p_registration_id, p_verdict)
  on conflict (registration_id) do update set verdict = excluded.verdict, checked_at = now()
$$;

-- The inbox's list gains the letter's verdict (null: not checked yet).
drop function public.staff_registrations();
create function public.staff_registrations()
  returns table (
    id uuid,
    created_at timestamptz,
    registration_type text,
    location text,
    preferred_language text,
    status text,
    assignee uuid,
    letter_check text
  )
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  perform private.log_access(v_actor, 'list', null);
  return query
    select r.id, r.created_at, r.registration_type, r.location, r.preferred_language,
           coalesce(c.status, 'new'), c.assignee, k.verdict
    from public.registrations r
    left join private.registration_cases c on c.registration_id = r.id
    left join private.referral_letter_checks k on k.registration_id = r.id
    order by r.created_at desc, r.id;
end
$$;

-- One registration whole, now with its letter's verdict.
create or replace function public.staff_registration(p_registration_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  perform private.require_registration(p_registration_id);
  perform private.log_access(v_actor, 'view', p_registration_id);
  return (
    select pg_catalog.to_jsonb(r)
      || pg_catalog.jsonb_build_object(
        'status', coalesce(c.status, 'new'),
        'assignee', c.assignee,
        'closed_at', c.closed_at,
        'letter_check', (select k.verdict from private.referral_letter_checks k where k.registration_id = r.id),
        'notification', (
          select pg_catalog.jsonb_build_object('status', n.status, 'attempts', n.attempts, 'sent_at', n.sent_at)
          from private.registration_notifications n
          where n.registration_id = r.id
        ),
        'events', coalesce((
          select pg_catalog.jsonb_agg(
            pg_catalog.jsonb_build_object(
              'at', e.at, 'actor', e.actor, 'kind', e.kind, 'status', e.status, 'assignee', e.assignee, 'note', e.note
            ) order by e.at, e.id)
          from private.registration_events e
          where e.registration_id = r.id
        ), '[]'::jsonb)
      )
    from public.registrations r
    left join private.registration_cases c on c.registration_id = r.id
    where r.id = p_registration_id
  );
end
$$;

-- The letter's path, for the function that signs a short-lived download URL. A letter whose
-- verdict is not 'ok' is refused (P0001 staff_letter_flagged, nothing logged: nothing was handed
-- out) unless the caller confirms with p_accept_flagged; that download is logged as letter_flagged.
drop function public.staff_referral_letter(uuid);
create function public.staff_referral_letter(p_registration_id uuid, p_accept_flagged boolean default false)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
  v_verdict text;
begin
  perform private.require_registration(p_registration_id);
  select k.verdict into v_verdict from private.referral_letter_checks k where k.registration_id = p_registration_id;
  if v_verdict is distinct from 'ok' and p_accept_flagged is not true then
    raise exception using errcode = 'P0001', message = 'staff_letter_flagged';
  end if;
  perform private.log_access(
    v_actor, case when v_verdict is distinct from 'ok' then 'letter_flagged' else 'letter' end, p_registration_id
  );
  return (select r.referral_letter_path from public.registrations r where r.id = p_registration_id);
end
$$;

-- Who is who: the team's members (removed ones too, for the history), so the inbox names the
-- actor of each step instead of an id. No health data; not logged.
create function public.staff_team()
  returns table (user_id uuid, email text, role text, removed boolean)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select s.user_id, u.email::text, s.role, s.removed_at is not null
    from private.staff s
    join auth.users u on u.id = s.user_id
    order by u.email;
end
$$;

revoke all on function public.record_referral_letter_check(uuid, text) from public, anon, authenticated;
grant execute on function public.record_referral_letter_check(uuid, text) to service_role;

revoke all on function public.staff_registrations() from public, anon, service_role;
revoke all on function public.staff_referral_letter(uuid, boolean) from public, anon, service_role;
revoke all on function public.staff_team() from public, anon, service_role;
grant execute on function public.staff_registrations() to authenticated;
grant execute on function public.staff_referral_letter(uuid, boolean) to authenticated;
grant execute on function public.staff_team() to authenticated;
