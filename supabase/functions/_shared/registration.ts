/**
 * The registration: one set of rules shared by the browser form, the edge function
 * `send-registration-email` and the embedded local backend.
 *
 * This module imports only `valibot` (in Deno it resolves through `supabase/functions/deno.json`),
 * so it runs unchanged in the browser, in Node and in Deno.
 *
 * Messages are message codes, never visitor-facing text: the site translates each code
 * (nl/en/tr) with react-intl. `formMessageCodes` are the ones a form field can show;
 * `serverMessageCodes` only come from the stored record's rules.
 *
 * The rules for the stored record mirror the CHECK constraints of
 * `supabase/migrations/*_registrations.sql`: change both together.
 *
 * The e-mail function's body is only `{ registrationId }` (RegistrationNotifyRequestSchema): the
 * function reads the stored row (StoredRegistrationSchema) and the stored letter.
 */
import * as v from 'valibot';

// ---------------------------------------------------------------------------------------------
// Names shared with the database, the storage bucket and the edge function
// ---------------------------------------------------------------------------------------------

export const REGISTRATIONS_TABLE = 'registrations';
export const REFERRAL_LETTER_BUCKET = 'referral_letters';
export const SEND_REGISTRATION_EMAIL_FUNCTION = 'send-registration-email';
/** Upload option of spec §7: cache control 3600 s, no overwrite. */
export const REFERRAL_LETTER_CACHE_CONTROL = '3600';

export const registrationTypes = ['adults', 'children'] as const;
export type RegistrationType = (typeof registrationTypes)[number];

export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

export const registrationLocations = ['amsterdam', 'zaandam'] as const;
export type RegistrationLocation = (typeof registrationLocations)[number];

/** Preferred languages of the adult form. */
export const adultLanguages = ['dutch', 'english', 'turkish', 'bulgarian'] as const;
/** Preferred languages of the child and youth form: the adult ones plus Farsi. */
export const childLanguages = ['dutch', 'english', 'turkish', 'bulgarian', 'farsi'] as const;
/**
 * Every language a stored record may carry. The spec is ambiguous on whether adults may choose
 * Farsi (§3.2), so the record and the database accept all five; the adult form offers four.
 */
export const preferredLanguages = childLanguages;
export type PreferredLanguage = (typeof preferredLanguages)[number];

// ---------------------------------------------------------------------------------------------
// Referral letter (file picker, storage bucket, e-mail attachment)
// ---------------------------------------------------------------------------------------------

/** 10 MiB: the bucket's `file_size_limit` (config.toml and the migration say the same). */
export const REFERRAL_LETTER_MAX_BYTES = 10 * 1024 * 1024;

/** Accepted extensions (lower case, without dot) and the MIME type each one must have. */
export const referralLetterMimeTypeByExtension = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ReferralLetterExtension = keyof typeof referralLetterMimeTypeByExtension;

export const referralLetterExtensions = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'doc',
  'docx',
] as const satisfies readonly ReferralLetterExtension[];

/** The bucket's `allowed_mime_types`. */
export const referralLetterMimeTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type ReferralLetterMimeType = (typeof referralLetterMimeTypes)[number];

/** The `accept` attribute of the file picker. */
export const referralLetterAccept = [
  ...referralLetterExtensions.map((extension) => `.${extension}`),
  ...referralLetterMimeTypes,
].join(',');

/** The lower-cased extension of a file name when it is an accepted one, otherwise null. */
export function referralLetterExtension(fileName: string): ReferralLetterExtension | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  const extension = match?.[1]?.toLowerCase();
  return extension !== undefined && extension in referralLetterMimeTypeByExtension
    ? (extension as ReferralLetterExtension)
    : null;
}

export function isReferralLetterMimeType(type: string): type is ReferralLetterMimeType {
  return (referralLetterMimeTypes as readonly string[]).includes(type);
}

/** Extension accepted and the MIME type the one that belongs to it (image/jpeg for .jpg etc.). */
export function isAcceptedReferralLetter(fileName: string, mimeType: string): boolean {
  const extension = referralLetterExtension(fileName);
  return extension !== null && referralLetterMimeTypeByExtension[extension] === mimeType.toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Message codes
// ---------------------------------------------------------------------------------------------

/** Codes a form field can show (spec §5 plus the stricter rules); translate each one. */
export const formMessageCodes = [
  'childNameTooShort',
  'firstNameRequired',
  'familyNameRequired',
  'invalidEmail',
  'phoneInvalid',
  'dobRequired',
  'dobInvalid',
  'bsnRequired',
  'bsnInvalid',
  'genderRequired',
  'streetNameRequired',
  'houseNumberRequired',
  'postalCodeRequired',
  'postalCodeInvalid',
  'cityRequired',
  'insuranceCompanyRequired',
  'locationRequired',
  'preferredLanguageRequired',
  'referralLetterRequired',
  'referralLetterType',
  'referralLetterEmpty',
  'referralLetterTooLarge',
  'termsRequired',
  'tooLong',
] as const;

/** Codes only the stored record or the e-mail function's body produce. */
export const serverMessageCodes = [
  'invalidBody',
  'invalidRecord',
  'unknownField',
  'fullNameRequired',
  'registrationTypeInvalid',
  'childNameUnexpected',
  'parentGuardianNameRequired',
  'parentGuardianNameUnexpected',
  'referralLetterPathInvalid',
] as const;

export const registrationMessageCodes = [...formMessageCodes, ...serverMessageCodes] as const;
export type FormMessageCode = (typeof formMessageCodes)[number];
export type RegistrationMessageCode = (typeof registrationMessageCodes)[number];

/** Lengths shared with the database's CHECK constraints. */
export const registrationLimits = {
  nameMax: 100,
  fullNameMax: 201,
  childNameMin: 2,
  emailMax: 254,
  phoneMin: 8,
  phoneMax: 32,
  streetNameMax: 200,
  houseNumberMax: 20,
  cityMax: 100,
  insuranceCompanyMax: 100,
  bsnMax: 20,
  messageMax: 5000,
} as const;

// ---------------------------------------------------------------------------------------------
// Field rules as plain functions (the site may reuse them, e.g. to format on blur)
// ---------------------------------------------------------------------------------------------

/** Digits, spaces and + ( ) . - only; the length rule is separate. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
/** valibot's e-mail rule; the database's CHECK uses the same expression. */
const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;
const POSTAL_CODE_NORMALISED = /^[1-9][0-9]{3} [A-Z]{2}$/;
const FORBIDDEN_POSTAL_LETTERS = new Set(['SA', 'SD', 'SS']);

/**
 * A Dutch postal code in any spacing or case, normalised to `1234 AB`; null when it is not one
 * (4 digits, the first not 0, then 2 letters other than SA, SD, SS).
 */
export function normalisePostalCode(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const match = /^([1-9][0-9]{3})([A-Z]{2})$/.exec(compact);
  if (!match || FORBIDDEN_POSTAL_LETTERS.has(match[2] as string)) return null;
  return `${match[1]} ${match[2]}`;
}

export function isNormalisedPostalCode(value: string): boolean {
  return POSTAL_CODE_NORMALISED.test(value) && normalisePostalCode(value) === value;
}

/** A BSN with spaces and dots removed (no other change). */
export function normaliseBsn(value: string): string {
  return value.replace(/[\s.]/g, '');
}

/**
 * The elevenproof: 9 digits (spaces and dots ignored), weights 9..2 and -1, the sum a multiple of
 * 11 (and not 0).
 */
export function isValidBsn(value: string): boolean {
  const digits = normaliseBsn(value);
  if (!/^[0-9]{9}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    const digit = Number(digits[index]);
    sum += index === 8 ? -digit : digit * (9 - index);
  }
  return sum !== 0 && sum % 11 === 0;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * `YYYY-MM-DD`, a real calendar day, from 1900-01-01 and not in the future (one day of slack
 * for time zones).
 */
export function isValidDateOfBirth(value: string, now: Date = new Date()): boolean {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return false;
  }
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  return value >= '1900-01-01' && value <= isoDay(tomorrow);
}

/**
 * The message of an object schema, as a function: a missing key reports that field's own code
 * (valibot reports a missing key with the object's message), an unknown key of a strict object
 * `unknownField`, anything that is not an object `notObjectCode`.
 */
function objectMessage(
  fieldCodes: Record<string, RegistrationMessageCode>,
  notObjectCode: RegistrationMessageCode,
): (issue: v.BaseIssue<unknown>) => RegistrationMessageCode {
  return (issue) => {
    if (issue.expected === 'never') return 'unknownField';
    const key = issue.path?.[issue.path.length - 1]?.key;
    if (issue.expected?.startsWith('"') && typeof key === 'string') return fieldCodes[key] ?? notObjectCode;
    return notObjectCode;
  };
}

// ---------------------------------------------------------------------------------------------
// The form (spec §3.2 and §5), in two variants
// ---------------------------------------------------------------------------------------------

function requiredText(code: RegistrationMessageCode, max: number) {
  return v.pipe(v.string(code), v.trim(), v.nonEmpty(code), v.maxLength(max, 'tooLong'));
}

const emailField = v.pipe(
  v.string('invalidEmail'),
  v.trim(),
  v.email('invalidEmail'),
  v.maxLength(registrationLimits.emailMax, 'invalidEmail'),
);

const phoneField = v.pipe(
  v.string('phoneInvalid'),
  v.trim(),
  v.minLength(registrationLimits.phoneMin, 'phoneInvalid'),
  v.maxLength(registrationLimits.phoneMax, 'phoneInvalid'),
  v.regex(PHONE_PATTERN, 'phoneInvalid'),
);

const dobField = v.pipe(
  v.string('dobRequired'),
  v.trim(),
  v.nonEmpty('dobRequired'),
  v.check((value) => isValidDateOfBirth(value), 'dobInvalid'),
);

const bsnField = v.pipe(
  v.string('bsnRequired'),
  v.trim(),
  v.nonEmpty('bsnRequired'),
  v.maxLength(registrationLimits.bsnMax, 'bsnInvalid'),
  v.check(isValidBsn, 'bsnInvalid'),
  v.transform(normaliseBsn),
);

const postalCodeField = v.pipe(
  v.string('postalCodeRequired'),
  v.trim(),
  v.nonEmpty('postalCodeRequired'),
  v.maxLength(20, 'postalCodeInvalid'),
  v.check((value) => normalisePostalCode(value) !== null, 'postalCodeInvalid'),
  v.transform((value) => normalisePostalCode(value) as string),
);

const childNameField = v.pipe(
  v.string('childNameTooShort'),
  v.trim(),
  v.minLength(registrationLimits.childNameMin, 'childNameTooShort'),
  v.maxLength(registrationLimits.nameMax, 'tooLong'),
);

const messageField = v.optional(v.pipe(v.string('tooLong'), v.trim(), v.maxLength(registrationLimits.messageMax, 'tooLong')), '');

/** The chosen file: accepted extension with its MIME type, not empty, at most 10 MiB. */
export const ReferralLetterSchema = v.pipe(
  v.file('referralLetterRequired'),
  v.check((file) => isAcceptedReferralLetter(file.name, file.type), 'referralLetterType'),
  v.minSize(1, 'referralLetterEmpty'),
  v.maxSize(REFERRAL_LETTER_MAX_BYTES, 'referralLetterTooLarge'),
);

/** The code a missing form field reports. */
const formFieldCodes: Record<string, FormMessageCode> = {
  childName: 'childNameTooShort',
  firstName: 'firstNameRequired',
  familyName: 'familyNameRequired',
  email: 'invalidEmail',
  phone: 'phoneInvalid',
  dob: 'dobRequired',
  bsnNumber: 'bsnRequired',
  gender: 'genderRequired',
  streetName: 'streetNameRequired',
  houseNumber: 'houseNumberRequired',
  postalCode: 'postalCodeRequired',
  city: 'cityRequired',
  insuranceCompany: 'insuranceCompanyRequired',
  location: 'locationRequired',
  preferredLanguage: 'preferredLanguageRequired',
  referralLetter: 'referralLetterRequired',
  termsAccepted: 'termsRequired',
};

const commonEntries = {
  firstName: requiredText('firstNameRequired', registrationLimits.nameMax),
  familyName: requiredText('familyNameRequired', registrationLimits.nameMax),
  email: emailField,
  phone: phoneField,
  dob: dobField,
  bsnNumber: bsnField,
  gender: v.picklist(genders, 'genderRequired'),
  streetName: requiredText('streetNameRequired', registrationLimits.streetNameMax),
  houseNumber: requiredText('houseNumberRequired', registrationLimits.houseNumberMax),
  postalCode: postalCodeField,
  city: requiredText('cityRequired', registrationLimits.cityMax),
  insuranceCompany: requiredText('insuranceCompanyRequired', registrationLimits.insuranceCompanyMax),
  location: v.picklist(registrationLocations, 'locationRequired'),
  message: messageField,
  referralLetter: ReferralLetterSchema,
  termsAccepted: v.literal(true, 'termsRequired'),
};

/** The adult form. Output values are trimmed, the BSN without spaces/dots, the postcode `1234 AB`. */
export const AdultRegistrationSchema = v.object(
  {
    ...commonEntries,
    preferredLanguage: v.picklist(adultLanguages, 'preferredLanguageRequired'),
  },
  objectMessage(formFieldCodes, 'invalidBody'),
);

/** The child and youth form: adds childName and Farsi. firstName/familyName are the parent's. */
export const ChildRegistrationSchema = v.object(
  {
    childName: childNameField,
    ...commonEntries,
    preferredLanguage: v.picklist(childLanguages, 'preferredLanguageRequired'),
  },
  objectMessage(formFieldCodes, 'invalidBody'),
);

export type AdultRegistrationInput = v.InferInput<typeof AdultRegistrationSchema>;
export type AdultRegistration = v.InferOutput<typeof AdultRegistrationSchema>;
export type ChildRegistrationInput = v.InferInput<typeof ChildRegistrationSchema>;
export type ChildRegistration = v.InferOutput<typeof ChildRegistrationSchema>;
export type RegistrationFormValues = AdultRegistration | ChildRegistration;

export function registrationFormSchema(variant: 'adults'): typeof AdultRegistrationSchema;
export function registrationFormSchema(variant: 'children'): typeof ChildRegistrationSchema;
export function registrationFormSchema(
  variant: RegistrationType,
): typeof AdultRegistrationSchema | typeof ChildRegistrationSchema;
export function registrationFormSchema(variant: RegistrationType) {
  return variant === 'children' ? ChildRegistrationSchema : AdultRegistrationSchema;
}

// ---------------------------------------------------------------------------------------------
// Storage path
// ---------------------------------------------------------------------------------------------

/** The e-mail address lower-cased, every character that is not a letter or digit an `_`. */
export function sanitiseEmailForPath(email: string): string {
  return email.toLowerCase().replace(/[^a-z0-9]/g, '_');
}

/**
 * `{registration_type}/{sanitised email}/{timestamp}.{extension}` (spec §7), for example
 * `adults/jan_example_nl/1767225600000.pdf`. The timestamp is milliseconds since the epoch.
 */
export function referralLetterPath(
  registrationType: RegistrationType,
  email: string,
  timestamp: number | Date,
  extension: string,
): string {
  const milliseconds = typeof timestamp === 'number' ? timestamp : timestamp.getTime();
  const cleanExtension = extension.replace(/^\./, '').toLowerCase();
  return `${registrationType}/${sanitiseEmailForPath(email)}/${Math.trunc(milliseconds)}.${cleanExtension}`;
}

/** The shape the database CHECK and the storage policy also enforce. */
export const REFERRAL_LETTER_PATH_PATTERN = /^(adults|children)\/[a-z0-9_]{1,254}\/[0-9]{10,16}\.(pdf|jpg|jpeg|png|doc|docx)$/;

export function isReferralLetterPath(path: string): boolean {
  return REFERRAL_LETTER_PATH_PATTERN.test(path);
}

// ---------------------------------------------------------------------------------------------
// The stored record (spec §3.1)
// ---------------------------------------------------------------------------------------------

function trimmedText(code: RegistrationMessageCode, min: number, max: number) {
  return v.pipe(
    v.string(code),
    v.check((value) => value.trim().length >= min, code),
    v.maxLength(max, 'tooLong'),
  );
}

const recordEntries = {
  full_name: trimmedText('fullNameRequired', 1, registrationLimits.fullNameMax),
  email: v.pipe(
    v.string('invalidEmail'),
    v.regex(EMAIL_PATTERN, 'invalidEmail'),
    v.maxLength(registrationLimits.emailMax, 'invalidEmail'),
  ),
  phone: v.pipe(
    v.string('phoneInvalid'),
    v.minLength(registrationLimits.phoneMin, 'phoneInvalid'),
    v.maxLength(registrationLimits.phoneMax, 'phoneInvalid'),
    v.regex(PHONE_PATTERN, 'phoneInvalid'),
  ),
  date_of_birth: v.pipe(
    v.string('dobRequired'),
    v.check((value) => isValidDateOfBirth(value), 'dobInvalid'),
  ),
  gender: v.picklist(genders, 'genderRequired'),
  bsn_number: v.pipe(v.string('bsnRequired'), v.regex(/^[0-9]{9}$/, 'bsnInvalid'), v.check(isValidBsn, 'bsnInvalid')),
  registration_type: v.picklist(registrationTypes, 'registrationTypeInvalid'),
  location: v.picklist(registrationLocations, 'locationRequired'),
  // Absent or null: null (the column's default).
  child_name: v.nullish(trimmedText('childNameTooShort', registrationLimits.childNameMin, registrationLimits.nameMax), null),
  parent_guardian_name: v.nullish(trimmedText('parentGuardianNameRequired', 1, registrationLimits.fullNameMax), null),
  message: v.nullish(v.pipe(v.string('tooLong'), v.maxLength(registrationLimits.messageMax, 'tooLong')), null),
  insurance_company: trimmedText('insuranceCompanyRequired', 1, registrationLimits.insuranceCompanyMax),
  street_name: trimmedText('streetNameRequired', 1, registrationLimits.streetNameMax),
  house_number: trimmedText('houseNumberRequired', 1, registrationLimits.houseNumberMax),
  postal_code: v.pipe(v.string('postalCodeRequired'), v.check(isNormalisedPostalCode, 'postalCodeInvalid')),
  city: trimmedText('cityRequired', 1, registrationLimits.cityMax),
  preferred_language: v.picklist(preferredLanguages, 'preferredLanguageRequired'),
  referral_letter_path: v.pipe(
    v.string('referralLetterPathInvalid'),
    v.regex(REFERRAL_LETTER_PATH_PATTERN, 'referralLetterPathInvalid'),
  ),
};

/** The code a missing record key reports. */
const recordFieldCodes: Record<string, RegistrationMessageCode> = {
  full_name: 'fullNameRequired',
  email: 'invalidEmail',
  phone: 'phoneInvalid',
  date_of_birth: 'dobRequired',
  gender: 'genderRequired',
  bsn_number: 'bsnRequired',
  registration_type: 'registrationTypeInvalid',
  location: 'locationRequired',
  insurance_company: 'insuranceCompanyRequired',
  street_name: 'streetNameRequired',
  house_number: 'houseNumberRequired',
  postal_code: 'postalCodeRequired',
  city: 'cityRequired',
  preferred_language: 'preferredLanguageRequired',
  referral_letter_path: 'referralLetterPathInvalid',
};

/**
 * A row of `public.registrations` as the site inserts it (no id, no created_at, no
 * terms_accepted). Unknown keys are refused, as the database would refuse unknown columns.
 */
export const RegistrationRecordSchema = v.pipe(
  v.strictObject(recordEntries, objectMessage(recordFieldCodes, 'invalidRecord')),
  v.forward(
    v.partialCheck(
      [['registration_type'], ['child_name']],
      (record) => record.registration_type !== 'children' || record.child_name !== null,
      'childNameTooShort',
    ),
    ['child_name'],
  ),
  v.forward(
    v.partialCheck(
      [['registration_type'], ['child_name']],
      (record) => record.registration_type === 'children' || record.child_name === null,
      'childNameUnexpected',
    ),
    ['child_name'],
  ),
  v.forward(
    v.partialCheck(
      [['registration_type'], ['parent_guardian_name']],
      (record) => record.registration_type !== 'children' || record.parent_guardian_name !== null,
      'parentGuardianNameRequired',
    ),
    ['parent_guardian_name'],
  ),
  v.forward(
    v.partialCheck(
      [['registration_type'], ['parent_guardian_name']],
      (record) => record.registration_type === 'children' || record.parent_guardian_name === null,
      'parentGuardianNameUnexpected',
    ),
    ['parent_guardian_name'],
  ),
  v.forward(
    v.partialCheck(
      [['registration_type'], ['referral_letter_path']],
      (record) => record.referral_letter_path.startsWith(`${record.registration_type}/`),
      'referralLetterPathInvalid',
    ),
    ['referral_letter_path'],
  ),
);

export type RegistrationRecord = v.InferOutput<typeof RegistrationRecordSchema>;

/**
 * The row to insert, from the parsed form values (`v.parse(registrationFormSchema(...), values)`).
 * registration_type is `children` when a child name is filled, otherwise `adults`; for children
 * the person filling in the form is also the parent/guardian. terms_accepted is not stored.
 */
export function toRegistrationRecord(input: RegistrationFormValues, referralLetterPath: string): RegistrationRecord {
  const childName = 'childName' in input && typeof input.childName === 'string' ? input.childName.trim() : '';
  const isChild = childName !== '';
  const fullName = `${input.firstName.trim()} ${input.familyName.trim()}`.trim();
  const message = input.message?.trim() ?? '';
  return {
    full_name: fullName,
    email: input.email,
    phone: input.phone,
    date_of_birth: input.dob,
    gender: input.gender,
    bsn_number: input.bsnNumber,
    registration_type: isChild ? 'children' : 'adults',
    location: input.location,
    child_name: isChild ? childName : null,
    parent_guardian_name: isChild ? fullName : null,
    message: message === '' ? null : message,
    insurance_company: input.insuranceCompany,
    street_name: input.streetName,
    house_number: input.houseNumber,
    postal_code: input.postalCode,
    city: input.city,
    preferred_language: input.preferredLanguage,
    referral_letter_path: referralLetterPath,
  };
}

// ---------------------------------------------------------------------------------------------
// Issues as codes
// ---------------------------------------------------------------------------------------------

export type RegistrationIssue = { path: string; code: string };

/** valibot issues as `{ path: 'formData.email', code: 'invalidEmail' }` (path '' for the root). */
export function toRegistrationIssues(issues: readonly v.BaseIssue<unknown>[]): RegistrationIssue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', code: issue.message }));
}

// ---------------------------------------------------------------------------------------------
// The body of `send-registration-email` since issue 12: the server decides what is true
// ---------------------------------------------------------------------------------------------

/**
 * A registration id: a uuid as Postgres prints it (lower case, hyphenated). The browser generates
 * it (`crypto.randomUUID()`) and inserts the row with it.
 */
export const RegistrationIdSchema = v.pipe(v.string('invalidBody'), v.uuid('invalidBody'), v.toLowerCase());

export function isRegistrationId(value: unknown): value is string {
  return v.is(RegistrationIdSchema, value);
}

/**
 * The visitor's call: `{ registrationId }`. Other keys (the spec's formData, fileBase64, …) are
 * ignored: the function builds the e-mail only from the stored row and the stored letter.
 */
export const RegistrationNotifyRequestSchema = v.object({ registrationId: RegistrationIdSchema }, 'invalidBody');
export type RegistrationNotifyRequest = v.InferOutput<typeof RegistrationNotifyRequestSchema>;

/** The scheduled run (pg_cron + pg_net, or the local backend): service-role key only. */
export const SCHEDULED_TASK = 'scheduled';
export const ScheduledTaskRequestSchema = v.object({ task: v.literal(SCHEDULED_TASK, 'invalidBody') }, 'invalidBody');

/** Bodies above this are refused with 413 before parsing: the site sends `{ registrationId }` only. */
export const REGISTRATION_NOTIFY_BODY_MAX_BYTES = 16 * 1024;

/**
 * A row of `public.registrations` as the database returns it to the service role. Deliberately
 * loose (text is text): the database's constraints decide what is stored, and a row stored under
 * older rules must still reach the provider rather than be dropped by a stricter reader.
 */
export const StoredRegistrationSchema = v.object(
  {
    id: RegistrationIdSchema,
    created_at: v.string('invalidRecord'),
    registration_type: v.string('invalidRecord'),
    full_name: v.string('invalidRecord'),
    email: v.string('invalidRecord'),
    phone: v.string('invalidRecord'),
    date_of_birth: v.string('invalidRecord'),
    gender: v.string('invalidRecord'),
    bsn_number: v.string('invalidRecord'),
    location: v.string('invalidRecord'),
    child_name: v.nullish(v.string('invalidRecord'), null),
    parent_guardian_name: v.nullish(v.string('invalidRecord'), null),
    message: v.nullish(v.string('invalidRecord'), null),
    insurance_company: v.string('invalidRecord'),
    street_name: v.string('invalidRecord'),
    house_number: v.string('invalidRecord'),
    postal_code: v.string('invalidRecord'),
    city: v.string('invalidRecord'),
    preferred_language: v.string('invalidRecord'),
    referral_letter_path: v.string('invalidRecord'),
  },
  'invalidRecord',
);
export type StoredRegistration = v.InferOutput<typeof StoredRegistrationSchema>;
