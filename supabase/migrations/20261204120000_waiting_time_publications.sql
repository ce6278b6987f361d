-- Publishing the waiting times (issue 54, items 3 and 5): an admin reviews a month's figures,
-- may publish a figure other than the inbox's with a written reason, and publishes; the site reads
-- the newest publication at runtime. Every publication is kept: who, when, what, why, and the
-- inbox's figures it was reviewed against. Nothing is overwritten.
--
-- What is published is what the site shows (packages/content/src/waitingTimeFigures.ts): per
-- department the registration wait and the treatment wait as spans of whole weeks or months
-- ("3 to 6 months", "about 1 week"), which of them (or their total) the summary card shows in
-- large, the urgent target, and the date the figures hold for (asOf: the first day after the month
-- whose figures were reviewed). The spans are one per department, for both locations.
--
-- A published span agrees with the inbox when each location's average (the NZa's two-month
-- average, waiting_time_rows below) lies within it, half a unit either side ("3 to 6 months" holds
-- about 76 to 198 days). A span that does not agree, or a figure the inbox cannot give (fewer waits than
-- the threshold), needs a written reason. The urgent wait is a target (docs/product-rules.md §9),
-- not a measurement: it is carried over from the previous publication.
--
-- The first publication is the site's figures of 1 November 2026, so the site reads the same until
-- an admin publishes (item 5). The public key reads the newest publication's figures and nothing
-- else of it (published_waiting_times): figures the site shows anyway, to everyone.

alter table private.audit_log drop constraint audit_log_action_check;
alter table private.audit_log add constraint audit_log_action_check check (
  action in (
    'list', 'search', 'view', 'letter', 'letter_flagged', 'status', 'assign', 'note', 'contact', 'urgency',
    'read_log', 'read_access_log', 'read_waiting_times', 'publish_waiting_times', 'delete',
    'member_screener', 'member_admin', 'member_removed'
  )
);

-- A wait as the site writes it: {min, max, unit, approximate?}, whole numbers, min ≤ max.
create function private.is_wait_span(p_span jsonb)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(
    pg_catalog.jsonb_typeof(p_span) = 'object'
    and (select pg_catalog.array_agg(k order by k) from pg_catalog.jsonb_object_keys(p_span) k)
        <@ array['approximate', 'max', 'min', 'unit']
    and pg_catalog.jsonb_typeof(p_span -> 'min') = 'number'
    and pg_catalog.jsonb_typeof(p_span -> 'max') = 'number'
    and (p_span ->> 'min') ~ '^[0-9]{1,2}$'
    and (p_span ->> 'max') ~ '^[0-9]{1,2}$'
    and (p_span ->> 'min')::integer <= (p_span ->> 'max')::integer
    and (p_span ->> 'max')::integer >= 1
    and p_span ->> 'unit' in ('week', 'month')
    and (not p_span ? 'approximate' or pg_catalog.jsonb_typeof(p_span -> 'approximate') = 'boolean'),
    false)
$$;

revoke all on function private.is_wait_span(jsonb) from public, anon, authenticated, service_role;

-- One department's figures: {registration, treatment, headline}, the headline 'registration',
-- 'treatment' or {total: span}.
create function private.is_department_waits(p_waits jsonb)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(
    pg_catalog.jsonb_typeof(p_waits) = 'object'
    and (select pg_catalog.array_agg(k order by k) from pg_catalog.jsonb_object_keys(p_waits) k)
        = array['headline', 'registration', 'treatment']
    and private.is_wait_span(p_waits -> 'registration')
    and private.is_wait_span(p_waits -> 'treatment')
    and (
      p_waits ->> 'headline' in ('registration', 'treatment')
      or (
        pg_catalog.jsonb_typeof(p_waits -> 'headline') = 'object'
        and (select pg_catalog.array_agg(k) from pg_catalog.jsonb_object_keys(p_waits -> 'headline') k) = array['total']
        and private.is_wait_span(p_waits -> 'headline' -> 'total')
      )
    ),
    false)
$$;

revoke all on function private.is_department_waits(jsonb) from public, anon, authenticated, service_role;

-- The whole published shape, exactly the site's: {asOf, adults, children, urgent}.
create function private.is_published_figures(p_figures jsonb)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(
    pg_catalog.jsonb_typeof(p_figures) = 'object'
    and (select pg_catalog.array_agg(k order by k) from pg_catalog.jsonb_object_keys(p_figures) k)
        = array['adults', 'asOf', 'children', 'urgent']
    and (p_figures ->> 'asOf') ~ '^[0-9]{4}-[0-9]{2}-01$'
    and private.is_department_waits(p_figures -> 'adults')
    and private.is_department_waits(p_figures -> 'children')
    and private.is_wait_span(p_figures -> 'urgent'),
    false)
$$;

revoke all on function private.is_published_figures(jsonb) from public, anon, authenticated, service_role;

create table private.waiting_time_publications (
  id bigint generated always as identity primary key,
  published_at timestamptz not null default pg_catalog.clock_timestamp(),
  -- The admin who published; null for the first publication, which a migration made. No foreign
  -- key: a publication outlives its author's account.
  published_by uuid,
  -- The month whose figures were reviewed (its first day); figures ->> 'asOf' is the day after it.
  month date not null check (pg_catalog.date_trunc('month', month) = month),
  figures jsonb not null check (private.is_published_figures(figures)),
  -- The inbox's figures for that month, as the admin saw them (waiting_time_rows); null for the
  -- first publication, which predates them.
  computed jsonb,
  -- Why a figure differs from the inbox's: {"adults.registration": "…"}; keys department.part,
  -- part registration, treatment or total.
  reasons jsonb not null default '{}'::jsonb check (pg_catalog.jsonb_typeof(reasons) = 'object'),
  check ((figures ->> 'asOf')::date = (month + interval '1 month')::date)
);
revoke all on private.waiting_time_publications from public, anon, authenticated, service_role;

create function private.waiting_time_publications_are_append_only()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'waiting time publications are append-only';
end
$$;
revoke all on function private.waiting_time_publications_are_append_only() from public, anon, authenticated, service_role;
create trigger waiting_time_publications_no_update_or_delete
  before update or delete on private.waiting_time_publications
  for each row execute function private.waiting_time_publications_are_append_only();
create trigger waiting_time_publications_no_truncate
  before truncate on private.waiting_time_publications
  for each statement execute function private.waiting_time_publications_are_append_only();

-- Item 5: the site's figures of 1 November 2026 (docs/product-rules.md §9, §2.8), as the first
-- publication.
insert into private.waiting_time_publications (month, figures) values (
  date '2026-10-01',
  '{
    "asOf": "2026-11-01",
    "adults": {
      "registration": {"min": 3, "max": 6, "unit": "month"},
      "treatment": {"min": 2, "max": 4, "unit": "week"},
      "headline": "registration"
    },
    "children": {
      "registration": {"min": 3, "max": 5, "unit": "week"},
      "treatment": {"min": 1, "max": 1, "unit": "week", "approximate": true},
      "headline": {"total": {"min": 1, "max": 1, "unit": "month", "approximate": true}}
    },
    "urgent": {"min": 0, "max": 1, "unit": "week"}
  }'::jsonb
);

-- The figures of admin_waiting_times (20261203120000_waiting_times.sql), moved here unchanged so
-- that publishing can compute them in its own transaction: admin_waiting_times needs a read begun
-- and committed before it, which a publication (a write, logged in its own transaction) is not.
create function private.waiting_time_rows(p_through date, p_months integer)
  returns table (
    month date,
    department text,
    location text,
    intakes integer,
    intake_mean_days numeric,
    intakes_within_norm integer,
    intakes_outside_norm integer,
    treatments integer,
    treatment_mean_days numeric,
    treatments_within_norm integer,
    treatments_outside_norm integer,
    waiting_for_intake integer,
    waiting_for_treatment integer,
    -- The threshold in force: an average of fewer waits is null.
    min_group integer
  )
  language plpgsql
  security definer
  set search_path = ''
  -- Compiling this query just in time took about 1.2 s of a 1.5 s run on the bench's real
  -- PostgreSQL (20,000 registrations, bench:staff); set on the function, so the server's own jit
  -- setting (hosted's included) does not matter.
  set jit = off
  -- Room for its hashes and sorts over every registration's status lines. Measured at 100,000
  -- registrations (bench:staff): about 1.35 s with 64 MB, 1.8 s with 32 MB, 2.0 s with the default
  -- 4 MB, which spills to disk. It is a ceiling per hash or sort of this one query, reached only at
  -- such volumes; an admin runs it a few times a month.
  set work_mem = '64MB'
as $$
declare
  v_zone constant text := 'Europe/Amsterdam';
  v_min_group integer := private.intake_setting('waiting_time_min_group', 5);
  -- The Treeknorm for mental health care: 4 weeks to the intake, 10 more to treatment.
  v_intake_norm_days constant integer := 28;
  v_treatment_norm_days constant integer := 70;
  v_last date := pg_catalog.date_trunc('month', coalesce(p_through, (pg_catalog.now() at time zone v_zone)::date))::date;
begin
  if p_months is null or p_months not between 1 and 36 then
    raise exception using errcode = '22023', message = 'waiting_times_months_out_of_range';
  end if;
  return query
    with waits as materialized (
      -- Each registration's dates once, not once per month and group; the waits in whole days on
      -- Amsterdam's calendar, as the inbox counts them (28 days is within four weeks, 29 past).
      select w.*,
             (w.intake_at at time zone v_zone)::date - (w.wait_started_at at time zone v_zone)::date as intake_days,
             (w.treatment_at at time zone v_zone)::date - (w.intake_at at time zone v_zone)::date as treatment_days
        from private.registration_waits w
    ),
    months as (
      select m::date as month,
             -- The moment the month's waiting counts hold for: its end, or now.
             least(((m + interval '1 month')::timestamp at time zone v_zone), pg_catalog.now()) as counted_at
        from pg_catalog.generate_series(v_last - pg_catalog.make_interval(months => p_months - 1), v_last::timestamp, interval '1 month') m
    ),
    -- Each registration's statuses as spans of time: 'new' from its arrival, then each status line
    -- until the next. Where it stood when a month's waiting was counted is the span holding that
    -- moment, so a reopened case waits again.
    spans as (
      select l.id, l.department, l.location, l.bsn_number, l.status, l.at as span_start,
             pg_catalog.lead(l.at) over (partition by l.id order by l.at, l.line) as span_end
        from (
          select w.id, w.department, w.location, w.bsn_number, 'new' as status, w.registered_at as at, 0::bigint as line
            from waits w
          union all
          select w.id, w.department, w.location, w.bsn_number, e.status, e.at, e.id
            from waits w
            join private.registration_events e on e.registration_id = w.id and e.kind = 'status'
        ) l
    ),
    -- Who waited at each month's count, once per person and kind of wait, then counted.
    waiting_people as (
      select distinct mo.month, sp.department, sp.location, sp.bsn_number, sp.status = 'intake_held' as for_treatment
        from months mo
        join spans sp on sp.span_start < mo.counted_at and (sp.span_end is null or sp.span_end >= mo.counted_at)
       where sp.status in ('new', 'contacted', 'intake_planned', 'intake_held')
    ),
    waiting as (
      select wp.month, wp.department, wp.location,
             (count(*) filter (where not wp.for_treatment))::integer as for_intake,
             (count(*) filter (where wp.for_treatment))::integer as for_treatment
        from waiting_people wp
       group by wp.month, wp.department, wp.location
    ),
    -- Each wait counted once, in the month it ended; a month's figures add its own and the month
    -- before's.
    ended as (
      select pg_catalog.date_trunc('month', w.intake_at at time zone v_zone)::date as ended_in, w.department, w.location,
             'intake' as part, w.intake_days as days, w.intake_days <= v_intake_norm_days as within
        from waits w
       where w.intake_at > w.wait_started_at
      union all
      select pg_catalog.date_trunc('month', w.treatment_at at time zone v_zone)::date, w.department, w.location,
             'treatment', w.treatment_days, w.treatment_days <= v_treatment_norm_days
        from waits w
       where w.treatment_at is not null and w.intake_at is not null
    ),
    per_month as (
      select e.ended_in, e.department, e.location, e.part, count(*) as n, sum(e.days) as days,
             count(*) filter (where e.within) as within
        from ended e
       group by e.ended_in, e.department, e.location, e.part
    ),
    two_months as (
      select mo.month, p.department, p.location, p.part, sum(p.n)::integer as n,
             round(sum(p.days)::numeric / sum(p.n), 1) as mean_days, sum(p.within)::integer as within
        from months mo
        join per_month p on p.ended_in in (mo.month, (mo.month - interval '1 month')::date)
       group by mo.month, p.department, p.location, p.part
    ),
    groups as (
      select g.department, l.location
        from (values ('adults'), ('children')) g (department)
       cross join (values ('amsterdam'), ('zaandam')) l (location)
    )
    select mo.month, gr.department, gr.location,
           coalesce(i.n, 0), case when i.n >= v_min_group then i.mean_days end,
           coalesce(i.within, 0), coalesce(i.n - i.within, 0),
           coalesce(t.n, 0), case when t.n >= v_min_group then t.mean_days end,
           coalesce(t.within, 0), coalesce(t.n - t.within, 0),
           coalesce(s.for_intake, 0), coalesce(s.for_treatment, 0), v_min_group
      from months mo
     cross join groups gr
      left join two_months i on i.month = mo.month and i.department = gr.department and i.location = gr.location and i.part = 'intake'
      left join two_months t on t.month = mo.month and t.department = gr.department and t.location = gr.location and t.part = 'treatment'
      left join waiting s on s.month = mo.month and s.department = gr.department and s.location = gr.location
     order by mo.month, gr.department, gr.location;
end
$$;

revoke all on function private.waiting_time_rows(date, integer) from public, anon, authenticated, service_role;

create or replace function public.admin_waiting_times(p_through date default null, p_months integer default 12)
  returns table (
    month date,
    department text,
    location text,
    intakes integer,
    intake_mean_days numeric,
    intakes_within_norm integer,
    intakes_outside_norm integer,
    treatments integer,
    treatment_mean_days numeric,
    treatments_within_norm integer,
    treatments_outside_norm integer,
    waiting_for_intake integer,
    waiting_for_treatment integer,
    min_group integer
  )
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_actor uuid := private.require_staff(true);
begin
  perform private.require_read_begun(v_actor, array['read_waiting_times'], null);
  return query select * from private.waiting_time_rows(p_through, p_months);
end
$$;

-- Whether a published span agrees with the inbox's averages (days) for it: each lies within the
-- span, half a unit either side. No average (too few waits): it does not.
create function private.span_agrees(p_span jsonb, p_means numeric[])
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  with unit as (
    select case p_span ->> 'unit' when 'week' then 7.0 else 365.25 / 12 end as days
  )
  select pg_catalog.cardinality(p_means) > 0
         and not exists (
           select 1 from pg_catalog.unnest(p_means) m, unit u
            where m < ((p_span ->> 'min')::numeric - 0.5) * u.days
               or m > ((p_span ->> 'max')::numeric + 0.5) * u.days
         )
$$;
revoke all on function private.span_agrees(jsonb, numeric[]) from public, anon, authenticated, service_role;

-- Which figure a department's card shows in large: 'registration', 'treatment' or 'total'.
create function private.headline_kind(p_waits jsonb)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select case pg_catalog.jsonb_typeof(p_waits -> 'headline') when 'string' then p_waits ->> 'headline' else 'total' end
$$;
revoke all on function private.headline_kind(jsonb) from public, anon, authenticated, service_role;

-- Publishes the figures of p_month (a month that is over, Amsterdam time, and not before the
-- newest publication's: the newest publication is what the site shows, so an older month would
-- put older figures there; the same month again corrects it): p_figures holds {adults, children}
-- as the site shows them, each headline of the same kind as the newest publication's (the
-- staff screen does not change it, and the site's texts around a card assume it); the urgent
-- target is the newest publication's.
-- p_reasons: {"adults.registration": "…"}; a figure that does not agree with the inbox must have
-- one (22023 waiting_times_reason_required, the figures' keys in the detail). Returns the
-- publication's id. Admins only; logged as 'publish_waiting_times'.
create function public.admin_publish_waiting_times(p_month date, p_figures jsonb, p_reasons jsonb default '{}'::jsonb)
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
        where r.key not in ('adults.registration', 'adults.treatment', 'adults.total',
                            'children.registration', 'children.treatment', 'children.total')
           -- a total only where the headline is one: a reason for a figure not published is not one
           or (r.key like '%.total' and v_figures -> pg_catalog.split_part(r.key, '.', 1) -> 'headline' -> 'total' is null)
           or pg_catalog.jsonb_typeof(r.value) <> 'string'
           or pg_catalog.length(pg_catalog.btrim(r.value #>> '{}')) not between 1 and 1000
     ) then
    raise exception using errcode = '22023', message = 'waiting_times_reasons_invalid';
  end if;

  select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(w) order by w.department, w.location)
    into v_rows
    from private.waiting_time_rows(v_month, 1) w
   where w.month = v_month;

  -- Each figure with the inbox's averages it is held against, one per location that has one.
  select pg_catalog.array_agg(f.key order by f.key)
    into v_missing
    from (
      select d.department || '.' || parts.part as key, parts.span,
             (select pg_catalog.array_agg(case parts.part
                                            when 'registration' then r.intake_mean_days
                                            when 'treatment' then r.treatment_mean_days
                                            else r.intake_mean_days + r.treatment_mean_days
                                          end)
                from pg_catalog.jsonb_to_recordset(coalesce(v_rows, '[]'::jsonb))
                       as r (department text, intake_mean_days numeric, treatment_mean_days numeric)
               where r.department = d.department
                 and case parts.part
                       when 'registration' then r.intake_mean_days
                       when 'treatment' then r.treatment_mean_days
                       else r.intake_mean_days + r.treatment_mean_days
                     end is not null) as means
        from (values ('adults'), ('children')) d (department)
       cross join lateral (
         values ('registration', v_figures -> d.department -> 'registration'),
                ('treatment', v_figures -> d.department -> 'treatment'),
                ('total', v_figures -> d.department -> 'headline' -> 'total')
       ) parts (part, span)
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

-- Every publication, newest first, with who, what and why: admins only. The figures hold no one's
-- data; the computed rows are the same counts admin_waiting_times gives, as they were then.
create function public.admin_waiting_time_publications()
  returns table (
    id bigint, published_at timestamptz, published_by uuid, month date, figures jsonb, computed jsonb, reasons jsonb
  )
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  perform private.require_staff(true);
  return query
    select p.id, p.published_at, p.published_by, p.month, p.figures, p.computed, p.reasons
      from private.waiting_time_publications p
     order by p.id desc;
end
$$;
revoke all on function public.admin_waiting_time_publications() from public, anon, authenticated, service_role;
grant execute on function public.admin_waiting_time_publications() to authenticated;

-- The newest publication's figures, in the site's shape, for everyone (the site reads it at
-- runtime; staff for the reminder when it is more than 35 days old): no author, no reasons, no
-- inbox figures.
create function public.published_waiting_times()
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select p.figures from private.waiting_time_publications p order by p.id desc limit 1
$$;
revoke all on function public.published_waiting_times() from public, anon, authenticated, service_role;
grant execute on function public.published_waiting_times() to anon, authenticated;
