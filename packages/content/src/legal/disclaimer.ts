import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand } from '../brand.ts';
import { contentStrings } from '../contentStrings.ts';

const text = contentStrings<typeof import('../nl/legal/disclaimer.ts').default>('legal/disclaimer', {
  nl: () => import('../nl/legal/disclaimer.ts'),
  en: () => import('../en/legal/disclaimer.ts'),
  tr: () => import('../tr/legal/disclaimer.ts'),
});

/** The disclaimer (/disclaimer): what this website's information is and is not. */
export const disclaimer: LongText = {
  id: 'disclaimer',
  title: text((t) => t.disclaimer.title),
  intro: text((t) => t.disclaimer.intro, { site: brand.siteUrl.replace('https://', '') }),
  lastUpdated: yearFacts.textsUpdated.disclaimer,
  sections: [
    {
      id: 'general-information',
      title: text((t) => t.disclaimer.sections[0].title),
      paragraphs: [text((t) => t.disclaimer.sections[0].paragraphs[0])],
    },
    {
      id: 'not-for-emergencies',
      title: text((t) => t.disclaimer.sections[1].title),
      paragraphs: [text((t) => t.disclaimer.sections[1].paragraphs[0])],
    },
    {
      id: 'accuracy',
      title: text((t) => t.disclaimer.sections[2].title),
      paragraphs: [text((t) => t.disclaimer.sections[2].paragraphs[0])],
    },
    {
      id: 'external-links',
      title: text((t) => t.disclaimer.sections[3].title),
      paragraphs: [text((t) => t.disclaimer.sections[3].paragraphs[0])],
    },
    {
      id: 'forms-and-email',
      title: text((t) => t.disclaimer.sections[4].title),
      paragraphs: [text((t) => t.disclaimer.sections[4].paragraphs[0])],
    },
    {
      id: 'intellectual-property',
      title: text((t) => t.disclaimer.sections[5].title),
      paragraphs: [text((t) => t.disclaimer.sections[5].paragraphs[0])],
    },
    {
      id: 'translations',
      title: text((t) => t.disclaimer.sections[6].title),
      paragraphs: [text((t) => t.disclaimer.sections[6].paragraphs[0])],
    },
    {
      id: 'changes',
      title: text((t) => t.disclaimer.sections[7].title),
      paragraphs: [text((t) => t.disclaimer.sections[7].paragraphs[0], { email: brand.email })],
    },
  ],
};
