import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand } from '../brand.ts';
import { contentStrings } from '../contentStrings.ts';

const text = contentStrings<typeof import('../nl/legal/accessibility.ts').default>(
  'legal/accessibility',
  (locale) => import(`../${locale}/legal/accessibility.ts`),
);

/** The accessibility statement (a page for it comes later): WCAG 2.2 AA, how we test, limits. */
export const accessibilityStatement: LongText = {
  id: 'toegankelijkheid',
  title: text((t) => t.accessibilityStatement.title),
  intro: text((t) => t.accessibilityStatement.intro),
  lastUpdated: yearFacts.textsUpdated.accessibility,
  sections: [
    {
      id: 'standard',
      title: text((t) => t.accessibilityStatement.sections.standard.title),
      paragraphs: [text((t) => t.accessibilityStatement.sections.standard.paragraphs[0])],
    },
    {
      id: 'what-we-do',
      title: text((t) => t.accessibilityStatement.sections['what-we-do'].title),
      paragraphs: [text((t) => t.accessibilityStatement.sections['what-we-do'].paragraphs[0])],
      bullets: [
        text((t) => t.accessibilityStatement.sections['what-we-do'].bullets[0]),
        text((t) => t.accessibilityStatement.sections['what-we-do'].bullets[1]),
        text((t) => t.accessibilityStatement.sections['what-we-do'].bullets[2]),
        text((t) => t.accessibilityStatement.sections['what-we-do'].bullets[3]),
        text((t) => t.accessibilityStatement.sections['what-we-do'].bullets[4]),
        text((t) => t.accessibilityStatement.sections['what-we-do'].bullets[5]),
      ],
    },
    {
      id: 'how-we-test',
      title: text((t) => t.accessibilityStatement.sections['how-we-test'].title),
      paragraphs: [text((t) => t.accessibilityStatement.sections['how-we-test'].paragraphs[0])],
      bullets: [
        text((t) => t.accessibilityStatement.sections['how-we-test'].bullets[0]),
        text((t) => t.accessibilityStatement.sections['how-we-test'].bullets[1]),
        text((t) => t.accessibilityStatement.sections['how-we-test'].bullets[2]),
        text((t) => t.accessibilityStatement.sections['how-we-test'].bullets[3]),
      ],
      closing: [text((t) => t.accessibilityStatement.sections['how-we-test'].closing[0])],
    },
    {
      id: 'known-limitations',
      title: text((t) => t.accessibilityStatement.sections['known-limitations'].title),
      paragraphs: [text((t) => t.accessibilityStatement.sections['known-limitations'].paragraphs[0])],
      bullets: [
        text((t) => t.accessibilityStatement.sections['known-limitations'].bullets[0]),
        text((t) => t.accessibilityStatement.sections['known-limitations'].bullets[1]),
        text((t) => t.accessibilityStatement.sections['known-limitations'].bullets[2]),
      ],
    },
    {
      id: 'report-a-problem',
      title: text((t) => t.accessibilityStatement.sections['report-a-problem'].title),
      paragraphs: [
        text((t) => t.accessibilityStatement.sections['report-a-problem'].paragraphs[0], {
          email: brand.email,
          phone: brand.phone,
        }),
      ],
    },
  ],
};
