-- The case history (private.registration_events: every status with its reason, assignment, note
-- and urgency) is append-only as the contact attempts are (20261202190000_contact_log_urgency.sql):
-- until now only the missing grants kept it so, and the owner (a migration, a maintenance session)
-- could rewrite who closed a case and why. One trigger function for both: every update and
-- truncate is refused, whoever asks; a delete only once its registration is gone (the foreign
-- key's cascade when the schedule deletes a registration after its retention).
create function private.case_history_is_append_only()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if not exists (select 1 from public.registrations r where r.id = old.registration_id) then
      return old;
    end if;
  end if;
  raise exception using errcode = '42501', message = 'the case history is append-only';
end
$$;
revoke all on function private.case_history_is_append_only() from public, anon, authenticated, service_role;

drop trigger contact_attempts_no_update_or_delete on private.contact_attempts;
drop trigger contact_attempts_no_truncate on private.contact_attempts;
drop function private.contact_attempts_are_append_only();

create trigger contact_attempts_no_update_or_delete
  before update or delete on private.contact_attempts
  for each row execute function private.case_history_is_append_only();
create trigger contact_attempts_no_truncate
  before truncate on private.contact_attempts
  for each statement execute function private.case_history_is_append_only();
create trigger registration_events_no_update_or_delete
  before update or delete on private.registration_events
  for each row execute function private.case_history_is_append_only();
create trigger registration_events_no_truncate
  before truncate on private.registration_events
  for each statement execute function private.case_history_is_append_only();
