/** Test data shared by the function's and the backend's tests. */
import type { RegistrationRecord } from '@ankerlicht/registration';
import { PDF } from '@ankerlicht/registration/test-fixtures/letters';

/** A small but real PDF: the function attaches only letters that pass its inspection. */
export const PDF_BYTES = PDF;

/** Fake personal data: none of it may ever appear in a log line. */
export const FAKE = {
  name: 'Testpersoon Zonnebloem',
  email: 'testpersoon.zonnebloem@example.nl',
  bsn: '123456782',
  phone: '06 98765432',
} as const;

export function sampleRecord(overrides: Partial<RegistrationRecord> = {}): RegistrationRecord {
  return {
    full_name: FAKE.name,
    email: FAKE.email,
    phone: FAKE.phone,
    date_of_birth: '1988-03-09',
    gender: 'female',
    bsn_number: FAKE.bsn,
    registration_type: 'adults',
    location: 'zaandam',
    child_name: null,
    parent_guardian_name: null,
    message: null,
    insurance_company: 'Menzis',
    street_name: 'Kleurrijkplein',
    house_number: '7',
    postal_code: '1503 AB',
    city: 'Zaandam',
    preferred_language: 'turkish',
    referral_letter_path: 'adults/testpersoon_zonnebloem_example_nl/1767225600000.pdf',
    ...overrides,
  };
}
