/**
 * The staff inbox (staff/) end to end against the local backend, as a screener uses it: invited
 * (created with the secret key and made a member), first sign-in with TOTP enrolment (codes
 * computed here from the secret the page shows), the inbox, one registration, its letter, a
 * status change and a note; each step is in the audit log; a letter the intake flagged is marked
 * and needs a ticked box before it downloads; an admin reads the audit log; signing out ends
 * access. axe on every screen; the list and the detail by keyboard alone.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { REFERRAL_LETTER_BUCKET, REGISTRATIONS_TABLE, referralLetterPath } from '@ankerlicht/registration';
import { PDF, handPdf, letterPdfObjects } from '@ankerlicht/registration/test-fixtures/letters';
import { personRecord, sampleRecord } from '@ankerlicht/registration/test-fixtures/registrations';
import { totpFor } from '../../supabase/local/auth.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../supabase/local/config.ts';
import { uploadLetterAsSite } from '../../supabase/local/letter-upload.ts';
import { localClient } from '../../supabase/local/test-client.ts';
import { expect, expectNoAxeViolations, test } from '../support/site.ts';
import { allowQuickSignIns, signedOutIdleWhileTyping } from './helpers.ts';

const BACKEND = 'http://127.0.0.1:54321';
const admin = localClient({ url: BACKEND }, LOCAL_SECRET_KEY);
const visitor = localClient({ url: BACKEND }, LOCAL_PUBLISHABLE_KEY);

// The staff app talks to the local backend (REST, Auth, the letter function and its signed URL).
// The browser reports each refusal the tests provoke (a wrong password 400, a wrong code 422).
test.use({
  allowedOrigins: ['http://localhost:54321', 'http://127.0.0.1:54321'],
  allowedConsoleErrors: [/status of (400|422) /],
});
test.describe.configure({ mode: 'serial' });

const password = `staff-${randomUUID()}`;
const email = `screener-${randomUUID().slice(0, 8)}@ankerlicht.test`;
let userId = '';
let registrationId = '';
let flaggedId = '';
let lostId = '';
let childId = '';
let secret = '';

/**
 * A registration as the site stores it: the letter, then the row, then the e-mail function's call
 * (which inspects the letter and records the verdict the inbox shows).
 */
async function register(
  letter: Uint8Array,
  { letterLost = false, type = 'adults' }: { letterLost?: boolean; type?: 'adults' | 'children' } = {},
): Promise<string> {
  const id = randomUUID();
  const path = { referral_letter_path: referralLetterPath(type, `staff-e2e-${id}@example.nl`, Date.now(), 'pdf') };
  const record = type === 'adults' ? personRecord(path) : sampleRecord('children', path);
  // As the site uploads: reserve the path (the hourly upload allowance), then upload.
  const upload = await uploadLetterAsSite(
    visitor,
    record.referral_letter_path,
    new Blob([letter as BlobPart], { type: 'application/pdf' }),
    {
      contentType: 'application/pdf',
    },
  );
  expect(upload.error).toBeNull();
  expect((await visitor.from(REGISTRATIONS_TABLE).insert({ id, ...record })).error).toBeNull();
  // Gone from Storage before the intake looked: its verdict is 'missing'.
  if (letterLost)
    expect((await admin.storage.from(REFERRAL_LETTER_BUCKET).remove([record.referral_letter_path])).error).toBeNull();
  expect((await visitor.functions.invoke('send-registration-email', { body: { registrationId: id } })).error).toBeNull();
  return id;
}

test.beforeAll(async () => {
  await allowQuickSignIns();
  // Registrations from this machine within minutes: lift the per-client limits (as registration.spec.ts does).
  const lifted = await fetch(`${BACKEND}/__settings`, {
    method: 'POST',
    body: JSON.stringify({
      registrations_per_client_per_hour: 100_000,
      uploads_per_client_per_hour: 100_000,
      flood_registrations_per_10_minutes: 100_000,
    }),
  });
  expect(lifted.ok).toBe(true);
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  expect(created.error).toBeNull();
  userId = created.data.user!.id;
  expect((await admin.rpc('admin_add_staff', { p_user_id: userId, p_role: 'screener' })).error).toBeNull();

  flaggedId = await register(handPdf(letterPdfObjects('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')));
  registrationId = await register(PDF);
  lostId = await register(PDF, { letterLost: true });
  childId = await register(PDF, { type: 'children' });
});

async function signIn(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await submitPassword(page);
}

/** On the sign-in screen: the e-mail address and password, sent. */
async function submitPassword(page: Page) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

async function submitCode(page: Page) {
  await page.getByLabel(/^Code/).fill(totpFor(secret).generate());
  await page.getByRole('button', { name: 'Bevestigen' }).click();
}

async function enterCode(page: Page) {
  await submitCode(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmeldingen' })).toBeVisible();
}

/** Signed out for inactivity: signing in again returns to the registration the member was reading. */
async function signInAgainTo(page: Page, id: string) {
  await submitPassword(page);
  await submitCode(page);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Aanmelding ${id.slice(0, 8)} van`) })).toBeVisible();
}

test('a wrong password keeps what was typed and says so', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('not the password');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Het e-mailadres of het wachtwoord klopt niet.')).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expectNoAxeViolations(page);
});

test('first sign-in: enrol an authenticator app, then the inbox; a wrong code is refused', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Koppel uw authenticator-app' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'App koppelen' }).click();
  // The QR code to scan, drawn whole (its naturalWidth is 0 when the image is broken).
  const qr = page.getByRole('img', { name: 'QR-code om in uw authenticator-app te scannen' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  const right = totpFor(secret).generate();
  await page.getByLabel(/^Code/).fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('Deze code klopt niet.', { exact: false })).toBeVisible();

  await enterCode(page);
  await expect(page.getByRole('row').filter({ hasText: 'Volwassenen' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('by keyboard alone: open a registration, change its status, add a note, download the letter; each step is logged', async ({
  page,
}) => {
  await signIn(page);
  await enterCode(page);
  const grid = page.getByRole('grid', { name: 'Aanmeldingen, nieuwste eerst' });
  await expect(grid).toBeVisible();

  // Into the table by Tab, down the rows by arrow key, open by Enter.
  const row = page.locator(`[data-key="${registrationId}"]`);
  await expect(row).toBeVisible();
  await grid.focus();
  for (let step = 0; step < 50 && !(await row.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/registraties/${registrationId}$`));
  // The registration's heading takes focus, and names the tab by its reference (no personal data).
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Aanmelding ${registrationId.slice(0, 8)} van`) }),
  ).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^Aanmelding ${registrationId.slice(0, 8)} van .+ – Aanmeldingen – Ankerlicht$`));
  await expect(page.getByText(personRecord().bsn_number)).toBeVisible();
  await expectNoAxeViolations(page);

  // The status, by keyboard: focus the select, the next status with the arrow key, save.
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.focus();
  await expect(status.locator('option:checked')).toHaveText('Nieuw');
  await page.keyboard.press('ArrowDown');
  await expect(status.locator('option:checked')).toHaveText('Contact opgenomen');
  await page.getByRole('button', { name: 'Status opslaan' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Opgeslagen.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'status Contact opgenomen' })).toBeVisible();
  // On along the path to treatment, each step by the arrow key and the button.
  for (const step of ['Intake gepland', 'Intake gehouden', 'In behandeling']) {
    await status.focus();
    await page.keyboard.press('ArrowDown');
    await expect(status.locator('option:checked')).toHaveText(step);
    await page.getByRole('button', { name: 'Status opslaan' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listitem').filter({ hasText: `status ${step}` })).toBeVisible();
  }

  const note = 'Teruggebeld, intake volgende week';
  await page.getByRole('textbox', { name: /^Notitie/ }).focus();
  await page.keyboard.type(note);
  await page.getByRole('button', { name: 'Notitie toevoegen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: note })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Notitie/ })).toHaveValue('');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Verwijsbrief downloaden' }).focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(readFileSync(await download.path())).toEqual(Buffer.from(PDF));

  const steps = await auditOf(registrationId);
  expect(steps.map((line) => line.action)).toEqual([
    'view',
    // Four statuses saved, each followed by the registration read again.
    ...Array.from({ length: 4 }, () => ['status', 'view']).flat(),
    'note',
    'view',
    'letter',
  ]);
  expect(new Set(steps.map((line) => line.actor))).toEqual(new Set([userId]));
});

test('by keyboard alone: log a call that did not reach the person with a call-back date, set spoed with a reason, see the marker in the list', async ({
  page,
}) => {
  await signIn(page);
  await enterCode(page);
  const row = page.locator(`[data-key="${childId}"]`);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Spoed');
  await page.goto(`/registraties/${childId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Aanmelding ${childId.slice(0, 8)} van`) })).toBeVisible();

  // The attempt: by phone (the default), not reached, call back in a week.
  const log = page.getByRole('region', { name: 'Contactpogingen' });
  await expect(log.getByText('Nog geen contactpogingen vastgelegd.')).toBeVisible();
  const outcome = log.getByRole('combobox', { name: /^Uitkomst/ });
  await outcome.focus();
  for (let step = 0; step < 5 && (await outcome.locator('option:checked').textContent()) !== 'Niet bereikt'; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(outcome.locator('option:checked')).toHaveText('Niet bereikt');
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' })
    .format(new Date(Date.now() + 7 * 86_400_000))
    .split('-');
  await log.getByRole('textbox', { name: /^Volgende stap/ }).focus();
  await page.keyboard.type('Na 17:00 opnieuw bellen');
  await log.getByRole('textbox', { name: 'Dag' }).focus();
  await page.keyboard.type(day!);
  await page.keyboard.press('Tab');
  await page.keyboard.type(month!);
  await page.keyboard.press('Tab');
  await page.keyboard.type(year!);
  await log.getByRole('button', { name: 'Contactpoging vastleggen' }).focus();
  await page.keyboard.press('Enter');
  await expect(log.getByRole('status')).toContainText('Contactpoging vastgelegd.');
  const attempt = log.getByRole('listitem').filter({ hasText: 'u: Telefoon, Niet bereikt' });
  await expect(attempt).toBeVisible();
  await expect(attempt).toContainText(`Terugbellen op `);
  await expect(attempt).toContainText(`${Number(day)} `);
  await expect(attempt).toContainText('Na 17:00 opnieuw bellen');
  await expectNoAxeViolations(page);

  // Spoed, with its reason: asked for at its field first.
  const urgency = page.getByRole('combobox', { name: 'Urgentie' });
  await urgency.focus();
  await page.keyboard.press('ArrowDown');
  await expect(urgency.locator('option:checked')).toHaveText('Spoed');
  await page.getByRole('button', { name: 'Urgentie opslaan' }).focus();
  await page.keyboard.press('Enter');
  const reason = page.getByRole('textbox', { name: /^Reden voor spoed/ });
  await expect(reason).toBeFocused();
  await expect(page.getByText('Geef een reden voor spoed.')).toBeVisible();
  await page.keyboard.type('Huisarts belde: acute situatie');
  await page.getByRole('button', { name: 'Urgentie opslaan' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Urgentie opgeslagen.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'urgentie Spoed' })).toContainText(
    'Reden: Huisarts belde: acute situatie',
  );
  await expectNoAxeViolations(page);

  // Back to the list: the row is marked, and says when to call back without opening the record.
  await page.getByRole('link', { name: 'Terug naar de aanmeldingen' }).focus();
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Spoed');
  await expect(row).toContainText(`Terugbellen: ${Number(day)} `);
  await expect(row).not.toContainText('te laat');
  expect((await auditOf(childId)).map((line) => line.action)).toEqual(['view', 'contact', 'view', 'urgency', 'view']);
});

test('finds a registration by name, BSN and reference without opening one, and keeps the search for the return', async ({
  page,
}) => {
  await signIn(page);
  await enterCode(page);
  const looksBefore = await auditOf(registrationId);
  const search = page.getByRole('searchbox', { name: 'Zoeken' });
  const row = page.locator(`[data-key="${registrationId}"]`);
  const person = personRecord();
  for (const term of [
    person.full_name.toUpperCase(),
    person.bsn_number.replace(/(\d{3})(?=\d)/g, '$1 '),
    registrationId.slice(0, 8),
  ]) {
    await search.fill(term);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('gevonden');
    await expect(row.getByRole('rowheader')).toHaveText(person.full_name);
  }
  // One search per term, and no look at anyone's registration.
  expect(await auditOf(registrationId)).toEqual(looksBefore);
  // Only the list's columns: the BSN searched for is not shown.
  await expect(page.getByRole('grid')).not.toContainText(person.bsn_number);
  expect(page.url()).not.toContain(registrationId.slice(0, 8));
  await expectNoAxeViolations(page);

  await row.click();
  await page.getByRole('link', { name: /Terug naar/ }).click();
  await expect(search).toHaveValue(registrationId.slice(0, 8));
  await expect(page.getByRole('status')).toHaveText('1 aanmelding gevonden');
  await page.getByRole('button', { name: 'Zoekopdracht wissen' }).click();
  await expect(page.getByRole('status')).toContainText('getoond');
});

const auditOf = (id: string) =>
  fetch(`${BACKEND}/__inspect/audit/${id}`).then(
    (response) => response.json() as Promise<Array<{ actor: string; action: string }>>,
  );

test('a letter the intake flagged is marked, and downloads only once the box is ticked', async ({ page }) => {
  await signIn(page);
  await enterCode(page);
  const row = page.locator(`[data-key="${flaggedId}"]`);
  await expect(row).toContainText('Veiligheidscontrole niet doorstaan');
  await expect(page.locator(`[data-key="${childId}"]`)).toContainText('Veiligheidscontrole doorstaan');
  // In treatment since the keyboard test: no longer among the open registrations.
  await expect(page.locator(`[data-key="${registrationId}"]`)).toHaveCount(0);
  await row.click();
  await expect(page.getByText('Deze verwijsbrief heeft de veiligheidscontrole niet doorstaan.')).toBeVisible();
  await expect(page.getByText('De pdf bevat JavaScript.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verwijsbrief downloaden' })).toHaveCount(0);

  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Verwijsbrief toch downloaden' }).click();
  await expect(page.getByText('Vink eerst aan dat u deze brief bewust downloadt.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(downloads).toBe(0);
  expect((await auditOf(flaggedId)).map((line) => line.action)).toEqual(['view']);

  // The label covers the visually hidden box: tick it from the keyboard, as registrationForm.ts does.
  const box = page.getByRole('checkbox', { name: /bewust/ });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Verwijsbrief toch downloaden' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
  expect((await auditOf(flaggedId)).map((line) => line.action)).toEqual(['view', 'letter_flagged']);
});

test('a letter the intake did not find is shown as not found, with nothing to download', async ({ page }) => {
  await signIn(page);
  await enterCode(page);
  const row = page.locator(`[data-key="${lostId}"]`);
  await expect(row).toContainText('Niet gevonden');
  await row.click();
  await expect(page.getByText('Deze verwijsbrief is niet gevonden in de opslag: er is niets te downloaden.')).toBeVisible();
  await expect(page.getByText('Vraag de aanmelder of de verwijzer om de brief opnieuw te sturen.')).toBeVisible();
  await expect(page.getByText(/veiligheidscontrole niet doorstaan/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Verwijsbrief/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /bewust/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an admin reads who looked at a registration; a screener is not offered the log', async ({ page }) => {
  await signIn(page);
  await enterCode(page);
  await page.goto(`/registraties/${registrationId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Aanmelding ${registrationId.slice(0, 8)} van`) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inzagelog' })).toHaveCount(0);

  expect((await admin.rpc('admin_add_staff', { p_user_id: userId, p_role: 'admin' })).error).toBeNull();
  try {
    await page.reload();
    await page.getByRole('button', { name: 'Inzagelog tonen' }).click();
    const log = page.getByRole('region', { name: 'Inzagelog' }).getByRole('listitem');
    await expect(log.filter({ hasText: 'u: Verwijsbrief gedownload' })).toHaveCount(1);
    await expect(log.filter({ hasText: 'u: Status gewijzigd' })).toHaveCount(4);
    await expect(log.filter({ hasText: 'u: Aanmelding bekeken' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await auditOf(registrationId)).at(-1)?.action).toBe('read_log');
  } finally {
    expect((await admin.rpc('admin_add_staff', { p_user_id: userId, p_role: 'screener' })).error).toBeNull();
  }
});

test('a code sent before the page has found the authenticator app still signs in', async ({ page }) => {
  // The factor list arrives late (a slow network); the code is typed and sent before it does.
  await page.route('**/auth/v1/user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bevestig dat u het bent' })).toBeVisible();
  await enterCode(page);
});

test('warns before the idle sign-out and stays on request; signed out, it returns to the registration with the note', async ({
  page,
}) => {
  // Tall enough that nothing scrolls: a scroll event comes after the action that caused it, at a
  // moment the fast-forwarded clock does not control, and would count as activity then.
  await page.setViewportSize({ width: 1280, height: 4000 });
  await page.clock.install();
  await signIn(page);
  await enterCode(page);
  await page.goto(`/registraties/${registrationId}`);
  const note = page.getByRole('textbox', { name: /^Notitie/ });
  await note.fill('Teruggebeld, voicemail ingesproken');

  // Thirteen idle minutes: the warning, with the button to stay under the keyboard.
  await page.clock.fastForward('13:00');
  const stay = page.getByRole('button', { name: 'Ingelogd blijven' });
  await expect(stay).toBeFocused();
  await expect(page.getByText('Over 2 minuten wordt u automatisch uitgelogd.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  // Staying tells the database too, which ends a session after 20 minutes without such a report
  // (migrations/*_staff_inactivity.sql); it is accepted for this live session.
  const reported = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/rpc/staff_still_active'));
  await page.keyboard.press('Enter');
  await expect(stay).toHaveCount(0);
  expect((await reported).ok()).toBe(true);

  // A key press counts as activity (so do clicks and scrolling: idle.test.tsx); then fifteen idle
  // minutes sign out.
  await page.clock.fastForward('12:00');
  await page.keyboard.press('Shift');
  await page.clock.fastForward('12:00');
  await expect(stay).toHaveCount(0);
  await page.clock.fastForward('15:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await expect(
    page.getByText('U bent automatisch uitgelogd omdat u 15 minuten niet actief was.', { exact: false }),
  ).toBeVisible();

  // Signed in again: the same registration, and the note as it was.
  await signInAgainTo(page, registrationId);
  await expect(note).toHaveValue('Teruggebeld, voicemail ingesproken');
});

test.describe('signed out by the database', () => {
  // The browser reports the refused read in the console.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('a read the database refuses as idle signs out with that reason, and returns to the registration with the note', async ({
    page,
  }) => {
    await signIn(page);
    await enterCode(page);
    const note = await signedOutIdleWhileTyping(page, registrationId, 'Moeder teruggebeld');
    await expect(page.getByText('Uw sessie is beëindigd omdat u een tijd niet actief was.', { exact: false })).toBeVisible();

    await signInAgainTo(page, registrationId);
    await expect(note).toHaveValue('Moeder teruggebeld');
  });
});

/**
 * The words of `scope`'s text that a line break splits inside ("Volwa" / "ssene"): each word is
 * measured as one range, and a split word has a box on each line.
 */
function wordsBrokenInside(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const scope of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  }, selector);
}

test("on a phone: a child's registration says whose each detail is, and no word breaks inside", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await enterCode(page);
  // The list scrolls sideways rather than breaking its words.
  const row = page.locator(`[data-key="${childId}"]`);
  await expect(row).toContainText('Kind en jeugd');
  expect(await wordsBrokenInside(page, '[role="grid"]')).toEqual([]);
  await expectNoAxeViolations(page);

  await row.click();
  const child = page.getByRole('region', { name: 'Gegevens van het kind' });
  await expect(child.getByText('BSN van het kind')).toBeVisible();
  await expect(child.getByText(/^\d{1,2} \p{L}+ \d{4} \(\d+ jaar\)$/u)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gegevens van de ouder of voogd' }).getByText('E-mailadres')).toBeVisible();
  expect(await wordsBrokenInside(page, 'main h1, main h2, main dt, main button')).toEqual([]);
  await expectNoAxeViolations(page);
});

test('at 320 px, and with 200 % text: words stay whole where they fit, nothing runs off the side, and axe finds nothing', async ({
  page,
}) => {
  await signIn(page);
  await enterCode(page);
  /** The three ways a screen is checked here; the design system sizes in rem, so doubling the root font size doubles the text. */
  const views = [
    { width: 320, text: '100%' },
    { width: 1280, text: '200%' },
    { width: 320, text: '200%' },
  ];
  async function check(words: string) {
    for (const view of views) {
      await page.setViewportSize({ width: view.width, height: 800 });
      await page.evaluate((size) => {
        document.documentElement.style.fontSize = size;
      }, view.text);
      const where = `${view.width} px, ${view.text} text`;
      // At 320 px with 200 % text a heading's long word is wider than the screen: there it may
      // break (overflow-wrap: anywhere, as on the public site), rather than push the page wider.
      if (view.width !== 320 || view.text !== '200%') expect(await wordsBrokenInside(page, words), where).toEqual([]);
      // The list may scroll sideways inside its own box; the page does not (WCAG 1.4.10).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), where).toBe(
        0,
      );
      await expectNoAxeViolations(page);
    }
  }
  await check('main h1, main h2, main label, main button, [role="columnheader"]');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator(`[data-key="${childId}"]`).click();
  await expect(page.getByRole('region', { name: 'Gegevens van het kind' })).toBeVisible();
  await check('main h1, main h2, main dt, main label, main button');
});

test('signing out ends access, and the inbox asks for the code again', async ({ page }) => {
  await signIn(page);
  // Each screen names the tab; the code field waits with focus, then the inbox's heading has it.
  await expect(page).toHaveTitle('Bevestig dat u het bent – Aanmeldingen – Ankerlicht');
  await expect(page.getByLabel(/^Code/)).toBeFocused();
  await enterCode(page);
  await expect(page).toHaveTitle('Aanmeldingen – Ankerlicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmeldingen' })).toBeFocused();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bevestig dat u het bent' })).toBeVisible();
  await expectNoAxeViolations(page);
});
