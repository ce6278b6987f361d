import { useCallback, useEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { defineMessages, useIntl, type MessageDescriptor, type MessageValue, type NoMessageValues } from 'react-intl';
import type { Session } from '@supabase/supabase-js';
import { Button, Container, Link, Notice, Stack } from '@ankerlicht/ui';
import { AcceptInvitation } from './auth/AcceptInvitation.tsx';
import { ChoosePassword, invitationFailure, invitationIn, needsPassword } from './auth/ChoosePassword.tsx';
import { SecondFactor } from './auth/SecondFactor.tsx';
import { SignIn } from './auth/SignIn.tsx';
import { Inbox } from './inbox/Inbox.tsx';
import { RegistrationDetail } from './inbox/RegistrationDetail.tsx';
import { AccessLog } from './accessLog/AccessLog.tsx';
import { WaitingTimes } from './waitingTimes/WaitingTimes.tsx';
import { PublicationReminder } from './waitingTimes/PublicationReminder.tsx';
import { refusalMessages } from './errors.ts';
import { IDLE_MINUTES, WARN_MINUTES, useIdleSignOut } from './idle.ts';
import { claimDrafts, clearDrafts } from './inbox/noteDraft.ts';
import { inboxHref, rememberQuery } from './inbox/inboxView.ts';
import { hrefOf, navigate, usePlace } from './navigation.ts';
import { ScreenChanges, titleMessages } from './ScreenHeading.tsx';
import { supabase } from './supabase.ts';
import * as styles from './App.css.ts';

const messages = defineMessages<{
  readonly signedInAs: { readonly email: MessageValue };
  readonly signOut: NoMessageValues;
  readonly loading: NoMessageValues;
  readonly signedOutIdle: { readonly minutes: MessageValue };
  readonly idleWarning: { readonly minutes: MessageValue; readonly warn: MessageValue };
  readonly stay: NoMessageValues;
  readonly places: NoMessageValues;
  readonly inbox: NoMessageValues;
  readonly accessLog: NoMessageValues;
  readonly waitingTimes: NoMessageValues;
}>({
  signedInAs: { id: 'staff.app.signedInAs', defaultMessage: 'Ingelogd als {email}' },
  signOut: { id: 'staff.app.signOut', defaultMessage: 'Uitloggen' },
  loading: { id: 'staff.app.loading', defaultMessage: 'Even geduld…' },
  signedOutIdle: {
    id: 'staff.app.signedOutIdle',
    defaultMessage:
      'U bent automatisch uitgelogd omdat u {minutes, plural, one {# minuut} other {# minuten}} niet actief was. Log opnieuw in om verder te gaan waar u was. Een notitie die u aan het typen was, staat er nog.',
  },
  idleWarning: {
    id: 'staff.app.idleWarning',
    defaultMessage:
      'U bent {minutes, plural, one {# minuut} other {# minuten}} niet actief geweest. Over {warn, plural, one {# minuut} other {# minuten}} wordt u automatisch uitgelogd. Wilt u ingelogd blijven?',
  },
  stay: { id: 'staff.app.stay', defaultMessage: 'Ingelogd blijven' },
  // The header's links, for admins: the inbox, the access log across all registrations, the waiting times.
  places: { id: 'staff.app.places', defaultMessage: 'Onderdelen' },
  inbox: { id: 'staff.app.inbox', defaultMessage: 'Aanmeldingen' },
  accessLog: { id: 'staff.app.accessLog', defaultMessage: 'Inzagelog' },
  waitingTimes: { id: 'staff.app.waitingTimes', defaultMessage: 'Wachttijden' },
});

type Stage =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'acceptInvitation'; tokenHash: string }
  | { kind: 'choosePassword'; session: Session }
  | { kind: 'secondFactor'; session: Session; enrolled: boolean }
  | { kind: 'signedIn'; session: Session };

/**
 * Where the session stands: no session; signed in by an invitation link without a password yet;
 * only the first step (aal1); or the second factor too (aal2). The password comes first even at
 * aal2: an invitation's session can link a factor through Auth's API without this app, and the
 * database then refuses it everything (staff_password_required) until a password is chosen.
 */
async function stageOf(session: Session | null): Promise<Stage> {
  if (session === null) return { kind: 'signedOut' };
  if (needsPassword(session)) return { kind: 'choosePassword', session };
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (data?.currentLevel === 'aal2') return { kind: 'signedIn', session };
  return { kind: 'secondFactor', session, enrolled: data?.nextLevel === 'aal2' };
}

/**
 * An invitation link, read once and taken out of the address bar (the client does not read URLs
 * itself: supabase.ts, detectSessionInUrl false): the e-mail's unused token waits for the
 * invitee's press (AcceptInvitation); the session of Auth's own link is taken on; a failed link
 * leaves a message for the sign-in screen.
 */
async function takeInvitation(): Promise<{ failed: MessageDescriptor } | { pending: string } | null> {
  const invitation = invitationIn(window.location.hash);
  if (invitation === null) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  if (invitation.kind === 'pending') return { pending: invitation.tokenHash };
  if (invitation.kind === 'failed') return { failed: invitationFailure(invitation.code) };
  const { error } = await supabase.auth.setSession({
    access_token: invitation.accessToken,
    refresh_token: invitation.refreshToken,
  });
  return error ? { failed: invitationFailure(error.code ?? '') } : null;
}

export function App() {
  const intl = useIntl();
  const place = usePlace();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);
  /** An invitation's token waits for the invitee's press (AcceptInvitation). */
  const awaitingPress = useRef(false);

  /**
   * Shows `next`. An account signing in to a tab another account was signed out of for inactivity
   * starts afresh: the inbox, no search, none of the other's note drafts (claimDrafts). So no look
   * at a registration it did not choose is logged in its name.
   */
  const enter = useCallback((next: Stage) => {
    if (next.kind === 'signedIn' && claimDrafts(next.session.user.id)) {
      rememberQuery(null);
      navigate('/');
    }
    setStage(next);
  }, []);

  useEffect(() => {
    document.title = intl.formatMessage(titleMessages.documentTitle);
  }, [intl]);

  useEffect(() => {
    let current = true;
    // The invitation's screen holds until the invitee presses (accepted below); no session event
    // moves it on before, a session already in this tab included. Set before any event can come.
    awaitingPress.current = invitationIn(window.location.hash)?.kind === 'pending';
    const update = (session: Session | null) => {
      if (awaitingPress.current) return;
      void stageOf(session).then((next) => current && enter(next));
    };
    void takeInvitation().then(async (taken) => {
      if (taken !== null && 'pending' in taken) {
        if (current) setStage({ kind: 'acceptInvitation', tokenHash: taken.pending });
        return;
      }
      if (taken !== null && current) setNotice(taken.failed);
      const { data } = await supabase.auth.getSession();
      update(data.session);
    });
    const { data } = supabase.auth.onAuthStateChange((_event, session) => {
      // Outside the callback: supabase-js holds a lock while it runs, and stageOf asks it again.
      setTimeout(() => update(session), 0);
    });
    return () => {
      current = false;
      data.subscription.unsubscribe();
    };
  }, [enter]);

  /**
   * Ends this device's session (Auth deletes it, so the database refuses its token at once:
   * private.require_staff); a colleague's or the same person's session on another device goes on.
   * `reason` is said on the sign-in screen.
   */
  const signOut = useCallback(async (reason: MessageDescriptor | null = null) => {
    setNotice(reason);
    // The screens go first, so none of them starts a read (nor the idle timer a report) while the
    // session is ending: without a session supabase-js would send it with the public key (a 401).
    setStage({ kind: 'signedOut' });
    await supabase.auth.signOut({ scope: 'local' });
    // Signed out on purpose: the inbox, and no note drafts or search left in this tab.
    clearDrafts();
    rememberQuery(null);
    navigate('/');
  }, []);

  // Signed out for inactivity, by this device's timer or by the database (staff_session_idle): the
  // place and a note being typed stay, for the next sign-in.
  const signOutIdle = useCallback((reason: MessageDescriptor = messages.signedOutIdle) => {
    setNotice(reason);
    setStage({ kind: 'signedOut' });
    void supabase.auth.signOut({ scope: 'local' });
  }, []);
  const idle = useIdleSignOut(stage.kind === 'signedIn', signOutIdle);
  // A screen refused because the session has ended (errors.ts endsTheSession).
  const sessionRefused = useCallback(
    async (reason: MessageDescriptor) => (reason === refusalMessages.staff_session_idle ? signOutIdle(reason) : signOut(reason)),
    [signOut, signOutIdle],
  );

  // Whether the member is an admin (staff_team), for the header's link to the access log; the
  // database decides what they may read either way.
  const userId = stage.kind === 'signedIn' ? stage.session.user.id : null;
  // The user id the team's list showed as a current admin: another account in this tab is not.
  const [adminId, setAdminId] = useState<string | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    void supabase.rpc('staff_team').then(({ data }) => {
      const team = (data as Array<{ user_id: string; role: string; removed: boolean }> | null) ?? [];
      const admin = team.some((member) => member.user_id === userId && member.role === 'admin' && !member.removed);
      if (current) setAdminId(admin ? userId : null);
    });
    return () => {
      current = false;
    };
  }, [userId]);
  const isAdmin = userId !== null && adminId === userId;

  // Which screen shows; each change after the first moves focus to the new screen's heading.
  const screen = stage.kind !== 'signedIn' ? stage.kind : place.name === 'registration' ? `registration ${place.id}` : place.name;
  const [screens, setScreens] = useState({ screen, changes: 0 });
  if (screens.screen !== screen) setScreens({ screen, changes: screens.changes + (screens.screen === 'loading' ? 0 : 1) });

  let main;
  if (stage.kind === 'loading') main = <p role="status">{intl.formatMessage(messages.loading)}</p>;
  else if (stage.kind === 'signedOut') main = <SignIn onSignedIn={() => setNotice(null)} />;
  else if (stage.kind === 'acceptInvitation')
    main = (
      <AcceptInvitation
        tokenHash={stage.tokenHash}
        onAccepted={() => {
          awaitingPress.current = false;
          void supabase.auth.getSession().then(({ data }) => stageOf(data.session).then(enter));
        }}
        onFailed={(reason) => {
          awaitingPress.current = false;
          setNotice(reason);
          setStage({ kind: 'signedOut' });
        }}
      />
    );
  else if (stage.kind === 'choosePassword')
    main = <ChoosePassword session={stage.session} onChosen={() => void stageOf(stage.session).then(enter)} />;
  else if (stage.kind === 'secondFactor') main = <SecondFactor enrolled={stage.enrolled} />;
  else if (place.name === 'registration') main = <RegistrationDetail id={place.id} onRefused={sessionRefused} />;
  else if (place.name === 'accessLog') main = <AccessLog onRefused={sessionRefused} />;
  else if (place.name === 'waitingTimes') main = <WaitingTimes onRefused={sessionRefused} />;
  // Admins (who can publish) are reminded on the start screen when the site's waiting times are old.
  else main = <Inbox onRefused={sessionRefused} notice={isAdmin ? <PublicationReminder /> : null} />;

  return (
    <RouterProvider navigate={navigate}>
      <header className={styles.header}>
        <Container className={styles.headerInner}>
          <p className={styles.product}>{intl.formatMessage(titleMessages.product)}</p>
          {'session' in stage && (
            <Stack direction="horizontal" gap="md" align="center">
              {isAdmin && stage.kind === 'signedIn' && (
                <nav aria-label={intl.formatMessage(messages.places)}>
                  <ul className={styles.places}>
                    <li>
                      <Link href={inboxHref()} aria-current={place.name === 'inbox' ? 'page' : undefined}>
                        {intl.formatMessage(messages.inbox)}
                      </Link>
                    </li>
                    <li>
                      <Link href={hrefOf({ name: 'accessLog' })} aria-current={place.name === 'accessLog' ? 'page' : undefined}>
                        {intl.formatMessage(messages.accessLog)}
                      </Link>
                    </li>
                    <li>
                      <Link
                        href={hrefOf({ name: 'waitingTimes' })}
                        aria-current={place.name === 'waitingTimes' ? 'page' : undefined}
                      >
                        {intl.formatMessage(messages.waitingTimes)}
                      </Link>
                    </li>
                  </ul>
                </nav>
              )}
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
          {idle.warning && (
            <div className={styles.idleWarning}>
              <Notice tone="warning" announce="assertive">
                <Stack gap="sm">
                  <p>{intl.formatMessage(messages.idleWarning, { minutes: IDLE_MINUTES - WARN_MINUTES, warn: WARN_MINUTES })}</p>
                  <div>
                    {/* Whoever comes back finds the one thing to do under the keyboard. */}
                    <Button autoFocus onPress={idle.stay}>
                      {intl.formatMessage(messages.stay)}
                    </Button>
                  </div>
                </Stack>
              </Notice>
            </div>
          )}
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
