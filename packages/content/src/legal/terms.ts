import type { LongText } from '../sections.ts';
import { formatEuros, yearFacts } from '../yearFacts.ts';
import { brand } from '../brand.ts';
import { cancellation, medicalFileRetention } from '../facts.ts';
import { contentStrings } from '../contentStrings.ts';

const text = contentStrings<typeof import('../nl/legal/terms.ts').default>('legal/terms', {
  nl: () => import('../nl/legal/terms.ts'),
  en: () => import('../en/legal/terms.ts'),
  tr: () => import('../tr/legal/terms.ts'),
});

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
      title: text((t) => t.termsAndConditions.sections[0].title),
      paragraphs: [text((t) => t.termsAndConditions.sections[0].paragraphs[0])],
      bullets: [
        text((t) => t.termsAndConditions.sections[0].bullets[0]),
        text((t) => t.termsAndConditions.sections[0].bullets[1]),
        text((t) => t.termsAndConditions.sections[0].bullets[2]),
        text((t) => t.termsAndConditions.sections[0].bullets[3]),
      ],
    },
    {
      id: 'registration-and-referral',
      title: text((t) => t.termsAndConditions.sections[1].title),
      paragraphs: [
        text((t) => t.termsAndConditions.sections[1].paragraphs[0]),
        text((t) => t.termsAndConditions.sections[1].paragraphs[1]),
      ],
    },
    {
      id: 'treatment-agreement',
      title: text((t) => t.termsAndConditions.sections[2].title),
      paragraphs: [
        text((t) => t.termsAndConditions.sections[2].paragraphs[0]),
        text((t) => t.termsAndConditions.sections[2].paragraphs[1]),
      ],
    },
    {
      id: 'appointments-and-cancellation',
      title: text((t) => t.termsAndConditions.sections[3].title),
      paragraphs: [text((t) => t.termsAndConditions.sections[3].paragraphs[0])],
      bullets: [
        text((t) => t.termsAndConditions.sections[3].bullets[0], { hours }),
        text(
          (t) => t.termsAndConditions.sections[3].bullets[1],
          (locale) => ({ amount: formatEuros(fee, locale) }),
        ),
        text((t) => t.termsAndConditions.sections[3].bullets[2]),
      ],
      closing: [text((t) => t.termsAndConditions.sections[3].closing[0])],
    },
    {
      id: 'costs-and-payment',
      title: text((t) => t.termsAndConditions.sections[4].title),
      paragraphs: [
        text((t) => t.termsAndConditions.sections[4].paragraphs[0]),
        text((t) => t.termsAndConditions.sections[4].paragraphs[1]),
      ],
    },
    {
      id: 'online-treatment',
      title: text((t) => t.termsAndConditions.sections[5].title),
      paragraphs: [text((t) => t.termsAndConditions.sections[5].paragraphs[0])],
    },
    {
      id: 'confidentiality',
      title: text((t) => t.termsAndConditions.sections[6].title),
      paragraphs: [text((t) => t.termsAndConditions.sections[6].paragraphs[0], { retentionYears })],
    },
    {
      id: 'conduct',
      title: text((t) => t.termsAndConditions.sections[7].title),
      paragraphs: [text((t) => t.termsAndConditions.sections[7].paragraphs[0])],
    },
    {
      id: 'ending-treatment',
      title: text((t) => t.termsAndConditions.sections[8].title),
      paragraphs: [text((t) => t.termsAndConditions.sections[8].paragraphs[0])],
    },
    {
      id: 'liability',
      title: text((t) => t.termsAndConditions.sections[9].title),
      paragraphs: [text((t) => t.termsAndConditions.sections[9].paragraphs[0])],
    },
    {
      id: 'complaints',
      title: text((t) => t.termsAndConditions.sections[10].title),
      paragraphs: [text((t) => t.termsAndConditions.sections[10].paragraphs[0], { complaintsEmail: brand.complaintsEmail })],
    },
    {
      id: 'applicable-law',
      title: text((t) => t.termsAndConditions.sections[11].title),
      paragraphs: [text((t) => t.termsAndConditions.sections[11].paragraphs[0])],
    },
  ],
};
