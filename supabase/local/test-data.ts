/** Test data shared by the backend's tests: the sample registration of PERSON (test-fixtures/registrations). */
import type { RegistrationRecord } from '@ankerlicht/registration';
import { PDF } from '@ankerlicht/registration/test-fixtures/letters';
import { PERSON, personRecord } from '@ankerlicht/registration/test-fixtures/registrations';

/** A small but real PDF: the function attaches only letters that pass its inspection. */
export const PDF_BYTES = PDF;

/** Fake personal data: none of it may ever appear in a log line. */
export const FAKE = PERSON;

/** PERSON's stored row without a message. */
export function sampleRecord(overrides: Partial<RegistrationRecord> = {}): RegistrationRecord {
  return personRecord({ message: null, ...overrides });
}
