/**
 * The access log across all registrations (staff/src/accessLog), end to end against the local
 * backend, as an admin or the privacy officer uses it: the header's link, the log filtered by one
 * registration's reference showing the admin's own look at it, a reload of /inzagelog, and the
 * CSV download with its header and that line; then the waiting times, computed from the
 * registrations (the one made here waits for its intake). axe on both screens.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { REGISTRATIONS_TABLE, referralLetterPath } from '@ankerlicht/registration';
import { PDF } from '@ankerlicht/registration/test-fixtures/letters';
import { personRecord } from '@ankerlicht/registration/test-fixtures/registrations';
import { totpFor } from '../../supabase/local/auth.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../supabase/local/config.ts';
import { uploadLetterAsSite } from '../../supabase/local/letter-upload.ts';
import { localClient } from '../../supabase/local/test-client.ts';
import { expect, expectNoAxeViolations, test } from '../support/site.ts';
import { BACKEND, allowQuickSignIns } from './helpers.ts';

const admin = localClient({ url: BACKEND }, LOCAL_SECRET_KEY);
const visitor = localClient({ url: BACKEND }, LOCAL_PUBLISHABLE_KEY);

test.use({ allowedOrigins: ['http://localhost:54321', 'http://127.0.0.1:54321'] });

const password = `staff-${randomUUID()}`;
const email = `admin-${randomUUID().slice(0, 8)}@ankerlicht.test`;
let registrationId = '';

test.beforeAll(async () => {
  await allowQuickSignIns();
  const lifted = await fetch(`${BACKEND}/__settings`, {
    method: 'POST',
    body: JSON.stringify({ registrations_per_client_per_hour: 100_000, uploads_per_client_per_hour: 100_000 }),
  });
  expect(lifted.ok).toBe(true);
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  expect(created.error).toBeNull();
  expect((await admin.rpc('admin_add_staff', { p_user_id: created.data.user!.id, p_role: 'admin' })).error).toBeNull();

  // A registration as the site stores it: the letter, then the row.
  registrationId = randomUUID();
  const record = personRecord({
    referral_letter_path: referralLetterPath('adults', `staff-e2e-${registrationId}@example.nl`, Date.now(), 'pdf'),
  });
  const upload = await uploadLetterAsSite(
    visitor,
    record.referral_letter_path,
    new Blob([PDF as BlobPart], { type: 'application/pdf' }),
    { contentType: 'application/pdf' },
  );
  expect(upload.error).toBeNull();
  expect((await visitor.from(REGISTRATIONS_TABLE).insert({ id: registrationId, ...record })).error).toBeNull();
});

/** The first sign-in: password, then linking an authenticator app with a code computed here. */
async function signIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByRole('button', { name: 'App koppelen' }).click();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(/^Code/).fill(totpFor(secret).generate());
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmeldingen' })).toBeVisible();
}

test('an admin finds their look at a registration in the access log, downloads it as CSV, and sees the waiting times', async ({
  page,
}) => {
  await signIn(page);
  const reference = registrationId.slice(0, 8);
  await page.goto(`/registraties/${registrationId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Aanmelding ${reference} van`) })).toBeVisible();

  await page.getByRole('navigation', { name: 'Onderdelen' }).getByRole('link', { name: 'Inzagelog' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Inzagelog' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/inzagelog$/);
  await expect(page).toHaveTitle('Inzagelog – Aanmeldingen – Ankerlicht');
  // The address works on its own: a reload opens the same screen.
  await page.reload();
  await expect(heading).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Aanmelding' }).fill(reference);
  await page.getByRole('button', { name: 'Tonen' }).click();
  const viewed = page.getByRole('row').filter({ hasText: 'Aanmelding bekeken' });
  await expect(viewed).toHaveCount(1);
  await expect(viewed).toContainText(email);
  await expect(viewed.getByRole('link', { name: reference })).toHaveAttribute('href', `/registraties/${registrationId}`);
  await expect(page.getByRole('status')).toHaveText('1 regel getoond');
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV downloaden' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inzagelog-begin-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFTijdstip;Medewerker;Handeling;Aanmelding;Betrokken medewerker\r\n')).toBe(true);
  expect(csv).toMatch(
    new RegExp(
      `\\r\\n\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2};${email.replaceAll('.', '\\.')};Aanmelding bekeken;${reference};\\r\\n`,
    ),
  );
  await expect(page.getByText(`1 regel gedownload in ${download.suggestedFilename()}.`)).toBeVisible();
  // The download leaves the address as it was.
  await expect(page).toHaveURL(/\/inzagelog$/);

  await page.getByRole('navigation', { name: 'Onderdelen' }).getByRole('link', { name: 'Wachttijden' }).click();
  const waits = page.getByRole('heading', { level: 1, name: 'Wachttijden' });
  await expect(waits).toBeFocused();
  await expect(page).toHaveURL(/\/wachttijden$/);
  await expect(page).toHaveTitle('Wachttijden – Aanmeldingen – Ankerlicht');
  await page.reload();
  // The registration made above (an adult's, in Zaandam) has no intake yet: this month, at least
  // one person waits for one (other tests' registrations may add to it).
  const thisMonth = page.getByRole('table', { name: 'Volwassenen, Zaandam' }).getByRole('row').filter({ hasText: '(tot nu)' });
  await expect(thisMonth).toHaveCount(1);
  const waitingForIntake = Number(await thisMonth.getByRole('cell').nth(6).textContent());
  expect(waitingForIntake).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page);
  // On a phone's width the tables scroll sideways, each a region the keyboard reaches.
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoAxeViolations(page);
});
