import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Locale } from '@ankerlicht/content';
import { registrationFields } from '@ankerlicht/registration';
import { PDF } from '@ankerlicht/registration/test-fixtures/letters';
import { sampleFormValues, type SampleFormValues } from '@ankerlicht/registration/test-fixtures/registrations';
import { expect, message, waitForApp } from './site.ts';

/**
 * Filling in a registration form as a visitor does, by the labels they read: for the e2e tests of
 * the built site and the test of `npm start`'s own site.
 */

export type Variant = 'adults' | 'children';
/** A registration form's message. */
export const m = (locale: Locale, name: string, values?: Record<string, string>) =>
  message(locale, `page.registration.${name}`, values);
/** The consent label as read: the message without its link tags. */
export const termsText = (locale: Locale) => message(locale, 'page.registration.terms').replace(/<\/?\w+>/g, '');

/**
 * A person to register: the shared sample form (test-fixtures/registrations.ts) under a name and
 * e-mail address of their own, so each test finds its own row and e-mail. The choices differ from
 * the sample's first options; the postcode is typed as a visitor may type it.
 */
export function person(variant: Variant) {
  const tag = randomUUID().slice(0, 8);
  const own = {
    firstName: 'Sanne',
    familyName: `Test${tag}`,
    email: `sanne.${tag}@example.nl`,
    phone: '06 1234 5678',
    dob: variant === 'children' ? '2014-06-15' : '1990-05-01',
    gender: 'female',
    streetName: 'Damrak',
    postalCode: '1012ab',
    location: 'zaandam',
    message: 'Graag in de ochtend bellen.',
  } as const;
  const values: SampleFormValues[Variant] =
    variant === 'children'
      ? sampleFormValues('children', { ...own, childName: 'Pim de Vries', preferredLanguage: 'farsi' })
      : sampleFormValues('adults', { ...own, preferredLanguage: 'turkish' });
  return {
    ...values,
    childName: 'childName' in values ? values.childName : undefined,
    variant,
    fileName: `verwijsbrief-${tag}.pdf`,
  };
}
export type Person = ReturnType<typeof person>;

/** Every text field of the form, in the order of registrationFields. */
export const textFields = (variant: Variant): string[] =>
  registrationFields.flatMap((field) =>
    field.kind === 'text' && field.forms.some((form) => form === variant) ? [field.name] : [],
  );
/** The choices (radio groups) of the form. */
export const choiceFields = (variant: Variant): string[] =>
  registrationFields.flatMap((field) =>
    field.kind === 'choice' && field.forms.some((form) => form === variant) ? [field.name] : [],
  );
/** The fields fillNamesAndContact fills: the form's first ones. */
const namesAndContact: readonly string[] = ['childName', 'firstName', 'familyName', 'email', 'phone'];
export const typed = (who: Person, name: string) => (who as unknown as Record<string, string>)[name] ?? '';

/** A text field, found by its label: the field's own message, or the form's where the two forms ask differently. */
export function textField(page: Page, locale: Locale, variant: Variant, name: string) {
  if (name === 'message') return page.getByLabel(m(locale, variant === 'children' ? 'messageChild' : 'messageAdult'));
  const label = name === 'bsnNumber' ? (variant === 'children' ? 'bsnChild' : 'bsn') : name;
  return page.getByRole('textbox', { name: m(locale, label), exact: true });
}

// A small but real PDF: the e-mail function attaches only letters that pass its inspection.
export const letter = Buffer.from(PDF);

export async function fillForm(page: Page, locale: Locale, variant: Variant, who: Person) {
  await fillNamesAndContact(page, locale, who);
  await fillTheRest(page, locale, variant, who);
}

/** The form's first fields: the names, e-mail address and phone number. */
export async function fillNamesAndContact(page: Page, locale: Locale, who: Person) {
  for (const name of namesAndContact) {
    if (textFields(who.variant).includes(name)) await textField(page, locale, who.variant, name).fill(typed(who, name));
  }
}

/** The date of birth's three boxes, typed as a visitor does: day, Tab, month, Tab, year. */
export async function fillDateOfBirth(page: Page, locale: Locale, variant: Variant, who: Person) {
  const dob = page.getByRole('group', { name: m(locale, variant === 'children' ? 'dobChild' : 'dobAdult') });
  const [year, month, day] = who.dob.split('-');
  await dob.getByRole('textbox').first().click();
  await page.keyboard.type(day ?? '');
  await page.keyboard.press('Tab');
  await page.keyboard.type(month ?? '');
  await page.keyboard.press('Tab');
  await page.keyboard.type(year ?? '');
}

/** Every field after the phone number, the letter and the consent included; the date of birth unless it is typed already. */
export async function fillTheRest(
  page: Page,
  locale: Locale,
  variant: Variant,
  who: Person,
  { dateTyped = false }: { dateTyped?: boolean } = {},
) {
  // What is typed before the app has the form is early-input tests' subject; here the app has it.
  await waitForApp(page);
  if (!dateTyped) await fillDateOfBirth(page, locale, variant, who);
  for (const name of textFields(variant)) {
    if (!namesAndContact.includes(name)) await textField(page, locale, variant, name).fill(typed(who, name));
  }
  for (const name of choiceFields(variant)) {
    await page
      .getByRole('radiogroup', { name: m(locale, name) })
      .getByText(m(locale, typed(who, name)), { exact: true })
      .click();
  }
  // The FilePicker's choose button (id on the button) opens the file dialog.
  const chooser = page.waitForEvent('filechooser');
  await page.locator('#registration-referralLetter').click();
  await (await chooser).setFiles({ name: who.fileName, mimeType: 'application/pdf', buffer: letter });
  await expect(page.getByText(who.fileName)).toBeVisible();
  // The label (with its links) covers the visually hidden box: tick it from the keyboard.
  const box = page.getByRole('checkbox', { name: termsText(locale) });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}
