import { useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { defineMessages, useIntl, type MessageDescriptor, type MessageValue, type NoMessageValues } from 'react-intl';
import type { Session } from '@supabase/supabase-js';
import { Button, Container, Notice, Stack } from '@ankerlicht/ui';
import { ChoosePassword, invitationFailure, invitationIn, needsPassword } from './auth/ChoosePassword.tsx';
import { SecondFactor } from './auth/SecondFactor.tsx';
import { SignIn } from './auth/SignIn.tsx';
import { Inbox } from './inbox/Inbox.tsx';
import { RegistrationDetail } from './inbox/RegistrationDetail.tsx';
import { navigate, usePlace } from './navigation.ts';
import { ScreenChanges, titleMessages } from './ScreenHeading.tsx';
import { supabase } from './supabase.ts';
import * as styles from './App.css.ts';

const messages = defineMessages<{
  readonly signedInAs: { readonly email: MessageValue };
  readonly signOut: NoMessageValues;
  readonly loading: NoMessageValues;
  readonly signedOutIdle: { readonly minutes: MessageValue };
}>({
  signedInAs: { id: 'staff.app.signedInAs', defaultMessage: 'Ingelogd als {email}' },
  signOut: { id: 'staff.app.signOut', defaultMessage: 'Uitloggen' },
  loading: { id: 'staff.app.loading', defaultMessage: 'Even geduld…' },
  signedOutIdle: {
    id: 'staff.app.signedOutIdle',
    defaultMessage: 'U bent uitgelogd omdat u {minutes} minuten niets hebt gedaan.',
  },
});

/** A session ends on this device after this long without a key press or a click (issue 30: inactivity). */
export const IDLE_MINUTES = 15;

type Stage =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'choosePassword'; session: Session }
  | { kind: 'secondFactor'; session: Session; enrolled: boolean }
  | { kind: 'signedIn'; session: Session };

/**
 * Where the session stands: no session; signed in by an invitation link without a password yet;
 * only the first step (aal1); or the second factor too (aal2).
 */
async function stageOf(session: Session | null): Promise<Stage> {
  if (session === null) return { kind: 'signedOut' };
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (data?.currentLevel === 'aal2') return { kind: 'signedIn', session };
  if (needsPassword(session)) return { kind: 'choosePassword', session };
  return { kind: 'secondFactor', session, enrolled: data?.nextLevel === 'aal2' };
}

/**
 * An invitation link's redirect, read once and taken out of the address bar (the client does not
 * read URLs itself: supabase.ts, detectSessionInUrl false): its session is taken on; a failed link
 * leaves a message for the sign-in screen.
 */
async function takeInvitation(): Promise<MessageDescriptor | null> {
  const invitation = invitationIn(window.location.hash);
  if (invitation === null) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  if (invitation.kind === 'failed') return invitationFailure(invitation.code);
  const { error } = await supabase.auth.setSession({
    access_token: invitation.accessToken,
    refresh_token: invitation.refreshToken,
  });
  return error ? invitationFailure(error.code ?? '') : null;
}

export function App() {
  const intl = useIntl();
  const place = usePlace();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);

  useEffect(() => {
    document.title = intl.formatMessage(titleMessages.documentTitle);
  }, [intl]);

  useEffect(() => {
    let current = true;
    const update = (session: Session | null) => {
      void stageOf(session).then((next) => current && setStage(next));
    };
    void takeInvitation()
      .then((failed) => {
        if (failed !== null && current) setNotice(failed);
        return supabase.auth.getSession();
      })
      .then(({ data }) => update(data.session));
    const { data } = supabase.auth.onAuthStateChange((_event, session) => {
      // Outside the callback: supabase-js holds a lock while it runs, and stageOf asks it again.
      setTimeout(() => update(session), 0);
    });
    return () => {
      current = false;
      data.subscription.unsubscribe();
    };
  }, []);

  /**
   * Ends this device's session (Auth deletes it, so the database refuses its token at once:
   * private.require_staff); a colleague's or the same person's session on another device goes on.
   * `reason` is said on the sign-in screen.
   */
  const signOut = useCallback(async (reason: MessageDescriptor | null = null) => {
    setNotice(reason);
    await supabase.auth.signOut({ scope: 'local' });
    navigate('/');
  }, []);

  // Inactivity: any key press or click starts the count again.
  useEffect(() => {
    if (stage.kind !== 'signedIn') return;
    let timer = setTimeout(() => void signOut(messages.signedOutIdle), IDLE_MINUTES * 60_000);
    const again = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void signOut(messages.signedOutIdle), IDLE_MINUTES * 60_000);
    };
    window.addEventListener('keydown', again);
    window.addEventListener('pointerdown', again);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', again);
      window.removeEventListener('pointerdown', again);
    };
  }, [stage.kind, signOut]);

  // Which screen shows; each change after the first moves focus to the new screen's heading.
  const screen = stage.kind !== 'signedIn' ? stage.kind : place.name === 'registration' ? `registration ${place.id}` : 'inbox';
  const [screens, setScreens] = useState({ screen, changes: 0 });
  if (screens.screen !== screen) setScreens({ screen, changes: screens.changes + (screens.screen === 'loading' ? 0 : 1) });

  let main;
  if (stage.kind === 'loading') main = <p role="status">{intl.formatMessage(messages.loading)}</p>;
  else if (stage.kind === 'signedOut') main = <SignIn onSignedIn={() => setNotice(null)} />;
  else if (stage.kind === 'choosePassword')
    main = <ChoosePassword session={stage.session} onChosen={() => void stageOf(stage.session).then(setStage)} />;
  else if (stage.kind === 'secondFactor') main = <SecondFactor enrolled={stage.enrolled} />;
  else if (place.name === 'registration') main = <RegistrationDetail id={place.id} onRefused={signOut} />;
  else main = <Inbox onRefused={signOut} />;

  return (
    <RouterProvider navigate={navigate}>
      <header className={styles.header}>
        <Container className={styles.headerInner}>
          <p className={styles.product}>{intl.formatMessage(titleMessages.product)}</p>
          {stage.kind !== 'loading' && stage.kind !== 'signedOut' && (
            <Stack direction="horizontal" gap="md" align="center">
              <span>{intl.formatMessage(messages.signedInAs, { email: stage.session.user.email ?? '' })}</span>
              <Button variant="secondary" onPress={() => void signOut()}>
                {intl.formatMessage(messages.signOut)}
              </Button>
            </Stack>
          )}
        </Container>
      </header>
      <Container as="main" className={styles.main}>
        <Stack gap="lg">
          {notice !== null && stage.kind === 'signedOut' && (
            <Notice tone="warning" announce="polite">
              {intl.formatMessage(notice, { minutes: IDLE_MINUTES })}
            </Notice>
          )}
          <ScreenChanges.Provider value={screens.changes}>{main}</ScreenChanges.Provider>
        </Stack>
      </Container>
    </RouterProvider>
  );
}
