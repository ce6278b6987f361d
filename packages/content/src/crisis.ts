import type { Localized } from './locale.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/crisis.ts').default>('crisis', (locale) => import(`./${locale}/crisis.ts`));

// In a module of its own, without top-level calls, so the footer and the home page, which show
// it on every route, do not pull the rest of facts.ts into the entry chunk.

export const crisisLineIds = ['emergency', 'suicide-prevention', 'gp'] as const;
export type CrisisLineId = (typeof crisisLineIds)[number];

export type CrisisLine = {
  id: CrisisLineId;
  name: Localized;
  /** Number to dial, as displayed; absent when it depends on where you live. */
  phone?: string;
  /**
   * A shorter number that also works, as displayed. It costs a normal call; `phone` is the free one
   * (113 and 0800-0113: docs/product-rules.md, "Crisis line 113" under "Legal and factual statements").
   */
  shortNumber?: string;
  availability: Localized;
  description: Localized;
};

/**
 * Where to go when it cannot wait. Ankerlicht is not a crisis service; every page that talks
 * about urgency points here.
 */
export const crisisLines: readonly CrisisLine[] = [
  {
    id: 'emergency',
    name: text((t) => t.crisisLines.emergency.name),
    phone: '112',
    availability: text((t) => t.crisisLines.emergency.availability),
    description: text((t) => t.crisisLines.emergency.description),
  },
  {
    id: 'suicide-prevention',
    name: text((t) => t.crisisLines['suicide-prevention'].name),
    phone: '0800-0113',
    shortNumber: '113',
    availability: text((t) => t.crisisLines['suicide-prevention'].availability),
    description: text((t) => t.crisisLines['suicide-prevention'].description),
  },
  {
    id: 'gp',
    name: text((t) => t.crisisLines.gp.name),
    availability: text((t) => t.crisisLines.gp.availability),
    description: text((t) => t.crisisLines.gp.description),
  },
];

/** Ankerlicht does not offer crisis care: the sentence every urgency notice starts with. */
export const notACrisisService: Localized = text((t) => t.notACrisisService);
