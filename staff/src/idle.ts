import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { messageOf, refusalReason } from './errors.ts';
import { supabase } from './supabase.ts';

/** A session ends on this device after this long without activity (issue 30: inactivity). */
export const IDLE_MINUTES = 15;
/** How long before that the warning shows, with its button to stay (WCAG 2.2.1: at least 20 s). */
export const WARN_MINUTES = 2;
/**
 * Activity is reported to the database (staff_still_active) at most this often. The database ends a
 * session after 20 minutes without a report (migrations/*_staff_inactivity.sql), so the last report
 * is at most a minute older than the last activity here and this device signs out first.
 */
export const REPORT_EVERY_MS = 60_000;

/** What counts as activity: typing, clicking or touching, and scrolling (reading a long registration). */
const ACTIVITY = ['keydown', 'pointerdown', 'wheel', 'scroll', 'touchstart'] as const;

/**
 * The idle sign-out: while `active`, `onIdle` is called after IDLE_MINUTES without activity, and
 * `warning` is true for the last WARN_MINUTES of them. Any activity, or `stay()`, starts the count
 * again and tells the database the session is in use, at most once in REPORT_EVERY_MS (a token
 * alone, without a person at work, keeps nothing going). Scroll events are taken from the whole
 * document (capture), as they do not bubble. When the database answers that the session was idle
 * too long already (staff_session_idle), `onIdle` is called at once, with that refusal's message.
 */
export function useIdleSignOut(
  active: boolean,
  onIdle: (reason?: MessageDescriptor) => void,
): { warning: boolean; stay: () => void } {
  const [warning, setWarning] = useState(false);
  const restart = useRef<() => void>(() => {});
  const idle = useRef(onIdle);
  useEffect(() => {
    idle.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!active) return;
    let warnTimer: ReturnType<typeof setTimeout>;
    let idleTimer: ReturnType<typeof setTimeout>;
    let ended = false;
    // The first activity reports at once: after a reload the database's last report may be old.
    let reportedAt = -Infinity;
    const report = () => {
      const now = Date.now();
      if (now - reportedAt < REPORT_EVERY_MS) return;
      // Taken before the answer, and kept on a failure: a lost connection is tried again a minute
      // later, never on every keystroke.
      reportedAt = now;
      void supabase.rpc('staff_still_active').then(({ error }) => {
        if (!ended && error !== null && refusalReason(error) === 'staff_session_idle') idle.current(messageOf(error));
      });
    };
    const schedule = () => {
      clearTimeout(warnTimer);
      clearTimeout(idleTimer);
      warnTimer = setTimeout(() => setWarning(true), (IDLE_MINUTES - WARN_MINUTES) * 60_000);
      idleTimer = setTimeout(() => idle.current(), IDLE_MINUTES * 60_000);
    };
    const activity = () => {
      setWarning(false);
      schedule();
      report();
    };
    restart.current = activity;
    schedule();
    for (const type of ACTIVITY) window.addEventListener(type, activity, { capture: true, passive: true });
    return () => {
      ended = true;
      clearTimeout(warnTimer);
      clearTimeout(idleTimer);
      restart.current = () => {};
      for (const type of ACTIVITY) window.removeEventListener(type, activity, { capture: true });
      setWarning(false);
    };
  }, [active]);

  // The warning shows only after 13 minutes without activity, so pressing it always reports (the
  // press's own pointerdown or keydown may already have, within the same minute).
  const stay = useCallback(() => restart.current(), []);
  return { warning: active && warning, stay };
}
