import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FormMessageCode } from './schema.ts';
import type { TypedMessageDescriptor } from 'react-intl';

/** Every code a form field of the shared schema can show, as the visitor reads it (docs/product-rules.md §5). */
export const registrationCodeMessages: {
  readonly childNameTooShort: TypedMessageDescriptor;
  readonly firstNameRequired: TypedMessageDescriptor;
  readonly familyNameRequired: TypedMessageDescriptor;
  readonly invalidEmail: TypedMessageDescriptor;
  readonly phoneInvalid: TypedMessageDescriptor;
  readonly dobRequired: TypedMessageDescriptor;
  readonly dobInvalid: TypedMessageDescriptor;
  readonly bsnRequired: TypedMessageDescriptor;
  readonly bsnInvalid: TypedMessageDescriptor;
  readonly genderRequired: TypedMessageDescriptor;
  readonly streetNameRequired: TypedMessageDescriptor;
  readonly houseNumberRequired: TypedMessageDescriptor;
  readonly postalCodeRequired: TypedMessageDescriptor;
  readonly postalCodeInvalid: TypedMessageDescriptor;
  readonly cityRequired: TypedMessageDescriptor;
  readonly insuranceCompanyRequired: TypedMessageDescriptor;
  readonly locationRequired: TypedMessageDescriptor;
  readonly preferredLanguageRequired: TypedMessageDescriptor;
  readonly referralLetterRequired: TypedMessageDescriptor;
  readonly referralLetterType: TypedMessageDescriptor;
  readonly referralLetterEmpty: TypedMessageDescriptor;
  readonly referralLetterTooLarge: TypedMessageDescriptor;
  readonly termsRequired: TypedMessageDescriptor;
  readonly tooLong: TypedMessageDescriptor;
} = defineMessages({
  childNameTooShort: {
    id: 'registration.code.childNameTooShort',
    defaultMessage: 'Naam van het kind moet minimaal 2 tekens bevatten',
  },
  firstNameRequired: { id: 'registration.code.firstNameRequired', defaultMessage: 'Voornaam is verplicht' },
  familyNameRequired: { id: 'registration.code.familyNameRequired', defaultMessage: 'Achternaam is verplicht' },
  invalidEmail: { id: 'registration.code.invalidEmail', defaultMessage: 'Ongeldig e-mailadres' },
  phoneInvalid: { id: 'registration.code.phoneInvalid', defaultMessage: 'Voer een geldig telefoonnummer in' },
  dobRequired: { id: 'registration.code.dobRequired', defaultMessage: 'Geboortedatum is verplicht' },
  dobInvalid: { id: 'registration.code.dobInvalid', defaultMessage: 'Voer een geldige geboortedatum in' },
  bsnRequired: { id: 'registration.code.bsnRequired', defaultMessage: 'BSN is verplicht' },
  bsnInvalid: { id: 'registration.code.bsnInvalid', defaultMessage: 'Dit BSN klopt niet. Controleer de 9 cijfers.' },
  genderRequired: { id: 'registration.code.genderRequired', defaultMessage: 'Geslacht is verplicht' },
  streetNameRequired: { id: 'registration.code.streetNameRequired', defaultMessage: 'Straatnaam is verplicht' },
  houseNumberRequired: { id: 'registration.code.houseNumberRequired', defaultMessage: 'Huisnummer is verplicht' },
  postalCodeRequired: { id: 'registration.code.postalCodeRequired', defaultMessage: 'Postcode is verplicht' },
  postalCodeInvalid: {
    id: 'registration.code.postalCodeInvalid',
    defaultMessage: 'Voer een geldige postcode in, bijvoorbeeld 1234 AB',
  },
  cityRequired: { id: 'registration.code.cityRequired', defaultMessage: 'Woonplaats is verplicht' },
  insuranceCompanyRequired: { id: 'registration.code.insuranceCompanyRequired', defaultMessage: 'Zorgverzekeraar is verplicht' },
  locationRequired: { id: 'registration.code.locationRequired', defaultMessage: 'Selecteer een locatie' },
  preferredLanguageRequired: { id: 'registration.code.preferredLanguageRequired', defaultMessage: 'Voorkeurstaal is verplicht' },
  referralLetterRequired: { id: 'registration.code.referralLetterRequired', defaultMessage: 'Verwijsbrief is verplicht' },
  referralLetterType: {
    id: 'registration.code.referralLetterType',
    defaultMessage: 'Kies een pdf-, Word- of afbeeldingsbestand (.pdf, .jpg, .jpeg, .png, .doc, .docx)',
  },
  referralLetterEmpty: { id: 'registration.code.referralLetterEmpty', defaultMessage: 'Het gekozen bestand is leeg' },
  referralLetterTooLarge: {
    id: 'registration.code.referralLetterTooLarge',
    defaultMessage: 'Het gekozen bestand is te groot (maximaal 10 MB)',
  },
  termsRequired: { id: 'registration.code.termsRequired', defaultMessage: 'U moet akkoord gaan met de voorwaarden' },
  tooLong: { id: 'registration.code.tooLong', defaultMessage: 'Deze tekst is te lang' },
});

/** The message of a code, or null for a code this site does not know. */
export function registrationCodeMessage(code: string): MessageDescriptor | null {
  return Object.hasOwn(registrationCodeMessages, code) ? registrationCodeMessages[code as FormMessageCode] : null;
}
