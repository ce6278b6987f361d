/**
 * The registration: one set of rules shared by the browser form, the edge function
 * `send-registration-email` and the embedded local backend.
 *
 * This module imports only `valibot` (in Deno it resolves through `supabase/functions/deno.json`),
 * so it runs unchanged in the browser, in Node and in Deno.
 *
 * Messages are message codes, never visitor-facing text: the site translates each code
 * (nl/en/tr) with react-intl. `formMessageCodes` are the ones a form field can show.
 *
 * `registrationFields` is the registration defined once: every form field and stored column, which
 * form asks for it, its row in the screening e-mail and how the privacy statement names it. The
 * insert payload, the stored row's schema and the e-mail's rows are derived from it;
 * registration-fields.test.ts fails, naming the field, when the migrations (column, NOT NULL,
 * anon's column grant), the form schemas or the privacy statement do not follow it. The
 * database's CHECK constraints carry the same rules as the form's schema: change both together.
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
/**
 * The call that takes one upload of the connection's hourly allowance for a letter's path before
 * the upload (migration *_upload_reservations.sql): Storage cannot count, because hosted asks the
 * upload policy only in a trial insert it rolls back. Reserving the same path again is free.
 */
export const RESERVE_LETTER_UPLOAD_RPC = 'reserve_referral_letter_upload';
/** Upload option of docs/product-rules.md §7: cache control 3600 s, no overwrite. */
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

/** Codes a form field can show (docs/product-rules.md §5 plus the stricter rules); translate each one. */
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

export type FormMessageCode = (typeof formMessageCodes)[number];

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
// The registration defined once: form fields, columns, e-mail rows, privacy statement
// ---------------------------------------------------------------------------------------------

const bothForms = ['adults', 'children'] as const;

/**
 * One entry per form field and per stored column, in the order of the screening e-mail's rows.
 *
 * - `name`: the form field (the key of the form's values), or null for a column the site fills
 *   itself (the type, the parent/guardian).
 * - `column`: the column of `public.registrations` it is stored in (the insert sends it, so anon
 *   needs the column grant), or null when it is not stored (the terms checkbox). firstName and
 *   familyName are stored together as full_name.
 * - `forms`: the forms that ask for it; on the other form the column is null.
 * - `kind`: how the form asks (text, choice, date, file, consent) or `derived` (no form field).
 * - `optional`: may be left empty, stored as null. A column is nullable exactly when it is
 *   optional or on one form only.
 * - `missing`: the code the form shows when it is left out.
 * - `row`: its row in the screening e-mail and on the staff inbox's registration page
 *   (`registrationRows`): the Dutch label (`childLabel` on the child form, null for no row there),
 *   `minimal` when the minimal e-mail shows it too, and the `section` of the staff page that shows
 *   it (null: the e-mail only). Consecutive rows with the same label are one row, their values
 *   joined by a space, or by a line break before one with `newLine` (`Adres` is street and house
 *   number, then postcode and place on a line of their own). null: no row of its own.
 * - `privacy`: the words by which the privacy statement's list of data we process (section
 *   `data-we-process` of packages/content/src/legal/privacy.ts, in Dutch) names it; null only for
 *   what is not stored.
 */
export const registrationFields = [
  {
    name: null,
    column: 'registration_type',
    forms: bothForms,
    kind: 'derived',
    row: { label: 'Afdeling', minimal: true, section: 'registration' },
    privacy: 'kinderen en jongeren',
  },
  {
    name: 'childName',
    column: 'child_name',
    forms: ['children'],
    kind: 'text',
    missing: 'childNameTooShort',
    row: { label: 'Naam van het kind', section: 'client' },
    privacy: 'naam',
  },
  {
    name: 'firstName',
    column: 'full_name',
    forms: bothForms,
    kind: 'text',
    missing: 'firstNameRequired',
    row: { label: 'Naam', childLabel: null, section: 'client' },
    privacy: 'naam',
  },
  {
    name: 'familyName',
    column: 'full_name',
    forms: bothForms,
    kind: 'text',
    missing: 'familyNameRequired',
    row: null,
    privacy: 'naam',
  },
  {
    name: null,
    column: 'parent_guardian_name',
    forms: ['children'],
    kind: 'derived',
    row: { label: 'Naam van de ouder of voogd', section: 'contact' },
    privacy: 'ouders of voogd',
  },
  {
    name: 'dob',
    column: 'date_of_birth',
    forms: bothForms,
    kind: 'date',
    missing: 'dobRequired',
    row: { label: 'Geboortedatum', childLabel: 'Geboortedatum van het kind', section: 'client' },
    privacy: 'geboortedatum',
  },
  {
    name: 'gender',
    column: 'gender',
    forms: bothForms,
    kind: 'choice',
    missing: 'genderRequired',
    row: { label: 'Geslacht', childLabel: 'Geslacht van het kind', section: 'client' },
    privacy: 'geslacht',
  },
  {
    name: 'bsnNumber',
    column: 'bsn_number',
    forms: bothForms,
    kind: 'text',
    missing: 'bsnRequired',
    row: { label: 'BSN', childLabel: 'BSN van het kind', section: 'client' },
    privacy: 'burgerservicenummer',
  },
  {
    name: 'email',
    column: 'email',
    forms: bothForms,
    kind: 'text',
    missing: 'invalidEmail',
    row: { label: 'E-mailadres', section: 'contact' },
    privacy: 'e-mailadres',
  },
  {
    name: 'phone',
    column: 'phone',
    forms: bothForms,
    kind: 'text',
    missing: 'phoneInvalid',
    row: { label: 'Telefoonnummer', section: 'contact' },
    privacy: 'telefoonnummer',
  },
  {
    name: 'streetName',
    column: 'street_name',
    forms: bothForms,
    kind: 'text',
    missing: 'streetNameRequired',
    row: { label: 'Adres', section: 'client' },
    privacy: 'adres',
  },
  {
    name: 'houseNumber',
    column: 'house_number',
    forms: bothForms,
    kind: 'text',
    missing: 'houseNumberRequired',
    row: { label: 'Adres', section: 'client' },
    privacy: 'adres',
  },
  {
    name: 'postalCode',
    column: 'postal_code',
    forms: bothForms,
    kind: 'text',
    missing: 'postalCodeRequired',
    row: { label: 'Adres', newLine: true, section: 'client' },
    privacy: 'adres',
  },
  {
    name: 'city',
    column: 'city',
    forms: bothForms,
    kind: 'text',
    missing: 'cityRequired',
    row: { label: 'Adres', section: 'client' },
    privacy: 'adres',
  },
  {
    name: 'insuranceCompany',
    column: 'insurance_company',
    forms: bothForms,
    kind: 'text',
    missing: 'insuranceCompanyRequired',
    row: { label: 'Zorgverzekeraar', section: 'registration' },
    privacy: 'zorgverzekering',
  },
  {
    name: 'location',
    column: 'location',
    forms: bothForms,
    kind: 'choice',
    missing: 'locationRequired',
    row: { label: 'Locatie', minimal: true, section: 'registration' },
    privacy: 'locatie',
  },
  {
    name: 'preferredLanguage',
    column: 'preferred_language',
    forms: bothForms,
    kind: 'choice',
    missing: 'preferredLanguageRequired',
    row: { label: 'Voorkeurstaal', minimal: true, section: 'registration' },
    privacy: 'voorkeurstaal',
  },
  {
    // Stored in the bucket; the column holds its path (this row shows it). The e-mail's
    // `Verwijsbrief` row, what became of the letter, comes right before this one.
    name: 'referralLetter',
    column: 'referral_letter_path',
    forms: bothForms,
    kind: 'file',
    missing: 'referralLetterRequired',
    row: { label: 'Plek van de verwijsbrief in de opslag', section: null },
    privacy: 'verwijsbrief',
  },
  {
    name: 'message',
    column: 'message',
    forms: bothForms,
    kind: 'text',
    optional: true,
    row: { label: 'Wat de aanmelder nog wil laten weten', section: 'registration' },
    privacy: 'wat u ons vertelt',
  },
  {
    name: 'termsAccepted',
    column: null,
    forms: bothForms,
    kind: 'consent',
    missing: 'termsRequired',
    row: null,
    privacy: null,
  },
] as const satisfies readonly RegistrationFieldDefinition[];

/**
 * The parts of the staff inbox's registration page: the person the care is for (`client`: the
 * adult, or the child), who filled in the form and is to be contacted (`contact`: the adult, or the
 * parent or guardian), and the registration itself.
 */
export type RegistrationSection = 'client' | 'contact' | 'registration';

export type RegistrationFieldDefinition = {
  readonly name: string | null;
  readonly column: string | null;
  readonly forms: readonly RegistrationType[];
  readonly kind: 'text' | 'choice' | 'date' | 'file' | 'consent' | 'derived';
  readonly optional?: true;
  readonly missing?: FormMessageCode;
  readonly row: {
    readonly label: string;
    readonly childLabel?: string | null;
    readonly minimal?: true;
    /** Starts a new line in the row it shares with the fields before it. */
    readonly newLine?: true;
    readonly section: RegistrationSection | null;
  } | null;
  readonly privacy: string | null;
};

type Field = (typeof registrationFields)[number];
/** A form field's name. */
export type RegistrationFieldName = NonNullable<Field['name']>;
/** A column of `public.registrations` the site inserts (besides the id it chooses). */
export type RegistrationColumn = NonNullable<Field['column']>;
type NullableColumn = Extract<Field, { optional: true } | { forms: readonly [RegistrationType] }>['column'];

/** The form's values before validation, by field (what the form holds). */
export type RegistrationFormFields = {
  [F in Field as NonNullable<F['name']>]: F['kind'] extends 'file'
    ? File | undefined
    : F['kind'] extends 'consent'
      ? boolean
      : string;
};

/**
 * The Dutch words the screening team reads for each stored code of a `choice` column, in the e-mail
 * and in the staff inbox. The visitor's form says them in the visitor's language, with messages of
 * its own (site/src/pages/registration/registrationMessages.ts).
 */
export const registrationOptionLabels = {
  registration_type: { adults: 'Volwassenen', children: 'Kind en jeugd' },
  gender: { male: 'Man', female: 'Vrouw', other: 'Anders' },
  location: { amsterdam: 'Amsterdam', zaandam: 'Zaandam' },
  preferred_language: { dutch: 'Nederlands', english: 'Engels', turkish: 'Turks', bulgarian: 'Bulgaars', farsi: 'Farsi' },
} as const satisfies {
  registration_type: Record<RegistrationType, string>;
  gender: Record<Gender, string>;
  location: Record<RegistrationLocation, string>;
  preferred_language: Record<PreferredLanguage, string>;
};
export type OptionColumn = keyof typeof registrationOptionLabels;

/** The label of a stored code, or the code itself when it has none (a row stored under older rules). */
export function optionLabel(column: OptionColumn, code: string): string {
  const labels: Readonly<Record<string, string>> = registrationOptionLabels[column];
  return Object.hasOwn(labels, code) ? (labels[code] as string) : code;
}

export function isOptionColumn(column: string): column is OptionColumn {
  return Object.hasOwn(registrationOptionLabels, column);
}

/** One row of a stored registration as the team reads it: its label, and the fields it joins. */
export type RegistrationRow = {
  label: string;
  section: RegistrationSection | null;
  parts: Array<{ field: RegistrationFieldDefinition; value: string | null; newLine: boolean }>;
};

/**
 * A row's fields as one text, each as `format` gives it: joined by a space, or by a line break
 * before one marked `newLine` (the address is street and number, then postcode and place).
 */
export function rowText(row: RegistrationRow, format: (part: RegistrationRow['parts'][number]) => string): string {
  return row.parts.map((part, index) => `${index === 0 ? '' : part.newLine ? '\n' : ' '}${format(part)}`).join('');
}

/**
 * The rows of a stored registration for the e-mail and the staff inbox, from registrationFields:
 * the fields of the registration's form (the child form's when the type is `children`), in their
 * order, each under its label (`childLabel` on the child form); fields with the same label make one
 * row. `minimal`: only the rows the minimal e-mail shows. Values are as stored; a child
 * registration's parent or guardian is whoever filled in the form.
 */
export function registrationRows(record: StoredRegistration, options: { minimal?: boolean } = {}): RegistrationRow[] {
  const form: RegistrationType = record.registration_type === 'children' ? 'children' : 'adults';
  const values = record as unknown as Record<string, string | null>;
  const rows: RegistrationRow[] = [];
  let previous: RegistrationFieldDefinition | null = null;
  for (const field of registrationFields as readonly RegistrationFieldDefinition[]) {
    const row = field.row;
    if (row === null || field.column === null || !field.forms.includes(form) || (options.minimal && !row.minimal)) continue;
    const label = form === 'children' && row.childLabel !== undefined ? row.childLabel : row.label;
    if (label === null) continue;
    const stored = values[field.column] ?? null;
    const value = field.column === 'parent_guardian_name' ? (stored ?? record.full_name) : stored;
    const last = rows[rows.length - 1];
    if (last !== undefined && previous?.row?.label === row.label && last.label === label) {
      last.parts.push({ field, value, newLine: row.newLine === true });
    } else {
      rows.push({ label, section: row.section, parts: [{ field, value, newLine: false }] });
    }
    previous = field;
  }
  return rows;
}

/** The columns the site inserts, in the order of the table, each once. */
export const registrationColumns: readonly RegistrationColumn[] = [
  ...new Set(registrationFields.flatMap((field) => (field.column === null ? [] : [field.column]))),
];

/** The code a missing form field reports. */
const formFieldCodes: Record<string, string> = Object.fromEntries(
  registrationFields.flatMap((field) => ('missing' in field ? [[field.name, field.missing]] : [])),
);

// ---------------------------------------------------------------------------------------------
// Field rules as plain functions (the site may reuse them, e.g. to format on blur)
// ---------------------------------------------------------------------------------------------

/** Digits, spaces and + ( ) . - only; the length rule is separate. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
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
 * The message of a form schema, as a function: a missing key reports that field's own code
 * (valibot reports a missing key with the object's message); anything that is not an object
 * `invalidBody`, which no form can produce (the form's values are always an object).
 */
function objectMessage(fieldCodes: Record<string, string>): (issue: v.BaseIssue<unknown>) => string {
  return (issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    if (issue.expected?.startsWith('"') && typeof key === 'string') return fieldCodes[key] ?? 'invalidBody';
    return 'invalidBody';
  };
}

// ---------------------------------------------------------------------------------------------
// The form (docs/product-rules.md §3.2 and §5), in two variants
// ---------------------------------------------------------------------------------------------

function requiredText(code: FormMessageCode, max: number) {
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
  objectMessage(formFieldCodes),
);

/** The child and youth form: adds childName and Farsi. firstName/familyName are the parent's. */
export const ChildRegistrationSchema = v.object(
  {
    childName: childNameField,
    ...commonEntries,
    preferredLanguage: v.picklist(childLanguages, 'preferredLanguageRequired'),
  },
  objectMessage(formFieldCodes),
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
 * `{registration_type}/{sanitised email}/{timestamp}.{extension}` (docs/product-rules.md §7), for example
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
// The stored record (docs/product-rules.md §3.1), derived from registrationFields
// ---------------------------------------------------------------------------------------------

/**
 * A row of `public.registrations` as the site inserts it (no id, no created_at, no
 * terms_accepted): one key per column of registrationFields, null where the column may be.
 */
export type RegistrationRecord = { [C in RegistrationColumn]: C extends NullableColumn ? string | null : string };

/**
 * The row to insert, from the parsed form values (`v.parse(registrationFormSchema(...), values)`).
 * registration_type is `children` when a child name is filled, otherwise `adults`; for children
 * the person filling in the form is also the parent/guardian. terms_accepted is not stored. Every
 * other column is its form field's value; an optional one left empty, or one the other form asks
 * for, is null.
 */
export function toRegistrationRecord(input: RegistrationFormValues, referralLetterPath: string): RegistrationRecord {
  const childName = 'childName' in input && typeof input.childName === 'string' ? input.childName.trim() : '';
  const isChild = childName !== '';
  const registrationType: RegistrationType = isChild ? 'children' : 'adults';
  const fullName = `${input.firstName.trim()} ${input.familyName.trim()}`.trim();
  const derived: Partial<Record<RegistrationColumn, string | null>> = {
    registration_type: registrationType,
    full_name: fullName,
    child_name: isChild ? childName : null,
    parent_guardian_name: isChild ? fullName : null,
    referral_letter_path: referralLetterPath,
  };
  const values = input as unknown as Record<string, unknown>;
  const record: Record<string, string | null> = {};
  for (const field of registrationFields as readonly RegistrationFieldDefinition[]) {
    const column = field.column as RegistrationColumn | null;
    if (column === null || Object.hasOwn(record, column)) continue;
    if (Object.hasOwn(derived, column)) record[column] = derived[column] ?? null;
    else if (!field.forms.includes(registrationType)) record[column] = null;
    else {
      const value = values[field.name as string];
      const text = typeof value === 'string' ? value : '';
      record[column] = field.optional ? text.trim() || null : text;
    }
  }
  return record as RegistrationRecord;
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
export type StoredRegistration = { id: string; created_at: string } & RegistrationRecord;
export const StoredRegistrationSchema = v.object(
  {
    id: RegistrationIdSchema,
    created_at: v.string('invalidRecord'),
    ...Object.fromEntries(
      (registrationFields as readonly RegistrationFieldDefinition[]).flatMap((field) =>
        field.column === null
          ? []
          : [
              [
                field.column,
                field.optional || field.forms.length < registrationTypes.length
                  ? v.nullish(v.string('invalidRecord'), null)
                  : v.string('invalidRecord'),
              ],
            ],
      ),
    ),
  },
  'invalidRecord',
) as unknown as v.GenericSchema<unknown, StoredRegistration>;

/** The reference staff and logs use: the first 8 characters of the registration id. */
export function registrationReference(registrationId: string): string {
  return registrationId.slice(0, 8);
}
