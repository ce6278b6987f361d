/**
 * The one registration schema, shared with the edge function and the local backend. The site imports
 * it only through this module.
 */
export {
  AdultRegistrationSchema,
  ChildRegistrationSchema,
  REFERRAL_LETTER_BUCKET,
  REFERRAL_LETTER_CACHE_CONTROL,
  REFERRAL_LETTER_MAX_BYTES,
  REGISTRATIONS_TABLE,
  RESERVE_LETTER_UPLOAD_RPC,
  SEND_REGISTRATION_EMAIL_FUNCTION,
  adultLanguages,
  childLanguages,
  formMessageCodes,
  genders,
  referralLetterAccept,
  referralLetterExtension,
  referralLetterExtensions,
  referralLetterPath,
  registrationFields,
  registrationFormSchema,
  registrationLocations,
  toRegistrationRecord,
} from '@ankerlicht/registration';
export type {
  AdultRegistrationInput,
  ChildRegistrationInput,
  FormMessageCode,
  PreferredLanguage,
  RegistrationFormValues,
  RegistrationFormFields,
  RegistrationRecord,
  RegistrationType,
} from '@ankerlicht/registration';
