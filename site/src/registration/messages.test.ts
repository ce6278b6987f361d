import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { locales } from '@ankerlicht/content';
import { registrationCodeMessages } from './messages.ts';
import { registrationMessageCodes } from './schema.ts';

const translations = (locale: string) =>
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`@ankerlicht/translations/${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('registration code messages', () => {
  it('has a message for every code of the shared schema, and no others', () => {
    expect(Object.keys(registrationCodeMessages).sort()).toEqual([...registrationMessageCodes].sort());
  });

  it.each(locales)('translates every code in %s', (locale) => {
    const messages = translations(locale);
    for (const code of registrationMessageCodes) {
      expect(messages[registrationCodeMessages[code].id as string], `${locale} ${code}`).toBeTruthy();
    }
  });
});

describe("the spec's own English words", () => {
  // Where the spec gives the English text it is used verbatim (spec §4 and §8); Dutch and Turkish carry the same meaning.
  // Every English message of spec §1, §4 and §8 (an editing pass must not reword them: issue 15).
  it.each([
    ['page.registration.missingFields', 'Missing required registration fields'],
    ['page.registration.toastSending', 'Submitting...'],
    ['page.registration.toastSendingText', 'Your form and file are being processed...'],
    ['page.registration.toastIncomplete', 'Form is not completely filled out'],
    ['registration.code.referralLetterRequired', 'Referral letter is required'],
    ['page.registration.toastError', 'Something went wrong when submitting your registration. Please try again later.'],
    ['page.registration.uploadFailed', 'Failed to upload referral letter'],
    ['page.registration.insertFailed', 'Failed to save registration data'],
    ['page.registration.toastEmailFailed', 'Registration saved but email notification failed'],
    ['page.registration.unexpected', 'An unexpected error occurred during registration'],
    ['page.registration.toastSuccess', 'Your registration has been successfully sent! We will contact you soon.'],
    ['page.registration.successTitle', 'Registration successfully submitted!'],
    ['page.registration.newForm', 'New form'],
    ['shell.language.changed', 'Language changed to {language}'],
    ['page.notFound.title', 'Page Not Found'],
    ['page.team.noResults', 'No results found'],
    ['page.team.noResultsHint', 'Try another search term or filter'],
    ['page.faq.empty', 'No questions found in this category with the current filters.'],
    ['error.title', 'Unexpected Application Error!'],
  ])('%s is "%s"', (id, text) => {
    expect(translations('en')[id]).toBe(text);
    for (const locale of locales) expect(translations(locale)[id], `${id} in ${locale}`).toBeTruthy();
  });
});
