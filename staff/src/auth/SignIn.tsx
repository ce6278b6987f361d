import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { TextField } from '@ankerlicht/ui';
import { messageOf } from '../errors.ts';
import { supabase } from '../supabase.ts';
import { AuthForm } from './AuthForm.tsx';

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

  async function submit() {
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
    <AuthForm
      heading={intl.formatMessage(messages.heading)}
      intro={intl.formatMessage(messages.intro)}
      error={error === null ? null : intl.formatMessage(error)}
      submit={intl.formatMessage(messages.submit)}
      onSubmit={submit}
    >
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
    </AuthForm>
  );
}
