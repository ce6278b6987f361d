import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, message, pageTitle, test, useStoredLocale } from '../support/site.ts';
import type { Locale } from '../../packages/content/src/index.ts';

const BACKEND = 'http://127.0.0.1:54321';
const MAILDEV = 'http://127.0.0.1:1080';

// The forms talk to the local backend: the one origin besides the site's own they may reach.
test.use({ allowedOrigins: ['http://localhost:54321'] });

// The fault switch and the inspected table are shared by the whole backend: run this file's tests one by one.
test.describe.configure({ mode: 'default' });

type Variant = 'adults' | 'children';
const paths: Record<Variant, string> = { adults: '/aanmelden-volwassenen', children: '/aanmelden-kind-jeugd' };
const pageIds: Record<Variant, string> = { adults: 'adultRegistration', children: 'childRegistration' };
const m = (locale: Locale, name: string, values?: Record<string, string>) => message(locale, `page.registration.${name}`, values);
const code = (locale: Locale, name: string) => message(locale, `registration.code.${name}`);

function person(variant: Variant) {
  const tag = randomUUID().slice(0, 8);
  return {
    childName: variant === 'children' ? 'Pim de Vries' : undefined,
    firstName: 'Sanne',
    familyName: `Test${tag}`,
    email: `sanne.${tag}@example.nl`,
    phone: '06 1234 5678',
    bsnNumber: '111222333',
    streetName: 'Damrak',
    houseNumber: '12a',
    postalCode: '1012ab',
    city: 'Amsterdam',
    insuranceCompany: 'Zilveren Kruis',
    message: 'Graag in de ochtend bellen.',
    fileName: `verwijsbrief-${tag}.pdf`,
  };
}
type Person = ReturnType<typeof person>;

const letter = Buffer.from('%PDF-1.4\n% test referral letter\n');

async function fillForm(page: Page, locale: Locale, variant: Variant, who: Person) {
  if (who.childName) await page.getByRole('textbox', { name: m(locale, 'childName'), exact: true }).fill(who.childName);
  await page.getByRole('textbox', { name: m(locale, 'firstName'), exact: true }).fill(who.firstName);
  await page.getByRole('textbox', { name: m(locale, 'familyName'), exact: true }).fill(who.familyName);
  await page.getByRole('textbox', { name: m(locale, 'email'), exact: true }).fill(who.email);
  await page.getByRole('textbox', { name: m(locale, 'phone'), exact: true }).fill(who.phone);
  const dob = page.getByRole('group', { name: m(locale, variant === 'children' ? 'dobChild' : 'dobAdult') });
  await dob.getByRole('spinbutton').first().click();
  await page.keyboard.type(variant === 'children' ? '15062014' : '01051990');
  await page.getByRole('textbox', { name: m(locale, 'bsn'), exact: true }).fill(who.bsnNumber);
  await page.getByRole('radiogroup', { name: m(locale, 'gender') }).getByText(m(locale, 'female')).click();
  await page.getByRole('textbox', { name: m(locale, 'streetName'), exact: true }).fill(who.streetName);
  await page.getByRole('textbox', { name: m(locale, 'houseNumber'), exact: true }).fill(who.houseNumber);
  await page.getByRole('textbox', { name: m(locale, 'postalCode'), exact: true }).fill(who.postalCode);
  await page.getByRole('textbox', { name: m(locale, 'city'), exact: true }).fill(who.city);
  await page.getByRole('textbox', { name: m(locale, 'insuranceCompany'), exact: true }).fill(who.insuranceCompany);
  await page.getByRole('radiogroup', { name: m(locale, 'location') }).getByText(m(locale, 'zaandam')).click();
  await page
    .getByRole('radiogroup', { name: m(locale, 'preferredLanguage') })
    .getByText(m(locale, variant === 'children' ? 'farsi' : 'turkish'))
    .click();
  await page.getByLabel(m(locale, variant === 'children' ? 'messageChild' : 'messageAdult')).fill(who.message);
  await page.locator('#registration-referralLetter').setInputFiles({ name: who.fileName, mimeType: 'application/pdf', buffer: letter });
  await page.locator('#registration-termsAccepted').check();
}

async function expectFormHolds(page: Page, locale: Locale, variant: Variant, who: Person) {
  if (who.childName) await expect(page.getByRole('textbox', { name: m(locale, 'childName'), exact: true })).toHaveValue(who.childName);
  await expect(page.getByRole('textbox', { name: m(locale, 'firstName'), exact: true })).toHaveValue(who.firstName);
  await expect(page.getByRole('textbox', { name: m(locale, 'familyName'), exact: true })).toHaveValue(who.familyName);
  await expect(page.getByRole('textbox', { name: m(locale, 'email'), exact: true })).toHaveValue(who.email);
  await expect(page.getByRole('textbox', { name: m(locale, 'phone'), exact: true })).toHaveValue(who.phone);
  await expect(page.getByRole('textbox', { name: m(locale, 'bsn'), exact: true })).toHaveValue(who.bsnNumber);
  await expect(page.getByRole('textbox', { name: m(locale, 'streetName'), exact: true })).toHaveValue(who.streetName);
  await expect(page.getByRole('textbox', { name: m(locale, 'houseNumber'), exact: true })).toHaveValue(who.houseNumber);
  await expect(page.getByRole('textbox', { name: m(locale, 'postalCode'), exact: true })).toHaveValue(who.postalCode);
  await expect(page.getByRole('textbox', { name: m(locale, 'city'), exact: true })).toHaveValue(who.city);
  await expect(page.getByRole('textbox', { name: m(locale, 'insuranceCompany'), exact: true })).toHaveValue(who.insuranceCompany);
  await expect(page.getByLabel(m(locale, variant === 'children' ? 'messageChild' : 'messageAdult'))).toHaveValue(who.message);
  await expect(page.getByRole('radio', { name: m(locale, 'female') })).toBeChecked();
  await expect(page.getByRole('radio', { name: m(locale, 'zaandam') })).toBeChecked();
  await expect(page.getByText(m(locale, 'chosenFile', { name: who.fileName }))).toBeVisible();
  expect(await page.locator('#registration-referralLetter').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(who.fileName);
  await expect(page.locator('#registration-termsAccepted')).toBeChecked();
}

async function rowsFor(email: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${BACKEND}/__inspect/registrations`);
  const { rows } = (await response.json()) as { rows: Record<string, unknown>[] };
  return rows.filter((row) => row.email === email);
}

async function mailsFor(email: string): Promise<{ html: string; attachments?: { fileName?: string; generatedFileName?: string }[] }[]> {
  const response = await fetch(`${MAILDEV}/email`);
  const mails = (await response.json()) as { html: string; attachments?: { fileName?: string }[] }[];
  return mails.filter((mail) => JSON.stringify(mail).includes(email));
}

async function fault(name: 'upload' | 'insert' | 'email') {
  const response = await fetch(`${BACKEND}/__faults`, { method: 'POST', body: JSON.stringify({ [name]: true }) });
  expect(response.ok).toBe(true);
}

const submit = (page: Page, locale: Locale) => page.getByRole('button', { name: m(locale, 'submit') });

const happyPaths: [Locale, Variant][] = [
  ['nl', 'adults'],
  ['en', 'children'],
  ['tr', 'adults'],
];

for (const [locale, variant] of happyPaths) {
  test(`a complete ${variant} registration in ${locale} is stored once, mailed and thanked for`, async ({ page }) => {
    await useStoredLocale(page, locale);
    await page.goto(paths[variant]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, pageIds[variant]));
    await expect(page.getByText(m(locale, 'crisisTitle'))).toBeVisible();
    const who = person(variant);
    await fillForm(page, locale, variant, who);
    await submit(page, locale).click();
    await expect(page.getByText(m(locale, 'successTitle'))).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(m(locale, 'successText'))).toBeVisible();

    const rows = await rowsFor(who.email);
    expect(rows).toHaveLength(1);
    const row = rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({
      full_name: `${who.firstName} ${who.familyName}`,
      email: who.email,
      phone: who.phone,
      date_of_birth: variant === 'children' ? '2014-06-15' : '1990-05-01',
      gender: 'female',
      bsn_number: who.bsnNumber,
      registration_type: variant,
      location: 'zaandam',
      child_name: who.childName ?? null,
      parent_guardian_name: variant === 'children' ? `${who.firstName} ${who.familyName}` : null,
      message: who.message,
      insurance_company: who.insuranceCompany,
      street_name: who.streetName,
      house_number: who.houseNumber,
      postal_code: '1012 AB',
      city: who.city,
      preferred_language: variant === 'children' ? 'farsi' : 'turkish',
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
  await submit(page, 'nl').click();
  const summary = page.getByRole('alert').filter({ hasText: m('nl', 'errorSummaryTitle') });
  await expect(summary).toBeFocused();
  for (const name of ['childNameTooShort', 'firstNameRequired', 'familyNameRequired', 'dobRequired', 'genderRequired', 'referralLetterRequired', 'termsRequired']) {
    await expect(summary.getByRole('link', { name: code('nl', name) })).toBeVisible();
  }
  await expect(page.getByText(m('nl', 'toastIncomplete'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: m('nl', 'firstName'), exact: true })).toHaveAttribute('aria-invalid', 'true');
  await summary.getByRole('link', { name: code('nl', 'firstNameRequired') }).click();
  await expect(page.getByRole('textbox', { name: m('nl', 'firstName'), exact: true })).toBeFocused();
});

test('a form complete but for the letter says the letter is required', async ({ page }) => {
  await page.goto(paths.adults);
  const who = person('adults');
  await fillForm(page, 'nl', 'adults', who);
  await page.getByRole('button', { name: m('nl', 'removeFile') }).click();
  await submit(page, 'nl').click();
  await expect(page.getByRole('status').getByText(m('nl', 'referralLetterRequiredToast'))).toBeVisible();
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
    await expect(page.getByText(m('nl', 'toastError'))).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(m('nl', reason))).toBeVisible();
    await expectFormHolds(page, 'nl', 'children', who);
    expect(await rowsFor(who.email)).toHaveLength(0);
    await submit(page, 'nl').click();
    await expect(page.getByText(m('nl', 'successTitle'))).toBeVisible({ timeout: 15_000 });
    expect(await rowsFor(who.email)).toHaveLength(1);
  });
}

test('a failed e-mail still counts as saved', async ({ page }) => {
  await page.goto(paths.adults);
  const who = person('adults');
  await fillForm(page, 'nl', 'adults', who);
  await fault('email');
  await submit(page, 'nl').click();
  await expect(page.getByText(m('nl', 'successTitle'))).toBeVisible({ timeout: 15_000 });
  expect(await rowsFor(who.email)).toHaveLength(1);
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
      await submit(page, 'nl').click();
      await expect(page.getByText(m('nl', 'toastIncomplete'))).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
