import { chromiumExecutablePath } from './chromium.ts';

/** Fails the browser run up front, with instructions, when no Chromium is installed. */
export default function requireChromium(): void {
  chromiumExecutablePath();
}
