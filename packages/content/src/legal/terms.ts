import type { LongText } from '../sections.ts';
import { formatEuros, yearFacts } from '../yearFacts.ts';
import { brand } from '../brand.ts';
import { cancellation, medicalFileRetention } from '../facts.ts';
import { contentStrings } from '../contentStrings.ts';

const text = contentStrings<typeof import('../nl/legal/terms.ts').default>(
  'legal/terms',
  (locale) => import(`../${locale}/legal/terms.ts`),
);

const fee = cancellation.lateCancellationFeeEuros;
const hours = cancellation.freeUntilHoursBefore;
const retentionYears = medicalFileRetention.years;

/** The terms and conditions (/algemene-voorwaarden) that apply to every treatment. */
export const termsAndConditions: LongText = {
  id: 'algemene-voorwaarden',
  title: text((t) => t.termsAndConditions.title),
  intro: text((t) => t.termsAndConditions.intro),
  lastUpdated: yearFacts.textsUpdated.terms,
  sections: [
    {
      id: 'definitions',
      title: text((t) => t.termsAndConditions.sections.definitions.title),
      paragraphs: [text((t) => t.termsAndConditions.sections.definitions.paragraphs[0])],
      bullets: [
        text((t) => t.termsAndConditions.sections.definitions.bullets[0]),
        text((t) => t.termsAndConditions.sections.definitions.bullets[1]),
        text((t) => t.termsAndConditions.sections.definitions.bullets[2]),
        text((t) => t.termsAndConditions.sections.definitions.bullets[3]),
      ],
    },
    {
      id: 'registration-and-referral',
      title: text((t) => t.termsAndConditions.sections['registration-and-referral'].title),
      paragraphs: [
        text((t) => t.termsAndConditions.sections['registration-and-referral'].paragraphs[0]),
        text((t) => t.termsAndConditions.sections['registration-and-referral'].paragraphs[1]),
      ],
    },
    {
      id: 'treatment-agreement',
      title: text((t) => t.termsAndConditions.sections['treatment-agreement'].title),
      paragraphs: [
        text((t) => t.termsAndConditions.sections['treatment-agreement'].paragraphs[0]),
        text((t) => t.termsAndConditions.sections['treatment-agreement'].paragraphs[1]),
      ],
    },
    {
      id: 'appointments-and-cancellation',
      title: text((t) => t.termsAndConditions.sections['appointments-and-cancellation'].title),
      paragraphs: [text((t) => t.termsAndConditions.sections['appointments-and-cancellation'].paragraphs[0])],
      bullets: [
        text((t) => t.termsAndConditions.sections['appointments-and-cancellation'].bullets[0], { hours }),
        text(
          (t) => t.termsAndConditions.sections['appointments-and-cancellation'].bullets[1],
          (locale) => ({ amount: formatEuros(fee, locale) }),
        ),
        text((t) => t.termsAndConditions.sections['appointments-and-cancellation'].bullets[2]),
      ],
      closing: [text((t) => t.termsAndConditions.sections['appointments-and-cancellation'].closing[0])],
    },
    {
      id: 'costs-and-payment',
      title: text((t) => t.termsAndConditions.sections['costs-and-payment'].title),
      paragraphs: [
        text((t) => t.termsAndConditions.sections['costs-and-payment'].paragraphs[0]),
        text((t) => t.termsAndConditions.sections['costs-and-payment'].paragraphs[1]),
      ],
    },
    {
      id: 'online-treatment',
      title: text((t) => t.termsAndConditions.sections['online-treatment'].title),
      paragraphs: [text((t) => t.termsAndConditions.sections['online-treatment'].paragraphs[0])],
    },
    {
      id: 'confidentiality',
      title: text((t) => t.termsAndConditions.sections.confidentiality.title),
      paragraphs: [text((t) => t.termsAndConditions.sections.confidentiality.paragraphs[0], { retentionYears })],
    },
    {
      id: 'conduct',
      title: text((t) => t.termsAndConditions.sections.conduct.title),
      paragraphs: [text((t) => t.termsAndConditions.sections.conduct.paragraphs[0])],
    },
    {
      id: 'ending-treatment',
      title: text((t) => t.termsAndConditions.sections['ending-treatment'].title),
      paragraphs: [text((t) => t.termsAndConditions.sections['ending-treatment'].paragraphs[0])],
    },
    {
      id: 'liability',
      title: text((t) => t.termsAndConditions.sections.liability.title),
      paragraphs: [text((t) => t.termsAndConditions.sections.liability.paragraphs[0])],
    },
    {
      id: 'complaints',
      title: text((t) => t.termsAndConditions.sections.complaints.title),
      paragraphs: [
        text((t) => t.termsAndConditions.sections.complaints.paragraphs[0], { complaintsEmail: brand.complaintsEmail }),
      ],
    },
    {
      id: 'applicable-law',
      title: text((t) => t.termsAndConditions.sections['applicable-law'].title),
      paragraphs: [text((t) => t.termsAndConditions.sections['applicable-law'].paragraphs[0])],
    },
  ],
};
