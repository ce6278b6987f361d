// The headless Chromium both benchmark modes run Lighthouse in: one place for its flags, so the
// ordinary run and `--limit` measure in the same browser.
import * as chromeLauncher from 'chrome-launcher';

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      // Background traffic would land in the trace Lighthouse simulates from.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
