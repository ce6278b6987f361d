import type { Localized } from './locale.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/childAndYouthAgeScope.ts').default>('childAndYouthAgeScope', {
  nl: () => import('./nl/childAndYouthAgeScope.ts'),
  en: () => import('./en/childAndYouthAgeScope.ts'),
  tr: () => import('./tr/childAndYouthAgeScope.ts'),
});

/**
 * The spec states the child and youth age limit two ways; both are kept, named by where they
 * are used. "Up to" means younger than. A module of its own (a business fact of
 * docs/product-rules.md §9, like those in facts.ts), so the child offer, treatments, approach and
 * waiting-time pages and the registration chooser need not load facts.ts and its texts to say it.
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
