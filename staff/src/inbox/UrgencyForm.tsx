import { useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Badge, Button, Notice, Select, SelectItem, Stack, TextField } from '@ankerlicht/ui';
import { endsTheSession, messageOf } from '../errors.ts';
import { urgencies, urgencyLabels, type Urgency } from '../labels.ts';
import { supabase } from '../supabase.ts';

const messages = defineMessages({
  urgency: { id: 'staff.urgency.label', defaultMessage: 'Urgentie' },
  reason: { id: 'staff.urgency.reason', defaultMessage: 'Reden voor spoed' },
  reasonHint: {
    id: 'staff.urgency.reasonHint',
    defaultMessage: 'Kort, bijvoorbeeld ‘huisarts belde: acute situatie’. Blijft bewaard in de geschiedenis.',
  },
  save: { id: 'staff.urgency.save', defaultMessage: 'Urgentie opslaan' },
  saved: { id: 'staff.urgency.saved', defaultMessage: 'Urgentie opgeslagen.' },
});

/** The marker of an urgent case, in the list and on its screen; nothing for a normal one. */
export function UrgencyBadge({ urgency }: { urgency: string | null | undefined }) {
  const intl = useIntl();
  return urgency === 'urgent' ? <Badge tone="critical">{intl.formatMessage(urgencyLabels.urgent)}</Badge> : null;
}

/**
 * Normal or urgent ("spoed"), with a required short reason for urgent, kept in the history line as
 * a status's reason is. Saving what the case already has writes nothing (the database decides).
 */
export function UrgencyForm({
  registrationId,
  current,
  onSaved,
  onSessionEnded,
}: {
  registrationId: string;
  current: Urgency;
  onSaved: () => Promise<void>;
  onSessionEnded: (reason: MessageDescriptor) => void;
}) {
  const intl = useIntl();
  const [urgency, setUrgency] = useState<Urgency>(current);
  const [shown, setShown] = useState<Urgency>(current);
  // A new value from the server (after a save, or another member's change) resets the choice.
  if (current !== shown) {
    setShown(current);
    setUrgency(current);
  }
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<MessageDescriptor | null>(null);
  const [result, setResult] = useState<{ saved: true } | { refused: MessageDescriptor } | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonField = useRef<HTMLInputElement>(null);

  async function save() {
    setResult(null);
    const urgent = urgency === 'urgent';
    const problem =
      urgent && reason.trim() === ''
        ? 'staff_urgency_reason_required'
        : urgent && reason.trim().length > 500
          ? 'staff_urgency_reason_too_long'
          : null;
    if (problem !== null) {
      // The database's own refusal, said at the field before anything is sent.
      setReasonError(messageOf({ message: problem }));
      reasonField.current?.focus();
      return;
    }
    setReasonError(null);
    setBusy(true);
    const { error } = await supabase.rpc('staff_set_urgency', {
      p_registration_id: registrationId,
      p_urgency: urgency,
      p_reason: urgent ? reason : null,
    });
    setBusy(false);
    if (error) {
      if (endsTheSession(error)) return onSessionEnded(messageOf(error));
      return setResult({ refused: messageOf(error) });
    }
    setReason('');
    setResult({ saved: true });
    await onSaved();
  }

  return (
    <Stack gap="sm">
      <Stack direction="horizontal" gap="md" align="end">
        <Select
          label={intl.formatMessage(messages.urgency)}
          value={urgency}
          onChange={(key) => {
            setUrgency(key as Urgency);
            setReasonError(null);
          }}
        >
          {urgencies.map((code) => (
            <SelectItem key={code} id={code}>
              {intl.formatMessage(urgencyLabels[code])}
            </SelectItem>
          ))}
        </Select>
        {urgency === 'urgent' && (
          <TextField
            label={intl.formatMessage(messages.reason)}
            description={intl.formatMessage(messages.reasonHint)}
            errorMessage={reasonError === null ? undefined : intl.formatMessage(reasonError)}
            value={reason}
            onChange={setReason}
            inputRef={reasonField}
          />
        )}
        <Button variant="secondary" isPending={busy} onPress={() => void save()}>
          {intl.formatMessage(messages.save)}
        </Button>
      </Stack>
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
    </Stack>
  );
}
