import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { messageOf } from '../errors.ts';
import { supabase } from '../supabase.ts';
import { AuthForm } from './AuthForm.tsx';
import { invitationFailure } from './ChoosePassword.tsx';

const messages = defineMessages({
  heading: { id: 'staff.acceptInvitation.heading', defaultMessage: 'Uitnodiging aannemen' },
  intro: {
    id: 'staff.acceptInvitation.intro',
    defaultMessage:
      'U bent uitgenodigd voor Aanmeldingen. Neem de uitnodiging aan met de knop hieronder. Daarna kiest u uw wachtwoord en koppelt u uw authenticator-app.',
  },
  submit: { id: 'staff.acceptInvitation.submit', defaultMessage: 'Uitnodiging aannemen' },
});

/**
 * The page the invitation e-mail's link opens. The link carries Auth's one-time token in its
 * fragment, which no server sees, and nothing spends it until the invitee presses the button
 * (Auth's POST /verify with the token hash). A mail scanner that opens every link therefore
 * neither uses up the invitation nor gets the account's first session, from which it could choose
 * the password or enrol its own authenticator app. Signed in, the app goes on to the password.
 */
export function AcceptInvitation({
  tokenHash,
  onAccepted,
  onFailed,
}: {
  tokenHash: string;
  /** Signed in by the invitation: the app moves on to the password. */
  onAccepted: () => void;
  /** The link was used, has expired or is unknown: the sign-in screen says so. */
  onFailed: (reason: MessageDescriptor) => void;
}) {
  const intl = useIntl();
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);

  async function accept() {
    if (busy) return;
    setBusy(true);
    const { error: refused } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'invite' });
    setBusy(false);
    if (refused === null) return onAccepted();
    // No answer (the connection, or Auth unavailable): the token is unspent, so pressing again works.
    if (isAuthRetryableFetchError(refused)) setError(messageOf(refused));
    else onFailed(invitationFailure(refused.code ?? ''));
  }

  return (
    <AuthForm
      heading={intl.formatMessage(messages.heading)}
      intro={intl.formatMessage(messages.intro)}
      error={error === null ? null : intl.formatMessage(error)}
      submit={intl.formatMessage(messages.submit)}
      onSubmit={accept}
    >
      {null}
    </AuthForm>
  );
}
