/**
 * An invitation end to end, as hosted Auth sends it: `npm run staff:invite` (its main function)
 * has the local Auth e-mail the invitation (caught by maildev). Its link opens the staff app with
 * the token in the fragment; opening it spends nothing (a mail scanner that follows links leaves
 * it working), and pressing "Uitnodiging aannemen" signs the invitee in without a password (a
 * staff read with that session is refused: staff_password_required), who chooses one (a too-short one is refused, keeping what was typed), links an authenticator app
 * (codes computed here from the secret the page shows) and reaches the inbox; then signs out and
 * in again with that password and a code. The link works once: accepted again it says the
 * invitation has expired or been used. axe on each screen.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { main } from '../../scripts/staff-invite.ts';
import { totpFor } from '../../supabase/local/auth.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../../supabase/local/config.ts';
import { expect, expectNoAxeViolations, test } from '../support/site.ts';
import { BACKEND, allowQuickSignIns, invitationLink } from './helpers.ts';

// The staff app talks to the local backend (the press sends the token: POST /auth/v1/verify).
// The browser reports the refusals the tests provoke (a too-short password: 422; a used link: 403).
test.use({
  allowedOrigins: ['http://localhost:54321', 'http://127.0.0.1:54321'],
  allowedConsoleErrors: [/status of (422|403) /],
});
test.describe.configure({ mode: 'serial' });

const email = `invited-${randomUUID().slice(0, 8)}@ankerlicht.test`;
const password = `gekozen ${randomUUID()}`;
let link = '';
let secret = '';

test.beforeAll(async ({ baseURL }) => {
  await allowQuickSignIns();
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  // As an operator runs it against the local backend, the link leading to the staff app under test.
  expect(await main([email], { SUPABASE_URL: BACKEND, STAFF_APP_URL: `${baseURL}/` }, io), lines.join('\n')).toBe(0);
  expect(lines.join('\n')).toContain('The invitation e-mail is in the local mail inbox');
  link = await invitationLink(email);
});

async function enterCode(page: Page) {
  await page.getByLabel(/^Code/).fill(totpFor(secret).generate());
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmeldingen' })).toBeVisible();
}

test('the invitation link: choose a password, link an authenticator app, the inbox; then sign in with that password', async ({
  page,
  baseURL,
}) => {
  // Opened by a mail scanner first, which follows the link and presses nothing: nothing is spent.
  const scanner = await page.context().browser()!.newPage();
  await scanner.goto(link);
  await expect(scanner.getByRole('heading', { level: 1, name: 'Uitnodiging aannemen' })).toBeVisible();
  await scanner.close();

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Uitnodiging aannemen' })).toBeVisible();
  // The token is taken out of the address bar.
  expect(page.url()).toBe(`${baseURL}/`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Uitnodiging aannemen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kies uw wachtwoord' })).toBeVisible();
  await expect(page.getByText(`Ingelogd als ${email}`)).toBeVisible();
  // The server keeps the order too, not only this screen: the link's session reads no health data
  // before a password is chosen (supabase/migrations/*_staff_password_required.sql).
  const stored = await page.evaluate(() => window.sessionStorage.getItem('ankerlicht-staff-session'));
  const accessToken = (JSON.parse(stored ?? '{}') as { access_token?: string }).access_token ?? '';
  const read = await fetch(`${BACKEND}/rest/v1/rpc/staff_begin_read`, {
    method: 'POST',
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_action: 'list' }),
  });
  expect(await read.json()).toMatchObject({ code: '42501', message: 'staff_password_required' });
  expect(read.status).toBe(403);
  const newPassword = page.getByLabel(/^Nieuw wachtwoord/);
  const repeat = page.getByLabel(/^Herhaal het nieuwe wachtwoord/);
  await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
  await expect(repeat).toHaveAttribute('autocomplete', 'new-password');
  await expect(page.getByText('Minimaal 12 tekens.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // Not the same twice: refused here, before Auth.
  await newPassword.fill(password);
  await repeat.fill(`${password}!`);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('De twee wachtwoorden zijn niet hetzelfde.')).toBeVisible();

  // Too short: Auth refuses (weak_password); what was typed stays.
  await newPassword.fill('kort');
  await repeat.fill('kort');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Dit wachtwoord is te kort of te zwak. Kies een wachtwoord van minimaal 12 tekens.')).toBeVisible();
  await expect(newPassword).toHaveValue('kort');
  await expect(repeat).toHaveValue('kort');
  await expectNoAxeViolations(page);

  await newPassword.fill(password);
  await repeat.fill(password);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Koppel uw authenticator-app' })).toBeVisible();
  await page.getByRole('button', { name: 'App koppelen' }).click();
  secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await enterCode(page);
  // The list read, once answered: signed out while it is still on its way, its request is refused
  // (401), which the browser reports.
  await expect(page.getByRole('status')).toContainText('getoond');

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bevestig dat u het bent' })).toBeVisible();
  await enterCode(page);
});

test('an invitee who linked a factor through Auth before choosing a password is asked for one, then reads', async ({
  page,
  baseURL,
}) => {
  const other = `invited-${randomUUID().slice(0, 8)}@ankerlicht.test`;
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  expect(await main([other], { SUPABASE_URL: BACKEND, STAFF_APP_URL: `${baseURL}/` }, io), lines.join('\n')).toBe(0);
  await page.goto(await invitationLink(other));
  await page.getByRole('button', { name: 'Uitnodiging aannemen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kies uw wachtwoord' })).toBeVisible();

  // With the link's session, straight to Auth's API: a factor linked and verified, so aal2.
  const storageKey = 'ankerlicht-staff-session';
  const stored = await page.evaluate((key) => window.sessionStorage.getItem(key), storageKey);
  const auth = async (path: string, token: string, body: Record<string, unknown>) => {
    const response = await fetch(`${BACKEND}/auth/v1/${path}`, {
      method: 'POST',
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.ok, await response.clone().text()).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  const linkToken = (JSON.parse(stored ?? '{}') as { access_token?: string }).access_token ?? '';
  const factor = (await auth('factors', linkToken, { factor_type: 'totp' })) as { id: string; totp: { secret: string } };
  const challenge = (await auth(`factors/${factor.id}/challenge`, linkToken, {})) as { id: string };
  const aal2 = await auth(`factors/${factor.id}/verify`, linkToken, {
    challenge_id: challenge.id,
    code: totpFor(factor.totp.secret).generate(),
  });
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [storageKey, JSON.stringify(aal2)] as const);

  // The app does not take the aal2 session for a member's: the password comes first.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kies uw wachtwoord' })).toBeVisible();
  await page.getByLabel(/^Nieuw wachtwoord/).fill(password);
  await page.getByLabel(/^Herhaal het nieuwe wachtwoord/).fill(password);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  // Already at aal2, so straight to the inbox, whose list the database now answers.
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmeldingen' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('getoond');
  await expect(page.getByText('Voor dit account is nog geen wachtwoord gekozen', { exact: false })).toHaveCount(0);
});

test('a used invitation link says it has expired or been used, and signs no one in', async ({ page, baseURL }) => {
  await page.goto(link);
  await page.getByRole('button', { name: 'Uitnodiging aannemen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await expect(page.getByText('Deze uitnodiging is verlopen of al gebruikt. Vraag een beheerder om een nieuwe.')).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/`);
  await expectNoAxeViolations(page);
});
