-- The client address, read as hosted Supabase delivers it; a request without one is limited and
-- seen, never silently unlimited (issue 50).

-- ---------------------------------------------------------------------------------------------
-- Requests whose client address could not be read
-- ---------------------------------------------------------------------------------------------

-- When the last one arrived and how many did: the alert and health read these (the alert is sent
-- by the scheduled function, at most once per unknown_client_alerted_at window).
alter table private.intake_state
  add column unknown_client_last_at timestamptz,
  add column unknown_client_count bigint not null default 0,
  add column unknown_client_alerted_at timestamptz;

-- Records that a registration or an upload arrived whose client address could not be read. Called
-- from the registration trigger and the upload path; a WHERE clause on the one row because hosted
-- loads safeupdate for Data API sessions, which refuses an UPDATE without one, also inside a
-- security definer function.
create function private.note_unknown_client(p_kind text)
  returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if p_kind is null or p_kind not in ('registration', 'upload') then
    raise exception using errcode = '22023', message = 'unknown client kind must be registration or upload';
  end if;
  update private.intake_state s
     set unknown_client_last_at = pg_catalog.now(),
         unknown_client_count = s.unknown_client_count + 1
   where s.id;
end
$$;

revoke all on function private.note_unknown_client(text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Who the client is
-- ---------------------------------------------------------------------------------------------

-- Whether this statement runs for a Data API request: PostgREST and Storage set
-- `request.headers` (a JSON object) before every request's queries (PostgREST: "Transaction-Scoped
-- Settings"; supabase/storage src/internal/database/connection.ts TenantConnection.setScope, which
-- passes all of the request's headers). Service jobs, migrations and the SQL editor have none: they
-- are not a visitor, so no visitor limit applies to them.
create function private.is_api_request()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select nullif(pg_catalog.current_setting('request.headers', true), '') is not null
$$;

revoke all on function private.is_api_request() from public, anon, authenticated, service_role;

-- The client's address as hosted Supabase delivers it, reduced to the unit one connection
-- controls, or null when the request carries no usable address (callers decide what that means:
-- see registration_after_insert).
--
-- The header: `cf-connecting-ip`, and only that one.
-- * Hosted Supabase's API sits behind Cloudflare, which sets `CF-Connecting-IP` to the address that
--   connected to it on every proxied request (Cloudflare docs, "Cloudflare HTTP headers"); a value
--   the client sends is replaced. Storage copies every request header into `request.headers`
--   (supabase/storage src/http/plugins/db.ts passes `request.headers` to the connection,
--   TenantConnection.setScope writes them), and PostgREST does the same for the Data API.
-- * No upstream source promises that the gateway between Cloudflare and PostgREST/Storage keeps
--   the header. The post-deploy check shows which address headers arrive; if it is missing, every
--   request becomes an unknown client: still accepted, held and alerted (never under a cap shared
--   by all unknown clients, which one sender could use up for everybody)
--   (registration_after_insert, private.note_unknown_client), so the failure is loud.
-- * No `x-forwarded-for` fallback. Its FIRST entry is whatever the client wrote (Cloudflare appends
--   to an existing header, it does not replace it). Its LAST entry is only the client when
--   Cloudflare was the last proxy to append; if the gateway behind Cloudflare appends its own peer,
--   the last entry is a Cloudflare edge address that thousands of unrelated visitors share (in the
--   Netherlands mostly one data centre): one flood would then close the door for all of them, and
--   silently, because the key is not null. An unknown client is alerted; a wrong key is not.
-- * `x-real-ip` likewise depends on the gateway's trusted-proxy settings, which are not published.
--
-- IPv6 is keyed on its /56: a home or office line is usually delegated a /56 or a /48 (RIPE-690,
-- "Best Current Operational Practice for Operators: IPv6 prefix assignment for end-users"), so a
-- /64 key would give one line 256 fresh identities. An IPv4 address written as IPv6
-- (::ffff:192.0.2.1, also in hex) is that IPv4 address.
create or replace function private.client_key()
  returns text
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  v_headers json;
  v_address text;
  v_inet inet;
begin
  if not private.is_api_request() then
    return null;
  end if;
  begin
    v_headers := pg_catalog.current_setting('request.headers', true)::json;
  exception when others then
    return null;
  end;
  if pg_catalog.json_typeof(v_headers) <> 'object'
     or pg_catalog.json_typeof(v_headers -> 'cf-connecting-ip') is distinct from 'string' then
    return null;
  end if;
  v_address := nullif(pg_catalog.btrim(v_headers ->> 'cf-connecting-ip'), '');
  -- Only a bare address: no list, port, zone, prefix length or brackets.
  if v_address is null or v_address !~ '^[0-9A-Fa-f:.]{2,45}$' then
    return null;
  end if;
  begin
    v_inet := v_address::inet;
  exception when others then
    return null;
  end;
  if pg_catalog.family(v_inet) = 6 and v_inet << '::ffff:0:0/96'::inet then
    v_inet := '0.0.0.0'::inet + (v_inet - '::ffff:0.0.0.0'::inet);
  end if;
  if pg_catalog.family(v_inet) = 6 then
    return 'ip6:' || pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(v_inet, 56))) || '/56';
  end if;
  return 'ip4:' || pg_catalog.host(v_inet);
end
$$;

revoke all on function private.client_key() from public, anon, authenticated, service_role;

-- Seconds until a key over its limit gets a slot again: when enough of its logged requests have
-- left the rolling window. At least 1; the whole window when nothing is logged (a limit of 0).
create function private.intake_retry_after_seconds(p_key text, p_limit integer, p_window interval)
  returns integer
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select greatest(
           1,
           coalesce(
             (select pg_catalog.ceil(extract(epoch from (r.at + p_window - pg_catalog.now())))::integer
                from private.intake_requests r
               where r.client = p_key and r.at > pg_catalog.now() - p_window
               order by r.at
              offset greatest(
                       (select count(*) from private.intake_requests c
                         where c.client = p_key and c.at > pg_catalog.now() - p_window) - greatest(p_limit, 0),
                       0)
               limit 1),
             extract(epoch from p_window)::integer
           )
         )
$$;

revoke all on function private.intake_retry_after_seconds(text, integer, interval) from public, anon, authenticated, service_role;

-- Takes one slot of `p_key`'s allowance, or refuses the request with 429. PostgREST's documented
-- way to choose the HTTP status: SQLSTATE 'PGRST', the body as the message, status and headers as
-- the detail. The seconds until the connection gets a slot go in `retry-after` and in the body's
-- `details` too: supabase-js gives the site the body, not the headers, and the form tells the
-- visitor from what time it works again. One function for the registration and the upload limit.
create function private.take_intake_slot_or_refuse(p_key text, p_limit integer, p_message text)
  returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_retry_after integer;
begin
  if private.take_intake_slot(p_key, p_limit, interval '1 hour') then
    return;
  end if;
  v_retry_after := private.intake_retry_after_seconds(p_key, p_limit, interval '1 hour');
  raise sqlstate 'PGRST' using
    message = json_build_object('code', 'rate_limited', 'message', p_message, 'details', v_retry_after::text, 'hint', null)::text,
    detail = json_build_object('status', 429, 'headers', json_build_object('retry-after', v_retry_after::text))::text;
end
$$;

revoke all on function private.take_intake_slot_or_refuse(text, integer, text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Limits sized for a shared connection (docs/architecture.md, "Limits per connection")
-- ---------------------------------------------------------------------------------------------
-- Ten people behind one address in an hour (a GP practice, a school, a refugee centre, a household
-- behind CGNAT), each restarting once and retrying the letter upload twice: 20 registrations and
-- 30 uploads; the uploads get room for a changed file too. Only the old defaults (10 and 20) are
-- raised: a limit an operator tuned on the project stays as they set it.
update private.intake_settings set value = 20 where name = 'registrations_per_client_per_hour' and value = 10;
update private.intake_settings set value = 40 where name = 'uploads_per_client_per_hour' and value = 20;
insert into private.intake_settings (name, value) values
  ('registrations_per_client_per_hour', 20),
  ('uploads_per_client_per_hour', 40)
on conflict (name) do nothing;

-- ---------------------------------------------------------------------------------------------
-- Registrations: per client; an unknown client is accepted, held and noted
-- ---------------------------------------------------------------------------------------------

create or replace function private.registration_after_insert()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_client text;
  v_unknown boolean;
begin
  -- The letter must have been uploaded (the path's shape is the table's CHECK constraint).
  if not exists (
    select 1 from storage.objects o
     where o.bucket_id = 'referral_letters' and o.name = new.referral_letter_path
  ) then
    raise exception using errcode = 'P0001', message = 'referral letter not found';
  end if;

  -- Outside a Data API request (service jobs, the SQL editor) there is no visitor and no limit.
  if not private.is_api_request() then
    insert into private.registration_notifications (registration_id) values (new.id);
    return null;
  end if;

  -- A request whose address cannot be read is still a patient's registration. It is accepted and
  -- never limited by a cap shared with other unknown clients (one sender could use such a cap up
  -- and close the door for every visitor whose address the platform does not pass on), but it is
  -- not silently unlimited either: its e-mail is held with the flood hold for the staff to look
  -- at, and the intake notes it, so the alert and health report it at once.
  v_client := private.client_key();
  v_unknown := v_client is null;
  if not v_unknown then
    perform private.take_intake_slot_or_refuse(
      'registration:' || private.intake_hash(v_client),
      private.intake_setting('registrations_per_client_per_hour', 20),
      'Too many registrations, try again later'
    );
  end if;

  if v_unknown then
    perform private.note_unknown_client('registration');
    insert into private.registration_notifications (registration_id, status, held_reason, next_attempt_at)
    values (new.id, 'held', 'unknown-client', null);
  else
    insert into private.registration_notifications (registration_id) values (new.id);
  end if;
  return null;
end
$$;

revoke all on function private.registration_after_insert() from public, anon, authenticated, service_role;
