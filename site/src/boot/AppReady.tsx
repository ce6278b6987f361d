import { useEffect } from 'react';
import { replayEarlyFieldInput, replayEarlyPress } from './earlyInput.ts';
import { whenSlicesHydrated } from './HydrationSlice.tsx';

/**
 * Marks the page ready (<html data-app="ready">) once React has taken all of it over, and makes
 * what the visitor did before then count: a search typed outside a form is told to React, and the
 * buttons pressed (boot/earlyPressRecorder.ts remembers them) are pressed again.
 *
 * Rendered inside the page's Suspense boundary, after the page: React hydrates that boundary in
 * its own pass, after the shell has committed, and the page's slices (HydrationSlice) each in one
 * of their own after that, so only this effect, once they are all hydrated, knows the page's
 * fields and buttons are React's. It waits one more task, because React Aria's components render once more
 * after hydration (useIsSSR), and a press handled before that re-render is lost.
 */
export function AppReady() {
  useEffect(() => {
    let settled: ReturnType<typeof setTimeout> | undefined;
    const cancel = whenSlicesHydrated(() => {
      settled = setTimeout(() => {
        replayEarlyFieldInput();
        document.documentElement.setAttribute('data-app', 'ready');
        replayEarlyPress();
      });
    });
    return () => {
      cancel();
      clearTimeout(settled);
    };
  }, []);
  return null;
}
