import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Notice, Stack, TextField } from '@ankerlicht/ui';
import { messageOf } from '../errors.ts';
import { supabase } from '../supabase.ts';
import * as styles from './auth.css.ts';

const messages = defineMessages({
  heading: { id: 'staff.signIn.heading', defaultMessage: 'Inloggen' },
  intro: {
    id: 'staff.signIn.intro',
    defaultMessage: 'Alleen voor het screeningsteam. Na uw wachtwoord vragen we de code uit uw authenticator-app.',
  },
  email: { id: 'staff.signIn.email', defaultMessage: 'E-mailadres' },
  password: { id: 'staff.signIn.password', defaultMessage: 'Wachtwoord' },
  submit: { id: 'staff.signIn.submit', defaultMessage: 'Inloggen' },
  required: { id: 'staff.signIn.required', defaultMessage: 'Vul uw e-mailadres en wachtwoord in.' },
});

/** The first step: e-mail address and password. What was typed stays after a refusal. */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // No pending state on the button: React Aria announces it by the button's id, and this form is
    // gone once signed in, leaving the announcement without a name (axe: role-img-alt).
    if (busy) return;
    if (email.trim() === '' || password === '') {
      setError(messages.required);
      return;
    }
    setBusy(true);
    const { error: refused } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    setBusy(false);
    if (refused) setError(messageOf(refused));
    else onSignedIn();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <h1>{intl.formatMessage(messages.heading)}</h1>
        <p>{intl.formatMessage(messages.intro)}</p>
        {error !== null && (
          <Notice tone="critical" announce="assertive">
            {intl.formatMessage(error)}
          </Notice>
        )}
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          isRequired
        />
        <TextField
          label={intl.formatMessage(messages.password)}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isRequired
        />
        <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
      </Stack>
    </form>
  );
}
