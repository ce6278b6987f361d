import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand } from '../brand.ts';
import { contentStrings } from '../contentStrings.ts';

const text = contentStrings<typeof import('../nl/legal/disclaimer.ts').default>(
  'legal/disclaimer',
  (locale) => import(`../${locale}/legal/disclaimer.ts`),
);

/** The disclaimer (/disclaimer): what this website's information is and is not. */
export const disclaimer: LongText = {
  id: 'disclaimer',
  title: text((t) => t.disclaimer.title),
  intro: text((t) => t.disclaimer.intro, { site: brand.siteUrl.replace('https://', '') }),
  lastUpdated: yearFacts.textsUpdated.disclaimer,
  sections: [
    {
      id: 'general-information',
      title: text((t) => t.disclaimer.sections['general-information'].title),
      paragraphs: [text((t) => t.disclaimer.sections['general-information'].paragraphs[0])],
    },
    {
      id: 'not-for-emergencies',
      title: text((t) => t.disclaimer.sections['not-for-emergencies'].title),
      paragraphs: [text((t) => t.disclaimer.sections['not-for-emergencies'].paragraphs[0])],
    },
    {
      id: 'accuracy',
      title: text((t) => t.disclaimer.sections.accuracy.title),
      paragraphs: [text((t) => t.disclaimer.sections.accuracy.paragraphs[0])],
    },
    {
      id: 'external-links',
      title: text((t) => t.disclaimer.sections['external-links'].title),
      paragraphs: [text((t) => t.disclaimer.sections['external-links'].paragraphs[0])],
    },
    {
      id: 'forms-and-email',
      title: text((t) => t.disclaimer.sections['forms-and-email'].title),
      paragraphs: [text((t) => t.disclaimer.sections['forms-and-email'].paragraphs[0])],
    },
    {
      id: 'intellectual-property',
      title: text((t) => t.disclaimer.sections['intellectual-property'].title),
      paragraphs: [text((t) => t.disclaimer.sections['intellectual-property'].paragraphs[0])],
    },
    {
      id: 'translations',
      title: text((t) => t.disclaimer.sections.translations.title),
      paragraphs: [text((t) => t.disclaimer.sections.translations.paragraphs[0])],
    },
    {
      id: 'changes',
      title: text((t) => t.disclaimer.sections.changes.title),
      paragraphs: [text((t) => t.disclaimer.sections.changes.paragraphs[0], { email: brand.email })],
    },
  ],
};
