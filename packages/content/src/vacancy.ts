import type { Localized } from './locale.ts';
import { brand } from './brand.ts';
import { director } from './director.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/vacancy.ts').default>('vacancy', (locale) => import(`./${locale}/vacancy.ts`));

export const vacancySectionIds = ['about', 'role', 'offer', 'profile', 'terms'] as const;
export type VacancySectionId = (typeof vacancySectionIds)[number];

/** Only 'about' starts open on the careers page (docs/product-rules.md §4). */
export const initiallyOpenVacancySections: readonly VacancySectionId[] = ['about'];

export type VacancySection = {
  id: VacancySectionId;
  title: Localized;
  paragraphs: readonly Localized[];
  bullets?: readonly Localized[];
};

export type Vacancy = {
  id: string;
  title: Localized;
  subtitle: Localized;
  /** City and province. */
  location: Localized;
  hoursPerWeek: { min: number; max: number };
  hoursText: Localized;
  /** Badge on the openings card. */
  badge: Localized;
  /** Typed requirements (docs/product-rules.md §9), also spelled out in the 'profile' section. */
  requirements: {
    skjRegistration: true;
    bapdOrLogoDeclaration: true;
    minYearsExperience: number;
  };
  /** Collective labour agreement and salary scale. */
  salary: { cao: 'CAO GGZ'; scale: number; text: Localized };
  sections: readonly VacancySection[];
  contact: { name: string; title: Localized; email: string };
  /** The 'interested?' block: a lead above the contact person, and a closing line. */
  interested: { title: Localized; text: Localized; closing: Localized };
};

const emailDomain = brand.email.slice(brand.email.indexOf('@') + 1);

export const vacancy: Vacancy = {
  id: 'child-youth-psychologist-orthopedagogue',
  title: text((t) => t.vacancy.title),
  subtitle: text((t) => t.vacancy.subtitle),
  location: text((t) => t.vacancy.location),
  hoursPerWeek: { min: 24, max: 36 },
  hoursText: text((t) => t.vacancy.hoursText),
  badge: text((t) => t.vacancy.badge),
  requirements: { skjRegistration: true, bapdOrLogoDeclaration: true, minYearsExperience: 2 },
  salary: {
    cao: 'CAO GGZ',
    scale: 60,
    text: text((t) => t.vacancy.salary.text),
  },
  sections: [
    {
      id: 'about',
      title: text((t) => t.vacancy.sections.about.title),
      paragraphs: [text((t) => t.vacancy.sections.about.paragraphs[0]), text((t) => t.vacancy.sections.about.paragraphs[1])],
    },
    {
      id: 'role',
      title: text((t) => t.vacancy.sections.role.title),
      paragraphs: [text((t) => t.vacancy.sections.role.paragraphs[0]), text((t) => t.vacancy.sections.role.paragraphs[1])],
    },
    {
      id: 'offer',
      title: text((t) => t.vacancy.sections.offer.title),
      paragraphs: [text((t) => t.vacancy.sections.offer.paragraphs[0])],
      bullets: [
        text((t) => t.vacancy.sections.offer.bullets[0]),
        text((t) => t.vacancy.sections.offer.bullets[1]),
        text((t) => t.vacancy.sections.offer.bullets[2]),
        text((t) => t.vacancy.sections.offer.bullets[3]),
        text((t) => t.vacancy.sections.offer.bullets[4]),
      ],
    },
    {
      id: 'profile',
      title: text((t) => t.vacancy.sections.profile.title),
      paragraphs: [text((t) => t.vacancy.sections.profile.paragraphs[0])],
      bullets: [
        text((t) => t.vacancy.sections.profile.bullets[0]),
        text((t) => t.vacancy.sections.profile.bullets[1]),
        text((t) => t.vacancy.sections.profile.bullets[2]),
        text((t) => t.vacancy.sections.profile.bullets[3]),
        text((t) => t.vacancy.sections.profile.bullets[4]),
      ],
    },
    {
      id: 'terms',
      title: text((t) => t.vacancy.sections.terms.title),
      paragraphs: [text((t) => t.vacancy.sections.terms.paragraphs[0]), text((t) => t.vacancy.sections.terms.paragraphs[1])],
    },
  ],
  contact: {
    name: director.name,
    title: director.role,
    email: `n.dogan@${emailDomain}`,
  },
  interested: {
    title: text((t) => t.vacancy.interested.title),
    text: text((t) => t.vacancy.interested.text),
    closing: text((t) => t.vacancy.interested.closing),
  },
};
