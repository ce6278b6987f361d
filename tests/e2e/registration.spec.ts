import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  failLikeModuleMap,
  gotoIn,
  holdScripts,
  message,
  pageTitle,
  test,
  waitForApp,
} from '../support/site.ts';
import { brand, locales, registrationStopNotice, type Locale } from '@ankerlicht/content';
import { storedRecordOf, type SampleFormValues } from '@ankerlicht/registration/test-fixtures/registrations';
import { readManifest } from '../support/bundleBudget.ts';
import {
  choiceFields,
  fillDateOfBirth,
  fillForm,
  fillNamesAndContact,
  fillTheRest,
  m,
  person,
  textField,
  textFields,
  typed,
  type Person,
  type Variant,
} from '../support/registrationForm.ts';

const BACKEND = 'http://127.0.0.1:54321';
const MAILDEV = 'http://127.0.0.1:1080';

// The forms talk to the local backend: the one origin besides the site's own they may reach.
test.use({ allowedOrigins: ['http://localhost:54321'] });

// The fault switch and the inspected table are shared by the whole backend: run this file's tests one by one.
test.describe.configure({ mode: 'default' });

// Every registration here comes from 127.0.0.1 within minutes: lift the per-client limits and the
// flood hold the database enforces (the backend's own tests and the flood bench cover them).
test.beforeAll(async () => {
  const response = await fetch(`${BACKEND}/__settings`, {
    method: 'POST',
    body: JSON.stringify({
      registrations_per_client_per_hour: 100_000,
      uploads_per_client_per_hour: 100_000,
      flood_registrations_per_10_minutes: 100_000,
    }),
  });
  expect(response.ok).toBe(true);
});

const paths: Record<Variant, string> = { adults: '/aanmelden-volwassenen', children: '/aanmelden-kind-jeugd' };
const pageIds: Record<Variant, string> = { adults: 'adultRegistration', children: 'childRegistration' };
const code = (locale: Locale, name: string) => message(locale, `registration.code.${name}`);
/** The ui toast region (one toast at a time) and the ErrorSummary box (found by its heading). */
const toastRegion = (page: Page, locale: Locale) => page.getByRole('region', { name: message(locale, 'ui.toast.region') });
const toast = (page: Page, locale: Locale) => toastRegion(page, locale).getByRole('alertdialog');
const errorSummary = (page: Page, locale: Locale) =>
  page
    .locator('form div[tabindex="-1"]')
    .filter({ has: page.getByRole('heading', { level: 2, name: message(locale, 'ui.errorSummary.title') }) });
const consent = (page: Page) => page.locator('#registration-termsAccepted');
const termsLink = (locale: Locale, tag: 'terms' | 'privacy') =>
  new RegExp(`<${tag}>(.*?)</${tag}>`).exec(message(locale, 'page.registration.terms'))?.[1] ?? tag;

/** The stored row of what `who` typed, but for the letter's path (its timestamp is the browser's). */
function expectedRow(variant: Variant, who: Person) {
  // The postcode is stored normalised.
  const { referral_letter_path: _path, ...row } = storedRecordOf(variant, {
    ...who,
    postalCode: '1012 AB',
  } as SampleFormValues[Variant]);
  return row;
}

async function expectFormHolds(page: Page, locale: Locale, variant: Variant, who: Person) {
  for (const name of textFields(variant)) await expect(textField(page, locale, variant, name)).toHaveValue(typed(who, name));
  for (const name of choiceFields(variant)) {
    await expect(
      page.getByRole('radiogroup', { name: m(locale, name) }).getByRole('radio', { name: m(locale, typed(who, name)) }),
    ).toBeChecked();
  }
  // The FilePicker still shows the chosen letter, with its remove button.
  await expect(page.getByText(who.fileName)).toBeVisible();
  await expect(
    page.getByRole('button', { name: message(locale, 'ui.filePicker.removeFile', { fileName: who.fileName }) }),
  ).toBeVisible();
  await expect(consent(page)).toBeChecked();
}

type Inspected = {
  rows: Record<string, unknown>[];
  objects: { bucket_id: string; name: string }[];
  notifications: { registration_id: string; status: string; attempts: number }[];
};

async function inspect(): Promise<Inspected> {
  const response = await fetch(`${BACKEND}/__inspect/registrations`);
  return (await response.json()) as Inspected;
}

async function rowsFor(email: string): Promise<Record<string, unknown>[]> {
  return (await inspect()).rows.filter((row) => row.email === email);
}

/** The letters stored in this person's folder (`{type}/{sanitised e-mail}/`). */
async function lettersFor(variant: Variant, email: string): Promise<string[]> {
  const folder = `${variant}/${email.toLowerCase().replace(/[^a-z0-9]/g, '_')}/`;
  return (await inspect()).objects
    .filter((object) => object.bucket_id === 'referral_letters' && object.name.startsWith(folder))
    .map((object) => object.name);
}

/** The notification record of this person's one registration. */
async function notificationFor(email: string) {
  const { rows, notifications } = await inspect();
  const ids = rows.filter((row) => row.email === email).map((row) => row.id);
  expect(ids).toHaveLength(1);
  return notifications.find((notification) => notification.registration_id === ids[0]);
}

async function mailsFor(
  email: string,
): Promise<{ html: string; attachments?: { fileName?: string; generatedFileName?: string }[] }[]> {
  const response = await fetch(`${MAILDEV}/email`);
  const mails = (await response.json()) as { html: string; attachments?: { fileName?: string }[] }[];
  return mails.filter((mail) => JSON.stringify(mail).includes(email));
}

type Fault = 'upload' | 'insert' | 'uploadAnswerLost' | 'insertAnswerLost' | 'email';

/** A one-shot fault of the local backend; `mailFailures: n` fails the next n sends at SMTP. */
async function fault(name: Fault | { mailFailures: number }) {
  const body = typeof name === 'string' ? { [name]: true } : name;
  const response = await fetch(`${BACKEND}/__faults`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.ok).toBe(true);
}

/** Runs the backend's schedule now (retries due e-mails), as pg_cron does every minute in production. */
async function runSchedule(): Promise<Record<string, number>> {
  const response = await fetch(`${BACKEND}/__schedule`, { method: 'POST' });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, number>;
}

/** The built chunk of @supabase/supabase-js, which the form fetches only when it is sent. */
function supabaseJsChunk(): string {
  const manifest = readManifest(process.env.SITE_DIST ?? 'site/dist');
  const key = Object.keys(manifest).find((name) => name.includes('@supabase/supabase-js'));
  if (!key) throw new Error('No @supabase/supabase-js chunk in the manifest');
  return `/${manifest[key]?.file}`;
}

const submit = (page: Page, locale: Locale) => page.getByRole('button', { name: m(locale, 'submit') });

const happyPaths: [Locale, Variant][] = [
  ['nl', 'adults'],
  ['en', 'children'],
  ['tr', 'adults'],
];

for (const [locale, variant] of happyPaths) {
  test(`a complete ${variant} registration in ${locale} is stored once, mailed and thanked for`, async ({ page }) => {
    await gotoIn(page, locale, paths[variant]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, pageIds[variant]));
    // The form's landmark is named after the page, as its h1 (it was named after its parent's section).
    await expect(page.getByRole('form', { name: pageTitle(locale, pageIds[variant]) })).toBeVisible();
    await expect(page.getByText(m(locale, 'crisisTitle'))).toBeVisible();
    const who = person(variant);
    await fillForm(page, locale, variant, who);
    // Record every toast text as it appears and mark the first toast element, to see it updated in place.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { seenToasts: seen });
      new MutationObserver(() => {
        const dialog = document.querySelector('[role="alertdialog"]');
        if (!dialog) return;
        if (!document.querySelector('[data-test-first-toast]')) dialog.setAttribute('data-test-first-toast', '');
        const text = dialog.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await submit(page, locale).click();
    await expect(page.getByText(m(locale, 'successTitle'))).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(m(locale, 'successText'))).toBeVisible();
    // Updated in place: the same toast element now says the registration was sent.
    await expect(toast(page, locale)).toContainText(m(locale, 'toastSuccess'));
    await expect(toast(page, locale)).toHaveAttribute('data-test-first-toast', '');
    const seen = await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
    expect(seen[0]).toContain(m(locale, 'toastSending'));
    expect(seen[0]).toContain(m(locale, 'toastSendingText'));

    const rows = await rowsFor(who.email);
    expect(rows).toHaveLength(1);
    const row = rows[0] as Record<string, unknown>;
    expect(row).toMatchObject(expectedRow(variant, who));
    expect(row).toMatchObject({
      registration_type: variant,
      full_name: `${who.firstName} ${who.familyName}`,
      postal_code: '1012 AB',
    });
    const sanitised = who.email.toLowerCase().replace(/[^a-z0-9]/g, '_');
    expect(row.referral_letter_path).toMatch(new RegExp(`^${variant}/${sanitised}/[0-9]{13}\\.pdf$`));

    await expect.poll(async () => (await mailsFor(who.email)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsFor(who.email);
    expect(mail?.attachments).toHaveLength(1);

    await page.getByRole('button', { name: m(locale, 'newForm') }).click();
    await expect(page.getByRole('textbox', { name: m(locale, 'firstName'), exact: true })).toHaveValue('');
  });
}

test('an empty submit lists every problem, focuses the summary and says the form is incomplete', async ({ page }) => {
  await page.goto(paths.children);
  // A submit before the app is ready shows the not-ready notice instead (tested below).
  await waitForApp(page);
  await submit(page, 'nl').click();
  const summary = errorSummary(page, 'nl');
  await expect(summary).toBeFocused();
  for (const name of [
    'childNameTooShort',
    'firstNameRequired',
    'familyNameRequired',
    'dobRequired',
    'genderRequired',
    'referralLetterRequired',
    'termsRequired',
  ]) {
    await expect(summary.getByRole('link', { name: code('nl', name) })).toBeVisible();
  }
  await expect(toast(page, 'nl')).toContainText(m('nl', 'toastIncomplete'));
  await expect(page.getByRole('textbox', { name: m('nl', 'firstName'), exact: true })).toHaveAttribute('aria-invalid', 'true');
  await summary.getByRole('link', { name: code('nl', 'firstNameRequired') }).click();
  await expect(page.getByRole('textbox', { name: m('nl', 'firstName'), exact: true })).toBeFocused();
  // The letter and consent links focus the FilePicker's button and the checkbox.
  await summary.getByRole('link', { name: code('nl', 'referralLetterRequired') }).click();
  await expect(page.locator('#registration-referralLetter')).toBeFocused();
  await summary.getByRole('link', { name: code('nl', 'termsRequired') }).click();
  await expect(consent(page)).toBeFocused();
  await expect(page.getByRole('link', { name: termsLink('nl', 'terms'), exact: true })).toHaveAttribute(
    'href',
    '/algemene-voorwaarden',
  );
  await expect(page.getByRole('link', { name: termsLink('nl', 'privacy'), exact: true })).toHaveAttribute('href', '/privacy');
});

for (const variant of ['children', 'adults'] as const) {
  test(`the ${variant} form's error summary lists the problems in the order of the fields on the page`, async ({ page }) => {
    await page.goto(paths[variant]);
    await waitForApp(page);
    await submit(page, 'nl').click();
    const summary = errorSummary(page, 'nl');
    await expect(summary).toBeFocused();
    const linked = await summary
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').slice(1)));
    // The same fields, in the order they stand in the form.
    const onPage = await page
      .locator('form [id^="registration-"]')
      .evaluateAll((elements, ids) => elements.map((element) => element.id).filter((id) => ids.includes(id)), linked);
    expect(linked.length).toBeGreaterThan(5);
    expect(linked).toEqual(onPage);
    // On the child form the child's own fields come first (the old list put the parent's in between).
    if (variant === 'children')
      expect(linked.slice(0, 4)).toEqual([
        'registration-childName',
        'registration-dob',
        'registration-bsnNumber',
        'registration-gender',
      ]);
  });
}

test('the adult page shows the Menzis and Anderzorg registration stop, and the insurer field explains it', async ({ page }) => {
  await page.goto(paths.adults);
  await waitForApp(page);
  const { title, text } = registrationStopNotice;
  const notice = page.getByRole('region', { name: title.nl });
  await expect(notice).toContainText(text.nl);
  const insurer = page.getByRole('textbox', { name: m('nl', 'insuranceCompany'), exact: true });
  await expect(insurer).toHaveAccessibleDescription(title.nl);
  await insurer.fill('Menzis');
  await expect(insurer).toHaveAccessibleDescription(`${title.nl}. ${text.nl}`);
  // Care for children is paid for by the municipality: the stop is not on the child form's page.
  await page.goto(paths.children);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', pageIds.children));
  await expect(page.getByText(title.nl)).toHaveCount(0);
});

test('a form complete but for the letter says the letter is required', async ({ page }) => {
  await page.goto(paths.adults);
  const who = person('adults');
  await fillForm(page, 'nl', 'adults', who);
  await page.getByRole('button', { name: message('nl', 'ui.filePicker.removeFile', { fileName: who.fileName }) }).click();
  await expect(page.getByText(message('nl', 'ui.filePicker.noFile'))).toBeVisible();
  await submit(page, 'nl').click();
  await expect(toast(page, 'nl')).toContainText(code('nl', 'referralLetterRequired'));
  await expect(toast(page, 'nl')).not.toContainText(m('nl', 'toastIncomplete'));
  await expect(errorSummary(page, 'nl').getByRole('link', { name: code('nl', 'referralLetterRequired') })).toBeVisible();
});

test.describe('failures', () => {
  // The browser reports the backend's forced 500 answers in the console.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  for (const [kind, reason] of [
    ['upload', 'uploadFailed'],
    ['insert', 'insertFailed'],
  ] as const) {
    test(`a failed ${kind} keeps every value and a retry stores one row`, async ({ page }) => {
      await page.goto(paths.children);
      const who = person('children');
      await fillForm(page, 'nl', 'children', who);
      await fault(kind);
      await submit(page, 'nl').click();
      await expect(toast(page, 'nl')).toContainText(m('nl', 'toastError'), { timeout: 15_000 });
      await expect(toast(page, 'nl')).toContainText(m('nl', reason));
      await expectFormHolds(page, 'nl', 'children', who);
      expect(await rowsFor(who.email)).toHaveLength(0);
      await submit(page, 'nl').click();
      await expect(page.getByText(m('nl', 'successTitle'))).toBeVisible({ timeout: 15_000 });
      expect(await rowsFor(who.email)).toHaveLength(1);
      await expect.poll(async () => (await mailsFor(who.email)).length, { timeout: 10_000 }).toBe(1);
      // The retry reused the letter's path: no second letter, no orphan.
      expect(await lettersFor('children', who.email)).toHaveLength(1);
      expect((await rowsFor(who.email))[0]?.referral_letter_path).toBe((await lettersFor('children', who.email))[0]);
    });
  }

  test('an insert stored but its answer lost, then a retry, stores one row and sends one e-mail', async ({ page }) => {
    await page.goto(paths.adults);
    const who = person('adults');
    await fillForm(page, 'nl', 'adults', who);
    await fault('insertAnswerLost');
    await submit(page, 'nl').click();
    await expect(toast(page, 'nl')).toContainText(m('nl', 'insertFailed'), { timeout: 15_000 });
    await expectFormHolds(page, 'nl', 'adults', who);
    // Stored, though the browser was told otherwise; no e-mail was asked for yet.
    expect(await rowsFor(who.email)).toHaveLength(1);
    await submit(page, 'nl').click();
    await expect(page.getByText(m('nl', 'successTitle'))).toBeVisible({ timeout: 15_000 });
    await expect(toast(page, 'nl')).toContainText(m('nl', 'toastSuccess'));
    expect(await rowsFor(who.email)).toHaveLength(1);
    expect(await lettersFor('adults', who.email)).toHaveLength(1);
    await expect.poll(async () => (await mailsFor(who.email)).length, { timeout: 10_000 }).toBe(1);
    expect((await notificationFor(who.email))?.status).toBe('sent');
  });

  test('an upload stored but its answer lost, then a retry, stores one row and one letter', async ({ page }) => {
    await page.goto(paths.children);
    const who = person('children');
    await fillForm(page, 'nl', 'children', who);
    await fault('uploadAnswerLost');
    await submit(page, 'nl').click();
    await expect(toast(page, 'nl')).toContainText(m('nl', 'uploadFailed'), { timeout: 15_000 });
    await expectFormHolds(page, 'nl', 'children', who);
    expect(await rowsFor(who.email)).toHaveLength(0);
    expect(await lettersFor('children', who.email)).toHaveLength(1);
    // The retry sends the letter to the same path: Storage answers 409 Duplicate, which counts as stored.
    await submit(page, 'nl').click();
    await expect(page.getByText(m('nl', 'successTitle'))).toBeVisible({ timeout: 15_000 });
    const rows = await rowsFor(who.email);
    expect(rows).toHaveLength(1);
    expect(await lettersFor('children', who.email)).toEqual([rows[0]?.referral_letter_path]);
    await expect.poll(async () => (await mailsFor(who.email)).length, { timeout: 10_000 }).toBe(1);
  });

  test('an e-mail that fails to send: saved, the saved-but-not-sent message, and the schedule delivers it', async ({ page }) => {
    await page.goto(paths.adults);
    const who = person('adults');
    await fillForm(page, 'nl', 'adults', who);
    await fault({ mailFailures: 1 });
    await submit(page, 'nl').click();
    await expect(page.getByText(m('nl', 'successTitle'))).toBeVisible({ timeout: 15_000 });
    await expect(toast(page, 'nl')).toContainText(m('nl', 'toastEmailFailed'));
    expect(await rowsFor(who.email)).toHaveLength(1);
    expect(await mailsFor(who.email)).toHaveLength(0);
    expect((await notificationFor(who.email))?.status).toBe('failed');
    await runSchedule();
    await expect.poll(async () => (await mailsFor(who.email)).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await notificationFor(who.email))?.status).toBe('sent');
    // Once sent, another run sends nothing more.
    await runSchedule();
    expect(await mailsFor(who.email)).toHaveLength(1);
  });

  test('the form takes input without supabase-js; when it cannot be fetched on submit, every value stays and a retry stores one row', async ({
    page,
  }) => {
    const supabaseChunk = supabaseJsChunk();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === supabaseChunk) requested.push(request.url());
    });
    let offline = true;
    // As the module map keeps a failed fetch: the chunk's URL fails for good, whatever this Chromium does.
    await failLikeModuleMap(
      page,
      (url) => url.pathname === supabaseChunk,
      () => offline,
    );
    await page.goto(paths.adults);
    const who = person('adults');
    await fillForm(page, 'nl', 'adults', who);
    expect(requested).toEqual([]);

    await submit(page, 'nl').click();
    await expect(toast(page, 'nl')).toContainText(m('nl', 'toastError'), { timeout: 15_000 });
    await expect(toast(page, 'nl')).toContainText(m('nl', 'uploadFailed'));
    await expectFormHolds(page, 'nl', 'adults', who);
    expect(requested).toHaveLength(1);
    expect(await rowsFor(who.email)).toHaveLength(0);

    offline = false;
    await submit(page, 'nl').click();
    await expect(page.getByText(m('nl', 'successTitle'))).toBeVisible({ timeout: 15_000 });
    expect(await rowsFor(who.email)).toHaveLength(1);
  });

  test('a failed e-mail still counts as saved', async ({ page }) => {
    await page.goto(paths.adults);
    const who = person('adults');
    await fillForm(page, 'nl', 'adults', who);
    await fault('email');
    await submit(page, 'nl').click();
    await expect(page.getByText(m('nl', 'successTitle'))).toBeVisible({ timeout: 15_000 });
    await expect(toast(page, 'nl')).toContainText(m('nl', 'toastEmailFailed'));
    expect(await rowsFor(who.email)).toHaveLength(1);
  });
});

test.describe('a failed send stays on the page', () => {
  // The browser reports the backend's forced 500 answers and the aborted requests in the console.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  const failureNotice = (page: Page) => page.locator('[data-send-failure]');

  /** Submits the filled form and checks what stays once the toast has gone. */
  async function expectFailureStays(page: Page, locale: Locale, variant: Variant, who: Person) {
    await submit(page, locale).click();
    const notice = failureNotice(page);
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toBeFocused();
    // Focus went there after a mouse click: the ring shows anyway, so a sighted visitor sees where.
    await expect(notice).toHaveCSS('outline-style', 'solid');
    await expect(notice.getByRole('heading', { level: 2 })).toContainText(m(locale, 'failureTitle'));
    await expect(notice).toContainText(m(locale, 'uploadFailed'));
    await expect(notice.getByRole('link', { name: brand.phone })).toHaveAttribute('href', /^tel:/);
    await expect(notice.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
    // The error toast (docs/product-rules.md §4) is still there, as before...
    await expect(toast(page, locale)).toContainText(m(locale, 'toastError'));
    // ...and goes after its 5 s (skipped on the page's clock); the notice stays, still focused, and so does every value.
    await page.clock.fastForward(5_000);
    await expect(toast(page, locale)).toHaveCount(0, { timeout: 2_000 });
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest('[data-send-failure]') !== null)).toBe(true);
    await expectFormHolds(page, locale, variant, who);
  }

  for (const locale of locales) {
    for (const variant of ['adults', 'children'] as const) {
      // One form filled once meets both failures in turn, then sends: filling it again for each
      // failure cost a minute of the suite and checked nothing more.
      test(`${variant} form in ${locale}: a failed upload, then the network down, each stay on the page, focused, keeping every value; back online it sends`, async ({
        page,
      }) => {
        // The page's clock runs as usual, except where the test skips the toast's 5 s (twice).
        await page.clock.install();
        await gotoIn(page, locale, paths[variant]);
        await waitForApp(page);
        const who = person(variant);
        await fillForm(page, locale, variant, who);
        await fault('upload');
        await expectFailureStays(page, locale, variant, who);
        expect(await rowsFor(who.email)).toHaveLength(0);

        await page.route('http://localhost:54321/**', (route) => route.abort('internetdisconnected'));
        await expectFailureStays(page, locale, variant, who);
        // Back online, the same button sends it, and the failure goes with the form.
        await page.unroute('http://localhost:54321/**');
        await submit(page, locale).click();
        await expect(page.getByText(m(locale, 'successTitle'))).toBeVisible({ timeout: 15_000 });
        await expect(failureNotice(page)).toHaveCount(0);
        expect(await rowsFor(who.email)).toHaveLength(1);
      });
    }
  }

  test('at 375 px the toast does not cover the focused failure notice', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(paths.children);
    await waitForApp(page);
    const who = person('children');
    await fillForm(page, 'nl', 'children', who);
    await fault('upload');
    await submit(page, 'nl').click();
    await expect(toast(page, 'nl')).toContainText(m('nl', 'uploadFailed'), { timeout: 15_000 });
    await expect(failureNotice(page)).toBeFocused();
    const boxes = await page.evaluate(() => {
      const box = (element: Element | null) => {
        const rect = element?.getBoundingClientRect();
        return rect && { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
      };
      return { toast: box(document.querySelector('[role="alertdialog"]')), focused: box(document.activeElement) };
    });
    const { toast: toastBox, focused } = boxes;
    if (!toastBox || !focused) throw new Error('no toast or no focused element');
    const intersects =
      toastBox.left < focused.right &&
      focused.left < toastBox.right &&
      toastBox.top < focused.bottom &&
      focused.top < toastBox.bottom;
    expect(intersects, JSON.stringify(boxes)).toBe(false);
  });
});

for (const locale of ['nl', 'en'] as const) {
  test(`what is typed before the page has its code stays in the form and is sent (${locale})`, async ({ page }) => {
    // A slow phone shows the prerendered form, in the page's language, seconds before React
    // hydrates it. Hold the JavaScript back while the visitor starts typing.
    const release = await holdScripts(page);
    // Not waiting for DOMContentLoaded: the held module scripts delay it.
    await gotoIn(page, locale, paths.children, { waitUntil: 'commit' });
    const who = person('children');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await fillNamesAndContact(page, locale, who);
    await fillDateOfBirth(page, locale, 'children', who);
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await waitForApp(page);
    // Moving through the fields re-renders them: what was typed must survive that.
    await page.getByRole('textbox', { name: m(locale, 'firstName'), exact: true }).focus();
    await page.getByRole('textbox', { name: m(locale, 'phone'), exact: true }).focus();
    await expect(page.getByRole('textbox', { name: m(locale, 'childName'), exact: true })).toHaveValue(who.childName ?? '');
    await expect(page.getByRole('textbox', { name: m(locale, 'email'), exact: true })).toHaveValue(who.email);
    const [year, month, day] = who.dob.split('-');
    const dateBoxes = page.getByRole('group', { name: m(locale, 'dobChild') }).getByRole('textbox');
    for (const [index, part] of [day, month, year].entries()) await expect(dateBoxes.nth(index)).toHaveValue(part ?? '');
    // The date is not typed again: the row below has it only if the form took it over.
    await fillTheRest(page, locale, 'children', who, { dateTyped: true });
    await submit(page, locale).click();
    await expect(page.getByText(m(locale, 'successTitle'))).toBeVisible({ timeout: 15_000 });
    const rows = await rowsFor(who.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      child_name: who.childName,
      parent_guardian_name: `${who.firstName} ${who.familyName}`,
      email: who.email,
      phone: who.phone,
      date_of_birth: who.dob,
    });
  });
}

test('two tabs, two different people: two rows and two e-mails', async ({ page, context }) => {
  const other = await context.newPage();
  const first = person('adults');
  const second = person('children');
  await page.goto(paths.adults);
  await other.goto(paths.children);
  // One tab at a time in front, as a person fills them: a click waits for the element to hold still
  // over two animation frames, and a tab in the background may get none (a 60-second timeout once).
  await page.bringToFront();
  await fillForm(page, 'nl', 'adults', first);
  await other.bringToFront();
  await fillForm(other, 'nl', 'children', second);
  await Promise.all([submit(page, 'nl').click(), submit(other, 'nl').click()]);
  await expect(page.getByText(m('nl', 'successTitle'))).toBeVisible({ timeout: 15_000 });
  await expect(other.getByText(m('nl', 'successTitle'))).toBeVisible({ timeout: 15_000 });
  const [rowsFirst, rowsSecond] = [await rowsFor(first.email), await rowsFor(second.email)];
  expect(rowsFirst).toHaveLength(1);
  expect(rowsSecond).toHaveLength(1);
  expect(rowsFirst[0]?.id).not.toBe(rowsSecond[0]?.id);
  await expect.poll(async () => (await mailsFor(first.email)).length, { timeout: 10_000 }).toBe(1);
  await expect.poll(async () => (await mailsFor(second.email)).length, { timeout: 10_000 }).toBe(1);
  await other.close();
});

test.describe('before JavaScript', () => {
  /** The notice in a language, as read: its tags gone, the phone number and e-mail address filled in. */
  const noScriptText = (locale: Locale) =>
    m(locale, 'noScript', { phone: brand.phone, email: brand.email }).replace(/<\/?\w+>/g, '');

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('a submit sends nothing: no query string, the values stay, and the notice offers phone and e-mail', async ({ page }) => {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.goto(paths.adults);
      // Playwright's text and role engines skip <noscript>: found by CSS, checked as the browser shows it.
      for (const locale of locales) {
        const notice = page.locator(`form noscript [lang="${locale}"]`);
        await expect(notice).toBeVisible();
        await expect(notice).toHaveText(noScriptText(locale));
        await expect(notice.locator('a').first()).toHaveAttribute('href', `tel:${brand.phone.replace(/[\s-]/g, '')}`);
        await expect(notice.locator('a').last()).toHaveAttribute('href', `mailto:${brand.email}`);
      }
      const who = person('adults');
      await fillNamesAndContact(page, 'nl', who);
      await page.getByRole('textbox', { name: m('nl', 'bsn'), exact: true }).fill(who.bsnNumber);
      await submit(page, 'nl').click();
      // Enter in a field submits a form too.
      await page.getByRole('textbox', { name: m('nl', 'email'), exact: true }).press('Enter');
      await page.waitForTimeout(500);
      expect(new URL(page.url()).search).toBe('');
      expect(new URL(page.url()).pathname).toBe(paths.adults);
      expect(documents).toHaveLength(1);
      await expect(page.getByRole('textbox', { name: m('nl', 'firstName'), exact: true })).toHaveValue(who.firstName);
      await expect(page.getByRole('textbox', { name: m('nl', 'email'), exact: true })).toHaveValue(who.email);
      await expect(page.getByRole('textbox', { name: m('nl', 'bsn'), exact: true })).toHaveValue(who.bsnNumber);
      expect(await rowsFor(who.email)).toHaveLength(0);
    });
  });

  test('a submit before the scripts have arrived shows the notice and keeps every value; once ready, it is sent', async ({
    page,
  }) => {
    test.slow();
    const release = await holdScripts(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    // Not waiting for DOMContentLoaded: the held module scripts delay it.
    await page.goto(paths.children, { waitUntil: 'commit' });
    const who = person('children');
    await fillNamesAndContact(page, 'nl', who);
    await submit(page, 'nl').click();
    const notice = page.getByRole('alert').filter({ hasText: m('nl', 'notReady') });
    await expect(notice).toBeVisible();
    await expect(page.locator('[data-not-ready]')).toBeFocused();
    await expect(page.locator('[data-not-ready]')).toHaveCSS('outline-style', 'solid');
    await expect(notice).toContainText(brand.phone);
    await expectNoAxeViolations(page);
    expect(new URL(page.url()).search).toBe('');
    expect(documents).toHaveLength(1);
    await expect(page.getByRole('textbox', { name: m('nl', 'childName'), exact: true })).toHaveValue(who.childName ?? '');
    await expect(page.getByRole('textbox', { name: m('nl', 'email'), exact: true })).toHaveValue(who.email);

    release();
    await expect(page.locator('form[data-ready]')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: m('nl', 'phone'), exact: true })).toHaveValue(who.phone);
    await fillTheRest(page, 'nl', 'children', who);
    await submit(page, 'nl').click();
    await expect(page.getByText(m('nl', 'successTitle'))).toBeVisible({ timeout: 15_000 });
    expect(await rowsFor(who.email)).toHaveLength(1);
    expect(documents).toHaveLength(1);
  });
});

test('a double click submits once', async ({ page }) => {
  await page.goto(paths.adults);
  const who = person('adults');
  await fillForm(page, 'nl', 'adults', who);
  await submit(page, 'nl').dblclick();
  await expect(page.getByText(m('nl', 'successTitle'))).toBeVisible({ timeout: 15_000 });
  expect(await rowsFor(who.email)).toHaveLength(1);
});

for (const variant of ['adults', 'children'] as const) {
  for (const width of [375, 1280]) {
    test(`the ${variant} form has no axe violations at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths[variant]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      // The error state is what is checked next: a submit before the app has taken the form over
      // gets the not-ready notice instead (tested on its own), and axe can finish before that.
      await waitForApp(page);
      await submit(page, 'nl').click();
      await expect(toast(page, 'nl')).toContainText(m('nl', 'toastIncomplete'));
      await expectNoAxeViolations(page);
    });
  }
}
