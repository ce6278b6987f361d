// Who each department is for: business facts of docs/product-rules.md §9 like those in facts.ts,
// in a module of their own so that the child offer, treatments, approach and waiting-time pages and
// the registration chooser need not load facts.ts and its texts to say it.

import type { Localized } from './locale.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/ageScopes.ts').default>(
  'ageScopes',
  (locale) => import(`./${locale}/ageScopes.ts`),
);

/**
 * The spec states the child and youth age limit two ways; both are kept, named by where they
 * are used. "Up to" means younger than.
 */
export const childAndYouthAgeScope = {
  /** Offer, waiting-time and registration pages: up to 23; the adult form is from 23. */
  offerWaitingTimeAndRegistrationPages: {
    upToAge: 23,
    text: text((t) => t.offerWaitingTimeAndRegistrationPages.text),
  },
  /** Child treatments overview and child approach pages: up to 18. */
  treatmentsAndApproachPages: {
    upToAge: 18,
    text: text((t) => t.treatmentsAndApproachPages.text),
  },
} as const satisfies Record<string, { upToAge: number; text: Localized }>;

/** The adult registration form is for people from this age (docs/product-rules.md §1). */
export const adultAgeScope = {
  fromAge: 23,
  text: text((t) => t.adults.text),
} as const satisfies { fromAge: number; text: Localized };
