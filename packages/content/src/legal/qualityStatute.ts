import { localeDescriptor, type Locale, type Localized } from '../locale.ts';
import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand, formatAddress, locations } from '../brand.ts';
import { contractedMunicipalities } from '../municipalities.ts';
import { insurerGroups } from '../insurers.ts';
import { director } from '../director.ts';
import { contentStrings } from '../contentStrings.ts';

const text = contentStrings<typeof import('../nl/legal/qualityStatute.ts').default>(
  'legal/qualityStatute',
  (locale) => import(`../${locale}/legal/qualityStatute.ts`),
);

export type InfoSection = { id: string; title: Localized; text: Localized };

/** The four information blocks at the top of /kwaliteitsstatuut. */
export const qualityStatuteInfo: readonly InfoSection[] = [
  {
    id: 'what-is-it',
    title: text((t) => t.qualityStatuteInfo['what-is-it'].title),
    text: text((t) => t.qualityStatuteInfo['what-is-it'].text),
  },
  {
    id: 'lead-practitioner',
    title: text((t) => t.qualityStatuteInfo['lead-practitioner'].title),
    text: text((t) => t.qualityStatuteInfo['lead-practitioner'].text),
  },
  {
    id: 'quality-assurance',
    title: text((t) => t.qualityStatuteInfo['quality-assurance'].title),
    text: text((t) => t.qualityStatuteInfo['quality-assurance'].text),
  },
  {
    id: 'complaints-and-disputes',
    title: text((t) => t.qualityStatuteInfo['complaints-and-disputes'].title),
    text: text((t) => t.qualityStatuteInfo['complaints-and-disputes'].text),
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
      title: text((t) => t.qualityStatute.sections['general-information'].title),
      paragraphs: [
        text((t) => t.qualityStatute.sections['general-information'].paragraphs[0], {
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
      title: text((t) => t.qualityStatute.sections['target-group-and-offer'].title),
      paragraphs: [
        text((t) => t.qualityStatute.sections['target-group-and-offer'].paragraphs[0]),
        text((t) => t.qualityStatute.sections['target-group-and-offer'].paragraphs[1]),
        text((t) => t.qualityStatute.sections['target-group-and-offer'].paragraphs[2]),
      ],
    },
    {
      id: 'professionals',
      title: text((t) => t.qualityStatute.sections.professionals.title),
      paragraphs: [
        text((t) => t.qualityStatute.sections.professionals.paragraphs[0]),
        text((t) => t.qualityStatute.sections.professionals.paragraphs[1]),
      ],
    },
    {
      id: 'collaboration',
      title: text((t) => t.qualityStatute.sections.collaboration.title),
      paragraphs: [text((t) => t.qualityStatute.sections.collaboration.paragraphs[0])],
      bullets: [
        text((t) => t.qualityStatute.sections.collaboration.bullets[0]),
        text((t) => t.qualityStatute.sections.collaboration.bullets[1]),
        text((t) => t.qualityStatute.sections.collaboration.bullets[2]),
        text((t) => t.qualityStatute.sections.collaboration.bullets[3]),
        text((t) => t.qualityStatute.sections.collaboration.bullets[4]),
      ],
    },
    {
      id: 'contracts-and-rates',
      title: text((t) => t.qualityStatute.sections['contracts-and-rates'].title),
      paragraphs: [
        text(
          (t) => t.qualityStatute.sections['contracts-and-rates'].paragraphs[0],
          (locale) => ({ insurerList: insurerList(locale) }),
        ),
        text(
          (t) => t.qualityStatute.sections['contracts-and-rates'].paragraphs[1],
          (locale) => ({ municipalityList: municipalityList(locale) }),
        ),
      ],
    },
    {
      id: 'quality-policy',
      title: text((t) => t.qualityStatute.sections['quality-policy'].title),
      paragraphs: [text((t) => t.qualityStatute.sections['quality-policy'].paragraphs[0])],
      bullets: [
        text((t) => t.qualityStatute.sections['quality-policy'].bullets[0]),
        text((t) => t.qualityStatute.sections['quality-policy'].bullets[1]),
        text((t) => t.qualityStatute.sections['quality-policy'].bullets[2]),
        text((t) => t.qualityStatute.sections['quality-policy'].bullets[3]),
        text((t) => t.qualityStatute.sections['quality-policy'].bullets[4]),
        text((t) => t.qualityStatute.sections['quality-policy'].bullets[5]),
      ],
    },
    {
      id: 'complaints',
      title: text((t) => t.qualityStatute.sections.complaints.title),
      paragraphs: [text((t) => t.qualityStatute.sections.complaints.paragraphs[0], { complaintsEmail: brand.complaintsEmail })],
    },
    {
      id: 'registration-and-intake',
      title: text((t) => t.qualityStatute.sections['registration-and-intake'].title),
      paragraphs: [
        text((t) => t.qualityStatute.sections['registration-and-intake'].paragraphs[0]),
        text((t) => t.qualityStatute.sections['registration-and-intake'].paragraphs[1]),
      ],
    },
    {
      id: 'diagnosis-and-treatment-plan',
      title: text((t) => t.qualityStatute.sections['diagnosis-and-treatment-plan'].title),
      paragraphs: [text((t) => t.qualityStatute.sections['diagnosis-and-treatment-plan'].paragraphs[0])],
    },
    {
      id: 'treatment-and-evaluation',
      title: text((t) => t.qualityStatute.sections['treatment-and-evaluation'].title),
      paragraphs: [
        text((t) => t.qualityStatute.sections['treatment-and-evaluation'].paragraphs[0]),
        text((t) => t.qualityStatute.sections['treatment-and-evaluation'].paragraphs[1]),
      ],
    },
    {
      id: 'completion-and-aftercare',
      title: text((t) => t.qualityStatute.sections['completion-and-aftercare'].title),
      paragraphs: [text((t) => t.qualityStatute.sections['completion-and-aftercare'].paragraphs[0])],
    },
    {
      id: 'declaration',
      title: text((t) => t.qualityStatute.sections.declaration.title),
      paragraphs: [
        text(
          (t) => t.qualityStatute.sections.declaration.paragraphs[0],
          (locale) => ({ name: director.name, role: director.role[locale].toLocaleLowerCase(locale) }),
        ),
      ],
    },
  ],
};
