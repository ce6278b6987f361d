/**
 * The contract between the early-press recorder (earlyPressRecorder.ts, inlined in every page's
 * <head>) and the app (earlyInput.ts, replayEarlyPress): the buttons and tabs pressed before
 * the app started, in order, on a global the recorder fills and the app empties once.
 */
declare global {
  interface Window {
    /** Buttons and tabs pressed before the app started, in order, noted by the early-press recorder. */
    ankerlichtEarlyPresses?: Element[];
  }
}

/** The global's name. */
export const earlyPressesName = 'ankerlichtEarlyPresses' satisfies keyof Window;

/** Notes a press made before the app started, after those noted before it. */
export function noteEarlyPress(target: Element): void {
  (window[earlyPressesName] = window[earlyPressesName] || []).push(target);
}

/** The presses noted so far, in order, each handed out once: the global is gone afterwards. */
export function takeEarlyPresses(): Element[] {
  const presses = window[earlyPressesName] ?? [];
  delete window[earlyPressesName];
  return presses;
}
