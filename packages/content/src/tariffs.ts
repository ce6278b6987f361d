import type { Localized } from './locale.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/tariffs.ts').default>('tariffs', (locale) => import(`./${locale}/tariffs.ts`));

/**
 * What care costs, as the NZa's transparency rule asks a provider to tell its clients
 * (docs/product-rules.md, "Tariffs"): a rate per consultation, paid by the health insurer or the
 * municipality at the rate agreed with them, and the NZa's maximum rates for what a client pays
 * themselves. The amounts are the NZa's, published in its own tariff finder, so they are linked
 * rather than copied here, where they would go stale every January.
 */
export const tariffs: { title: Localized; text: Localized; finder: { href: string; label: Localized } } = {
  title: text((t) => t.title),
  text: text((t) => t.text),
  finder: {
    // The NZa's site for the zorgprestatiemodel, the ggz payment model, with its tariff finder.
    href: 'https://zorgprestatiemodel.nza.nl/',
    label: text((t) => t.finderLabel),
  },
};
