import type { Localized } from './locale.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/director.ts').default>('director', (locale) => import(`./${locale}/director.ts`));

/**
 * The managing director: first in the team directory (team.ts), and named by the quality statute
 * and the vacancy. A module of its own, so those two pages need not load the whole team.
 */
export const director: { readonly id: string; readonly name: string; readonly role: Localized } = {
  id: 'nesrin-dogan',
  name: 'Nesrin Doğan',
  role: text((t) => t.role),
};
