import type { Localized } from './locale.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/registrationStop.ts').default>(
  'registrationStop',
  (locale) => import(`./${locale}/registrationStop.ts`),
);

/**
 * The red notice about the registration stop for the insurer group flagged in insurers.ts (the
 * adult financing and waiting-time pages, the registration forms). A module of its own, so a page
 * that shows only the notice need not load the insurer list and its texts.
 */
export const registrationStopNotice: { title: Localized; text: Localized } = {
  title: text((t) => t.registrationStopNotice.title),
  text: text((t) => t.registrationStopNotice.text),
};
