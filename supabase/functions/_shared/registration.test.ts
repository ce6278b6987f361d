import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AdultRegistrationSchema,
  ChildRegistrationSchema,
  REFERRAL_LETTER_MAX_BYTES,
  formMessageCodes,
  isAcceptedReferralLetter,
  isReferralLetterPath,
  isValidBsn,
  isValidDateOfBirth,
  normalisePostalCode,
  referralLetterAccept,
  referralLetterExtension,
  referralLetterMimeTypes,
  referralLetterPath,
  registrationFormSchema,
  sanitiseEmailForPath,
  toRegistrationIssues,
  toRegistrationRecord,
  type RegistrationRecord,
} from './registration.ts';
import { sampleFormValues, sampleRecord } from './test-fixtures/registrations.ts';

const pdf = (bytes: BlobPart = '%PDF-1.4 test', name = 'verwijsbrief.pdf', type = 'application/pdf') =>
  new File([bytes], name, { type });

/** A complete form of each kind as the visitor may type it, the postcode not yet normalised. */
function adultInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...sampleFormValues('adults'), postalCode: '1234ab', ...overrides };
}

function childInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...sampleFormValues('children'), postalCode: '1234ab', ...overrides };
}

/** The first code per field path. */
function codes(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const map: Record<string, string> = {};
  for (const issue of toRegistrationIssues(result.issues)) {
    expect(formMessageCodes).toContain(issue.code);
    map[issue.path] ??= issue.code;
  }
  return map;
}

const variants = [
  ['adults', AdultRegistrationSchema, adultInput],
  ['children', ChildRegistrationSchema, childInput],
] as const;

describe('message codes', () => {
  it('are unique identifiers, not text', () => {
    expect(new Set(formMessageCodes).size).toBe(formMessageCodes.length);
    for (const code of formMessageCodes) expect(code).toMatch(/^[a-z][A-Za-z]+$/);
  });
});

describe.each(variants)('the %s form', (variant, schema, input) => {
  it('accepts a complete form and normalises it', () => {
    const output = v.parse(schema, input({ bsnNumber: '111.222.333', postalCode: ' 1234  ab ', firstName: '  Jan ' }));
    expect(output.bsnNumber).toBe('111222333');
    expect(output.postalCode).toBe('1234 AB');
    expect(output.firstName).toBe('Jan');
    expect(registrationFormSchema(variant)).toBe(schema);
  });

  it.each([
    // docs/product-rules.md §5
    ['firstName', '', 'firstNameRequired'],
    ['firstName', '   ', 'firstNameRequired'],
    ['firstName', undefined, 'firstNameRequired'],
    ['familyName', '', 'familyNameRequired'],
    ['email', 'not-an-email', 'invalidEmail'],
    ['email', '', 'invalidEmail'],
    ['email', 'jan@example', 'invalidEmail'],
    ['phone', '0612345', 'phoneInvalid'],
    ['phone', 'call me later', 'phoneInvalid'],
    ['dob', '', 'dobRequired'],
    ['dob', '1990-02-30', 'dobInvalid'],
    ['dob', '17-05-1990', 'dobInvalid'],
    ['dob', '2999-01-01', 'dobInvalid'],
    ['dob', '1899-12-31', 'dobInvalid'],
    ['bsnNumber', '', 'bsnRequired'],
    ['bsnNumber', '123456789', 'bsnInvalid'],
    ['bsnNumber', '12345678', 'bsnInvalid'],
    ['bsnNumber', '000000000', 'bsnInvalid'],
    ['gender', '', 'genderRequired'],
    ['gender', 'unknown', 'genderRequired'],
    ['streetName', '', 'streetNameRequired'],
    ['houseNumber', '', 'houseNumberRequired'],
    ['postalCode', '', 'postalCodeRequired'],
    ['postalCode', '0123 AB', 'postalCodeInvalid'],
    ['postalCode', '1234 SA', 'postalCodeInvalid'],
    ['postalCode', '1234 A', 'postalCodeInvalid'],
    ['city', '', 'cityRequired'],
    ['insuranceCompany', '', 'insuranceCompanyRequired'],
    ['location', '', 'locationRequired'],
    ['location', 'utrecht', 'locationRequired'],
    ['preferredLanguage', '', 'preferredLanguageRequired'],
    ['referralLetter', undefined, 'referralLetterRequired'],
    ['referralLetter', 'letter.pdf', 'referralLetterRequired'],
    ['termsAccepted', false, 'termsRequired'],
    ['termsAccepted', undefined, 'termsRequired'],
    ['firstName', 'x'.repeat(101), 'tooLong'],
    ['message', 'x'.repeat(5001), 'tooLong'],
  ])('%s = %j gives %s', (field, value, code) => {
    expect(codes(schema, input({ [field]: value }))[field]).toBe(code);
  });

  it('reports a missing field with its own code', () => {
    const values = input();
    delete values.email;
    delete values.termsAccepted;
    expect(codes(schema, values)).toEqual({ email: 'invalidEmail', termsAccepted: 'termsRequired' });
  });

  it('treats the message as optional', () => {
    const values = input();
    delete values.message;
    expect(v.parse(schema, values).message).toBe('');
  });

  it('checks the referral letter: type, emptiness, size', () => {
    const field = (file: File) => codes(schema, input({ referralLetter: file })).referralLetter;
    expect(field(pdf('x', 'letter.exe', 'application/x-msdownload'))).toBe('referralLetterType');
    expect(field(pdf('x', 'letter.pdf', 'text/html'))).toBe('referralLetterType');
    expect(field(pdf('x', 'letter.png', 'application/pdf'))).toBe('referralLetterType');
    expect(field(pdf('', 'letter.pdf'))).toBe('referralLetterEmpty');
    expect(field(pdf(new Uint8Array(REFERRAL_LETTER_MAX_BYTES + 1)))).toBe('referralLetterTooLarge');
    expect(field(pdf(new Uint8Array(REFERRAL_LETTER_MAX_BYTES)))).toBeUndefined();
    for (const [name, type] of [
      ['a.PDF', 'application/pdf'],
      ['b.jpg', 'image/jpeg'],
      ['c.jpeg', 'image/jpeg'],
      ['d.png', 'image/png'],
      ['e.doc', 'application/msword'],
      ['f.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      expect(field(pdf('x', name, type))).toBeUndefined();
    }
  });
});

describe('variant differences', () => {
  it('the child form requires a child name of at least 2 characters', () => {
    expect(codes(ChildRegistrationSchema, childInput({ childName: 'A' })).childName).toBe('childNameTooShort');
    expect(codes(ChildRegistrationSchema, childInput({ childName: ' A ' })).childName).toBe('childNameTooShort');
    expect(codes(ChildRegistrationSchema, childInput({ childName: undefined })).childName).toBe('childNameTooShort');
    expect(codes(ChildRegistrationSchema, childInput({ childName: 'Al' }))).toEqual({});
  });

  it('only the child form offers Farsi', () => {
    expect(codes(ChildRegistrationSchema, childInput({ preferredLanguage: 'farsi' }))).toEqual({});
    expect(codes(AdultRegistrationSchema, adultInput({ preferredLanguage: 'farsi' })).preferredLanguage).toBe(
      'preferredLanguageRequired',
    );
    for (const language of ['dutch', 'english', 'turkish', 'bulgarian']) {
      expect(codes(AdultRegistrationSchema, adultInput({ preferredLanguage: language }))).toEqual({});
    }
  });

  it('the adult form has no child name', () => {
    const output = v.parse(AdultRegistrationSchema, adultInput({ childName: 'Ignored' }));
    expect(output).not.toHaveProperty('childName');
  });
});

describe('elevenproof', () => {
  it.each(['111222333', '123456782', '111 222 333', '1234.56.782'])('accepts %s', (bsn) => {
    expect(isValidBsn(bsn)).toBe(true);
  });
  it.each(['123456789', '12345678', '1234567820', '12345678a', '', '000000000', '111-222-333'])('refuses %j', (bsn) => {
    expect(isValidBsn(bsn)).toBe(false);
  });
});

describe('postal code', () => {
  it.each(['1234ab', '1234 AB', ' 1234  ab ', '1234aB', '1234\tAB'])('normalises %j to 1234 AB', (value) => {
    expect(normalisePostalCode(value)).toBe('1234 AB');
  });
  it.each(['0123 AB', '1234 SA', '1234 sd', '1234 SS', '123 AB', '12345 AB', '1234 A1', 'ABCD 12', ''])('refuses %j', (value) => {
    expect(normalisePostalCode(value)).toBeNull();
  });
});

describe('date of birth', () => {
  it('is a real day, from 1900, not in the future', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(isValidDateOfBirth('2024-02-29', now)).toBe(true);
    expect(isValidDateOfBirth('2023-02-29', now)).toBe(false);
    expect(isValidDateOfBirth('1900-01-01', now)).toBe(true);
    expect(isValidDateOfBirth('2026-06-02', now)).toBe(true); // one day of time-zone slack
    expect(isValidDateOfBirth('2026-06-03', now)).toBe(false);
  });
});

describe('referral letter constants', () => {
  it('list the accepted extensions and MIME types', () => {
    expect(referralLetterAccept).toBe(
      '.pdf,.jpg,.jpeg,.png,.doc,.docx,application/pdf,image/jpeg,image/png,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(referralLetterMimeTypes).toHaveLength(5);
    expect(REFERRAL_LETTER_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(referralLetterExtension('Brief.DOCX')).toBe('docx');
    expect(referralLetterExtension('brief.pdf.exe')).toBeNull();
    expect(isAcceptedReferralLetter('scan.JPG', 'image/jpeg')).toBe(true);
    expect(isAcceptedReferralLetter('scan.jpg', 'image/png')).toBe(false);
  });
});

describe('storage path', () => {
  it('is {type}/{sanitised email}/{timestamp}.{extension}', () => {
    expect(referralLetterPath('adults', 'Jan.Jansen+GGZ@Example.nl', 1767225600000, 'pdf')).toBe(
      'adults/jan_jansen_ggz_example_nl/1767225600000.pdf',
    );
    expect(referralLetterPath('children', 'ouder@example.nl', new Date(1767225600123), '.JPG')).toBe(
      'children/ouder_example_nl/1767225600123.jpg',
    );
    expect(sanitiseEmailForPath('ÄNNE-marie@voorbeeld.nl')).toBe('_nne_marie_voorbeeld_nl');
  });

  it('matches the shape the database and the storage policy enforce', () => {
    expect(isReferralLetterPath(referralLetterPath('adults', 'a@b.nl', Date.now(), 'docx'))).toBe(true);
    expect(isReferralLetterPath('adults/a_b_nl/../x.pdf')).toBe(false);
    expect(isReferralLetterPath('other/a_b_nl/1767225600000.pdf')).toBe(false);
    expect(isReferralLetterPath('adults/a_b_nl/1767225600000.exe')).toBe(false);
    expect(isReferralLetterPath('adults/A_B/1767225600000.pdf')).toBe(false);
  });
});

describe('the stored record', () => {
  const path = 'adults/jan_jansen_example_nl/1767225600000.pdf';

  it('maps an adult form: adults, full name, no child fields, no terms', () => {
    const record = toRegistrationRecord(
      v.parse(AdultRegistrationSchema, adultInput({ message: '  Graag in de ochtend. ' })),
      path,
    );
    // The sample row spells out the type, the name and the letter; every other column is its field's value.
    expect(record).toMatchObject({
      registration_type: 'adults',
      full_name: 'Jan Jansen',
      child_name: null,
      parent_guardian_name: null,
    });
    expect(record).toEqual({
      ...sampleRecord('adults', { referral_letter_path: path }),
      postal_code: '1234 AB',
      message: 'Graag in de ochtend.',
    } satisfies RegistrationRecord);
    expect(record).not.toHaveProperty('terms_accepted');
    expect(record).not.toHaveProperty('termsAccepted');
  });

  it('maps a child form: children, the parent as full name and guardian', () => {
    const childPath = 'children/jan_jansen_example_nl/1767225600000.pdf';
    const record = toRegistrationRecord(v.parse(ChildRegistrationSchema, childInput()), childPath);
    expect(record).toMatchObject({
      registration_type: 'children',
      child_name: 'Ayla',
      full_name: 'Fatma Yilmaz',
      parent_guardian_name: 'Fatma Yilmaz',
      preferred_language: 'farsi',
      message: null,
    });
    expect(record).toEqual(sampleRecord('children', { referral_letter_path: childPath }));
  });

  it('of the sample forms is the sample row, and the sample forms are what the schemas output', () => {
    // Every suite's complete registration comes from test-fixtures/registrations.ts: it must be one.
    for (const [type, schema] of [
      ['adults', AdultRegistrationSchema],
      ['children', ChildRegistrationSchema],
    ] as const) {
      const values = sampleFormValues(type);
      const parsed = v.parse(schema, values);
      expect(parsed).toEqual(values);
      expect(toRegistrationRecord(parsed, path)).toEqual(sampleRecord(type, { referral_letter_path: path }));
    }
  });

  it('is children exactly when a child name is filled', () => {
    const base = v.parse(ChildRegistrationSchema, childInput());
    expect(toRegistrationRecord({ ...base, childName: '  ' }, path).registration_type).toBe('adults');
  });
});

describe('form codes', () => {
  it('are all reachable from the two forms', () => {
    const seen = new Set<string>();
    const collect = (schema: v.GenericSchema, input: unknown) => {
      const result = v.safeParse(schema, input);
      if (!result.success) for (const issue of result.issues) seen.add(issue.message);
    };
    const empty = {
      childName: '',
      firstName: '',
      familyName: '',
      email: '',
      phone: '',
      dob: '',
      bsnNumber: '',
      gender: '',
      streetName: '',
      houseNumber: '',
      postalCode: '',
      city: '',
      insuranceCompany: '',
      location: '',
      preferredLanguage: '',
      referralLetter: undefined,
      termsAccepted: false,
    };
    // Both forms: a field only one of them asks for has its code reached on that form only.
    collect(ChildRegistrationSchema, empty);
    collect(AdultRegistrationSchema, empty);
    collect(
      ChildRegistrationSchema,
      childInput({ dob: '1990-13-01', bsnNumber: '123456789', postalCode: '0000 AA', firstName: 'x'.repeat(200) }),
    );
    collect(AdultRegistrationSchema, adultInput({ referralLetter: pdf('x', 'a.exe', 'application/octet-stream') }));
    collect(AdultRegistrationSchema, adultInput({ referralLetter: pdf('') }));
    collect(AdultRegistrationSchema, adultInput({ referralLetter: pdf(new Uint8Array(REFERRAL_LETTER_MAX_BYTES + 1)) }));
    expect([...seen].sort()).toEqual([...formMessageCodes].sort());
  });
});
