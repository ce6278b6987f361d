import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LetterVerdict } from '@ankerlicht/registration/referral-letter';

/**
 * The workflow, in its order (migration *_closing_statuses.sql): the steps to treatment here, then
 * the ways out without it.
 */
export const statuses = [
  'new',
  'contacted',
  'intake_planned',
  'intake_held',
  'in_treatment',
  'handed_over',
  'referred_elsewhere',
  'declined',
  'not_reached',
  'withdrawn',
] as const;
export type Status = (typeof statuses)[number];

/** The ways out without treatment here: each needs a reason (private.status_needs_reason). */
export const statusesNeedingReason: ReadonlySet<Status> = new Set([
  'handed_over',
  'referred_elsewhere',
  'declined',
  'not_reached',
  'withdrawn',
]);

/** Where the inbox's handling ends, treatment started or a way out (private.status_closes). */
export const closingStatuses: ReadonlySet<Status> = new Set(['in_treatment', ...statusesNeedingReason]);

export const statusLabels = defineMessages({
  new: { id: 'staff.status.new', defaultMessage: 'Nieuw' },
  contacted: { id: 'staff.status.contacted', defaultMessage: 'Contact opgenomen' },
  intake_planned: { id: 'staff.status.intakePlanned', defaultMessage: 'Intake gepland' },
  intake_held: { id: 'staff.status.intakeHeld', defaultMessage: 'Intake gehouden' },
  in_treatment: { id: 'staff.status.inTreatment', defaultMessage: 'In behandeling' },
  handed_over: { id: 'staff.status.handedOver', defaultMessage: 'Overgedragen aan andere zorgaanbieder' },
  referred_elsewhere: { id: 'staff.status.referredElsewhere', defaultMessage: 'Doorverwezen' },
  declined: { id: 'staff.status.declined', defaultMessage: 'Afgewezen' },
  not_reached: { id: 'staff.status.notReached', defaultMessage: 'Niet bereikt (afgesloten)' },
  withdrawn: { id: 'staff.status.withdrawn', defaultMessage: 'Ingetrokken' },
});

/**
 * The contact log (migration *_contact_log_urgency.sql): how the team tried to reach someone
 * (private.contact_channels) and what came of it (private.contact_outcomes), in the database's order.
 */
export const contactChannels = ['phone', 'email', 'letter'] as const;
export type ContactChannel = (typeof contactChannels)[number];
export const contactChannelLabels = defineMessages({
  phone: { id: 'staff.contactChannel.phone', defaultMessage: 'Telefoon' },
  email: { id: 'staff.contactChannel.email', defaultMessage: 'E-mail' },
  letter: { id: 'staff.contactChannel.letter', defaultMessage: 'Brief' },
}) satisfies Record<ContactChannel, MessageDescriptor>;

export const contactOutcomes = ['reached', 'not_reached', 'voicemail', 'wrong_number'] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];
export const contactOutcomeLabels = defineMessages({
  reached: { id: 'staff.contactOutcome.reached', defaultMessage: 'Bereikt' },
  not_reached: { id: 'staff.contactOutcome.notReached', defaultMessage: 'Niet bereikt' },
  voicemail: { id: 'staff.contactOutcome.voicemail', defaultMessage: 'Voicemail ingesproken' },
  wrong_number: { id: 'staff.contactOutcome.wrongNumber', defaultMessage: 'Verkeerd nummer' },
}) satisfies Record<ContactOutcome, MessageDescriptor>;

/** A case's urgency (registration_cases.urgency): 'urgent' needs a reason, kept in the history. */
export const urgencies = ['normal', 'urgent'] as const;
export type Urgency = (typeof urgencies)[number];
export const urgencyLabels = defineMessages({
  normal: { id: 'staff.urgency.normal', defaultMessage: 'Normaal' },
  urgent: { id: 'staff.urgency.urgent', defaultMessage: 'Spoed' },
}) satisfies Record<Urgency, MessageDescriptor>;

export const notificationLabels = defineMessages({
  pending: { id: 'staff.notification.pending', defaultMessage: 'E-mail nog niet verstuurd' },
  sending: { id: 'staff.notification.sending', defaultMessage: 'E-mail wordt verstuurd' },
  sent: { id: 'staff.notification.sent', defaultMessage: 'E-mail verstuurd' },
  failed: { id: 'staff.notification.failed', defaultMessage: 'E-mail mislukt' },
  // During a flood or for an unknown address: the held summary names it instead (heldReasonLabels).
  held: { id: 'staff.notification.held', defaultMessage: 'E-mail vastgehouden' },
});

/**
 * Why a registration's e-mail was held (migration 20261201110000_held_reason.sql): it is stored and
 * real, only its own e-mail waited; the held summary named it.
 */
export const heldReasonLabels = defineMessages({
  flood: { id: 'staff.held.flood', defaultMessage: 'Vastgehouden: ongewone drukte' },
  'unknown-client': { id: 'staff.held.unknownClient', defaultMessage: 'Vastgehouden: internetadres onbekend' },
});

/**
 * The intake's verdict on a referral letter (functions/_shared/referral-letter.ts): 'ok', or why
 * the letter did not pass. The reasons say what the check found, in the e-mail's words.
 */
export const letterCheckLabels = defineMessages({
  ok: { id: 'staff.letterCheck.ok', defaultMessage: 'De brief heeft de veiligheidscontrole doorstaan.' },
  missing: { id: 'staff.letterCheck.missing', defaultMessage: 'De brief is niet gevonden in de opslag.' },
  'too-large': { id: 'staff.letterCheck.tooLarge', defaultMessage: 'Het bestand is groter dan toegestaan.' },
  'type-mismatch': { id: 'staff.letterCheck.typeMismatch', defaultMessage: 'De inhoud past niet bij het bestandstype.' },
  polyglot: {
    id: 'staff.letterCheck.polyglot',
    defaultMessage: 'Het bestand bevat naast de eigenlijke inhoud nog iets anders, zoals een webpagina of een ander bestand.',
  },
  'pdf-structure': { id: 'staff.letterCheck.pdfStructure', defaultMessage: 'Het is geen geldig pdf-bestand.' },
  'pdf-encrypted': {
    id: 'staff.letterCheck.pdfEncrypted',
    defaultMessage: 'De pdf is versleuteld en kan daardoor niet gecontroleerd worden.',
  },
  'pdf-javascript': { id: 'staff.letterCheck.pdfJavascript', defaultMessage: 'De pdf bevat JavaScript.' },
  'pdf-action': {
    id: 'staff.letterCheck.pdfAction',
    defaultMessage: 'De pdf voert vanzelf acties uit, bijvoorbeeld bij het openen.',
  },
  'pdf-launch': { id: 'staff.letterCheck.pdfLaunch', defaultMessage: 'De pdf probeert een programma of bestand te starten.' },
  'pdf-embedded-file': { id: 'staff.letterCheck.pdfEmbeddedFile', defaultMessage: 'De pdf bevat ingesloten bestanden.' },
  'pdf-xfa': { id: 'staff.letterCheck.pdfXfa', defaultMessage: 'De pdf bevat een XFA-formulier.' },
  'pdf-rich-media': {
    id: 'staff.letterCheck.pdfRichMedia',
    defaultMessage: 'De pdf bevat multimedia (video, geluid, Flash of 3D).',
  },
  'docx-structure': { id: 'staff.letterCheck.docxStructure', defaultMessage: 'Het is geen geldig Word-document (.docx).' },
  'docx-too-large': {
    id: 'staff.letterCheck.docxTooLarge',
    defaultMessage: 'Het Word-document wordt na het uitpakken te groot of bestaat uit te veel onderdelen (mogelijk een zipbom).',
  },
  'docx-macro': { id: 'staff.letterCheck.docxMacro', defaultMessage: 'Het Word-document bevat macro’s.' },
  'docx-embedded-object': {
    id: 'staff.letterCheck.docxEmbeddedObject',
    defaultMessage: 'Het Word-document bevat ingesloten objecten of ActiveX-onderdelen.',
  },
  'docx-foreign-part': {
    id: 'staff.letterCheck.docxForeignPart',
    defaultMessage: 'Het Word-document bevat onderdelen die er niet in horen, zoals een programma of een webpagina.',
  },
  'docx-external-reference': {
    id: 'staff.letterCheck.docxExternalReference',
    defaultMessage: 'Het Word-document haalt bij het openen iets van internet op (bijvoorbeeld een sjabloon).',
  },
  'doc-structure': { id: 'staff.letterCheck.docStructure', defaultMessage: 'Het is geen geldig Word-document (.doc).' },
  'doc-encrypted': {
    id: 'staff.letterCheck.docEncrypted',
    defaultMessage: 'Het Word-document is versleuteld en kan daardoor niet gecontroleerd worden.',
  },
  'doc-macro': { id: 'staff.letterCheck.docMacro', defaultMessage: 'Het Word-document bevat macro’s.' },
  'doc-embedded-object': {
    id: 'staff.letterCheck.docEmbeddedObject',
    defaultMessage: 'Het Word-document bevat ingesloten objecten.',
  },
  'image-decode': {
    id: 'staff.letterCheck.imageDecode',
    defaultMessage: 'De afbeelding is beschadigd of geen echte afbeelding.',
  },
  'image-too-large': { id: 'staff.letterCheck.imageTooLarge', defaultMessage: 'De afbeelding is te groot om te controleren.' },
  'docx-dangerous-field': {
    id: 'staff.letterCheck.docxDangerousField',
    defaultMessage:
      'Het Word-document bevat velden die bij het openen een programma starten of iets van internet ophalen (zoals DDE of INCLUDEPICTURE).',
  },
  // Over the check's time, memory or unpacking budget: the letter has not been checked at all.
  'too-complex': {
    id: 'staff.letterCheck.tooComplex',
    defaultMessage: 'Het bestand is te ingewikkeld om automatisch te controleren.',
  },
}) satisfies Record<LetterVerdict, MessageDescriptor>;

/** What the audit log records (migrations: private.audit_log's actions). */
export const auditActionLabels = defineMessages({
  list: { id: 'staff.audit.list', defaultMessage: 'Lijst bekeken' },
  search: { id: 'staff.audit.search', defaultMessage: 'Gezocht' },
  view: { id: 'staff.audit.view', defaultMessage: 'Aanmelding bekeken' },
  letter: { id: 'staff.audit.letter', defaultMessage: 'Verwijsbrief gedownload' },
  letter_flagged: { id: 'staff.audit.letterFlagged', defaultMessage: 'Afgekeurde of ongecontroleerde verwijsbrief gedownload' },
  status: { id: 'staff.audit.status', defaultMessage: 'Status gewijzigd' },
  assign: { id: 'staff.audit.assign', defaultMessage: 'Toegewezen' },
  note: { id: 'staff.audit.note', defaultMessage: 'Notitie toegevoegd' },
  contact: { id: 'staff.audit.contact', defaultMessage: 'Contactpoging vastgelegd' },
  urgency: { id: 'staff.audit.urgency', defaultMessage: 'Urgentie gewijzigd' },
  read_log: { id: 'staff.audit.readLog', defaultMessage: 'Inzagelog bekeken' },
  // The access log across all registrations (or its CSV export): names no registration.
  read_access_log: { id: 'staff.audit.readAccessLog', defaultMessage: 'Inzagelog van alle aanmeldingen bekeken' },
  // The waiting times' figures, computed from every registration: names no registration.
  read_waiting_times: { id: 'staff.audit.readWaitingTimes', defaultMessage: 'Wachttijden bekeken' },
  // A month's waiting times published to the site (names no registration).
  publish_waiting_times: { id: 'staff.audit.publishWaitingTimes', defaultMessage: 'Wachttijden gepubliceerd' },
  delete: { id: 'staff.audit.delete', defaultMessage: 'Verwijderd na de bewaartermijn' },
  // Membership lines name no registration, so the log per registration never shows these.
  member_screener: { id: 'staff.audit.memberScreener', defaultMessage: 'Toegang gegeven als screener' },
  member_admin: { id: 'staff.audit.memberAdmin', defaultMessage: 'Toegang gegeven als beheerder' },
  member_removed: { id: 'staff.audit.memberRemoved', defaultMessage: 'Toegang ingetrokken' },
});

/** A label of one of these tables for a code, or the code itself when the table lacks it. */
export function labelOf<T extends Record<string, { id: string; defaultMessage: string }>>(
  table: T,
  code: string | null | undefined,
): T[keyof T] | null {
  return code != null && Object.hasOwn(table, code) ? (table[code as keyof T] as T[keyof T]) : null;
}
