/**
 * What the staff app's end-to-end tests share: the e2e backend (playwright.config.ts starts it on
 * 54321, with maildev's inbox on 1080) and the invitation e-mail it catches.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  REGISTRATIONS_TABLE,
  referralLetterPath,
  type RegistrationRecord,
  type RegistrationType,
} from '@ankerlicht/registration';
import { PDF } from '@ankerlicht/registration/test-fixtures/letters';
import { personRecord, sampleRecord } from '@ankerlicht/registration/test-fixtures/registrations';
import { totpFor } from '../../supabase/local/auth.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../supabase/local/config.ts';
import { uploadLetterAsSite } from '../../supabase/local/letter-upload.ts';
import { localClient } from '../../supabase/local/test-client.ts';
import { expect } from '../support/site.ts';

export const BACKEND = 'http://127.0.0.1:54321';
export const MAILDEV = 'http://127.0.0.1:1080';

type CaughtMail = { subject: string; to: Array<{ address: string }>; text?: string };

/** The link of the invitation e-mail maildev caught for `email`: the staff app, the token in the fragment. */
export async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  // Polled: maildev answers SMTP before it lists the message.
  await expect
    .poll(
      async () => {
        const caught = (await (await fetch(`${MAILDEV}/email`)).json()) as CaughtMail[];
        const message = caught.find(
          (mail) =>
            mail.subject === 'Uitnodiging voor Aanmeldingen – Ankerlicht GGZ' && mail.to.some((to) => to.address === email),
        );
        link = /http:\/\/\S+#token_hash=[^\s"<]+/.exec(message?.text ?? '')?.[0];
        return link;
      },
      { message: 'the invitation e-mail with its link' },
    )
    .toBeDefined();
  return link as string;
}

/**
 * Lets these tests sign one account in again within seconds. The backend refuses two sessions of
 * one member whose TOTP verifications lie less than 90 seconds apart, as a code may have been
 * replayed (supabase/migrations/*_second_factor_reuse.sql); a real screener signs in a few times a
 * day, these tests a few times a minute. The check itself is held to real replays in
 * supabase/local/auth.test.ts and audited-reads.test.ts.
 */
export async function allowQuickSignIns(): Promise<void> {
  const response = await fetch(`${BACKEND}/__settings`, {
    method: 'POST',
    body: JSON.stringify({ second_factor_reuse_seconds: 0 }),
  });
  expect(response.ok).toBe(true);
}

/**
 * What a spec needs to sign a new screener in and give them registrations to look at (for specs
 * written after inbox.spec.ts, which keeps its own copy).
 */
const admin = localClient({ url: BACKEND }, LOCAL_SECRET_KEY);
const visitor = localClient({ url: BACKEND }, LOCAL_PUBLISHABLE_KEY);

/** Registrations from this machine within minutes: lifts the per-client limits (as registration.spec.ts does). */
export async function liftRegistrationLimits(): Promise<void> {
  const lifted = await fetch(`${BACKEND}/__settings`, {
    method: 'POST',
    body: JSON.stringify({
      registrations_per_client_per_hour: 100_000,
      uploads_per_client_per_hour: 100_000,
      flood_registrations_per_10_minutes: 100_000,
    }),
  });
  expect(lifted.ok).toBe(true);
}

/** A new screener (created with the secret key and made a member, as an invitation would): their user id. */
export async function createScreener(email: string, password: string): Promise<string> {
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  expect(created.error).toBeNull();
  const userId = created.data.user!.id;
  expect((await admin.rpc('admin_add_staff', { p_user_id: userId, p_role: 'screener' })).error).toBeNull();
  return userId;
}

/**
 * A registration as the site stores it: the letter, then the row, then the e-mail function's call
 * (which inspects the letter and records the verdict the inbox shows). `change` overrides the row's
 * sample values (the location, the date of birth, the insurer).
 */
export async function register(
  type: RegistrationType = 'adults',
  change: Partial<RegistrationRecord> = {},
  letter: Uint8Array = PDF,
): Promise<string> {
  const id = randomUUID();
  const path = { referral_letter_path: referralLetterPath(type, `staff-e2e-${id}@example.nl`, Date.now(), 'pdf') };
  const record = type === 'adults' ? personRecord({ ...path, ...change }) : sampleRecord('children', { ...path, ...change });
  // As the site uploads: reserve the path (the hourly upload allowance), then upload.
  const upload = await uploadLetterAsSite(
    visitor,
    record.referral_letter_path,
    new Blob([letter as BlobPart], { type: 'application/pdf' }),
    { contentType: 'application/pdf' },
  );
  expect(upload.error).toBeNull();
  expect((await visitor.from(REGISTRATIONS_TABLE).insert({ id, ...record })).error).toBeNull();
  expect((await visitor.functions.invoke('send-registration-email', { body: { registrationId: id } })).error).toBeNull();
  return id;
}

/**
 * A screener's first sign-in: e-mail and password, an authenticator app linked (its code computed
 * from the secret the page shows), then the inbox. Returns the secret, for signing in again.
 * `onThisScreen`: on the sign-in screen the page shows now, not the inbox's address.
 */
export async function signInFirstTime(
  page: Page,
  email: string,
  password: string,
  { onThisScreen = false }: { onThisScreen?: boolean } = {},
): Promise<string> {
  if (!onThisScreen) await page.goto('/');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByRole('button', { name: 'App koppelen' }).click();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel(/^Code/).fill(totpFor(secret).generate());
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmeldingen' })).toBeVisible();
  return secret;
}

/**
 * A signed-in member opens registration `id`, types `text` as a note, and is signed out for
 * inactivity by the database: its answer to a session with no activity report for 20 minutes (its
 * own tests: supabase/local/staff-inactivity.test.ts) is given to the registration's next read.
 * Ends on the sign-in screen, at the registration's address; returns the note field. The browser
 * reports the refusal in the console (status of 403).
 */
export async function signedOutIdleWhileTyping(page: Page, id: string, text: string): Promise<Locator> {
  await page.goto(`/registraties/${id}`);
  const note = page.getByRole('textbox', { name: /^Notitie/ });
  await note.fill(text);
  const read = '**/rest/v1/rpc/staff_begin_read';
  await page.route(read, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: '42501', details: null, hint: null, message: 'staff_session_idle' }),
    }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await page.unroute(read);
  return note;
}
