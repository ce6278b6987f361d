import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand } from '../brand.ts';
import { medicalFileRetention } from '../facts.ts';
import { contentStrings } from '../contentStrings.ts';

const text = contentStrings<typeof import('../nl/legal/privacy.ts').default>('legal/privacy', {
  nl: () => import('../nl/legal/privacy.ts'),
  en: () => import('../en/legal/privacy.ts'),
  tr: () => import('../tr/legal/privacy.ts'),
});

const years = medicalFileRetention.years;

/** The privacy statement (/privacy): what we do with personal data, under the AVG (GDPR). */
export const privacyStatement: LongText = {
  id: 'privacy',
  title: text((t) => t.privacyStatement.title),
  intro: text((t) => t.privacyStatement.intro),
  lastUpdated: yearFacts.textsUpdated.privacy,
  sections: [
    {
      id: 'who-we-are',
      title: text((t) => t.privacyStatement.sections[0].title),
      paragraphs: [
        text((t) => t.privacyStatement.sections[0].paragraphs[0]),
        text((t) => t.privacyStatement.sections[0].paragraphs[1], { privacyEmail: brand.privacyEmail }),
      ],
    },
    {
      id: 'data-we-process',
      title: text((t) => t.privacyStatement.sections[1].title),
      paragraphs: [text((t) => t.privacyStatement.sections[1].paragraphs[0])],
      bullets: [
        text((t) => t.privacyStatement.sections[1].bullets[0]),
        text((t) => t.privacyStatement.sections[1].bullets[1]),
        text((t) => t.privacyStatement.sections[1].bullets[2]),
        text((t) => t.privacyStatement.sections[1].bullets[3]),
        text((t) => t.privacyStatement.sections[1].bullets[4]),
        text((t) => t.privacyStatement.sections[1].bullets[5]),
      ],
    },
    {
      id: 'purposes',
      title: text((t) => t.privacyStatement.sections[2].title),
      paragraphs: [text((t) => t.privacyStatement.sections[2].paragraphs[0])],
      bullets: [
        text((t) => t.privacyStatement.sections[2].bullets[0]),
        text((t) => t.privacyStatement.sections[2].bullets[1]),
        text((t) => t.privacyStatement.sections[2].bullets[2]),
        text((t) => t.privacyStatement.sections[2].bullets[3]),
        text((t) => t.privacyStatement.sections[2].bullets[4]),
        text((t) => t.privacyStatement.sections[2].bullets[5]),
      ],
    },
    {
      id: 'legal-basis',
      title: text((t) => t.privacyStatement.sections[3].title),
      paragraphs: [
        text((t) => t.privacyStatement.sections[3].paragraphs[0]),
        text((t) => t.privacyStatement.sections[3].paragraphs[1]),
      ],
    },
    {
      id: 'sharing',
      title: text((t) => t.privacyStatement.sections[4].title),
      paragraphs: [text((t) => t.privacyStatement.sections[4].paragraphs[0])],
      bullets: [
        text((t) => t.privacyStatement.sections[4].bullets[0]),
        text((t) => t.privacyStatement.sections[4].bullets[1]),
        text((t) => t.privacyStatement.sections[4].bullets[2]),
        text((t) => t.privacyStatement.sections[4].bullets[3]),
      ],
      closing: [text((t) => t.privacyStatement.sections[4].closing[0])],
    },
    {
      id: 'children',
      title: text((t) => t.privacyStatement.sections[5].title),
      paragraphs: [
        text((t) => t.privacyStatement.sections[5].paragraphs[0]),
        text((t) => t.privacyStatement.sections[5].paragraphs[1]),
      ],
    },
    {
      id: 'security',
      title: text((t) => t.privacyStatement.sections[6].title),
      paragraphs: [text((t) => t.privacyStatement.sections[6].paragraphs[0])],
      bullets: [
        text((t) => t.privacyStatement.sections[6].bullets[0]),
        text((t) => t.privacyStatement.sections[6].bullets[1]),
        text((t) => t.privacyStatement.sections[6].bullets[2]),
        text((t) => t.privacyStatement.sections[6].bullets[3]),
      ],
    },
    {
      id: 'retention',
      title: text((t) => t.privacyStatement.sections[7].title),
      paragraphs: [text((t) => t.privacyStatement.sections[7].paragraphs[0])],
      bullets: [
        text((t) => t.privacyStatement.sections[7].bullets[0], { years }),
        text((t) => t.privacyStatement.sections[7].bullets[1]),
        text((t) => t.privacyStatement.sections[7].bullets[2]),
        text((t) => t.privacyStatement.sections[7].bullets[3]),
      ],
    },
    {
      id: 'your-rights',
      title: text((t) => t.privacyStatement.sections[8].title),
      paragraphs: [text((t) => t.privacyStatement.sections[8].paragraphs[0])],
      bullets: [
        text((t) => t.privacyStatement.sections[8].bullets[0]),
        text((t) => t.privacyStatement.sections[8].bullets[1]),
        text((t) => t.privacyStatement.sections[8].bullets[2]),
        text((t) => t.privacyStatement.sections[8].bullets[3]),
        text((t) => t.privacyStatement.sections[8].bullets[4]),
        text((t) => t.privacyStatement.sections[8].bullets[5]),
      ],
      closing: [text((t) => t.privacyStatement.sections[8].closing[0], { privacyEmail: brand.privacyEmail })],
    },
    {
      id: 'website',
      title: text((t) => t.privacyStatement.sections[9].title),
      paragraphs: [
        text((t) => t.privacyStatement.sections[9].paragraphs[0]),
        text((t) => t.privacyStatement.sections[9].paragraphs[1]),
      ],
    },
    {
      id: 'questions-and-complaints',
      title: text((t) => t.privacyStatement.sections[10].title),
      paragraphs: [
        text((t) => t.privacyStatement.sections[10].paragraphs[0], { privacyEmail: brand.privacyEmail }),
        text((t) => t.privacyStatement.sections[10].paragraphs[1]),
      ],
    },
    {
      id: 'changes',
      title: text((t) => t.privacyStatement.sections[11].title),
      paragraphs: [text((t) => t.privacyStatement.sections[11].paragraphs[0])],
    },
  ],
};
