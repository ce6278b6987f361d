import { localeDescriptor, type Locale, type Localized } from '../locale.ts';
import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand, formatAddress, locations } from '../brand.ts';
import { contractedMunicipalities } from '../municipalities.ts';
import { insurerGroups } from '../insurers.ts';
import { director } from '../director.ts';
import { contentStrings } from '../contentStrings.ts';

const text = contentStrings<typeof import('../nl/legal/qualityStatute.ts').default>('legal/qualityStatute', {
  nl: () => import('../nl/legal/qualityStatute.ts'),
  en: () => import('../en/legal/qualityStatute.ts'),
  tr: () => import('../tr/legal/qualityStatute.ts'),
});

export type InfoSection = { id: string; title: Localized; text: Localized };

/** The four information blocks at the top of /kwaliteitsstatuut. */
export const qualityStatuteInfo: readonly InfoSection[] = [
  {
    id: 'what-is-it',
    title: text((t) => t.qualityStatuteInfo[0].title),
    text: text((t) => t.qualityStatuteInfo[0].text),
  },
  {
    id: 'lead-practitioner',
    title: text((t) => t.qualityStatuteInfo[1].title),
    text: text((t) => t.qualityStatuteInfo[1].text),
  },
  {
    id: 'quality-assurance',
    title: text((t) => t.qualityStatuteInfo[2].title),
    text: text((t) => t.qualityStatuteInfo[2].text),
  },
  {
    id: 'complaints-and-disputes',
    title: text((t) => t.qualityStatuteInfo[3].title),
    text: text((t) => t.qualityStatuteInfo[3].text),
  },
];

const locationList = locations.map(formatAddress).join('; ');
/** A list in running text, joined as the language joins it: "A, B and C", "A, B en C", "A, B ve C". */
const joinedList = (items: readonly string[]) => (locale: Locale) =>
  new Intl.ListFormat(localeDescriptor(locale).ariaLocale, { type: 'conjunction' }).format(items);
const municipalityList = joinedList(contractedMunicipalities);
const insurerList = joinedList(insurerGroups.map((group) => group.name));

/** The full quality statute, collapsed by default on /kwaliteitsstatuut. */
export const qualityStatute: LongText = {
  id: 'kwaliteitsstatuut',
  title: text((t) => t.qualityStatute.title),
  intro: text((t) => t.qualityStatute.intro),
  lastUpdated: yearFacts.textsUpdated.qualityStatute,
  sections: [
    {
      id: 'general-information',
      title: text((t) => t.qualityStatute.sections[0].title),
      paragraphs: [
        text((t) => t.qualityStatute.sections[0].paragraphs[0], {
          name: brand.name,
          locationList,
          phone: brand.phone,
          email: brand.email,
          siteUrl: brand.siteUrl,
          agbCode: brand.agbCode,
          kvkNumber: brand.kvkNumber,
        }),
      ],
    },
    {
      id: 'target-group-and-offer',
      title: text((t) => t.qualityStatute.sections[1].title),
      paragraphs: [
        text((t) => t.qualityStatute.sections[1].paragraphs[0]),
        text((t) => t.qualityStatute.sections[1].paragraphs[1]),
        text((t) => t.qualityStatute.sections[1].paragraphs[2]),
      ],
    },
    {
      id: 'professionals',
      title: text((t) => t.qualityStatute.sections[2].title),
      paragraphs: [
        text((t) => t.qualityStatute.sections[2].paragraphs[0]),
        text((t) => t.qualityStatute.sections[2].paragraphs[1]),
      ],
    },
    {
      id: 'collaboration',
      title: text((t) => t.qualityStatute.sections[3].title),
      paragraphs: [text((t) => t.qualityStatute.sections[3].paragraphs[0])],
      bullets: [
        text((t) => t.qualityStatute.sections[3].bullets[0]),
        text((t) => t.qualityStatute.sections[3].bullets[1]),
        text((t) => t.qualityStatute.sections[3].bullets[2]),
        text((t) => t.qualityStatute.sections[3].bullets[3]),
        text((t) => t.qualityStatute.sections[3].bullets[4]),
      ],
    },
    {
      id: 'contracts-and-rates',
      title: text((t) => t.qualityStatute.sections[4].title),
      paragraphs: [
        text(
          (t) => t.qualityStatute.sections[4].paragraphs[0],
          (locale) => ({ insurerList: insurerList(locale) }),
        ),
        text(
          (t) => t.qualityStatute.sections[4].paragraphs[1],
          (locale) => ({ municipalityList: municipalityList(locale) }),
        ),
      ],
    },
    {
      id: 'quality-policy',
      title: text((t) => t.qualityStatute.sections[5].title),
      paragraphs: [text((t) => t.qualityStatute.sections[5].paragraphs[0])],
      bullets: [
        text((t) => t.qualityStatute.sections[5].bullets[0]),
        text((t) => t.qualityStatute.sections[5].bullets[1]),
        text((t) => t.qualityStatute.sections[5].bullets[2]),
        text((t) => t.qualityStatute.sections[5].bullets[3]),
        text((t) => t.qualityStatute.sections[5].bullets[4]),
        text((t) => t.qualityStatute.sections[5].bullets[5]),
      ],
    },
    {
      id: 'complaints',
      title: text((t) => t.qualityStatute.sections[6].title),
      paragraphs: [text((t) => t.qualityStatute.sections[6].paragraphs[0], { complaintsEmail: brand.complaintsEmail })],
    },
    {
      id: 'registration-and-intake',
      title: text((t) => t.qualityStatute.sections[7].title),
      paragraphs: [
        text((t) => t.qualityStatute.sections[7].paragraphs[0]),
        text((t) => t.qualityStatute.sections[7].paragraphs[1]),
      ],
    },
    {
      id: 'diagnosis-and-treatment-plan',
      title: text((t) => t.qualityStatute.sections[8].title),
      paragraphs: [text((t) => t.qualityStatute.sections[8].paragraphs[0])],
    },
    {
      id: 'treatment-and-evaluation',
      title: text((t) => t.qualityStatute.sections[9].title),
      paragraphs: [
        text((t) => t.qualityStatute.sections[9].paragraphs[0]),
        text((t) => t.qualityStatute.sections[9].paragraphs[1]),
      ],
    },
    {
      id: 'completion-and-aftercare',
      title: text((t) => t.qualityStatute.sections[10].title),
      paragraphs: [text((t) => t.qualityStatute.sections[10].paragraphs[0])],
    },
    {
      id: 'declaration',
      title: text((t) => t.qualityStatute.sections[11].title),
      paragraphs: [
        text(
          (t) => t.qualityStatute.sections[11].paragraphs[0],
          (locale) => ({ name: director.name, role: director.role[locale].toLocaleLowerCase(locale) }),
        ),
      ],
    },
  ],
};
