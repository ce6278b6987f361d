import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/**
 * The Chromium every browser test runs in: $CHROMIUM_PATH, then Debian's /usr/bin/chromium,
 * then Playwright's own download. Fails with a clear instruction when there is none.
 */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const bundled = chromium.executablePath();
  return bundled && existsSync(bundled) ? bundled : undefined;
}

export function chromiumExecutablePath(): string {
  const found = findChromium();
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests. Install one: on Debian/Ubuntu `sudo apt-get install chromium`, ' +
      'elsewhere `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags that keep Chromium quiet on a closed network and stable in containers. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
];
