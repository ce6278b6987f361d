-- Upload limits that survive Storage's real write path (issue 50).
--
-- Hosted Storage checks the INSERT policy on storage.objects only in a trial insert it always
-- rolls back, then writes the object as its superuser (supabase/storage src/storage/uploader.ts:
-- Uploader.canUpload → StoragePgDB.testPermission in src/storage/database/pg.ts, then
-- completeUpload → db.asSuperUser()). On the signed-upload route the trial insert runs when the
-- URL is signed (ObjectStorage.signUploadObjectUrl) and the upload itself is the superuser's
-- (src/http/routes/object/uploadSignedObject.ts). Anything a storage policy writes is undone, so
-- the slot intake_policy.may_upload_referral_letter took there (20261126120000_intake_abuse.sql)
-- was always given back: uploads were never counted on hosted.
--
-- Now the slot is taken by a committed call, and the policy only reads:
--   1. the site calls public.reserve_referral_letter_upload(path) (POST /rest/v1/rpc/…), which
--      takes one slot of the client's hourly upload allowance and records a reservation for that
--      exact path; over the limit it answers 429 (the registration insert's error shape);
--   2. Storage's trial insert passes the policy only for a path with a live reservation.
-- A path holds one object (the site never upserts, anon has no UPDATE policy, and Storage refuses
-- a second non-upsert write to a path with 409), so one slot is one letter. Reserving a path again
-- while its reservation lives, or once its letter is stored, takes no new slot: the site's retry
-- after a lost answer re-sends the same path and must not count twice.

-- Reservations: a path anon may upload to until expires_at. Only the path's hash is kept (a path
-- holds the visitor's e-mail address, and an abandoned reservation may sit here until a later one
-- purges it), and no client address: the slot's log line (private.intake_requests) holds the
-- address's hash, for the hour the limit looks back.
create table private.upload_reservations (
  bucket_id text not null,
  name_sha256 text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (bucket_id, name_sha256)
);
create index upload_reservations_expires_at_idx on private.upload_reservations (expires_at);

alter table private.upload_reservations enable row level security;
revoke all on table private.upload_reservations from public, anon, authenticated, service_role;

-- How long a reservation lets the upload start: long enough for a slow connection and the site's
-- own retry, no longer than the hour the slot counts.
insert into private.intake_settings (name, value) values ('upload_reservation_minutes', 60)
on conflict (name) do nothing;

-- Takes one upload slot for the calling client and reserves `p_path` in the referral_letters
-- bucket; returns {path}, the same whether the path was new, reserved before or already holds a
-- letter, so the answer never tells a caller whether a guessed letter path exists. The client is private.client_key(). A request whose address
-- cannot be read is not counted under one key shared by all such requests (one sender could use
-- that up and close the door for every visitor whose address the platform fails to pass on); it is
-- recorded for the alert (private.note_unknown_client) and its registration is held, so it is
-- never silently unlimited.
create function public.reserve_referral_letter_upload(p_path text)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_bucket constant text := 'referral_letters';
  v_client text;
  v_expires timestamptz;
begin
  -- The shape the registrations CHECK and the old policy enforce: a visitor reserves only a letter
  -- path, never another bucket, folder depth or file type.
  if p_path is null
     or p_path !~ '^(adults|children)/[a-z0-9_]{1,254}/[0-9]{10,16}\.(pdf|jpg|jpeg|png|doc|docx)$' then
    raise exception using
      errcode = '22023',
      message = 'invalid referral letter path',
      hint = 'adults|children/<e-mail folder>/<timestamp>.<pdf|jpg|jpeg|png|doc|docx>';
  end if;

  -- One caller at a time per path, so two concurrent retries take one slot between them.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('upload-reservation:' || p_path, 0));

  if exists (
       select 1 from private.upload_reservations r
        where r.bucket_id = v_bucket and r.name_sha256 = private.intake_hash(p_path) and r.expires_at > pg_catalog.now()
     )
     or exists (select 1 from storage.objects o where o.bucket_id = v_bucket and o.name = p_path) then
    -- A retry: the path is reserved or its letter is stored. Nothing new can be stored there.
    return jsonb_build_object('path', p_path);
  end if;

  v_client := private.client_key();
  if v_client is null then
    perform private.note_unknown_client('upload');
  else
    perform private.take_intake_slot_or_refuse(
      'upload:' || private.intake_hash(v_client),
      private.intake_setting('uploads_per_client_per_hour', 40),
      'Too many uploads, try again later'
    );
  end if;

  v_expires := pg_catalog.now()
    + pg_catalog.make_interval(mins => private.intake_setting('upload_reservation_minutes', 60));
  insert into private.upload_reservations (bucket_id, name_sha256, created_at, expires_at)
  values (v_bucket, private.intake_hash(p_path), pg_catalog.now(), v_expires)
  on conflict (bucket_id, name_sha256) do update
    set created_at = excluded.created_at, expires_at = excluded.expires_at;

  -- Old reservations are purged a few at a time (skip locked: callers never wait on each other).
  delete from private.upload_reservations r
   where r.ctid in (
     select o.ctid from private.upload_reservations o
      where o.expires_at < pg_catalog.now() - interval '1 hour'
      limit 100
      for update skip locked
   );

  return jsonb_build_object('path', p_path);
end
$$;

revoke all on function public.reserve_referral_letter_upload(text) from public, anon, authenticated, service_role;
grant execute on function public.reserve_referral_letter_upload(text) to anon;

-- The policy's function now only reads: the bucket, the path shape, and a live reservation for
-- exactly this path. Safe in a transaction that is rolled back, and it takes nothing back either.
create or replace function intake_policy.may_upload_referral_letter(p_bucket_id text, p_name text)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select p_bucket_id = 'referral_letters'
     and p_name ~ '^(adults|children)/[a-z0-9_]{1,254}/[0-9]{10,16}\.(pdf|jpg|jpeg|png|doc|docx)$'
     and exists (
       select 1 from private.upload_reservations r
        where r.bucket_id = p_bucket_id
          and r.name_sha256 = private.intake_hash(p_name)
          and r.expires_at > pg_catalog.now()
     )
$$;

revoke all on function intake_policy.may_upload_referral_letter(text, text) from public, authenticated, service_role;
grant execute on function intake_policy.may_upload_referral_letter(text, text) to anon;
