import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand } from '../brand.ts';
import { medicalFileRetention } from '../facts.ts';
import { contentStrings } from '../contentStrings.ts';

const text = contentStrings<typeof import('../nl/legal/privacy.ts').default>(
  'legal/privacy',
  (locale) => import(`../${locale}/legal/privacy.ts`),
);

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
      title: text((t) => t.privacyStatement.sections['who-we-are'].title),
      paragraphs: [
        text((t) => t.privacyStatement.sections['who-we-are'].paragraphs[0]),
        text((t) => t.privacyStatement.sections['who-we-are'].paragraphs[1], { privacyEmail: brand.privacyEmail }),
      ],
    },
    {
      id: 'data-we-process',
      title: text((t) => t.privacyStatement.sections['data-we-process'].title),
      paragraphs: [text((t) => t.privacyStatement.sections['data-we-process'].paragraphs[0])],
      bullets: [
        text((t) => t.privacyStatement.sections['data-we-process'].bullets[0]),
        text((t) => t.privacyStatement.sections['data-we-process'].bullets[1]),
        text((t) => t.privacyStatement.sections['data-we-process'].bullets[2]),
        text((t) => t.privacyStatement.sections['data-we-process'].bullets[3]),
        text((t) => t.privacyStatement.sections['data-we-process'].bullets[4]),
        text((t) => t.privacyStatement.sections['data-we-process'].bullets[5]),
      ],
    },
    {
      id: 'purposes',
      title: text((t) => t.privacyStatement.sections.purposes.title),
      paragraphs: [text((t) => t.privacyStatement.sections.purposes.paragraphs[0])],
      bullets: [
        text((t) => t.privacyStatement.sections.purposes.bullets[0]),
        text((t) => t.privacyStatement.sections.purposes.bullets[1]),
        text((t) => t.privacyStatement.sections.purposes.bullets[2]),
        text((t) => t.privacyStatement.sections.purposes.bullets[3]),
        text((t) => t.privacyStatement.sections.purposes.bullets[4]),
        text((t) => t.privacyStatement.sections.purposes.bullets[5]),
      ],
    },
    {
      id: 'legal-basis',
      title: text((t) => t.privacyStatement.sections['legal-basis'].title),
      paragraphs: [
        text((t) => t.privacyStatement.sections['legal-basis'].paragraphs[0]),
        text((t) => t.privacyStatement.sections['legal-basis'].paragraphs[1]),
      ],
    },
    {
      id: 'sharing',
      title: text((t) => t.privacyStatement.sections.sharing.title),
      paragraphs: [text((t) => t.privacyStatement.sections.sharing.paragraphs[0])],
      bullets: [
        text((t) => t.privacyStatement.sections.sharing.bullets[0]),
        text((t) => t.privacyStatement.sections.sharing.bullets[1]),
        text((t) => t.privacyStatement.sections.sharing.bullets[2]),
        text((t) => t.privacyStatement.sections.sharing.bullets[3]),
      ],
      closing: [text((t) => t.privacyStatement.sections.sharing.closing[0])],
    },
    {
      id: 'children',
      title: text((t) => t.privacyStatement.sections.children.title),
      paragraphs: [
        text((t) => t.privacyStatement.sections.children.paragraphs[0]),
        text((t) => t.privacyStatement.sections.children.paragraphs[1]),
      ],
    },
    {
      id: 'security',
      title: text((t) => t.privacyStatement.sections.security.title),
      paragraphs: [text((t) => t.privacyStatement.sections.security.paragraphs[0])],
      bullets: [
        text((t) => t.privacyStatement.sections.security.bullets[0]),
        text((t) => t.privacyStatement.sections.security.bullets[1]),
        text((t) => t.privacyStatement.sections.security.bullets[2]),
        text((t) => t.privacyStatement.sections.security.bullets[3]),
      ],
    },
    {
      id: 'retention',
      title: text((t) => t.privacyStatement.sections.retention.title),
      paragraphs: [text((t) => t.privacyStatement.sections.retention.paragraphs[0])],
      bullets: [
        text((t) => t.privacyStatement.sections.retention.bullets[0], { years }),
        text((t) => t.privacyStatement.sections.retention.bullets[1]),
        text((t) => t.privacyStatement.sections.retention.bullets[2]),
        text((t) => t.privacyStatement.sections.retention.bullets[3]),
      ],
    },
    {
      id: 'your-rights',
      title: text((t) => t.privacyStatement.sections['your-rights'].title),
      paragraphs: [text((t) => t.privacyStatement.sections['your-rights'].paragraphs[0])],
      bullets: [
        text((t) => t.privacyStatement.sections['your-rights'].bullets[0]),
        text((t) => t.privacyStatement.sections['your-rights'].bullets[1]),
        text((t) => t.privacyStatement.sections['your-rights'].bullets[2]),
        text((t) => t.privacyStatement.sections['your-rights'].bullets[3]),
        text((t) => t.privacyStatement.sections['your-rights'].bullets[4]),
        text((t) => t.privacyStatement.sections['your-rights'].bullets[5]),
      ],
      closing: [text((t) => t.privacyStatement.sections['your-rights'].closing[0], { privacyEmail: brand.privacyEmail })],
    },
    {
      id: 'website',
      title: text((t) => t.privacyStatement.sections.website.title),
      paragraphs: [
        text((t) => t.privacyStatement.sections.website.paragraphs[0]),
        text((t) => t.privacyStatement.sections.website.paragraphs[1]),
      ],
    },
    {
      id: 'questions-and-complaints',
      title: text((t) => t.privacyStatement.sections['questions-and-complaints'].title),
      paragraphs: [
        text((t) => t.privacyStatement.sections['questions-and-complaints'].paragraphs[0], { privacyEmail: brand.privacyEmail }),
        text((t) => t.privacyStatement.sections['questions-and-complaints'].paragraphs[1]),
      ],
    },
    {
      id: 'changes',
      title: text((t) => t.privacyStatement.sections.changes.title),
      paragraphs: [text((t) => t.privacyStatement.sections.changes.paragraphs[0])],
    },
  ],
};
