-- Waiting times from the team's own work (issue 54, items 1 and 2, without the diagnosis group).
-- The inbox already records the dates that define the waits: the registration's arrival
-- (registrations.created_at) and, in the append-only history, the status lines "intake held",
-- "in treatment" and the ways out with their reasons (20261202130000_closing_statuses.sql).
-- admin_waiting_times computes from them, per month, department and location, what the NZa's
-- transparency rules ask a mental-health provider to publish and deliver
-- (docs/product-rules.md, "Waiting times from the inbox", with the definitions and their sources):
--
--   - the registration wait (aanmeldingswachttijd): registration received → intake held;
--   - the treatment wait (behandelingswachttijd): intake held → treatment started;
--   - both in whole days on Amsterdam's calendar, as the average realised over the last two calendar
--     months (the NZa's "retrospectief"), with how many of those waits were within and outside the
--     Treeknorm (28 and 70 days, as the inbox's own marks count);
--   - how many people wait at the month's end (or now) for an intake, and for treatment after
--     their intake, from each case's status at that moment.
--
-- An average of fewer than `waiting_time_min_group` waits (intake_settings, default 5) is not
-- given (null): a handful of waits says little, and from an average of one or two a colleague can
-- tell whose wait it was. The counts are given as they are: the NZa asks for them. Each row says
-- the threshold in force (min_group), for the screen to state it.
--
-- The figures hold no one's data, but they are read from everyone's: admins only, and each read
-- is an audited read like the access log's: begun first with staff_begin_read('read_waiting_times'),
-- which writes and commits its line, so that a client cannot take the figures and roll the line
-- back (Prefer: tx=rollback, docs/platform-contract.md).

alter table private.audit_log drop constraint audit_log_action_check;
alter table private.audit_log add constraint audit_log_action_check check (
  action in (
    'list', 'search', 'view', 'letter', 'letter_flagged', 'status', 'assign', 'note', 'contact', 'urgency',
    'read_log', 'read_access_log', 'read_waiting_times', 'delete', 'member_screener', 'member_admin', 'member_removed'
  )
);

-- As in 20261202170000_access_log.sql, with 'read_waiting_times': admins only, a read of no one
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
  v_actor uuid := private.require_staff(p_action in ('read_log', 'read_access_log', 'read_waiting_times'));
  v_logged text := p_action;
begin
  if p_action is null
     or p_action not in ('list', 'search', 'view', 'letter', 'read_log', 'read_access_log', 'read_waiting_times') then
    raise exception using errcode = '22023', message = 'staff_read_unknown';
  end if;
  if p_action in ('list', 'search', 'read_access_log', 'read_waiting_times') then
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

-- Each registration's dates, from its history. A status line says when the status was set, and a
-- status can be set back (a mistake) or a closed case reopened, so the dates are read from the path
-- the case is on now:
--   - a case reopened after a way out (a later line after the last closing line that is not
--     treatment) is a new request from its reopening: its waits count from there, and the waits of
--     before it no longer count;
--   - the wait for the intake starts at the registration, or at the reopening;
--   - the intake: the first "intake held" (or "in treatment") line after the case last stood before
--     the intake (new, contacted, intake planned) and after the reopening. A mistaken "intake held"
--     set back to "intake planned" does not end the wait; a case moved straight to "in treatment"
--     had its intake then at the latest. A case reopened straight into "intake held" had its intake
--     before: it has a treatment wait from there, and no new registration wait;
--   - the start of treatment: the first "in treatment" line after the case last stood before it
--     (those statuses and "intake held") and after the reopening, so a mistaken "in treatment" set
--     back counts only when it is set again.
-- bsn_number only to count people rather than registrations: a second registration of someone
-- still waiting is the same person waiting (the BSN is the child's on a child's registration).
create view private.registration_waits with (security_barrier) as
  -- In whole passes over the history (joins and groups, no lookup per registration): the
  -- function reads every registration at once.
  with lines as (
    select e.registration_id, e.at, e.status from private.registration_events e where e.kind = 'status'
  ),
  last_lines as (
    select l.registration_id, max(l.at) as last_at from lines l group by l.registration_id
  ),
  marks as (
    select l.registration_id,
           -- The last way out that something followed: the case was reopened after it.
           max(l.at) filter (where private.status_needs_reason(l.status) and l.at < x.last_at) as last_out,
           max(l.at) filter (where l.status in ('new', 'contacted', 'intake_planned')) as before_intake,
           max(l.at) filter (where l.status in ('new', 'contacted', 'intake_planned', 'intake_held')) as before_treatment
      from lines l
      join last_lines x on x.registration_id = l.registration_id
     group by l.registration_id
  ),
  dates as (
    select l.registration_id,
           min(l.at) filter (where l.at > m.last_out) as reopened_at,
           min(l.at) filter (where l.status in ('intake_held', 'in_treatment')
                               and l.at > coalesce(m.before_intake, '-infinity')
                               and l.at > coalesce(m.last_out, '-infinity')) as intake_at,
           min(l.at) filter (where l.status = 'in_treatment'
                               and l.at > coalesce(m.before_treatment, '-infinity')
                               and l.at > coalesce(m.last_out, '-infinity')) as treatment_at
      from lines l
      join marks m on m.registration_id = l.registration_id
     group by l.registration_id
  )
  select r.id,
         r.registration_type as department,
         r.location,
         r.bsn_number,
         r.created_at as registered_at,
         coalesce(d.reopened_at, r.created_at) as wait_started_at,
         d.intake_at,
         d.treatment_at
    from public.registrations r
    left join dates d on d.registration_id = r.id;

revoke all on private.registration_waits from public, anon, authenticated, service_role;

-- The figures for each of the p_months months up to and including p_through's (Amsterdam time).
-- A month's waits are those that ended in it or the month before; its waiting counts are at its
-- end, or now for the month not yet over.
create function public.admin_waiting_times(p_through date default null, p_months integer default 12)
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
  v_actor uuid := private.require_staff(true);
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
  perform private.require_read_begun(v_actor, array['read_waiting_times'], null);
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

revoke all on function public.admin_waiting_times(date, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_waiting_times(date, integer) to authenticated;
