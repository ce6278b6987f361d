import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * What the staff see when the backend refuses, by the reason it gives: the staff functions'
 * 42501 messages (supabase/migrations/*_staff_inbox.sql) and Auth's error codes (also the
 * `error_code` of a failed invitation link).
 */
const messages = defineMessages({
  staff_sign_in_required: { id: 'staff.error.signInRequired', defaultMessage: 'Log in om de aanmeldingen te zien.' },
  staff_session_ended: { id: 'staff.error.sessionEnded', defaultMessage: 'Uw sessie is beëindigd. Log opnieuw in.' },
  // No activity reported for longer than the database allows (20 minutes; migration *_staff_inactivity.sql).
  // The app signs out after 15, so this is met only when its reports did not arrive. Said on the
  // sign-in screen after the idle sign-out, which keeps the place and a note (App.tsx).
  staff_session_idle: {
    id: 'staff.error.sessionIdle',
    defaultMessage:
      'Uw sessie is beëindigd omdat u een tijd niet actief was. Log opnieuw in om verder te gaan waar u was. Een notitie die u aan het typen was, staat er nog.',
  },
  staff_not_a_member: {
    id: 'staff.error.notAMember',
    defaultMessage: 'Dit account heeft geen toegang tot de aanmeldingen. Vraag een beheerder om toegang.',
  },
  staff_second_factor_required: {
    id: 'staff.error.secondFactorRequired',
    defaultMessage: 'Bevestig eerst met de code uit uw authenticator-app.',
  },
  // An account that never chose a password, whatever its session (migration *_staff_password_required.sql).
  // The app asks for one whenever the tab holds an invitation's session without one, also after a
  // factor was linked through Auth's API first (App.tsx stageOf), so this is met only off that path;
  // such an account cannot sign in again, so an admin sets it up.
  staff_password_required: {
    id: 'staff.error.passwordRequired',
    defaultMessage:
      'Voor dit account is nog geen wachtwoord gekozen, daarom worden er geen gegevens getoond. Vraag een beheerder om uw account opnieuw in te stellen.',
  },
  staff_admin_only: { id: 'staff.error.adminOnly', defaultMessage: 'Alleen een beheerder kan dit zien.' },
  registration_not_found: { id: 'staff.error.notFound', defaultMessage: 'Deze aanmelding bestaat niet (meer).' },
  invalid_credentials: { id: 'staff.error.invalidCredentials', defaultMessage: 'Het e-mailadres of het wachtwoord klopt niet.' },
  mfa_verification_failed: {
    id: 'staff.error.wrongCode',
    defaultMessage: 'Deze code klopt niet. Gebruik de code die nu in uw authenticator-app staat.',
  },
  mfa_challenge_expired: { id: 'staff.error.codeExpired', defaultMessage: 'Deze code is verlopen. Probeer het opnieuw.' },
  // Auth's per-address limits (supabase/auth middleware.go): a shared office address counts together.
  over_request_rate_limit: {
    id: 'staff.error.rateLimited',
    defaultMessage:
      'Er zijn te veel pogingen gedaan vanaf deze internetverbinding. Wacht een paar minuten en probeer het dan opnieuw.',
  },
  // An audited read whose begin did not commit (migration *_platform_contract.sql).
  staff_read_not_begun: {
    id: 'staff.error.readNotBegun',
    defaultMessage: 'Het openen is niet vastgelegd, dus de gegevens worden niet getoond. Probeer het opnieuw.',
  },
  // Two sessions whose second factor was verified within 90 seconds: a code may have been replayed
  // (migration *_second_factor_reuse.sql). Both stay refused; a later sign-in works.
  staff_second_factor_reused: {
    id: 'staff.error.secondFactorReused',
    defaultMessage:
      'Op uw account is binnen anderhalve minuut twee keer ingelogd met een code, bijvoorbeeld op twee apparaten tegelijk. Omdat een van beide ook iemand anders kan zijn die uw code heeft gezien, worden in geen van beide sessies gegevens getoond. Log uit, wacht twee minuten en log opnieuw in met een nieuwe code uit uw authenticator-app. Log op een tweede apparaat pas twee minuten later in. Hebt u niet zelf twee keer ingelogd? Meld dit dan meteen bij een beheerder.',
  },
  // Choosing the password after the invitation ({minimum}: the length Auth requires).
  weak_password: {
    id: 'staff.error.weakPassword',
    defaultMessage: 'Dit wachtwoord is te kort of te zwak. Kies een wachtwoord van minimaal {minimum} tekens.',
  },
  // The invitation link: used, expired or unknown (Auth's error_code in the URL's fragment).
  otp_expired: {
    id: 'staff.error.invitationExpired',
    defaultMessage: 'Deze uitnodiging is verlopen of al gebruikt. Vraag een beheerder om een nieuwe.',
  },
  // A way out without treatment here, saved without a reason (migration *_closing_statuses.sql).
  staff_status_reason_required: { id: 'staff.error.statusReasonRequired', defaultMessage: 'Geef een reden voor deze status.' },
  // A search of fewer than 2 characters, or more than 100 (migration *_find_registrations.sql).
  staff_search_term: {
    id: 'staff.error.searchTerm',
    defaultMessage: 'Typ minstens 2 en hooguit 100 tekens om te zoeken.',
  },
  // The access log's registration filter: not a reference (8 to 32 hexadecimal characters, dashes
  // allowed, as the team's e-mails and the address show it) (migration *_access_log.sql).
  staff_access_log_reference: {
    id: 'staff.error.accessLogReference',
    defaultMessage:
      'Vul het kenmerk van de aanmelding in: de eerste 8 tekens uit de e-mail aan het team, of de hele code uit het webadres van de aanmelding.',
  },
  // The contact log and urgency (migration *_contact_log_urgency.sql). The form offers only the
  // database's channels and outcomes, so the first two are met only from an out-of-date app.
  staff_contact_channel: { id: 'staff.error.contactChannel', defaultMessage: 'Kies hoe u contact hebt gezocht.' },
  staff_contact_outcome: { id: 'staff.error.contactOutcome', defaultMessage: 'Kies wat de contactpoging heeft opgeleverd.' },
  staff_contact_next_step_too_long: {
    id: 'staff.error.contactNextStepTooLong',
    defaultMessage: 'De volgende stap mag hooguit 500 tekens lang zijn.',
  },
  staff_contact_remind_on: {
    id: 'staff.error.contactRemindOn',
    defaultMessage: 'Vul een bestaande datum in, vanaf vandaag en hooguit een jaar vooruit (dag, maand, jaar).',
  },
  staff_urgency_unknown: { id: 'staff.error.urgencyUnknown', defaultMessage: 'Kies normaal of spoed.' },
  staff_urgency_reason_required: { id: 'staff.error.urgencyReasonRequired', defaultMessage: 'Geef een reden voor spoed.' },
  staff_urgency_reason_too_long: {
    id: 'staff.error.urgencyReasonTooLong',
    defaultMessage: 'De reden voor spoed mag hooguit 500 tekens lang zijn.',
  },
  // Publishing the waiting times (migration *_waiting_time_publications.sql). The form checks the
  // figures and the reasons' length itself, so the next two are met only from an out-of-date app;
  // a month not over yet, only on a page left open into the next month.
  waiting_times_month_not_over: {
    id: 'staff.error.waitingTimesMonthNotOver',
    defaultMessage: 'Deze maand is nog niet voorbij. Kies een maand die al voorbij is.',
  },
  // A month before the newest publication's, chosen on a page left open while another admin published.
  waiting_times_month_older: {
    id: 'staff.error.waitingTimesMonthOlder',
    defaultMessage: 'Op de website staan al cijfers van een latere maand. Kies de maand van die cijfers of een maand daarna.',
  },
  waiting_times_figures_invalid: {
    id: 'staff.error.waitingTimesFiguresInvalid',
    defaultMessage:
      'De wachttijden zijn niet gepubliceerd: ze zijn niet compleet of kloppen niet. Vul bij elke wachttijd hele getallen in (0 tot en met 99), bij ‘tot’ minstens 1 en niet minder dan bij ‘van’.',
  },
  waiting_times_reasons_invalid: {
    id: 'staff.error.waitingTimesReasonsInvalid',
    defaultMessage: 'De wachttijden zijn niet gepubliceerd: een reden mag hooguit 1000 tekens lang zijn.',
  },
  // Said at each figure the database named: its span does not hold each location's average of the
  // inbox (half a week or month either side), or the inbox has too few waits for one.
  waiting_times_reason_required: {
    id: 'staff.error.waitingTimesReasonRequired',
    defaultMessage:
      'Geef een reden: dit cijfer past niet bij de gemiddelden van de inbox voor deze maand, of de inbox heeft te weinig wachttijden voor een gemiddelde.',
  },
  unknown: {
    id: 'staff.error.unknown',
    defaultMessage: 'Dat lukte niet. Controleer uw verbinding en probeer het opnieuw.',
  },
});

export const refusalMessages = {
  ...messages,
  // Auth's word for the same refusal as staff_second_factor_required (a step that needs aal2).
  insufficient_aal: messages.staff_second_factor_required,
};

export type RefusalReason = keyof typeof refusalMessages;

/** The reason an error from supabase-js carries (a PostgREST message or an Auth code), if known. */
export function refusalReason(error: { message?: string; code?: string } | null | undefined): RefusalReason {
  for (const candidate of [error?.message, error?.code]) {
    // Own keys only: a reason such as "constructor" must not find Object's.
    if (candidate !== undefined && Object.hasOwn(refusalMessages, candidate)) return candidate as RefusalReason;
  }
  return 'unknown';
}

/**
 * Whether a refusal ends this device's session: the session is gone or past its time-box
 * (staff_session_ended), or the database saw no activity for too long (staff_session_idle). Every
 * screen signs out on these, whatever it was doing.
 */
export function endsTheSession(error: { message?: string; code?: string } | null | undefined): boolean {
  const reason = refusalReason(error);
  return reason === 'staff_session_ended' || reason === 'staff_session_idle';
}

export function messageOf(error: { message?: string; code?: string } | null | undefined): MessageDescriptor {
  return refusalMessages[refusalReason(error)];
}
