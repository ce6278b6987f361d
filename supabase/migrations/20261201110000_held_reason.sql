-- Why a registration's e-mail is held (issue 50): 'flood', many registrations in ten minutes from
-- many addresses; 'unknown-client', a registration whose client address could not be read, so no
-- per-client limit could count it. Held registrations are stored and shown in the inbox like any
-- other; only their individual e-mail waits.
alter table private.registration_notifications
  add column held_reason text
    constraint registration_notifications_held_reason_check check (held_reason is null or held_reason in ('flood', 'unknown-client'));

update private.registration_notifications set held_reason = 'flood' where status = 'held' and held_reason is null;
