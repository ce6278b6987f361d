import { noteEarlyPress } from './earlyPresses.ts';

/**
 * Buttons and tabs pressed before the app has started (a slow phone: the page is painted, its
 * scripts are on their way) are remembered, and pressed again in the same order once the app has
 * taken the page over (AppReady.tsx, earlyInput.ts's replayEarlyPress), so a menu
 * opens and a filter applies as the visitor meant. So is a press whose pointer went down before
 * the app started and came up after: React Aria never saw it begin and would ignore it. Links and
 * submit buttons need nothing: the language selector's other languages submit its GET form, which
 * the browser follows.
 *
 * `<html data-app>` is set once the app starts (main.tsx, "starting"), and is "ready" once the app
 * has taken the page over: such a press, completed then, is pressed again at once. Both listeners
 * capture, on the window, so they run before the page's own.
 *
 * Inlined in every page's <head> (index.html's `<!--boot:earlyPressRecorder-->`, compile.mjs).
 */
export function earlyPressRecorder(): void {
  const root = document.documentElement;
  let downOn: HTMLElement | null = null;
  const pressable = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('button:not([type="submit"]), [role="tab"]') : null;
  addEventListener(
    'pointerdown',
    (event) => {
      downOn = root.hasAttribute('data-app') ? null : pressable(event.target);
    },
    true,
  );
  addEventListener(
    'click',
    (event) => {
      const target = pressable(event.target);
      const early = target && (!root.hasAttribute('data-app') || target === downOn);
      downOn = null;
      if (!early) return;
      event.stopPropagation();
      if (root.getAttribute('data-app') === 'ready') target.click();
      else noteEarlyPress(target);
    },
    true,
  );
}
