import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { locales } from '@ankerlicht/content';
import { registrationCodeMessages } from './registrationMessages.ts';
import { formMessageCodes } from '../../registration/schema.ts';

const translations = (locale: string) =>
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`@ankerlicht/translations/${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('registration code messages', () => {
  it('has a message for every code of the shared schema, and no others', () => {
    expect(Object.keys(registrationCodeMessages).sort()).toEqual([...formMessageCodes].sort());
  });

  it.each(locales)('translates every code in %s', (locale) => {
    const messages = translations(locale);
    for (const code of formMessageCodes) {
      expect(messages[registrationCodeMessages[code].id as string], `${locale} ${code}`).toBeTruthy();
    }
  });
});

describe("the spec's own English words", () => {
  // Where the spec gives the English text it is used verbatim, even where an editor would word it
  // better (issues 15 and 27): every message of §4 (states and transitions), of §5 (the validation
  // table's message column) and of §8 (the error catalogue), each by its message id. Dutch and
  // Turkish carry the same meaning; here they only have to exist.
  const english = translations('en');
  const expectVerbatim = (id: string, text: string) => {
    expect(english[id], id).toBe(text);
    for (const locale of locales) expect(translations(locale)[id], `${id} in ${locale}`).toBeTruthy();
  };

  describe('§4 States and transitions', () => {
    it.each([
      // 'Language changed to {language name}': the placeholder is the language's name.
      ['shell.language.changed', 'Language changed to {language}'],
      ['page.registration.newForm', 'New form'],
      ['page.registration.toastSending', 'Submitting...'],
      ['page.registration.toastSendingText', 'Your form and file are being processed...'],
      ['page.registration.toastEmailFailed', 'Registration saved but email notification failed'],
    ])('%s is "%s"', expectVerbatim);
  });

  describe('§5 Validation rules: the message of every field (message, optional, has none)', () => {
    const rows = [
      ['firstName', 'registration.code.firstNameRequired', 'First name is required'],
      ['familyName', 'registration.code.familyNameRequired', 'Family name is required'],
      ['childName', 'registration.code.childNameTooShort', 'Child name must contain at least 2 characters'],
      ['email', 'registration.code.invalidEmail', 'Invalid email address'],
      ['phone', 'registration.code.phoneInvalid', 'Enter a valid phone number'],
      ['dob', 'registration.code.dobRequired', 'Date of birth is required'],
      ['bsnNumber', 'registration.code.bsnRequired', 'BSN number is required'],
      ['gender', 'registration.code.genderRequired', 'Gender is required'],
      ['streetName', 'registration.code.streetNameRequired', 'Street name is required'],
      ['houseNumber', 'registration.code.houseNumberRequired', 'House number is required'],
      ['postalCode', 'registration.code.postalCodeRequired', 'Postal code is required'],
      ['city', 'registration.code.cityRequired', 'City is required'],
      ['insuranceCompany', 'registration.code.insuranceCompanyRequired', 'Insurance company is required'],
      ['location', 'registration.code.locationRequired', 'Select a location'],
      ['preferredLanguage', 'registration.code.preferredLanguageRequired', 'Preferred language is required'],
      ['referralLetter', 'registration.code.referralLetterRequired', 'Referral letter is required'],
      ['termsAccepted', 'registration.code.termsRequired', 'You must agree to the terms'],
    ] as const;

    it.each(rows)('%s: %s is "%s"', (_field, id, text) => expectVerbatim(id, text));

    it('names only messages a form field shows, one field each', () => {
      const fieldMessageIds = formMessageCodes.map((code) => registrationCodeMessages[code].id);
      for (const [field, id] of rows) expect(fieldMessageIds, field).toContain(id);
      expect(new Set(rows.map(([, id]) => id)).size).toBe(rows.length);
    });
  });

  describe('§8 Error catalogue', () => {
    it.each([
      ['page.registration.toastError', 'Something went wrong when submitting your registration. Please try again later.'],
      ['page.registration.uploadFailed', 'Failed to upload referral letter'],
      ['page.registration.insertFailed', 'Failed to save registration data'],
      ['page.registration.toastEmailFailed', 'Registration saved but email notification failed'],
      ['page.registration.unexpected', 'An unexpected error occurred during registration'],
      ['page.registration.toastIncomplete', 'Form is not completely filled out'],
      ['registration.code.referralLetterRequired', 'Referral letter is required'],
      ['page.registration.missingFields', 'Missing required registration fields'],
      ['page.registration.toastSuccess', 'Your registration has been successfully sent! We will contact you soon.'],
      ['page.notFound.title', 'Page Not Found'],
      ['page.faq.empty', 'No questions found in this category with the current filters.'],
      ['page.team.noResults', 'No results found'],
      ['page.team.noResultsHint', 'Try another search term or filter'],
      ['error.title', 'Unexpected Application Error!'],
    ])('%s is "%s"', expectVerbatim);
  });

  describe('elsewhere in the spec (§2)', () => {
    it.each([['page.registration.successTitle', 'Registration successfully submitted!']])('%s is "%s"', expectVerbatim);
  });
});
