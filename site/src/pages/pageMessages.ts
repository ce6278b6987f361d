import { defineMessages } from 'react-intl';
import type { PageId } from '../routes.ts';
import type { MessageDescriptor, NoMessageValues, MessageValue } from 'react-intl';

/**
 * Each page's title (its h1 and the start of the document title) and meta description; the
 * `satisfies` makes a page without either a type error.
 */
export const pageTitles = defineMessages<{
  readonly home: NoMessageValues;
  readonly about: NoMessageValues;
  readonly missionVision: NoMessageValues;
  readonly team: NoMessageValues;
  readonly careers: { readonly name: MessageValue };
  readonly waitingTimes: NoMessageValues;
  readonly childOffer: NoMessageValues;
  readonly adultOffer: NoMessageValues;
  readonly childFinancing: NoMessageValues;
  readonly adultFinancing: NoMessageValues;
  readonly childWaitingTime: NoMessageValues;
  readonly adultWaitingTime: NoMessageValues;
  readonly childTreatments: NoMessageValues;
  readonly adultTreatments: NoMessageValues;
  readonly childApproach: NoMessageValues;
  readonly adultApproach: NoMessageValues;
  readonly referrers: NoMessageValues;
  readonly registrationChooser: NoMessageValues;
  readonly childRegistration: NoMessageValues;
  readonly adultRegistration: NoMessageValues;
  readonly contact: NoMessageValues;
  readonly complaints: NoMessageValues;
  readonly qualityStatute: NoMessageValues;
  readonly faq: NoMessageValues;
  readonly privacy: NoMessageValues;
  readonly terms: NoMessageValues;
  readonly disclaimer: NoMessageValues;
  readonly accessibility: NoMessageValues;
  readonly notFound: NoMessageValues;
}>({
  home: { id: 'page.home.title', defaultMessage: 'Psychologische zorg in Amsterdam en Zaandam' },
  about: { id: 'page.about.title', defaultMessage: 'Over ons' },
  missionVision: { id: 'page.missionVision.title', defaultMessage: 'Missie en visie' },
  team: { id: 'page.team.title', defaultMessage: 'Wie zijn wij' },
  careers: { id: 'page.careers.title', defaultMessage: 'Werken bij {name}' },
  waitingTimes: { id: 'page.waitingTimes.title', defaultMessage: 'Wachttijden' },
  childOffer: { id: 'page.childOffer.title', defaultMessage: 'Behandelaanbod kind en jeugd' },
  adultOffer: { id: 'page.adultOffer.title', defaultMessage: 'Behandelaanbod volwassenen' },
  childFinancing: { id: 'page.childFinancing.title', defaultMessage: 'Financiering kind en jeugd' },
  adultFinancing: { id: 'page.adultFinancing.title', defaultMessage: 'Financiering volwassenen' },
  childWaitingTime: { id: 'page.childWaitingTime.title', defaultMessage: 'Wachttijd kind en jeugd' },
  adultWaitingTime: { id: 'page.adultWaitingTime.title', defaultMessage: 'Wachttijd volwassenen' },
  childTreatments: { id: 'page.childTreatments.title', defaultMessage: 'Behandelingen voor kinderen en jongeren' },
  adultTreatments: { id: 'page.adultTreatments.title', defaultMessage: 'Behandelingen voor volwassenen' },
  childApproach: { id: 'page.childApproach.title', defaultMessage: 'Werkwijze kind en jeugd' },
  adultApproach: { id: 'page.adultApproach.title', defaultMessage: 'Werkwijze volwassenen' },
  referrers: { id: 'page.referrers.title', defaultMessage: 'Voor verwijzers' },
  registrationChooser: { id: 'page.registrationChooser.title', defaultMessage: 'Aanmelden' },
  childRegistration: { id: 'page.childRegistration.title', defaultMessage: 'Aanmelden kind en jeugd' },
  adultRegistration: { id: 'page.adultRegistration.title', defaultMessage: 'Aanmelden volwassenen' },
  contact: { id: 'page.contact.title', defaultMessage: 'Contact' },
  complaints: { id: 'page.complaints.title', defaultMessage: 'Klachten' },
  qualityStatute: { id: 'page.qualityStatute.title', defaultMessage: 'Kwaliteitsstatuut' },
  faq: { id: 'page.faq.title', defaultMessage: 'Veelgestelde vragen' },
  privacy: { id: 'page.privacy.title', defaultMessage: 'Privacyverklaring' },
  terms: { id: 'page.terms.title', defaultMessage: 'Algemene voorwaarden' },
  disclaimer: { id: 'page.disclaimer.title', defaultMessage: 'Disclaimer' },
  accessibility: { id: 'page.accessibility.title', defaultMessage: 'Toegankelijkheidsverklaring' },
  notFound: { id: 'page.notFound.title', defaultMessage: 'Pagina niet gevonden' },
}) satisfies Record<PageId, MessageDescriptor>;

export const pageDescriptions = defineMessages({
  home: {
    id: 'page.home.description',
    defaultMessage:
      'Psychologische zorg zonder opname voor kinderen, jongeren en volwassenen in Amsterdam en Zaandam. Cultuursensitief, in meerdere talen en met een korte wachttijd voor kinderen en jongeren.',
  },
  about: {
    id: 'page.about.description',
    defaultMessage:
      'Wie we zijn, waar we voor staan en hoe we werken: een multidisciplinair team voor psychologische zorg in Amsterdam en Zaandam.',
  },
  missionVision: {
    id: 'page.missionVision.description',
    defaultMessage: 'Onze missie en visie: zorg die verbindt, diversiteit die we omarmen en behandeling op maat.',
  },
  team: {
    id: 'page.team.description',
    defaultMessage: 'Maak kennis met onze psychologen, behandelaars, medisch team en ondersteuning.',
  },
  careers: {
    id: 'page.careers.description',
    defaultMessage: 'Vacatures en werken in een divers, cultuursensitief team. Erkend opleidingsinstituut voor gz-psychologen.',
  },
  waitingTimes: {
    id: 'page.waitingTimes.description',
    defaultMessage: 'De actuele wachttijden voor volwassenen, kinderen en jongeren, en bij spoed.',
  },
  childOffer: {
    id: 'page.childOffer.description',
    defaultMessage:
      'Onderzoek en behandeling voor kinderen en jongeren tot 23 jaar: methodes, voor wie we er zijn en wanneer we niet kunnen helpen.',
  },
  adultOffer: {
    id: 'page.adultOffer.description',
    defaultMessage: 'Behandeling voor volwassenen vanaf 23 jaar: methodes, klachten waarbij we helpen en uitsluitingscriteria.',
  },
  childFinancing: {
    id: 'page.childFinancing.description',
    defaultMessage: 'Tot 18 jaar betaalt de gemeente de zorg. Lees met welke gemeenten we een contract hebben.',
  },
  adultFinancing: {
    id: 'page.adultFinancing.description',
    defaultMessage: 'Vergoeding via de basisverzekering, het eigen risico en de zorgverzekeraars waarmee we een contract hebben.',
  },
  childWaitingTime: {
    id: 'page.childWaitingTime.description',
    defaultMessage: 'De wachttijd voor kinderen en jongeren en wat er gebeurt na uw aanmelding.',
  },
  adultWaitingTime: {
    id: 'page.adultWaitingTime.description',
    defaultMessage: 'De wachttijd voor volwassenen en wat er gebeurt na uw aanmelding.',
  },
  childTreatments: {
    id: 'page.childTreatments.description',
    defaultMessage: 'Behandelmethodes en klachten bij kinderen en jongeren, en hoe we samenwerken met ouders en school.',
  },
  adultTreatments: {
    id: 'page.adultTreatments.description',
    defaultMessage: 'Behandelmethodes voor volwassenen, wanneer we niet de juiste plek zijn en onze persoonlijke aanpak.',
  },
  childApproach: {
    id: 'page.childApproach.description',
    defaultMessage: 'Stap voor stap: zo verloopt de behandeling van kinderen en jongeren, samen met ouders en school.',
  },
  adultApproach: {
    id: 'page.adultApproach.description',
    defaultMessage:
      'Stap voor stap: zo verloopt de behandeling van volwassenen, met praktische informatie over afspraken en vergoeding.',
  },
  referrers: {
    id: 'page.referrers.description',
    defaultMessage:
      'Informatie voor huisartsen en andere verwijzers: gecontracteerde gemeenten, zorgverzekeraars, wachttijden en de verwijsbrief.',
  },
  registrationChooser: {
    id: 'page.registrationChooser.description',
    defaultMessage: 'Meld u of uw kind online aan. Kies het formulier voor volwassenen of voor kind en jeugd.',
  },
  childRegistration: {
    id: 'page.childRegistration.description',
    defaultMessage: 'Het aanmeldformulier voor kinderen en jongeren tot 23 jaar.',
  },
  adultRegistration: {
    id: 'page.adultRegistration.description',
    defaultMessage: 'Het aanmeldformulier voor volwassenen vanaf 23 jaar.',
  },
  contact: {
    id: 'page.contact.description',
    defaultMessage: 'Telefoon, e-mail, openingstijden en onze locaties in Amsterdam en Zaandam.',
  },
  complaints: { id: 'page.complaints.description', defaultMessage: 'Niet tevreden? Zo dient u een klacht in, in drie stappen.' },
  qualityStatute: {
    id: 'page.qualityStatute.description',
    defaultMessage: 'Ons kwaliteitsstatuut: hoe we de kwaliteit van onze zorg borgen, met onze keurmerken.',
  },
  faq: {
    id: 'page.faq.description',
    defaultMessage: 'Antwoorden op veelgestelde vragen over aanmelden, kosten, behandeling en privacy.',
  },
  privacy: { id: 'page.privacy.description', defaultMessage: 'Hoe we omgaan met uw persoonsgegevens en welke rechten u hebt.' },
  terms: { id: 'page.terms.description', defaultMessage: 'De algemene voorwaarden van onze behandelovereenkomst.' },
  disclaimer: { id: 'page.disclaimer.description', defaultMessage: 'Over het gebruik van de informatie op deze website.' },
  accessibility: {
    id: 'page.accessibility.description',
    defaultMessage: 'Hoe toegankelijk deze website is, hoe we dat testen en hoe u een probleem meldt.',
  },
  notFound: { id: 'page.notFound.description', defaultMessage: 'Deze pagina bestaat niet of is verplaatst.' },
}) satisfies Record<PageId, MessageDescriptor>;
