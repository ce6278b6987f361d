-- Waiting times per location (issue 54, item 3): Amsterdam and Zaandam do not always wait alike,
-- and a department's one span for both (20261204120000_waiting_time_publications.sql) then either
-- says too little ("2 to 6 months") or holds one location's average and not the other's. A
-- department's published figures may now also carry each location's own spans:
--
--   "adults": {
--     "registration": {…}, "treatment": {…}, "headline": "registration",
--     "locations": {
--       "amsterdam": {"registration": {…}, "treatment": {…}},
--       "zaandam": {"registration": {…}, "treatment": {…}}
--     }
--   }
--
-- `locations` is there only when the waits differ; when it is, it names both locations, each with
-- both parts, so the site never shows one location's figures and not the other's, and each of
-- their spans lies within the department's (is_department_waits). The department's own spans
-- stay: the summary card shows them, for both locations. There is no total per location: a total
-- is only ever a card's headline, which is the department's.
--
-- A location's span is held against that location's average only (each of the department's
-- spans against both, as before); one that does not agree, or for which the inbox has no average
-- (fewer waits than the threshold), needs a written reason, under the key
-- department.location.part ("adults.zaandam.registration"). Such a key is refused where the
-- department's figures have no locations: a reason for a figure not published is not one.
--
-- The first migration has been applied, so its two functions are replaced here rather than
-- changed there; admin_publish_waiting_times is its body with only the above added.

-- A wait's two parts: exactly {registration, treatment}, each a span. A location's figures, and a
-- department's without its headline and locations.
create function private.is_wait_parts(p_waits jsonb)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(
    pg_catalog.jsonb_typeof(p_waits) = 'object'
    and (select pg_catalog.array_agg(k order by k) from pg_catalog.jsonb_object_keys(p_waits) k)
        = array['registration', 'treatment']
    and private.is_wait_span(p_waits -> 'registration')
    and private.is_wait_span(p_waits -> 'treatment'),
    false)
$$;

revoke all on function private.is_wait_parts(jsonb) from public, anon, authenticated, service_role;

-- A span's bounds in days, counted as span_agrees counts a unit (a week 7 days, a month 365.25 / 12).
create function private.span_days(p_span jsonb)
  returns numeric[]
  language sql
  immutable
  set search_path = ''
as $$
  select array[(p_span ->> 'min')::numeric * u.days, (p_span ->> 'max')::numeric * u.days]
    from (select case p_span ->> 'unit' when 'week' then 7.0 else 365.25 / 12 end as days) u
$$;

revoke all on function private.span_days(jsonb) from public, anon, authenticated, service_role;

-- One department's figures: {registration, treatment, headline, locations?}, the headline
-- 'registration', 'treatment' or {total: span}; locations, when there, {amsterdam, zaandam}, both,
-- each of their spans within the department's: the page shows them one under the other, and
-- "3 to 6 months" above a location's "7 to 8 months" contradicts itself. Within is as an average
-- is within a span (span_agrees): both bounds, half a unit of the department's span either side.
create or replace function private.is_department_waits(p_waits jsonb)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(
    pg_catalog.jsonb_typeof(p_waits) = 'object'
    and p_waits ? 'headline'
    -- Besides the headline and the locations: the two parts, and nothing else.
    and private.is_wait_parts(p_waits - 'headline' - 'locations')
    and (
      p_waits ->> 'headline' in ('registration', 'treatment')
      or (
        pg_catalog.jsonb_typeof(p_waits -> 'headline') = 'object'
        and (select pg_catalog.array_agg(k) from pg_catalog.jsonb_object_keys(p_waits -> 'headline') k) = array['total']
        and private.is_wait_span(p_waits -> 'headline' -> 'total')
      )
    )
    and (
      not p_waits ? 'locations'
      or (
        pg_catalog.jsonb_typeof(p_waits -> 'locations') = 'object'
        and (select pg_catalog.array_agg(k order by k) from pg_catalog.jsonb_object_keys(p_waits -> 'locations') k)
            = array['amsterdam', 'zaandam']
        and private.is_wait_parts(p_waits -> 'locations' -> 'amsterdam')
        and private.is_wait_parts(p_waits -> 'locations' -> 'zaandam')
        and not exists (
          select 1
            from (values ('amsterdam'), ('zaandam')) l (location)
           cross join (values ('registration'), ('treatment')) w (part)
           where not private.span_agrees(p_waits -> w.part, private.span_days(p_waits -> 'locations' -> l.location -> w.part))
        )
      )
    ),
    false)
$$;

revoke all on function private.is_department_waits(jsonb) from public, anon, authenticated, service_role;

-- Publishes the figures of p_month (a month that is over, Amsterdam time, and not before the
-- newest publication's: the newest publication is what the site shows, so an older month would
-- put older figures there; the same month again corrects it): p_figures holds {adults, children}
-- as the site shows them, each headline of the same kind as the newest publication's (the
-- staff screen does not change it, and the site's texts around a card assume it); the urgent
-- target is the newest publication's.
-- p_reasons: {"adults.registration": "…", "adults.zaandam.treatment": "…"}; a figure that does
-- not agree with the inbox must have one (22023 waiting_times_reason_required, the figures' keys
-- in the detail). A department's span is held against both locations' averages, a location's
-- span against its own. Returns the publication's id. Admins only; logged as
-- 'publish_waiting_times'.
create or replace function public.admin_publish_waiting_times(p_month date, p_figures jsonb, p_reasons jsonb default '{}'::jsonb)
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
  set jit = off
as $$
declare
  v_actor uuid := private.require_staff(true);
  v_zone constant text := 'Europe/Amsterdam';
  v_month date := pg_catalog.date_trunc('month', p_month)::date;
  v_rows jsonb;
  v_figures jsonb;
  v_reasons jsonb := coalesce(p_reasons, '{}'::jsonb);
  v_newest private.waiting_time_publications;
  v_missing text[];
  v_id bigint;
begin
  if p_month is null or p_month <> v_month
     or v_month >= pg_catalog.date_trunc('month', pg_catalog.now() at time zone v_zone)::date then
    raise exception using errcode = '22023', message = 'waiting_times_month_not_over';
  end if;
  select * into v_newest from private.waiting_time_publications p order by p.id desc limit 1;
  if v_month < v_newest.month then
    raise exception using errcode = '22023', message = 'waiting_times_month_older',
      detail = pg_catalog.to_char(v_newest.month, 'YYYY-MM-DD');
  end if;
  v_figures := pg_catalog.jsonb_build_object(
    'asOf', pg_catalog.to_char(v_month + interval '1 month', 'YYYY-MM-DD'),
    'adults', p_figures -> 'adults',
    'children', p_figures -> 'children',
    'urgent', v_newest.figures -> 'urgent'
  );
  if pg_catalog.jsonb_typeof(p_figures) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'waiting_times_figures_invalid';
  end if;
  if not private.is_published_figures(v_figures)
     or (select count(*) from pg_catalog.jsonb_object_keys(p_figures)) <> 2
     or exists (
       select 1 from (values ('adults'), ('children')) d (department)
        where private.headline_kind(v_figures -> d.department) <> private.headline_kind(v_newest.figures -> d.department)
     ) then
    raise exception using errcode = '22023', message = 'waiting_times_figures_invalid';
  end if;
  if pg_catalog.jsonb_typeof(v_reasons) <> 'object'
     or exists (
       select 1 from pg_catalog.jsonb_each(v_reasons) r
        where (r.key not in ('adults.registration', 'adults.treatment', 'adults.total',
                             'children.registration', 'children.treatment', 'children.total')
               and r.key !~ '^(adults|children)\.(amsterdam|zaandam)\.(registration|treatment)$')
           -- a total only where the headline is one: a reason for a figure not published is not one
           or (r.key like '%.total' and v_figures -> pg_catalog.split_part(r.key, '.', 1) -> 'headline' -> 'total' is null)
           -- a location's figure only where the department's figures have locations, likewise
           or (pg_catalog.split_part(r.key, '.', 3) <> ''
               and v_figures -> pg_catalog.split_part(r.key, '.', 1) -> 'locations' is null)
           or pg_catalog.jsonb_typeof(r.value) <> 'string'
           or pg_catalog.length(pg_catalog.btrim(r.value #>> '{}')) not between 1 and 1000
     ) then
    raise exception using errcode = '22023', message = 'waiting_times_reasons_invalid';
  end if;

  select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(w) order by w.department, w.location)
    into v_rows
    from private.waiting_time_rows(v_month, 1) w
   where w.month = v_month;

  -- Each figure with the inbox's averages it is held against: a department's, one per location
  -- that has one; a location's, that location's only.
  select pg_catalog.array_agg(f.key order by f.key)
    into v_missing
    from (
      select d.department || coalesce('.' || parts.location, '') || '.' || parts.part as key, parts.span,
             (select pg_catalog.array_agg(case parts.part
                                            when 'registration' then r.intake_mean_days
                                            when 'treatment' then r.treatment_mean_days
                                            else r.intake_mean_days + r.treatment_mean_days
                                          end)
                from pg_catalog.jsonb_to_recordset(coalesce(v_rows, '[]'::jsonb))
                       as r (department text, location text, intake_mean_days numeric, treatment_mean_days numeric)
               where r.department = d.department
                 and (parts.location is null or r.location = parts.location)
                 and case parts.part
                       when 'registration' then r.intake_mean_days
                       when 'treatment' then r.treatment_mean_days
                       else r.intake_mean_days + r.treatment_mean_days
                     end is not null) as means
        from (values ('adults'), ('children')) d (department)
       cross join lateral (
         values (null::text, 'registration', v_figures -> d.department -> 'registration'),
                (null, 'treatment', v_figures -> d.department -> 'treatment'),
                (null, 'total', v_figures -> d.department -> 'headline' -> 'total'),
                ('amsterdam', 'registration', v_figures -> d.department -> 'locations' -> 'amsterdam' -> 'registration'),
                ('amsterdam', 'treatment', v_figures -> d.department -> 'locations' -> 'amsterdam' -> 'treatment'),
                ('zaandam', 'registration', v_figures -> d.department -> 'locations' -> 'zaandam' -> 'registration'),
                ('zaandam', 'treatment', v_figures -> d.department -> 'locations' -> 'zaandam' -> 'treatment')
       ) parts (location, part, span)
       where parts.span is not null
    ) f
   where not private.span_agrees(f.span, coalesce(f.means, '{}'))
     and not v_reasons ? f.key;
  if v_missing is not null then
    raise exception using errcode = '22023', message = 'waiting_times_reason_required',
      detail = pg_catalog.array_to_string(v_missing, ',');
  end if;

  insert into private.waiting_time_publications (published_by, month, figures, computed, reasons)
  values (
    v_actor, v_month, v_figures, coalesce(v_rows, '[]'::jsonb),
    (select coalesce(pg_catalog.jsonb_object_agg(r.key, pg_catalog.to_jsonb(pg_catalog.btrim(r.value #>> '{}'))), '{}'::jsonb)
       from pg_catalog.jsonb_each(v_reasons) r)
  )
  returning id into v_id;
  perform private.log_access(v_actor, 'publish_waiting_times', null);
  return v_id;
end
$$;
revoke all on function public.admin_publish_waiting_times(date, jsonb, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_publish_waiting_times(date, jsonb, jsonb) to authenticated;
