-- The same person registered twice: a registration whose BSN another registration has too is
-- marked in the inbox's list (same_bsn), and its screen names the others (same_bsn_registrations:
-- id and date, each opened as a read of its own). Screeners used to find a second registration
-- of someone only by chance.

-- The lookups below, per BSN.
create index if not exists registrations_bsn_number_idx on public.registrations (bsn_number);

-- As in 20261201150000_held_and_dead_claims.sql, with same_bsn.
drop function public.staff_registrations(timestamptz, uuid, integer);
create function public.staff_registrations(
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 500
)
  returns table (
    id uuid,
    created_at timestamptz,
    registration_type text,
    location text,
    preferred_language text,
    status text,
    assignee uuid,
    letter_check text,
    held boolean,
    held_reason text,
    same_bsn boolean
  )
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff();
begin
  perform private.require_read_begun(v_actor, array['list'], null);
  return query
    select r.id, r.created_at, r.registration_type, r.location, r.preferred_language,
           coalesce(c.status, 'new'), c.assignee, k.verdict,
           coalesce(n.status = 'held', false), n.held_reason,
           exists (select 1 from public.registrations o where o.bsn_number = r.bsn_number and o.id <> r.id)
    from public.registrations r
    left join private.registration_cases c on c.registration_id = r.id
    left join private.referral_letter_checks k on k.registration_id = r.id
    left join private.registration_notifications n on n.registration_id = r.id
    where (p_before_created_at is null
           or (r.created_at, r.id) < (p_before_created_at, coalesce(p_before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
    order by r.created_at desc, r.id desc
    limit least(greatest(coalesce(p_limit, 500), 1), 500);
end
$$;

revoke all on function public.staff_registrations(timestamptz, uuid, integer) from public, anon, service_role;
grant execute on function public.staff_registrations(timestamptz, uuid, integer) to authenticated;

-- As in 20261201120000_platform_contract.sql, with same_bsn_registrations: the other
-- registrations with this BSN, oldest first (their id and when they came; nothing else of them);
-- and the notification's held_reason, which the screen shows and this function never returned.
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
  perform private.require_read_begun(v_actor, array['view'], p_registration_id);
  return (
    select pg_catalog.to_jsonb(r)
      || pg_catalog.jsonb_build_object(
        'status', coalesce(c.status, 'new'),
        'assignee', c.assignee,
        'closed_at', c.closed_at,
        'letter_check', (select k.verdict from private.referral_letter_checks k where k.registration_id = r.id),
        'notification', (
          select pg_catalog.jsonb_build_object(
            'status', n.status, 'attempts', n.attempts, 'sent_at', n.sent_at, 'held_reason', n.held_reason
          )
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
        ), '[]'::jsonb),
        'same_bsn_registrations', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', o.id, 'created_at', o.created_at) order by o.created_at, o.id)
          from public.registrations o
          where o.bsn_number = r.bsn_number and o.id <> r.id
        ), '[]'::jsonb)
      )
    from public.registrations r
    left join private.registration_cases c on c.registration_id = r.id
    where r.id = p_registration_id
  );
end
$$;
