-- Finding someone (issue 51, item 1). The screening team found a caller by opening registration
-- after registration, each logged as a look at another person's health data. Now:
--
-- - The list names each registration: the name (for a child's registration the child, with the
--   parent), the date of birth (for the age), the insurer and the assignee. These identify the
--   person but say nothing of their health; the list stays one audited 'list' read, as before.
-- - staff_registrations(p_query => …) searches on the server by name, BSN, phone number, e-mail
--   address or reference (the id's first 8 characters, as the team's e-mails give it), with the
--   list's columns. A search is one audited 'search' read, begun like any other
--   (staff_begin_read('search')); the term itself is not logged (it is often a BSN or a name).
--   Opening a result is a 'view' of that registration, as from the list.

alter table private.audit_log drop constraint audit_log_action_check;
alter table private.audit_log add constraint audit_log_action_check check (
  action in (
    'list', 'search', 'view', 'letter', 'letter_flagged', 'status', 'assign', 'note', 'read_log', 'delete',
    'member_screener', 'member_admin', 'member_removed'
  )
);

-- As in 20261201160000_second_factor_reuse.sql, with 'search': like 'list', a read of no one
-- registration.
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
  if p_action is null or p_action not in ('list', 'search', 'view', 'letter', 'read_log') then
    raise exception using errcode = '22023', message = 'staff_read_unknown';
  end if;
  if p_action in ('list', 'search') then
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

-- The term a search may be: 2 to 100 characters once trimmed (one letter would match most names).
create function private.search_term(p_query text)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  v_term text := pg_catalog.btrim(p_query);
begin
  if v_term is null or pg_catalog.char_length(v_term) < 2 or pg_catalog.char_length(v_term) > 100 then
    raise exception using errcode = '22023', message = 'staff_search_term';
  end if;
  return v_term;
end
$$;
revoke all on function private.search_term(text) from public, anon, authenticated, service_role;

-- What the searches below look up, so that a search by number, address or reference reads a few
-- index entries, not every registration (bench:staff, 100,000 registrations: 0.3 to 1 s each
-- without them). A search by name still reads every name; it is the one kind that must.
create index registrations_email_lower_idx on public.registrations (pg_catalog.lower(email));
create index registrations_phone_last9_idx
  on public.registrations (pg_catalog.right(pg_catalog.regexp_replace(phone, '[^0-9]', '', 'g'), 9));

-- As in 20261201180000_same_bsn.sql, with the person's name, date of birth and insurer, and the
-- search. p_query null: the whole list ('list' read). Otherwise the registrations it finds
-- ('search' read), newest first and paged the same way. What the term looks like decides what it
-- is compared with:
-- - only digits and separators: a BSN (nine digits, spaces and dots ignored) or a phone number
--   (its last nine digits, so 06 12345678, +31 6 1234 5678 and 0031612345678 meet);
-- - with an @: an e-mail address, whole, any case;
-- - 4 to 36 of 0-9, a-f and dashes: the start of a reference (the id's first characters, as the
--   e-mails give it), read from the primary key as a range; without a digit it may be a name too;
-- - anything else without a digit: part of the name, the child's name or the parent's, any case.
-- Each comparison is switched on by what the term is; plan_cache_mode makes PostgreSQL plan each
-- call with the term's own values, so the ones switched off are not even read.
drop function public.staff_registrations(timestamptz, uuid, integer);
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
    same_bsn boolean
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
           exists (select 1 from public.registrations o where o.bsn_number = r.bsn_number and o.id <> r.id)
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
