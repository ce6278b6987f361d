import type { Localized } from './locale.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/values.ts').default>('values', (locale) => import(`./${locale}/values.ts`));

/** A value of the practice: a title and a sentence. */
export type Value = {
  id: string;
  title: Localized;
  description: Localized;
};

/**
 * The three core values, on the home page, the about page, the mission page and in the careers
 * 'about the practice' section: connection, diversity, customization (custom care). The about and
 * mission pages draw them with icons (coreValueCards in valueCards.ts).
 */
export const coreValues: readonly Value[] = [
  {
    id: 'connection',
    title: text((t) => t.coreValues.connection.title),
    description: text((t) => t.coreValues.connection.description),
  },
  {
    id: 'diversity',
    title: text((t) => t.coreValues.diversity.title),
    description: text((t) => t.coreValues.diversity.description),
  },
  {
    id: 'customization',
    title: text((t) => t.coreValues.customization.title),
    description: text((t) => t.coreValues.customization.description),
  },
];
