/**
 * Registration sample values for tests, defined once: a complete adult form and a complete child
 * and youth form, both valid, and the row each one is stored as. Every suite that needs a complete
 * registration (the schema's, the site's, the function's, the database's, end to end) starts from
 * these and overrides only what it tests, so a new field needs its sample value here and nowhere
 * else: `sampleFormValues` does not type-check until the form's schema and its value agree, and
 * the stored row follows `registrationFields` by itself. Never imported by an edge function.
 */
import {
  referralLetterPath,
  registrationFields,
  type AdultRegistration,
  type ChildRegistration,
  type RegistrationFieldDefinition,
  type RegistrationRecord,
  type RegistrationType,
} from '../registration.ts';

/** A complete form of each kind, as the schema outputs it (so parsing it changes nothing). */
export type SampleFormValues = { adults: AdultRegistration; children: ChildRegistration };

/** A small letter the form accepts: a file picked in the form is a File. */
export function sampleLetter(): File {
  return new File(['%PDF-1.4 test'], 'verwijsbrief.pdf', { type: 'application/pdf' });
}

/** The typed values of the adult form; already normalised (BSN digits only, postcode `1234 AB`). */
const adultValues = {
  firstName: 'Jan',
  familyName: 'Jansen',
  email: 'jan.jansen@example.nl',
  phone: '06 12345678',
  dob: '1990-05-17',
  bsnNumber: '111222333',
  gender: 'male',
  streetName: 'Kerkstraat',
  houseNumber: '12a',
  postalCode: '1234 AB',
  city: 'Amsterdam',
  insuranceCompany: 'Zilveren Kruis',
  location: 'amsterdam',
  preferredLanguage: 'dutch',
  message: '',
  termsAccepted: true,
} as const satisfies Omit<AdultRegistration, 'referralLetter'>;

/** The child form: the child's name, the parent as the one filling it in, and a language only it offers. */
const childValues = {
  ...adultValues,
  childName: 'Ayla',
  firstName: 'Fatma',
  familyName: 'Yilmaz',
  preferredLanguage: 'farsi',
} as const satisfies Omit<ChildRegistration, 'referralLetter'>;

/** A fresh complete form (a test may change or delete its keys), with a fresh letter. */
export function sampleFormValues<T extends RegistrationType>(
  type: T,
  overrides: Partial<SampleFormValues[T]> = {},
): SampleFormValues[T] {
  // The child form's values start from the adult's: keep only the fields its form asks for.
  const asked = (name: string) =>
    registrationFields.some((field) => field.name === name && field.forms.some((form) => form === type));
  const values = Object.entries(type === 'children' ? childValues : adultValues).filter(([name]) => asked(name));
  return { ...Object.fromEntries(values), referralLetter: sampleLetter(), ...overrides } as SampleFormValues[T];
}

/** Where the site stores the letter of these values, at the first millisecond of 2026. */
export function sampleLetterPath(type: RegistrationType, email: string, extension = 'pdf'): string {
  return referralLetterPath(type, email, Date.UTC(2026, 0, 1), extension);
}

/**
 * The row the site stores for `values` (docs/product-rules.md §3.1), written from the rules rather
 * than computed by toRegistrationRecord, which the schema's tests check against it: the type, the
 * names and the letter as the rules say, and every other column its form field's value, null on a
 * form that does not ask for it or where an optional field is left empty. `values` must be
 * normalised as the schema outputs them.
 */
export function storedRecordOf(
  type: RegistrationType,
  values: SampleFormValues[RegistrationType],
  letterPath = sampleLetterPath(type, values.email),
): RegistrationRecord {
  const byName = values as unknown as Record<string, unknown>;
  const fieldColumns = (registrationFields as readonly RegistrationFieldDefinition[]).flatMap(
    ({ name, column, forms, optional }) => {
      if (name === null || column === null) return [];
      const asked = forms.includes(type);
      const value = asked ? (byName[name] as string) : '';
      return [[column, optional || !asked ? value || null : value]];
    },
  );
  const fullName = `${values.firstName} ${values.familyName}`;
  return {
    ...Object.fromEntries(fieldColumns),
    registration_type: type,
    full_name: fullName,
    child_name: type === 'children' ? (values as ChildRegistration).childName : null,
    parent_guardian_name: type === 'children' ? fullName : null,
    referral_letter_path: letterPath,
  } as RegistrationRecord;
}

/** The stored row of the sample form of `type`; overrides replace columns. */
export function sampleRecord(type: RegistrationType = 'adults', overrides: Partial<RegistrationRecord> = {}): RegistrationRecord {
  return { ...storedRecordOf(type, sampleFormValues(type)), ...overrides };
}

/**
 * Fake personal data, each value distinctive enough to search for: none of it may appear in a log
 * line, an alert or a minimal e-mail.
 */
export const PERSON = {
  name: 'Testpersoon Zonnebloem',
  email: 'testpersoon.zonnebloem@example.nl',
  bsn: '123456782',
  phone: '06 98765432',
  street: 'Kleurrijkplein',
  message: 'Ik slaap slecht sinds de verhuizing en heb paniekaanvallen.',
  insurer: 'Menzis',
} as const;

/** The adult form of PERSON, in Zaandam, in Turkish. */
export function personFormValues(): AdultRegistration {
  return sampleFormValues('adults', {
    firstName: 'Testpersoon',
    familyName: 'Zonnebloem',
    email: PERSON.email,
    phone: PERSON.phone,
    dob: '1988-03-09',
    bsnNumber: PERSON.bsn,
    gender: 'female',
    streetName: PERSON.street,
    houseNumber: '7',
    postalCode: '1503 AB',
    city: 'Zaandam',
    insuranceCompany: PERSON.insurer,
    location: 'zaandam',
    preferredLanguage: 'turkish',
    message: PERSON.message,
  });
}

/** PERSON's stored row; overrides replace columns. */
export function personRecord(overrides: Partial<RegistrationRecord> = {}): RegistrationRecord {
  return { ...storedRecordOf('adults', personFormValues()), ...overrides };
}
