import { useCallback, useEffect, useRef, useState } from 'react';

/** A session ends on this device after this long without activity (issue 30: inactivity). */
export const IDLE_MINUTES = 15;
/** How long before that the warning shows, with its button to stay (WCAG 2.2.1: at least 20 s). */
export const WARN_MINUTES = 2;

/** What counts as activity: typing, clicking or touching, and scrolling (reading a long registration). */
const ACTIVITY = ['keydown', 'pointerdown', 'wheel', 'scroll', 'touchstart'] as const;

/**
 * The idle sign-out: while `active`, `onIdle` is called after IDLE_MINUTES without activity, and
 * `warning` is true for the last WARN_MINUTES of them. Any activity, or `stay()`, starts the count
 * again. Scroll events are taken from the whole document (capture), as they do not bubble.
 */
export function useIdleSignOut(active: boolean, onIdle: () => void): { warning: boolean; stay: () => void } {
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
    const schedule = () => {
      clearTimeout(warnTimer);
      clearTimeout(idleTimer);
      warnTimer = setTimeout(() => setWarning(true), (IDLE_MINUTES - WARN_MINUTES) * 60_000);
      idleTimer = setTimeout(() => idle.current(), IDLE_MINUTES * 60_000);
    };
    const activity = () => {
      setWarning(false);
      schedule();
    };
    restart.current = activity;
    schedule();
    for (const type of ACTIVITY) window.addEventListener(type, activity, { capture: true, passive: true });
    return () => {
      clearTimeout(warnTimer);
      clearTimeout(idleTimer);
      restart.current = () => {};
      for (const type of ACTIVITY) window.removeEventListener(type, activity, { capture: true });
      setWarning(false);
    };
  }, [active]);

  const stay = useCallback(() => restart.current(), []);
  return { warning: active && warning, stay };
}
