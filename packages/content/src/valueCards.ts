import type { Value } from './values.ts';
import { coreValues } from './values.ts';
import { Compass, GraduationCap, Handshake, Languages, Users, type Icon } from './icons.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/valueCards.ts').default>(
  'valueCards',
  (locale) => import(`./${locale}/valueCards.ts`),
);

/**
 * The values as tiles with an icon: the core values (the about and mission pages) and the team
 * page's. A module of its own, apart from values.ts, so the pages that list the core values as
 * text (home, careers) load none of these icons.
 */
export type ValueCard = Value & { icon: Icon };

const coreValueIcons: Readonly<Record<string, Icon>> = { connection: Handshake, diversity: Languages, customization: Compass };

/** The core values (values.ts) with their icons. */
export const coreValueCards: readonly ValueCard[] = coreValues.map((value) => {
  const icon = coreValueIcons[value.id];
  if (!icon) throw new Error(`No icon for the core value ${value.id}`);
  return { ...value, icon };
});

/** The three cards at the top of the team page. */
export const teamValues: readonly ValueCard[] = [
  {
    id: 'diversity',
    title: text((t) => t.teamValues.diversity.title),
    description: text((t) => t.teamValues.diversity.description),
    icon: Languages,
  },
  {
    id: 'multidisciplinary',
    title: text((t) => t.teamValues.multidisciplinary.title),
    description: text((t) => t.teamValues.multidisciplinary.description),
    icon: Users,
  },
  {
    id: 'professional-development',
    title: text((t) => t.teamValues['professional-development'].title),
    description: text((t) => t.teamValues['professional-development'].description),
    icon: GraduationCap,
  },
];
