import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor, type MessageValue, type NoMessageValues } from 'react-intl';
import type { Session } from '@supabase/supabase-js';
import { TextField } from '@ankerlicht/ui';
import { messageOf, refusalReason } from '../errors.ts';
import { supabase } from '../supabase.ts';
import { AuthForm } from './AuthForm.tsx';

/**
 * Auth's `[auth] minimum_password_length` (supabase/config.toml; set the same in a hosted project's
 * Auth settings). Auth enforces it (weak_password); here it is only named in the hint, and
 * errors.test.ts keeps the two equal.
 */
export const MINIMUM_PASSWORD_LENGTH = 12;

const messages = defineMessages<{
  readonly heading: NoMessageValues;
  readonly intro: NoMessageValues;
  readonly password: NoMessageValues;
  readonly passwordHint: { readonly minimum: MessageValue };
  readonly repeat: NoMessageValues;
  readonly submit: NoMessageValues;
  readonly required: NoMessageValues;
  readonly mismatch: NoMessageValues;
}>({
  heading: { id: 'staff.choosePassword.heading', defaultMessage: 'Kies uw wachtwoord' },
  intro: {
    id: 'staff.choosePassword.intro',
    defaultMessage:
      'Welkom bij het screeningsteam. Kies het wachtwoord waarmee u voortaan inlogt. Daarna koppelt u een authenticator-app.',
  },
  password: { id: 'staff.choosePassword.password', defaultMessage: 'Nieuw wachtwoord' },
  passwordHint: {
    id: 'staff.choosePassword.passwordHint',
    defaultMessage: 'Minimaal {minimum} tekens. Een zin van een paar woorden is sterk en goed te onthouden.',
  },
  repeat: { id: 'staff.choosePassword.repeat', defaultMessage: 'Herhaal het nieuwe wachtwoord' },
  submit: { id: 'staff.choosePassword.submit', defaultMessage: 'Wachtwoord opslaan' },
  required: { id: 'staff.choosePassword.required', defaultMessage: 'Vul het nieuwe wachtwoord twee keer in.' },
  mismatch: { id: 'staff.choosePassword.mismatch', defaultMessage: 'De twee wachtwoorden zijn niet hetzelfde.' },
});

/** The JWT's claims this app reads (never trusted for access: the backend checks the token itself). */
type Claims = { session_id?: unknown; amr?: unknown };

function claimsOf(accessToken: string): Claims {
  try {
    const payload = (accessToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(payload));
    return typeof claims === 'object' && claims !== null ? (claims as Claims) : {};
  } catch {
    return {};
  }
}

/** How the session was signed in: the methods of the access token's `amr` claim. */
export function signInMethods(accessToken: string): string[] {
  const { amr } = claimsOf(accessToken);
  if (!Array.isArray(amr)) return [];
  return amr.flatMap((entry: unknown) => {
    const method = (entry as { method?: unknown } | null)?.method;
    return typeof method === 'string' ? [method] : [];
  });
}

/** Where this tab remembers that the session's password has been chosen (gone with the tab, as the session). */
const CHOSEN_KEY = 'ankerlicht-staff-password-chosen';

/**
 * Whether the session came from an invitation link and no password has been chosen in it yet:
 * Auth records an invitation's sign-in as method `otp` (never `password`) in the token's amr,
 * which survives a reload and a refresh; choosing the password does not change the token, so
 * this tab remembers it by the session's id.
 */
export function needsPassword(session: Session, storage: Pick<Storage, 'getItem'> = window.sessionStorage): boolean {
  const methods = signInMethods(session.access_token);
  if (methods.includes('password') || !(methods.includes('otp') || methods.includes('invite'))) return false;
  const sessionId = claimsOf(session.access_token).session_id;
  return typeof sessionId !== 'string' || storage.getItem(CHOSEN_KEY) !== sessionId;
}

function rememberChosen(session: Session) {
  const sessionId = claimsOf(session.access_token).session_id;
  if (typeof sessionId === 'string') window.sessionStorage.setItem(CHOSEN_KEY, sessionId);
}

/**
 * What an invitation link brought in the URL's fragment, if anything: the invitation e-mail's
 * one-time token, not used yet (supabase/templates/invite.html); or, after Auth's own link
 * (GET /verify, the implicit flow), the session it started or why it failed.
 */
export type InvitationLink =
  | { kind: 'pending'; tokenHash: string }
  | { kind: 'session'; accessToken: string; refreshToken: string }
  | { kind: 'failed'; code: string }
  | null;

export function invitationIn(hash: string): InvitationLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('error') || params.has('error_code')) {
    return { kind: 'failed', code: params.get('error_code') ?? params.get('error') ?? '' };
  }
  const tokenHash = params.get('token_hash');
  if (params.get('type') === 'invite' && tokenHash) return { kind: 'pending', tokenHash };
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (params.get('type') !== 'invite' || !accessToken || !refreshToken) return null;
  return { kind: 'session', accessToken, refreshToken };
}

/** The message for an invitation link that did not sign in: Auth's reason if known, else "expired or used". */
export function invitationFailure(code: string): MessageDescriptor {
  return refusalReason({ code }) === 'unknown' ? messageOf({ code: 'otp_expired' }) : messageOf({ code });
}

/**
 * After the invitation link: the invitee chooses the password they will sign in with, typed twice.
 * Auth refuses one that is too short (weak_password); what was typed stays after a refusal.
 */
export function ChoosePassword({ session, onChosen }: { session: Session; onChosen: () => void }) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    // No pending state on the button (as SignIn): the form is gone once the password is saved.
    if (busy) return;
    if (password === '' || repeat === '') {
      setError(messages.required);
      return;
    }
    if (password !== repeat) {
      setError(messages.mismatch);
      return;
    }
    setBusy(true);
    const { error: refused } = await supabase.auth.updateUser({ password });
    setBusy(false);
    // same_password: the account has exactly this password already (chosen before a reload).
    if (refused && refused.code !== 'same_password') {
      setError(messageOf(refused));
      return;
    }
    rememberChosen(session);
    onChosen();
  }

  const values = { minimum: MINIMUM_PASSWORD_LENGTH };
  return (
    <AuthForm
      heading={intl.formatMessage(messages.heading)}
      intro={intl.formatMessage(messages.intro)}
      error={error === null ? null : intl.formatMessage(error, values)}
      submit={intl.formatMessage(messages.submit)}
      onSubmit={submit}
    >
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={session.user.email ?? ''} readOnly hidden />
      <TextField
        label={intl.formatMessage(messages.password)}
        description={intl.formatMessage(messages.passwordHint, values)}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        isRequired
      />
      <TextField
        label={intl.formatMessage(messages.repeat)}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        isRequired
      />
    </AuthForm>
  );
}
