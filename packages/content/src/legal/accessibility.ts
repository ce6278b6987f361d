import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand } from '../brand.ts';
import { contentStrings } from '../contentStrings.ts';

const text = contentStrings<typeof import('../nl/legal/accessibility.ts').default>('legal/accessibility', {
  nl: () => import('../nl/legal/accessibility.ts'),
  en: () => import('../en/legal/accessibility.ts'),
  tr: () => import('../tr/legal/accessibility.ts'),
});

/** The accessibility statement (a page for it comes later): WCAG 2.2 AA, how we test, limits. */
export const accessibilityStatement: LongText = {
  id: 'toegankelijkheid',
  title: text((t) => t.accessibilityStatement.title),
  intro: text((t) => t.accessibilityStatement.intro),
  lastUpdated: yearFacts.textsUpdated.accessibility,
  sections: [
    {
      id: 'standard',
      title: text((t) => t.accessibilityStatement.sections[0].title),
      paragraphs: [text((t) => t.accessibilityStatement.sections[0].paragraphs[0])],
    },
    {
      id: 'what-we-do',
      title: text((t) => t.accessibilityStatement.sections[1].title),
      paragraphs: [text((t) => t.accessibilityStatement.sections[1].paragraphs[0])],
      bullets: [
        text((t) => t.accessibilityStatement.sections[1].bullets[0]),
        text((t) => t.accessibilityStatement.sections[1].bullets[1]),
        text((t) => t.accessibilityStatement.sections[1].bullets[2]),
        text((t) => t.accessibilityStatement.sections[1].bullets[3]),
        text((t) => t.accessibilityStatement.sections[1].bullets[4]),
        text((t) => t.accessibilityStatement.sections[1].bullets[5]),
      ],
    },
    {
      id: 'how-we-test',
      title: text((t) => t.accessibilityStatement.sections[2].title),
      paragraphs: [text((t) => t.accessibilityStatement.sections[2].paragraphs[0])],
      bullets: [
        text((t) => t.accessibilityStatement.sections[2].bullets[0]),
        text((t) => t.accessibilityStatement.sections[2].bullets[1]),
        text((t) => t.accessibilityStatement.sections[2].bullets[2]),
        text((t) => t.accessibilityStatement.sections[2].bullets[3]),
      ],
      closing: [text((t) => t.accessibilityStatement.sections[2].closing[0])],
    },
    {
      id: 'known-limitations',
      title: text((t) => t.accessibilityStatement.sections[3].title),
      paragraphs: [text((t) => t.accessibilityStatement.sections[3].paragraphs[0])],
      bullets: [
        text((t) => t.accessibilityStatement.sections[3].bullets[0]),
        text((t) => t.accessibilityStatement.sections[3].bullets[1]),
        text((t) => t.accessibilityStatement.sections[3].bullets[2]),
      ],
    },
    {
      id: 'report-a-problem',
      title: text((t) => t.accessibilityStatement.sections[4].title),
      paragraphs: [text((t) => t.accessibilityStatement.sections[4].paragraphs[0], { email: brand.email, phone: brand.phone })],
    },
  ],
};
