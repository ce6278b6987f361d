-- Registrations for care (spec §3.1) and the private bucket for referral letters (spec §7).
--
-- Visitors are anonymous: the site uses the public anon key. anon may INSERT a registration and
-- upload a referral letter, and nothing else: it cannot read, change or delete any row or object.
-- The CHECK constraints mirror RegistrationRecordSchema in functions/_shared/registration.ts.

create table public.registrations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  registration_type text not null
    constraint registrations_registration_type_check check (registration_type in ('adults', 'children')),
  full_name text not null
    constraint registrations_full_name_check check (char_length(btrim(full_name)) >= 1 and char_length(full_name) <= 201),
  email text not null
    constraint registrations_email_check check (
      char_length(email) <= 254
      and email ~ '^[A-Za-z0-9_+-]+(\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9]+([.-][A-Za-z0-9]+)*\.[A-Za-z]{2,}$'
    ),
  phone text not null
    constraint registrations_phone_check check (char_length(phone) between 8 and 32 and phone ~ '^\+?[0-9 ().-]+$'),
  date_of_birth date not null
    constraint registrations_date_of_birth_check check (date_of_birth >= date '1900-01-01'),
  gender text not null
    constraint registrations_gender_check check (gender in ('male', 'female', 'other')),
  -- 9 digits passing the elevenproof (weights 9..2 and -1), not all zeros.
  bsn_number text not null
    constraint registrations_bsn_number_check check (
      case
        when bsn_number ~ '^[0-9]{9}$' and bsn_number <> '000000000' then
          (  9 * substr(bsn_number, 1, 1)::int + 8 * substr(bsn_number, 2, 1)::int
           + 7 * substr(bsn_number, 3, 1)::int + 6 * substr(bsn_number, 4, 1)::int
           + 5 * substr(bsn_number, 5, 1)::int + 4 * substr(bsn_number, 6, 1)::int
           + 3 * substr(bsn_number, 7, 1)::int + 2 * substr(bsn_number, 8, 1)::int
           - substr(bsn_number, 9, 1)::int) % 11 = 0
        else false
      end
    ),
  location text not null
    constraint registrations_location_check check (location in ('amsterdam', 'zaandam')),
  child_name text
    constraint registrations_child_name_check check (child_name is null or (char_length(btrim(child_name)) >= 2 and char_length(child_name) <= 100)),
  parent_guardian_name text
    constraint registrations_parent_guardian_name_check check (
      parent_guardian_name is null or (char_length(btrim(parent_guardian_name)) >= 1 and char_length(parent_guardian_name) <= 201)
    ),
  message text
    constraint registrations_message_check check (message is null or char_length(message) <= 5000),
  insurance_company text not null
    constraint registrations_insurance_company_check check (char_length(btrim(insurance_company)) >= 1 and char_length(insurance_company) <= 100),
  street_name text not null
    constraint registrations_street_name_check check (char_length(btrim(street_name)) >= 1 and char_length(street_name) <= 200),
  house_number text not null
    constraint registrations_house_number_check check (char_length(btrim(house_number)) >= 1 and char_length(house_number) <= 20),
  -- Normalised Dutch postal code: 1234 AB, first digit not 0, letters not SA/SD/SS.
  postal_code text not null
    constraint registrations_postal_code_check check (
      postal_code ~ '^[1-9][0-9]{3} [A-Z]{2}$' and right(postal_code, 2) not in ('SA', 'SD', 'SS')
    ),
  city text not null
    constraint registrations_city_check check (char_length(btrim(city)) >= 1 and char_length(city) <= 100),
  preferred_language text not null
    constraint registrations_preferred_language_check check (
      preferred_language in ('dutch', 'english', 'turkish', 'bulgarian', 'farsi')
    ),
  referral_letter_path text not null
    constraint registrations_referral_letter_path_check check (
      referral_letter_path ~ '^(adults|children)/[a-z0-9_]{1,254}/[0-9]{10,16}\.(pdf|jpg|jpeg|png|doc|docx)$'
    ),
  -- children: a child name and the parent/guardian who filled in the form; adults: neither.
  constraint registrations_type_fields_check check (
    (registration_type = 'children' and child_name is not null and parent_guardian_name is not null)
    or (registration_type = 'adults' and child_name is null and parent_guardian_name is null)
  ),
  constraint registrations_referral_letter_folder_check check (
    split_part(referral_letter_path, '/', 1) = registration_type
  ),
  -- One registration per uploaded referral letter: a repeated insert is refused (409).
  constraint registrations_referral_letter_path_key unique (referral_letter_path)
);

comment on table public.registrations is
  'Registrations for care from the public website. Personal data: readable by staff only (service role), never by anon.';

create index registrations_created_at_idx on public.registrations (created_at);

-- Privileges: Supabase grants everything on new tables to anon and authenticated by default.
-- Take all of it back and give anon only INSERT, and only on the columns the site sends
-- (so a visitor cannot choose id or created_at).
revoke all on table public.registrations from anon, authenticated;
grant insert (
  registration_type, full_name, email, phone, date_of_birth, gender, bsn_number, location,
  child_name, parent_guardian_name, message, insurance_company, street_name, house_number,
  postal_code, city, preferred_language, referral_letter_path
) on table public.registrations to anon;

alter table public.registrations enable row level security;

-- The only policy: anon may insert. No select/update/delete policy exists, so RLS refuses those
-- even if a privilege were granted by mistake. The row itself is validated by the CHECK and
-- NOT NULL constraints above; PostgreSQL evaluates the policy before them, so a condition here
-- would turn a clear 400 (which constraint failed) into a bare 403.
create policy "anon can register"
  on public.registrations
  for insert
  to anon
  with check (true);

-- ---------------------------------------------------------------------------------------------
-- Storage: the private bucket for referral letters
-- ---------------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'referral_letters',
  'referral_letters',
  false,
  10485760,
  array[
    'application/pdf',
    'image/jpeg',
    'image/png',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- anon may only add new objects to this bucket, at {adults|children}/{sanitised email}/{timestamp}.{ext}.
-- There is no select, update or delete policy: anon cannot read, list, overwrite or remove objects
-- (an upsert needs select and update, so it is refused too).
create policy "anon can upload referral letters"
  on storage.objects
  for insert
  to anon
  with check (
    bucket_id = 'referral_letters'
    and (storage.foldername(name))[1] in ('adults', 'children')
    and array_length(storage.foldername(name), 1) = 2
    and name ~ '^(adults|children)/[a-z0-9_]{1,254}/[0-9]{10,16}\.(pdf|jpg|jpeg|png|doc|docx)$'
  );
