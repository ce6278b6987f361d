import { useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor, type MessageValue } from 'react-intl';
import { Button, DateField, Notice, Select, SelectItem, Stack, TextArea } from '@ankerlicht/ui';
import { endsTheSession, messageOf, refusalReason } from '../errors.ts';
import {
  contactChannelLabels,
  contactChannels,
  contactOutcomeLabels,
  contactOutcomes,
  labelOf,
  type ContactChannel,
  type ContactOutcome,
} from '../labels.ts';
import { supabase } from '../supabase.ts';
import { todayInAmsterdam } from './age.ts';
import * as styles from './inbox.css.ts';

const messages = defineMessages({
  heading: { id: 'staff.contact.heading', defaultMessage: 'Contactpogingen' },
  empty: { id: 'staff.contact.empty', defaultMessage: 'Nog geen contactpogingen vastgelegd.' },
  channel: { id: 'staff.contact.channel', defaultMessage: 'Via' },
  outcome: { id: 'staff.contact.outcome', defaultMessage: 'Uitkomst' },
  outcomeMissing: { id: 'staff.contact.outcomeMissing', defaultMessage: 'Kies wat de contactpoging heeft opgeleverd.' },
  nextStep: { id: 'staff.contact.nextStep', defaultMessage: 'Volgende stap (niet verplicht)' },
  nextStepHint: {
    id: 'staff.contact.nextStepHint',
    defaultMessage: 'Bijvoorbeeld ‘na 17:00 opnieuw bellen’. Blijft bewaard en kan niet worden gewijzigd.',
  },
  remindOn: { id: 'staff.contact.remindOn', defaultMessage: 'Terugbellen op (niet verplicht)' },
  remindOnHint: { id: 'staff.contact.remindOnHint', defaultMessage: 'Bijvoorbeeld 9 12 2026.' },
  save: { id: 'staff.contact.save', defaultMessage: 'Contactpoging vastleggen' },
  saved: { id: 'staff.contact.saved', defaultMessage: 'Contactpoging vastgelegd.' },
});

type V = MessageValue;
const valueMessages = defineMessages<{
  readonly line: { readonly when: V; readonly who: V; readonly channel: V; readonly outcome: V };
  readonly remind: { readonly date: V };
}>({
  line: { id: 'staff.contact.line', defaultMessage: '{when}, {who}: {channel}, {outcome}' },
  remind: { id: 'staff.contact.remind', defaultMessage: 'Terugbellen op {date}' },
});

/** One attempt as staff_registration returns it (newest first). */
export type ContactAttempt = {
  at: string;
  actor: string;
  channel: ContactChannel;
  outcome: ContactOutcome;
  next_step: string | null;
  /** YYYY-MM-DD, or null. */
  remind_on: string | null;
};

/** The ids the form's errors focus. */
const OUTCOME_ID = 'contact-outcome';
const REMIND_ID = 'contact-remind-on';

/** A typed date as DateField gives it ('YYYY-MM-DD' when whole) that exists on the calendar. */
function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The registration's contact log: each attempt to reach the person, newest first, and a form to add
 * one. What the staff wrote as the next step is shown as a note is (plain text, line breaks kept).
 * An attempt is never changed afterwards (the database refuses it).
 */
export function ContactLog({
  registrationId,
  attempts,
  who,
  onSaved,
  onSessionEnded,
}: {
  registrationId: string;
  attempts: readonly ContactAttempt[];
  /** A member's name (an e-mail address, "u", "een collega") for an actor's id. */
  who: (actor: string) => string;
  /** Reads the registration again, so the new attempt shows. */
  onSaved: () => Promise<void>;
  onSessionEnded: (reason: MessageDescriptor) => void;
}) {
  const intl = useIntl();
  const [channel, setChannel] = useState<ContactChannel>('phone');
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);
  const [nextStep, setNextStep] = useState('');
  const [remindOn, setRemindOn] = useState('');
  const [outcomeError, setOutcomeError] = useState<MessageDescriptor | null>(null);
  const [nextStepError, setNextStepError] = useState<MessageDescriptor | null>(null);
  const [remindError, setRemindError] = useState<MessageDescriptor | null>(null);
  const [result, setResult] = useState<{ saved: true } | { refused: MessageDescriptor } | null>(null);
  const [busy, setBusy] = useState(false);
  const nextStepField = useRef<HTMLTextAreaElement>(null);

  async function save() {
    setResult(null);
    // What the database would refuse, said at its field before anything is sent.
    const missingOutcome = outcome === null;
    const tooLong = nextStep.trim().length > 500;
    const badDate = remindOn !== '' && (!isRealDate(remindOn) || remindOn < todayInAmsterdam());
    setOutcomeError(missingOutcome ? messages.outcomeMissing : null);
    setNextStepError(tooLong ? messageOf({ message: 'staff_contact_next_step_too_long' }) : null);
    setRemindError(badDate ? messageOf({ message: 'staff_contact_remind_on' }) : null);
    if (missingOutcome) return document.getElementById(OUTCOME_ID)?.focus();
    if (tooLong) return nextStepField.current?.focus();
    if (badDate) return document.getElementById(REMIND_ID)?.focus();

    setBusy(true);
    const { error } = await supabase.rpc('staff_log_contact', {
      p_registration_id: registrationId,
      p_channel: channel,
      p_outcome: outcome,
      p_next_step: nextStep.trim() === '' ? null : nextStep,
      p_remind_on: remindOn === '' ? null : remindOn,
    });
    setBusy(false);
    if (error) {
      const reason = refusalReason(error);
      if (endsTheSession(error)) return onSessionEnded(messageOf(error));
      // The date by the server's calendar (a page left open past midnight): said at the field.
      if (reason === 'staff_contact_remind_on') {
        setRemindError(messageOf(error));
        return document.getElementById(REMIND_ID)?.focus();
      }
      return setResult({ refused: messageOf(error) });
    }
    setOutcome(null);
    setNextStep('');
    setRemindOn('');
    setResult({ saved: true });
    await onSaved();
  }

  const label = (table: Record<string, MessageDescriptor>, code: string) => {
    const found = labelOf(table as never, code) as MessageDescriptor | null;
    return found === null ? code : intl.formatMessage(found);
  };

  return (
    <section aria-labelledby="contact-heading">
      <Stack gap="md">
        <h2 id="contact-heading">{intl.formatMessage(messages.heading)}</h2>
        <Stack direction="horizontal" gap="md" align="end">
          <Select
            label={intl.formatMessage(messages.channel)}
            value={channel}
            onChange={(key) => setChannel(key as ContactChannel)}
          >
            {contactChannels.map((code) => (
              <SelectItem key={code} id={code}>
                {intl.formatMessage(contactChannelLabels[code])}
              </SelectItem>
            ))}
          </Select>
          <Select
            id={OUTCOME_ID}
            label={intl.formatMessage(messages.outcome)}
            value={outcome}
            onChange={(key) => {
              setOutcome(key === '' ? null : (key as ContactOutcome));
              setOutcomeError(null);
            }}
            errorMessage={outcomeError === null ? undefined : intl.formatMessage(outcomeError)}
          >
            {contactOutcomes.map((code) => (
              <SelectItem key={code} id={code}>
                {intl.formatMessage(contactOutcomeLabels[code])}
              </SelectItem>
            ))}
          </Select>
        </Stack>
        <TextArea
          label={intl.formatMessage(messages.nextStep)}
          description={intl.formatMessage(messages.nextStepHint)}
          errorMessage={nextStepError === null ? undefined : intl.formatMessage(nextStepError)}
          value={nextStep}
          onChange={setNextStep}
          rows={2}
          textAreaRef={nextStepField}
        />
        <DateField
          id={REMIND_ID}
          label={intl.formatMessage(messages.remindOn)}
          description={intl.formatMessage(messages.remindOnHint)}
          errorMessage={remindError === null ? undefined : intl.formatMessage(remindError)}
          value={remindOn}
          onChange={(value) => {
            setRemindOn(value);
            setRemindError(null);
          }}
        />
        <div>
          <Button isPending={busy} onPress={() => void save()}>
            {intl.formatMessage(messages.save)}
          </Button>
        </div>
        {result !== null && 'refused' in result && (
          <Notice tone="critical" announce="assertive">
            {intl.formatMessage(result.refused)}
          </Notice>
        )}
        {result !== null && 'saved' in result && (
          <Notice tone="success" announce="polite">
            {intl.formatMessage(messages.saved)}
          </Notice>
        )}
        {attempts.length === 0 ? (
          <p>{intl.formatMessage(messages.empty)}</p>
        ) : (
          <ol className={styles.history}>
            {attempts.map((attempt, index) => (
              <li key={index}>
                {intl.formatMessage(valueMessages.line, {
                  when: intl.formatDate(attempt.at, { dateStyle: 'medium', timeStyle: 'short' }),
                  who: who(attempt.actor),
                  channel: label(contactChannelLabels, attempt.channel),
                  outcome: label(contactOutcomeLabels, attempt.outcome),
                })}
                {attempt.remind_on !== null && (
                  <p className={styles.value}>
                    {intl.formatMessage(valueMessages.remind, {
                      // A day, not a moment: read and written as UTC so no time zone moves it.
                      date: intl.formatDate(`${attempt.remind_on}T00:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' }),
                    })}
                  </p>
                )}
                {attempt.next_step !== null && <p className={styles.value}>{attempt.next_step}</p>}
              </li>
            ))}
          </ol>
        )}
      </Stack>
    </section>
  );
}
