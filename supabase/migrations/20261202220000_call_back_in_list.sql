-- The list says when to call someone back (issue 51, item 2). The contact log
-- (20261202190000_contact_log_urgency.sql) keeps a "Terugbellen op" date with each attempt, but only
-- the detail showed it, and each opening of a detail is logged as a look at health data: a screener
-- could not see whom to phone today without opening every record.
--
-- staff_registrations (the list, and the search through p_query) gains one last column,
-- call_back_on: the remind_on of the registration's newest contact attempt (by its time, then id),
-- null when that attempt has none or there is none. The newest attempt decides, so an attempt
-- logged after the call (reached, no new date) clears the reminder rather than leaving an old one.
--
-- Cheap at 100,000 registrations: at most 500 rows a page, each one probe of an index in the order
-- asked for. That index replaces contact_attempts_registration_idx (registration_id, at), which
-- served neither the "newest first" of the detail's attempts nor the id as a tie-breaker.

create index contact_attempts_newest_idx on private.contact_attempts (registration_id, at desc, id desc);
drop index private.contact_attempts_registration_idx;

-- As in 20261202190000_contact_log_urgency.sql, with call_back_on as the last column. A changed
-- return type needs drop and create; the grants as before.
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
    same_name_and_birth boolean,
    urgency text,
    call_back_on date
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
           ),
           coalesce(c.urgency, 'normal'),
           a.remind_on
    from public.registrations r
    left join private.registration_cases c on c.registration_id = r.id
    left join private.referral_letter_checks k on k.registration_id = r.id
    left join private.registration_notifications n on n.registration_id = r.id
    -- The newest attempt only, through contact_attempts_newest_idx: one index probe per row shown.
    left join lateral (
      select x.remind_on from private.contact_attempts x
       where x.registration_id = r.id
       order by x.at desc, x.id desc
       limit 1
    ) a on true
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
