-- Possible duplicates by name and date of birth (issue 51, item 2). A registration with another's
-- BSN was already marked (20261201180000_same_bsn.sql), but a BSN typed with one digit wrong, or
-- a person registered once by a parent and once by themselves, passed unnoticed. Now a
-- registration whose person has the same name and date of birth as another's is marked too
-- (same_name_and_birth in the list), and its screen names the others, as for the BSN.
--
-- The person is who the registration is for: the child on a child's registration (its date of
-- birth is the child's), otherwise the one who registered. Names are compared as typed but
-- without case and with runs of spaces as one: "Meryem  Özdemir" is "meryem özdemir".
-- Different spellings ("Ozdemir") are not matched: a marker that is often wrong would be ignored.

-- Written once, as a stored generated column: the list, the screen and the index all read it.
-- (A function in the index would need EXECUTE for anon, whose insert computes it.)
alter table public.registrations
  add column person_name text generated always as (
    pg_catalog.lower(pg_catalog.regexp_replace(
      pg_catalog.btrim(case when registration_type = 'children' then child_name else full_name end), '\s+', ' ', 'g'))
  ) stored;
create index registrations_person_idx on public.registrations (person_name, date_of_birth);

-- As in 20261202120000_find_registrations.sql, with same_name_and_birth.
drop function public.staff_registrations(timestamptz, uuid, integer, text);
create function public.staff_registrations(
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 500,
  p_query text default null
)
  returns table (
    id uuid,
    created_at timestamptz,
    registration_type text,
    full_name text,
    child_name text,
    date_of_birth date,
    insurance_company text,
    location text,
    preferred_language text,
    status text,
    assignee uuid,
    letter_check text,
    held boolean,
    held_reason text,
    same_bsn boolean,
    same_name_and_birth boolean
  )
  language plpgsql
  security definer
  set search_path = ''
  set plan_cache_mode = 'force_custom_plan'
as $$
declare
  v_actor uuid := private.require_staff();
  v_term text;
  v_number boolean := false;
  v_email boolean := false;
  v_name text;
  v_digits text;
  v_hex text;
  v_low uuid;
  v_high uuid;
begin
  if p_query is null then
    perform private.require_read_begun(v_actor, array['list'], null);
  else
    v_term := private.search_term(p_query);
    perform private.require_read_begun(v_actor, array['search'], null);
    v_number := v_term ~ '^[0-9 .()+/-]+$';
    v_email := pg_catalog.strpos(v_term, '@') > 0;
    v_digits := pg_catalog.regexp_replace(v_term, '[^0-9]', '', 'g');
    -- A name has no digits: a reference such as 2c4f1e9a is not looked for among the names.
    if not v_email and v_term !~ '[0-9]' then
      -- For LIKE: the term as typed, its own wildcards taken literally.
      v_name := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.lower(v_term), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    end if;
    if v_term ~* '^[0-9a-f-]{4,36}$' then
      v_hex := pg_catalog.left(pg_catalog.replace(pg_catalog.lower(v_term), '-', ''), 32);
      v_low := pg_catalog.rpad(v_hex, 32, '0')::uuid;
      v_high := pg_catalog.rpad(v_hex, 32, 'f')::uuid;
    end if;
  end if;
  return query
    select r.id, r.created_at, r.registration_type, r.full_name, r.child_name, r.date_of_birth, r.insurance_company,
           r.location, r.preferred_language,
           coalesce(c.status, 'new'), c.assignee, k.verdict,
           coalesce(n.status = 'held', false), n.held_reason,
           exists (select 1 from public.registrations o where o.bsn_number = r.bsn_number and o.id <> r.id),
           exists (
             select 1 from public.registrations o
              where o.person_name = r.person_name
                and o.date_of_birth = r.date_of_birth
                and o.id <> r.id
           )
    from public.registrations r
    left join private.registration_cases c on c.registration_id = r.id
    left join private.referral_letter_checks k on k.registration_id = r.id
    left join private.registration_notifications n on n.registration_id = r.id
    where (p_before_created_at is null
           or (r.created_at, r.id) < (p_before_created_at, coalesce(p_before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
      and (p_query is null
           or (v_name is not null
               and (pg_catalog.lower(r.full_name) like v_name
                    or pg_catalog.lower(r.child_name) like v_name
                    or pg_catalog.lower(r.parent_guardian_name) like v_name))
           or (v_email and pg_catalog.lower(r.email) = pg_catalog.lower(v_term))
           or (v_number and pg_catalog.char_length(v_digits) = 9 and r.bsn_number = v_digits)
           or (v_number and pg_catalog.char_length(v_digits) >= 9
               and pg_catalog.right(pg_catalog.regexp_replace(r.phone, '[^0-9]', '', 'g'), 9) = pg_catalog.right(v_digits, 9))
           or (v_low is not null and r.id between v_low and v_high))
    order by r.created_at desc, r.id desc
    limit least(greatest(coalesce(p_limit, 500), 1), 500);
end
$$;

revoke all on function public.staff_registrations(timestamptz, uuid, integer, text) from public, anon, service_role;
grant execute on function public.staff_registrations(timestamptz, uuid, integer, text) to authenticated;

-- As in 20261201180000_same_bsn.sql, with same_name_and_birth_registrations: the other
-- registrations of a person with the same name and date of birth, oldest first (their id and when
-- they came; nothing else of them).
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
        ), '[]'::jsonb),
        'same_name_and_birth_registrations', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', o.id, 'created_at', o.created_at) order by o.created_at, o.id)
          from public.registrations o
          where o.person_name = r.person_name
            and o.date_of_birth = r.date_of_birth
            and o.id <> r.id
        ), '[]'::jsonb)
      )
    from public.registrations r
    left join private.registration_cases c on c.registration_id = r.id
    where r.id = p_registration_id
  );
end
$$;
