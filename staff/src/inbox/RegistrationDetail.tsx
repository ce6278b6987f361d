import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor, type MessageValue } from 'react-intl';
import { Badge, Button, Checkbox, Link, Notice, Select, SelectItem, Stack, TextArea, TextField } from '@ankerlicht/ui';
import { namesStoppedInsurer } from '@ankerlicht/content/insurer-groups';
import {
  isOptionColumn,
  optionLabel,
  registrationReference,
  registrationRows,
  rowText,
  type RegistrationRow,
  type RegistrationSection,
  type StoredRegistration,
} from '@ankerlicht/registration';
import { endsTheSession, messageOf } from '../errors.ts';
import {
  auditActionLabels,
  heldReasonLabels,
  labelOf,
  letterCheckLabels,
  notificationLabels,
  statuses,
  statusesNeedingReason,
  statusLabels,
  urgencyLabels,
  type Status,
  type Urgency,
} from '../labels.ts';
import { ScreenHeading } from '../ScreenHeading.tsx';
import { supabase } from '../supabase.ts';
import { auditedRead, staffRpc } from './auditedRead.ts';
import { inboxHref } from './inboxView.ts';
import { hrefOf } from '../navigation.ts';
import { readDraft, saveDraft } from './noteDraft.ts';
import { ageInYears, todayInAmsterdam } from './age.ts';
import { VisitorText } from './VisitorText.tsx';
import { ContactLog, type ContactAttempt } from './ContactLog.tsx';
import { UrgencyBadge, UrgencyForm } from './UrgencyForm.tsx';
import * as styles from './inbox.css.ts';

const messages = defineMessages({
  back: { id: 'staff.detail.back', defaultMessage: 'Terug naar de aanmeldingen' },
  loading: { id: 'staff.detail.loading', defaultMessage: 'Aanmelding laden…' },
  // An adult registers for themself; on the child form a parent or guardian registers the child,
  // and the date of birth, gender and BSN are the child's (as the form asks them).
  personHeading: { id: 'staff.detail.personHeading', defaultMessage: 'Persoonlijke gegevens' },
  childHeading: { id: 'staff.detail.childHeading', defaultMessage: 'Gegevens van het kind' },
  parentHeading: { id: 'staff.detail.parentHeading', defaultMessage: 'Gegevens van de ouder of voogd' },
  registrationHeading: { id: 'staff.detail.registrationHeading', defaultMessage: 'Over de aanmelding' },
  // The site's registration stop for this insurer (packages/content, insurerGroups.ts).
  insurerStopped: { id: 'staff.detail.insurerStopped', defaultMessage: 'Nu aanmeldstop voor deze zorgverzekeraar' },
  notification: { id: 'staff.detail.notification', defaultMessage: 'E-mail aan het team' },
  letterHeading: { id: 'staff.detail.letterHeading', defaultMessage: 'Verwijsbrief' },
  letterHint: {
    id: 'staff.detail.letterHint',
    defaultMessage: 'De brief wordt gedownload, niet geopend in de browser. De downloadlink werkt één minuut.',
  },
  download: { id: 'staff.detail.download', defaultMessage: 'Verwijsbrief downloaden' },
  letterFlagged: {
    id: 'staff.detail.letterFlagged',
    defaultMessage: 'Deze verwijsbrief heeft de veiligheidscontrole niet doorstaan.',
  },
  letterUnchecked: {
    id: 'staff.detail.letterUnchecked',
    defaultMessage: 'Deze verwijsbrief is niet gecontroleerd op schadelijke inhoud.',
  },
  letterMissing: {
    id: 'staff.detail.letterMissing',
    defaultMessage: 'Deze verwijsbrief is niet gevonden in de opslag: er is niets te downloaden.',
  },
  letterMissingNext: {
    id: 'staff.detail.letterMissingNext',
    defaultMessage: 'Vraag de aanmelder of de verwijzer om de brief opnieuw te sturen.',
  },
  letterCare: {
    id: 'staff.detail.letterCare',
    defaultMessage: 'Open de brief alleen op een afgeschermde werkplek, niet op uw gewone computer.',
  },
  letterConfirm: {
    id: 'staff.detail.letterConfirm',
    defaultMessage: 'Ik download deze brief bewust en open hem alleen op een afgeschermde werkplek.',
  },
  letterConfirmMissing: {
    id: 'staff.detail.letterConfirmMissing',
    defaultMessage: 'Vink eerst aan dat u deze brief bewust downloadt.',
  },
  downloadFlagged: { id: 'staff.detail.downloadFlagged', defaultMessage: 'Verwijsbrief toch downloaden' },
  auditHeading: { id: 'staff.detail.auditHeading', defaultMessage: 'Inzagelog' },
  auditHint: {
    id: 'staff.detail.auditHint',
    defaultMessage: 'Wie deze aanmelding heeft bekeken of gewijzigd, en wanneer. Ook het bekijken van dit log wordt vastgelegd.',
  },
  auditShow: { id: 'staff.detail.auditShow', defaultMessage: 'Inzagelog tonen' },
  workflowHeading: { id: 'staff.detail.workflowHeading', defaultMessage: 'Afhandeling' },
  status: { id: 'staff.detail.status', defaultMessage: 'Status' },
  saveStatus: { id: 'staff.detail.saveStatus', defaultMessage: 'Status opslaan' },
  // A way out without treatment here (migration *_closing_statuses.sql): kept in the history.
  reason: { id: 'staff.detail.reason', defaultMessage: 'Reden' },
  reasonHint: {
    id: 'staff.detail.reasonHint',
    defaultMessage: 'Waarom de aanmelding hier eindigt, bijvoorbeeld ‘terugverwezen naar de huisarts voor een POH-GGZ’.',
  },
  assignTo: { id: 'staff.detail.assignTo', defaultMessage: 'Toegewezen aan' },
  nobodyOption: { id: 'staff.detail.nobodyOption', defaultMessage: 'Niemand' },
  saveAssignee: { id: 'staff.detail.saveAssignee', defaultMessage: 'Toewijzing opslaan' },
  nobody: { id: 'staff.detail.nobody', defaultMessage: 'niemand' },
  you: { id: 'staff.detail.you', defaultMessage: 'u' },
  colleague: { id: 'staff.detail.colleague', defaultMessage: 'een collega' },
  assignMe: { id: 'staff.detail.assignMe', defaultMessage: 'Aan mij toewijzen' },
  note: { id: 'staff.detail.note', defaultMessage: 'Notitie' },
  noteHint: {
    id: 'staff.detail.noteHint',
    defaultMessage: 'Alleen wat nodig is voor de afhandeling. Een notitie blijft bewaard in de geschiedenis.',
  },
  noteEmpty: { id: 'staff.detail.noteEmpty', defaultMessage: 'Schrijf eerst een notitie.' },
  addNote: { id: 'staff.detail.addNote', defaultMessage: 'Notitie toevoegen' },
  saved: { id: 'staff.detail.saved', defaultMessage: 'Opgeslagen.' },
  historyHeading: { id: 'staff.detail.historyHeading', defaultMessage: 'Geschiedenis' },
  historyEmpty: { id: 'staff.detail.historyEmpty', defaultMessage: 'Nog niets gedaan met deze aanmelding.' },
});

type V = MessageValue;
const valueMessages = defineMessages<{
  readonly heading: { readonly reference: V; readonly date: V };
  readonly dateOfBirthAge: { readonly date: V; readonly age: V };
  readonly sameBsn: { readonly count: V };
  readonly sameNameAndBirth: { readonly count: V };
  readonly eventStatus: { readonly when: V; readonly who: V; readonly status: V };
  readonly eventReason: { readonly reason: V };
  readonly eventAssignee: { readonly when: V; readonly who: V; readonly assignee: V };
  readonly eventNote: { readonly when: V; readonly who: V };
  readonly eventUrgency: { readonly when: V; readonly who: V; readonly urgency: V };
  readonly auditLine: { readonly when: V; readonly who: V; readonly action: V };
}>({
  // {reference}: the first 8 characters of the id, as the team's e-mails name the registration.
  heading: { id: 'staff.detail.heading', defaultMessage: 'Aanmelding {reference} van {date}' },
  // The age today, so that nobody has to count it from the date (children are seen up to 23).
  dateOfBirthAge: { id: 'staff.detail.dateOfBirthAge', defaultMessage: '{date} ({age} jaar)' },
  // The same person registered before or since: each other registration by its reference.
  sameBsn: {
    id: 'staff.detail.sameBsn',
    defaultMessage:
      'Hetzelfde BSN staat ook in {count, plural, one {een andere aanmelding} other {# andere aanmeldingen}}. Kijk of het een dubbele aanmelding is of een typefout in het BSN:',
  },
  // Names compared without case and extra spaces (migration 20261202180000_same_name_and_birth.sql).
  sameNameAndBirth: {
    id: 'staff.detail.sameNameAndBirth',
    defaultMessage:
      'Dezelfde naam en geboortedatum staan ook in {count, plural, one {een andere aanmelding} other {# andere aanmeldingen}}. Kijk of het om dezelfde persoon gaat:',
  },
  eventStatus: { id: 'staff.detail.eventStatus', defaultMessage: '{when}, {who}: status {status}' },
  eventReason: { id: 'staff.detail.eventReason', defaultMessage: 'Reden: {reason}' },
  eventAssignee: { id: 'staff.detail.eventAssignee', defaultMessage: '{when}, {who}: toegewezen aan {assignee}' },
  eventNote: { id: 'staff.detail.eventNote', defaultMessage: '{when}, {who}: notitie' },
  // Normal or urgent (migration *_contact_log_urgency.sql); urgent's reason follows as a status's does.
  eventUrgency: { id: 'staff.detail.eventUrgency', defaultMessage: '{when}, {who}: urgentie {urgency}' },
  auditLine: { id: 'staff.detail.auditLine', defaultMessage: '{when}, {who}: {action}' },
});

/** The assignee select's key for nobody (a member's key is their user id). */
const NOBODY = 'nobody';

/** The flagged letter's confirmation box: focused when the download is pressed without it. */
const LETTER_CONFIRM_ID = 'letter-confirm';

/** One line of a registration's details: its label and its value. */
/** A row of the page: its label and what it shows. */
type Field = [string, ReactNode];

/** A member of the team (staff_team): to name who did what. */
type Member = { user_id: string; email: string; role: 'screener' | 'admin'; removed: boolean };
type AuditLine = { at: string; actor: string | null; action: string };

type Event = {
  at: string;
  actor: string;
  kind: 'status' | 'assignee' | 'note' | 'urgency';
  status: Status | null;
  /** On an 'urgency' line: the urgency set (its reason in note when urgent). */
  urgency?: Urgency | null;
  assignee: string | null;
  note: string | null;
};

/**
 * What staff_registration answers: the stored row (its columns follow registrationFields, so a new
 * field is here and on the page by itself) and its handling.
 */
export type Registration = StoredRegistration & {
  /** The intake's safety check of the letter: 'ok', the reason it failed, or null (not checked yet). */
  letter_check: string | null;
  status: Status;
  assignee: string | null;
  /** 'urgent' ("spoed") or 'normal'. */
  urgency: Urgency;
  /** Each attempt to reach the person, newest first (the contact log). */
  contact_attempts: ContactAttempt[];
  /**
   * The e-mail to the team; held_reason says why it was held (a flood, an unknown address), and
   * stays once the held summary named it.
   */
  notification: { status: string; held_reason?: string | null } | null;
  events: Event[];
  /** The other registrations with this BSN, oldest first: their id and when they came. */
  same_bsn_registrations: Array<{ id: string; created_at: string }>;
  same_name_and_birth_registrations: Array<{ id: string; created_at: string }>;
};

/** One registration whole, with its handling: status, assignee, notes, history and the letter. */
export function RegistrationDetail({ id, onRefused }: { id: string; onRefused: (reason: MessageDescriptor) => Promise<void> }) {
  const intl = useIntl();
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [me, setMe] = useState<string | null>(null);
  const [team, setTeam] = useState<readonly Member[]>([]);
  const [letterConfirmed, setLetterConfirmed] = useState(false);
  const [letterConfirmError, setLetterConfirmError] = useState(false);
  const [audit, setAudit] = useState<readonly AuditLine[] | null>(null);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  /** What the last change (status, assignee, note) came to: said beside its buttons, not at the top. */
  const [outcome, setOutcome] = useState<{ saved: true } | { refused: MessageDescriptor } | null>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState<Status>('new');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<MessageDescriptor | null>(null);
  const reasonField = useRef<HTMLInputElement>(null);
  const [assignee, setAssignee] = useState<string>(NOBODY);
  // A note being typed survives an idle sign-out (noteDraft.ts).
  const [note, setNoteState] = useState(() => readDraft(id));
  const setNote = useCallback(
    (text: string) => {
      setNoteState(text);
      saveDraft(id, text);
    },
    [id],
  );
  const [noteError, setNoteError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);

  /** A refusal that ends the session signs out; any other is shown, and what was typed stays. */
  const refused = useCallback(
    (failure: { message?: string; code?: string }) => {
      if (endsTheSession(failure)) void onRefused(messageOf(failure));
      else setError(messageOf(failure));
    },
    [onRefused],
  );

  // Each load is its own audited read: begun (the audit line committed), then made.
  const fetchRegistration = useCallback(
    () =>
      auditedRead(staffRpc, { action: 'view', registrationId: id }, () =>
        supabase.rpc('staff_registration', { p_registration_id: id }),
      ),
    [id],
  );
  const show = useCallback(
    ({ data, error: failure }: { data: unknown; error: { message?: string; code?: string } | null }) => {
      if (failure) return refused(failure);
      setRegistration(data as Registration);
      setStatus((data as Registration).status);
      setAssignee((data as Registration).assignee ?? NOBODY);
    },
    [refused],
  );

  useEffect(() => {
    void fetchRegistration().then(show);
    void supabase.auth.getUser().then(({ data }) => setMe(data.user?.id ?? null));
    void supabase.rpc('staff_team').then(({ data }) => setTeam((data as Member[] | null) ?? []));
  }, [fetchRegistration, show]);

  /** Runs a change, then shows the registration as it now is. */
  async function change(work: () => PromiseLike<{ error: { message?: string; code?: string } | null }>): Promise<boolean> {
    setBusy(true);
    setOutcome(null);
    const { error: failure } = await work();
    setBusy(false);
    if (failure) {
      if (endsTheSession(failure)) void onRefused(messageOf(failure));
      else setOutcome({ refused: messageOf(failure) });
      return false;
    }
    setOutcome({ saved: true });
    show(await fetchRegistration());
    return true;
  }

  async function saveStatus() {
    const needsReason = statusesNeedingReason.has(status);
    if (needsReason && reason.trim() === '') {
      // The database's own refusal, said before anything is sent.
      setReasonError(messageOf({ message: 'staff_status_reason_required' }));
      reasonField.current?.focus();
      return;
    }
    setReasonError(null);
    const saved = await change(() =>
      supabase.rpc('staff_set_status', { p_registration_id: id, p_status: status, p_reason: needsReason ? reason : null }),
    );
    if (saved) setReason('');
  }

  async function addNote() {
    if (note.trim() === '') {
      setNoteError(messages.noteEmpty);
      // The field says why, and a screen reader reads it with the field.
      noteField.current?.focus();
      return;
    }
    setNoteError(null);
    if (await change(() => supabase.rpc('staff_add_note', { p_registration_id: id, p_note: note }))) setNote('');
  }

  /** A letter that did not pass the check (or has not had it) needs the box ticked first. */
  async function downloadLetter(flagged: boolean) {
    setError(null);
    if (flagged && !letterConfirmed) {
      setLetterConfirmError(true);
      // The box says why, and a screen reader reads it with the box.
      document.getElementById(LETTER_CONFIRM_ID)?.focus();
      return;
    }
    setLetterConfirmError(false);
    const { data, error: failure } = await supabase.functions.invoke<{ signedUrl: string }>('staff-letter', {
      body: { registrationId: id, acceptFlagged: flagged },
    });
    if (failure || !data?.signedUrl) {
      const reason = (await failureReason(failure)) ?? 'unknown';
      // The verdict changed since this page was loaded: show it as it now is.
      if (reason === 'staff_letter_flagged') return show(await fetchRegistration());
      return refused({ message: reason });
    }
    // A link the browser downloads (the URL asks for an attachment); never shown inline here.
    const link = document.createElement('a');
    link.href = data.signedUrl;
    link.rel = 'noreferrer';
    link.click();
  }

  const label = (table: Record<string, MessageDescriptor>, code: string | null | undefined) => {
    const found = labelOf(table as never, code) as MessageDescriptor | null;
    return found === null ? (code ?? '') : intl.formatMessage(found);
  };
  const who = (actor: string | null) => {
    if (actor === null) return intl.formatMessage(messages.nobody);
    if (actor === me) return intl.formatMessage(messages.you);
    return team.find((member) => member.user_id === actor)?.email ?? intl.formatMessage(messages.colleague);
  };
  const isAdmin = team.some((member) => member.user_id === me && member.role === 'admin' && !member.removed);

  async function showAudit() {
    setError(null);
    const { data, error: failure } = await auditedRead(staffRpc, { action: 'read_log', registrationId: id }, () =>
      supabase.rpc('staff_audit_log', { p_registration_id: id }),
    );
    if (failure) return refused(failure);
    setAudit((data as AuditLine[] | null) ?? []);
  }

  if (registration === null) {
    return (
      <Stack gap="md">
        <Link href={inboxHref()}>{intl.formatMessage(messages.back)}</Link>
        {error !== null ? (
          <Notice tone="critical" announce="assertive">
            {intl.formatMessage(error)}
          </Notice>
        ) : (
          <p role="status">{intl.formatMessage(messages.loading)}</p>
        )}
      </Stack>
    );
  }

  const r = registration;
  // Not found when the intake checked it (the letter is uploaded before the row is written, so it
  // went missing after): nothing to download, and no reason to call the letter rejected.
  const letterMissing = r.letter_check === 'missing';
  const letterFlagged = r.letter_check !== 'ok' && !letterMissing;
  const isChild = r.registration_type === 'children';
  // The stop is on adult care only (a child's care is paid for by the municipality), as on the form.
  const insurerStopped = !isChild && namesStoppedInsurer(r.insurance_company);
  /** A row of registrationRows as the page shows it: what the visitor typed as typed, hidden characters shown. */
  const shown = (row: RegistrationRow): ReactNode => {
    const { parts } = row;
    const [first] = parts;
    if (parts.length === 1 && first !== undefined) {
      const { field, value } = first;
      if (value === null) return '–';
      if (field.kind === 'date')
        return intl.formatMessage(valueMessages.dateOfBirthAge, {
          date: intl.formatDate(value, { dateStyle: 'long', timeZone: 'UTC' }),
          age: ageInYears(value, todayInAmsterdam()),
        });
      if (field.column !== null && isOptionColumn(field.column)) return optionLabel(field.column, value);
      if (field.column === 'insurance_company' && insurerStopped)
        return (
          <>
            <VisitorText text={value} /> <Badge tone="warning">{intl.formatMessage(messages.insurerStopped)}</Badge>
          </>
        );
    }
    return <VisitorText text={rowText(row, ({ value }) => value ?? '')} />;
  };
  const rows = registrationRows(r);
  const fieldsOf = (section: RegistrationSection): Field[] =>
    rows.filter((row) => row.section === section).map((row) => [row.label, shown(row)]);
  // The client: the adult, or the child (the address is where the client lives: the child's too).
  const patient = fieldsOf('client');
  // Whoever filled in the form: the adult, or the child's parent or guardian.
  const contact = fieldsOf('contact');
  const details: Field[] = [
    ...fieldsOf('registration'),
    [
      intl.formatMessage(messages.notification),
      <>
        {label(notificationLabels, r.notification?.status)}
        {r.notification?.held_reason != null && (
          <>
            {' '}
            <Badge tone="warning">{label(heldReasonLabels, r.notification.held_reason)}</Badge>
          </>
        )}
      </>,
    ],
  ];
  const groups: Array<{ id: string; heading: MessageDescriptor; fields: Field[] }> = isChild
    ? [
        { id: 'child-heading', heading: messages.childHeading, fields: patient },
        { id: 'parent-heading', heading: messages.parentHeading, fields: contact },
        { id: 'registration-heading', heading: messages.registrationHeading, fields: details },
      ]
    : [
        { id: 'person-heading', heading: messages.personHeading, fields: [...patient, ...contact] },
        { id: 'registration-heading', heading: messages.registrationHeading, fields: details },
      ];

  return (
    <Stack gap="xl">
      <Link href={inboxHref()}>{intl.formatMessage(messages.back)}</Link>
      <ScreenHeading>
        {intl.formatMessage(valueMessages.heading, {
          reference: registrationReference(r.id),
          date: intl.formatDate(r.created_at, { dateStyle: 'long', timeStyle: 'short' }),
        })}
      </ScreenHeading>
      {r.urgency === 'urgent' && (
        <p>
          <UrgencyBadge urgency={r.urgency} />
        </p>
      )}
      {error !== null && (
        <Notice tone="critical" announce="assertive">
          {intl.formatMessage(error)}
        </Notice>
      )}

      {(
        [
          [valueMessages.sameBsn, r.same_bsn_registrations],
          [valueMessages.sameNameAndBirth, r.same_name_and_birth_registrations],
        ] as const
      ).map(
        ([message, others]) =>
          others.length > 0 && (
            <Notice key={message.id} tone="warning">
              <Stack gap="xs">
                <p>{intl.formatMessage(message, { count: others.length })}</p>
                <ul className={styles.history}>
                  {others.map((other) => (
                    <li key={other.id}>
                      <Link href={hrefOf({ name: 'registration', id: other.id })}>
                        {intl.formatMessage(valueMessages.heading, {
                          reference: registrationReference(other.id),
                          date: intl.formatDate(other.created_at, { dateStyle: 'long', timeStyle: 'short' }),
                        })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Stack>
            </Notice>
          ),
      )}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id}>{intl.formatMessage(group.heading)}</h2>
          <dl className={styles.fields}>
            {group.fields.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}

      <section aria-labelledby="letter-heading">
        <Stack gap="sm">
          <h2 id="letter-heading">{intl.formatMessage(messages.letterHeading)}</h2>
          {letterMissing && (
            <Notice tone="warning">
              <p>
                <strong>{intl.formatMessage(messages.letterMissing)}</strong>
              </p>
              <p>{intl.formatMessage(messages.letterMissingNext)}</p>
            </Notice>
          )}
          {letterFlagged && (
            <Notice tone="warning">
              <p>
                <strong>
                  {intl.formatMessage(
                    r.letter_check === null || r.letter_check === 'too-complex'
                      ? messages.letterUnchecked
                      : messages.letterFlagged,
                  )}
                </strong>{' '}
                {r.letter_check !== null && label(letterCheckLabels, r.letter_check)}
              </p>
              <p>{intl.formatMessage(messages.letterCare)}</p>
            </Notice>
          )}
          {!letterMissing && <p>{intl.formatMessage(messages.letterHint)}</p>}
          {letterFlagged && (
            <Checkbox
              id={LETTER_CONFIRM_ID}
              label={intl.formatMessage(messages.letterConfirm)}
              isSelected={letterConfirmed}
              onChange={(selected) => {
                setLetterConfirmed(selected);
                if (selected) setLetterConfirmError(false);
              }}
              errorMessage={letterConfirmError ? intl.formatMessage(messages.letterConfirmMissing) : undefined}
            />
          )}
          {!letterMissing && (
            <div>
              <Button variant="secondary" onPress={() => void downloadLetter(letterFlagged)}>
                {intl.formatMessage(letterFlagged ? messages.downloadFlagged : messages.download)}
              </Button>
            </div>
          )}
        </Stack>
      </section>

      <section aria-labelledby="workflow-heading">
        <Stack gap="md">
          <h2 id="workflow-heading">{intl.formatMessage(messages.workflowHeading)}</h2>
          <Stack direction="horizontal" gap="md" align="end">
            <Select
              label={intl.formatMessage(messages.status)}
              value={status}
              onChange={(key) => {
                setStatus(key as Status);
                setReasonError(null);
              }}
            >
              {statuses.map((code) => (
                <SelectItem key={code} id={code}>
                  {intl.formatMessage(statusLabels[code])}
                </SelectItem>
              ))}
            </Select>
            {statusesNeedingReason.has(status) && (
              <TextField
                label={intl.formatMessage(messages.reason)}
                description={intl.formatMessage(messages.reasonHint)}
                errorMessage={reasonError === null ? undefined : intl.formatMessage(reasonError)}
                value={reason}
                onChange={setReason}
                maxLength={1000}
                inputRef={reasonField}
              />
            )}
            <Button isPending={busy} onPress={() => void saveStatus()}>
              {intl.formatMessage(messages.saveStatus)}
            </Button>
          </Stack>
          <UrgencyForm
            registrationId={id}
            current={r.urgency}
            onSaved={async () => show(await fetchRegistration())}
            onSessionEnded={(reason) => void onRefused(reason)}
          />
          <Stack direction="horizontal" gap="md" align="end">
            <Select label={intl.formatMessage(messages.assignTo)} value={assignee} onChange={setAssignee}>
              <SelectItem id={NOBODY}>{intl.formatMessage(messages.nobodyOption)}</SelectItem>
              {team
                .filter((member) => !member.removed || member.user_id === r.assignee)
                .map((member) => (
                  <SelectItem key={member.user_id} id={member.user_id}>
                    {member.user_id === me ? `${member.email} (${intl.formatMessage(messages.you)})` : member.email}
                  </SelectItem>
                ))}
            </Select>
            <Button
              variant="secondary"
              isPending={busy}
              onPress={() =>
                void change(() =>
                  supabase.rpc('staff_assign', { p_registration_id: id, p_assignee: assignee === NOBODY ? null : assignee }),
                )
              }
            >
              {intl.formatMessage(messages.saveAssignee)}
            </Button>
            {r.assignee !== me && me !== null && (
              <Button
                variant="quiet"
                onPress={() => void change(() => supabase.rpc('staff_assign', { p_registration_id: id, p_assignee: me }))}
              >
                {intl.formatMessage(messages.assignMe)}
              </Button>
            )}
          </Stack>
          <TextArea
            label={intl.formatMessage(messages.note)}
            description={intl.formatMessage(messages.noteHint)}
            errorMessage={noteError === null ? undefined : intl.formatMessage(noteError)}
            value={note}
            onChange={setNote}
            maxLength={5000}
            textAreaRef={noteField}
          />
          <div>
            <Button isPending={busy} onPress={() => void addNote()}>
              {intl.formatMessage(messages.addNote)}
            </Button>
          </div>
          {outcome !== null && 'refused' in outcome && (
            <Notice tone="critical" announce="assertive">
              {intl.formatMessage(outcome.refused)}
            </Notice>
          )}
          {outcome !== null && 'saved' in outcome && (
            <Notice tone="success" announce="polite">
              {intl.formatMessage(messages.saved)}
            </Notice>
          )}
        </Stack>
      </section>

      <ContactLog
        registrationId={id}
        attempts={r.contact_attempts}
        who={who}
        onSaved={async () => show(await fetchRegistration())}
        onSessionEnded={(reason) => void onRefused(reason)}
      />

      <section aria-labelledby="history-heading">
        <Stack gap="sm">
          <h2 id="history-heading">{intl.formatMessage(messages.historyHeading)}</h2>
          {r.events.length === 0 ? (
            <p>{intl.formatMessage(messages.historyEmpty)}</p>
          ) : (
            <ol className={styles.history}>
              {r.events.map((event, index) => {
                const when = intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' });
                const by = who(event.actor);
                return (
                  <li key={index}>
                    {event.kind === 'status' &&
                      intl.formatMessage(valueMessages.eventStatus, { when, who: by, status: label(statusLabels, event.status) })}
                    {event.kind === 'status' && event.note !== null && (
                      <p className={styles.value}>{intl.formatMessage(valueMessages.eventReason, { reason: event.note })}</p>
                    )}
                    {event.kind === 'assignee' &&
                      intl.formatMessage(valueMessages.eventAssignee, { when, who: by, assignee: who(event.assignee) })}
                    {event.kind === 'urgency' &&
                      intl.formatMessage(valueMessages.eventUrgency, {
                        when,
                        who: by,
                        urgency: label(urgencyLabels, event.urgency),
                      })}
                    {event.kind === 'urgency' && event.note !== null && (
                      <p className={styles.value}>{intl.formatMessage(valueMessages.eventReason, { reason: event.note })}</p>
                    )}
                    {event.kind === 'note' && (
                      <>
                        {intl.formatMessage(valueMessages.eventNote, { when, who: by })}
                        <p className={styles.value}>{event.note}</p>
                      </>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </Stack>
      </section>

      {isAdmin && (
        <section aria-labelledby="audit-heading">
          <Stack gap="sm">
            <h2 id="audit-heading">{intl.formatMessage(messages.auditHeading)}</h2>
            <p>{intl.formatMessage(messages.auditHint)}</p>
            {audit === null ? (
              <div>
                <Button variant="secondary" onPress={() => void showAudit()}>
                  {intl.formatMessage(messages.auditShow)}
                </Button>
              </div>
            ) : (
              <ol className={styles.history}>
                {audit.map((line, index) => (
                  <li key={index}>
                    {intl.formatMessage(valueMessages.auditLine, {
                      when: intl.formatDate(line.at, { dateStyle: 'medium', timeStyle: 'medium' }),
                      who: who(line.actor),
                      action: label(auditActionLabels, line.action),
                    })}
                  </li>
                ))}
              </ol>
            )}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

/** The reason in a function's error answer (`{ error: 'staff_second_factor_required' }`), if any. */
async function failureReason(failure: unknown): Promise<string | null> {
  const response = (failure as { context?: Response } | null)?.context;
  if (!(response instanceof Response)) return null;
  const body = (await response.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
  const reason = body?.error ?? body?.message;
  return typeof reason === 'string' ? reason : null;
}
