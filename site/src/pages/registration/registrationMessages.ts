import { defineMessages } from 'react-intl';
import type { MessageDescriptor, NoMessageValues, MessageValue, MessageTag, TypedMessageDescriptor } from 'react-intl';
import type { FormMessageCode } from '../../registration/schema.ts';

/** The page's title (its h1 and the start of the document title) and its meta description. */
export const pageTitles = defineMessages({
  childRegistration: { id: 'page.childRegistration.title', defaultMessage: 'Aanmelden kind en jeugd' },
  adultRegistration: { id: 'page.adultRegistration.title', defaultMessage: 'Aanmelden volwassenen' },
});

export const pageDescriptions = defineMessages({
  childRegistration: {
    id: 'page.childRegistration.description',
    defaultMessage: 'Het aanmeldformulier voor kinderen en jongeren tot 23 jaar.',
  },
  adultRegistration: {
    id: 'page.adultRegistration.description',
    defaultMessage: 'Het aanmeldformulier voor volwassenen vanaf 23 jaar.',
  },
});

export const messages = defineMessages<{
  readonly introAdults: NoMessageValues;
  readonly introChildren: NoMessageValues;
  readonly crisisTitle: NoMessageValues;
  readonly personal: NoMessageValues;
  readonly personalParent: NoMessageValues;
  readonly address: NoMessageValues;
  readonly insurance: NoMessageValues;
  readonly preferences: NoMessageValues;
  readonly additional: NoMessageValues;
  readonly child: NoMessageValues;
  readonly documents: NoMessageValues;
  readonly childName: NoMessageValues;
  readonly firstName: NoMessageValues;
  readonly familyName: NoMessageValues;
  readonly email: NoMessageValues;
  readonly phone: NoMessageValues;
  readonly dobAdult: NoMessageValues;
  readonly dobChild: NoMessageValues;
  readonly dobAdultHint: NoMessageValues;
  readonly dobChildHint: NoMessageValues;
  readonly bsn: NoMessageValues;
  readonly bsnHint: NoMessageValues;
  readonly bsnChild: NoMessageValues;
  readonly bsnChildHint: NoMessageValues;
  readonly gender: NoMessageValues;
  readonly male: NoMessageValues;
  readonly female: NoMessageValues;
  readonly other: NoMessageValues;
  readonly streetName: NoMessageValues;
  readonly houseNumber: NoMessageValues;
  readonly postalCode: NoMessageValues;
  readonly city: NoMessageValues;
  readonly insuranceCompany: NoMessageValues;
  readonly location: NoMessageValues;
  readonly amsterdam: NoMessageValues;
  readonly zaandam: NoMessageValues;
  readonly preferredLanguage: NoMessageValues;
  readonly dutch: NoMessageValues;
  readonly english: NoMessageValues;
  readonly turkish: NoMessageValues;
  readonly bulgarian: NoMessageValues;
  readonly farsi: NoMessageValues;
  readonly messageAdult: NoMessageValues;
  readonly messageChild: NoMessageValues;
  readonly referralLetter: NoMessageValues;
  readonly referralLetterHint: NoMessageValues;
  readonly terms: { readonly privacy: MessageTag; readonly terms: MessageTag };
  readonly submit: NoMessageValues;
  readonly sending: NoMessageValues;
  readonly toastIncomplete: NoMessageValues;
  readonly toastSending: NoMessageValues;
  readonly toastSendingText: NoMessageValues;
  readonly toastSuccess: NoMessageValues;
  readonly toastEmailFailed: NoMessageValues;
  readonly toastError: NoMessageValues;
  readonly uploadFailed: NoMessageValues;
  readonly insertFailed: NoMessageValues;
  readonly rateLimited: NoMessageValues;
  readonly rateLimitedNextStep: {
    readonly call: MessageTag;
    readonly known: string;
    readonly phone: MessageValue;
    readonly time: MessageValue;
  };
  readonly missingFields: NoMessageValues;
  readonly notReady: NoMessageValues;
  readonly notReadyContact: {
    readonly call: MessageTag;
    readonly email: MessageValue;
    readonly mail: MessageTag;
    readonly phone: MessageValue;
  };
  readonly noScript: {
    readonly call: MessageTag;
    readonly email: MessageValue;
    readonly mail: MessageTag;
    readonly phone: MessageValue;
  };
  readonly unexpected: NoMessageValues;
  readonly failureTitle: NoMessageValues;
  readonly failureNextStep: {
    readonly call: MessageTag;
    readonly email: MessageValue;
    readonly mail: MessageTag;
    readonly phone: MessageValue;
  };
  readonly successTitle: NoMessageValues;
  readonly successText: NoMessageValues;
  readonly newForm: NoMessageValues;
  readonly waitingTime: NoMessageValues;
  readonly byPhone: NoMessageValues;
  readonly callUs: { readonly phone: MessageValue };
  readonly otherFormChildren: NoMessageValues;
  readonly otherFormAdults: NoMessageValues;
  readonly otherFormLinkChildren: NoMessageValues;
  readonly otherFormLinkAdults: NoMessageValues;
}>({
  introAdults: {
    id: 'page.registration.introAdults',
    defaultMessage: 'Meld u hier aan voor behandeling bij de volwassenenafdeling. Velden met een * zijn verplicht.',
  },
  introChildren: {
    id: 'page.registration.introChildren',
    defaultMessage:
      'Meld uw kind hier aan voor onderzoek en behandeling. U vult het formulier in als ouder of voogd. Is de jongere 18 jaar of ouder? Dan vult hij of zij het formulier zelf in. Velden met een * zijn verplicht.',
  },
  crisisTitle: { id: 'page.registration.crisisTitle', defaultMessage: 'Dit formulier is niet voor spoed' },
  personal: { id: 'page.registration.personal', defaultMessage: 'Persoonlijke gegevens' },
  personalParent: {
    id: 'page.registration.personalParent',
    defaultMessage: 'Uw gegevens (ouder of voogd; vanaf 18 jaar de jongere zelf)',
  },
  address: { id: 'page.registration.address', defaultMessage: 'Adres' },
  insurance: { id: 'page.registration.insurance', defaultMessage: 'Verzekering' },
  preferences: { id: 'page.registration.preferences', defaultMessage: 'Voorkeuren' },
  additional: { id: 'page.registration.additional', defaultMessage: 'Aanvullende informatie' },
  child: { id: 'page.registration.child', defaultMessage: 'Gegevens van het kind' },
  documents: { id: 'page.registration.documents', defaultMessage: 'Documenten' },
  childName: { id: 'page.registration.childName', defaultMessage: 'Naam van het kind' },
  firstName: { id: 'page.registration.firstName', defaultMessage: 'Voornaam' },
  familyName: { id: 'page.registration.familyName', defaultMessage: 'Achternaam' },
  email: { id: 'page.registration.email', defaultMessage: 'E-mailadres' },
  phone: { id: 'page.registration.phone', defaultMessage: 'Telefoonnummer' },
  dobAdult: { id: 'page.registration.dobAdult', defaultMessage: 'Geboortedatum' },
  dobChild: { id: 'page.registration.dobChild', defaultMessage: 'Geboortedatum van het kind' },
  // In numbers, day first (GOV.UK's hint for a date input): someone typing "mei" would see nothing appear.
  dobAdultHint: { id: 'page.registration.dobAdultHint', defaultMessage: 'Bijvoorbeeld 15 3 1984' },
  dobChildHint: { id: 'page.registration.dobChildHint', defaultMessage: 'Bijvoorbeeld 15 3 2014' },
  bsn: { id: 'page.registration.bsn', defaultMessage: 'BSN (burgerservicenummer)' },
  bsnHint: { id: 'page.registration.bsnHint', defaultMessage: '9 cijfers, te vinden op uw paspoort, ID-kaart of zorgpas' },
  bsnChild: { id: 'page.registration.bsnChild', defaultMessage: 'BSN (burgerservicenummer) van het kind' },
  bsnChildHint: {
    id: 'page.registration.bsnChildHint',
    defaultMessage: 'Het BSN van het kind zelf: 9 cijfers, te vinden op het paspoort, de ID-kaart of de zorgpas van het kind',
  },
  gender: { id: 'page.registration.gender', defaultMessage: 'Geslacht' },
  male: { id: 'page.registration.male', defaultMessage: 'Man' },
  female: { id: 'page.registration.female', defaultMessage: 'Vrouw' },
  other: { id: 'page.registration.other', defaultMessage: 'Anders' },
  streetName: { id: 'page.registration.streetName', defaultMessage: 'Straatnaam' },
  houseNumber: { id: 'page.registration.houseNumber', defaultMessage: 'Huisnummer' },
  postalCode: { id: 'page.registration.postalCode', defaultMessage: 'Postcode' },
  city: { id: 'page.registration.city', defaultMessage: 'Woonplaats' },
  insuranceCompany: { id: 'page.registration.insuranceCompany', defaultMessage: 'Zorgverzekeraar' },
  location: { id: 'page.registration.location', defaultMessage: 'Locatie' },
  amsterdam: { id: 'page.registration.amsterdam', defaultMessage: 'Amsterdam' },
  zaandam: { id: 'page.registration.zaandam', defaultMessage: 'Zaandam' },
  preferredLanguage: { id: 'page.registration.preferredLanguage', defaultMessage: 'Voorkeurstaal voor de behandeling' },
  dutch: { id: 'page.registration.dutch', defaultMessage: 'Nederlands' },
  english: { id: 'page.registration.english', defaultMessage: 'Engels' },
  turkish: { id: 'page.registration.turkish', defaultMessage: 'Turks' },
  bulgarian: { id: 'page.registration.bulgarian', defaultMessage: 'Bulgaars' },
  farsi: { id: 'page.registration.farsi', defaultMessage: 'Farsi' },
  messageAdult: { id: 'page.registration.messageAdult', defaultMessage: 'Wat wilt u ons nog laten weten? (optioneel)' },
  messageChild: {
    id: 'page.registration.messageChild',
    defaultMessage: 'Wat wilt u ons nog laten weten over uw kind? (optioneel)',
  },
  referralLetter: { id: 'page.registration.referralLetter', defaultMessage: 'Verwijsbrief' },
  referralLetterHint: {
    id: 'page.registration.referralLetterHint',
    defaultMessage: 'Pdf, Word of afbeelding (.pdf, .jpg, .jpeg, .png, .doc, .docx)',
  },
  terms: {
    id: 'page.registration.terms',
    defaultMessage: 'Ik ga akkoord met de <terms>algemene voorwaarden</terms> en de <privacy>privacyverklaring</privacy>',
  },
  submit: { id: 'page.registration.submit', defaultMessage: 'Aanmelding versturen' },
  sending: { id: 'page.registration.sending', defaultMessage: 'Even geduld, bezig met versturen...' },
  toastIncomplete: { id: 'page.registration.toastIncomplete', defaultMessage: 'Het formulier is niet volledig ingevuld' },
  toastSending: { id: 'page.registration.toastSending', defaultMessage: 'Bezig met versturen...' },
  toastSendingText: { id: 'page.registration.toastSendingText', defaultMessage: 'Uw formulier en bestand worden verwerkt...' },
  toastSuccess: {
    id: 'page.registration.toastSuccess',
    defaultMessage: 'Uw aanmelding is succesvol verzonden! We nemen zo snel mogelijk contact met u op.',
  },
  toastEmailFailed: {
    id: 'page.registration.toastEmailFailed',
    defaultMessage: 'Aanmelding opgeslagen, maar de e-mailmelding is mislukt',
  },
  toastError: {
    id: 'page.registration.toastError',
    defaultMessage: 'Er ging iets mis bij het versturen van uw aanmelding. Probeer het later opnieuw.',
  },
  uploadFailed: { id: 'page.registration.uploadFailed', defaultMessage: 'Uploaden van de verwijsbrief is mislukt' },
  insertFailed: { id: 'page.registration.insertFailed', defaultMessage: 'Opslaan van de aanmeldgegevens is mislukt' },
  // A 429: this connection's hourly limit (docs/architecture.md, "Limits per connection"). Trying
  // again at once cannot help, so the next step says from when it can, and that phoning works now.
  rateLimited: {
    id: 'page.registration.rateLimited',
    defaultMessage:
      'Er zijn in het afgelopen uur te veel aanmeldingen verstuurd vanaf deze internetverbinding. Dat kan gebeuren als veel mensen dezelfde verbinding gebruiken.',
  },
  // {known}: 'yes' when the server said when the limit ends ({time}, the visitor's clock), else 'no' (an hour).
  rateLimitedNextStep: {
    id: 'page.registration.rateLimitedNextStep',
    defaultMessage:
      'Alles wat u hebt ingevuld, staat nog in het formulier. {known, select, yes {Vanaf {time} kunt u het opnieuw versturen met de knop hieronder.} other {Over een uur kunt u het opnieuw versturen met de knop hieronder.}} Telefonisch aanmelden kan meteen: bel ons op <call>{phone}</call>.',
  },
  missingFields: { id: 'page.registration.missingFields', defaultMessage: 'Verplichte aanmeldgegevens ontbreken' },
  notReady: {
    id: 'page.registration.notReady',
    defaultMessage:
      'De pagina is nog aan het laden, dus het formulier is nog niet verstuurd. Wacht een moment en verstuur het dan opnieuw. Alles wat u hebt ingevuld, blijft staan.',
  },
  notReadyContact: {
    id: 'page.registration.notReadyContact',
    defaultMessage: 'Lukt het niet? Bel ons op <call>{phone}</call> of mail naar <mail>{email}</mail>.',
  },
  noScript: {
    id: 'page.registration.noScript',
    defaultMessage:
      'Zonder JavaScript kan dit formulier niet worden verstuurd. Zet JavaScript aan, of neem contact met ons op: bel <call>{phone}</call> of mail naar <mail>{email}</mail>.',
  },
  unexpected: { id: 'page.registration.unexpected', defaultMessage: 'Er is een onverwachte fout opgetreden bij de aanmelding' },
  failureTitle: { id: 'page.registration.failureTitle', defaultMessage: 'Uw aanmelding is niet verstuurd' },
  failureNextStep: {
    id: 'page.registration.failureNextStep',
    defaultMessage:
      'Alles wat u hebt ingevuld, staat nog in het formulier. Probeer het opnieuw met de knop hieronder. Lukt het niet? Bel ons op <call>{phone}</call> of mail naar <mail>{email}</mail>.',
  },
  successTitle: { id: 'page.registration.successTitle', defaultMessage: 'Aanmelding succesvol verstuurd!' },
  successText: {
    id: 'page.registration.successText',
    defaultMessage:
      'Bedankt voor uw aanmelding. Ons screeningsteam bekijkt uw gegevens en verwijsbrief en neemt zo snel mogelijk telefonisch contact met u op.',
  },
  newForm: { id: 'page.registration.newForm', defaultMessage: 'Nieuw formulier' },
  waitingTime: { id: 'page.registration.waitingTime', defaultMessage: 'Wachttijd en contact' },
  byPhone: { id: 'page.registration.byPhone', defaultMessage: 'Liever telefonisch aanmelden?' },
  callUs: { id: 'page.registration.callUs', defaultMessage: 'Bel ons op {phone}' },
  otherFormChildren: { id: 'page.registration.otherFormChildren', defaultMessage: 'Aanmelden voor een kind of jongere?' },
  otherFormAdults: { id: 'page.registration.otherFormAdults', defaultMessage: 'Aanmelden als volwassene?' },
  otherFormLinkChildren: {
    id: 'page.registration.otherFormLinkChildren',
    defaultMessage: 'Naar het aanmeldformulier kind en jeugd',
  },
  otherFormLinkAdults: { id: 'page.registration.otherFormLinkAdults', defaultMessage: 'Naar het aanmeldformulier volwassenen' },
});

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
