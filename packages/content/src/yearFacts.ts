import { localeDescriptor, locales, type Locale, type Localized } from './locale.ts';

/**
 * Every fact that changes with the calendar year, in one place, with the year it holds for.
 * The build warns when `year` is past (site/vite.config.ts): then check each value below.
 */
export const yearFacts = {
  year: 2026,
  /** The mandatory deductible (verplicht eigen risico) of the basic health insurance, in euros. */
  deductibleEuros: 385,
  /** What a cancellation later than 24 hours ahead, or not coming, may cost, in euros (the terms' tariff). */
  lateCancellationFeeEuros: 60,
  /** When each long text last changed (ISO dates). */
  textsUpdated: {
    privacy: '2026-11-24',
    // The liability limitation was taken out (docs/product-rules.md, "Liability" under "Legal and factual statements").
    terms: '2026-12-02',
    disclaimer: '2025-09-01',
    complaints: '2026-11-24',
    accessibility: '2025-09-01',
    qualityStatute: '2026-11-24',
  },
} as const satisfies {
  year: number;
  deductibleEuros: number;
  lateCancellationFeeEuros: number;
  textsUpdated: Readonly<Record<string, `${number}-${number}-${number}`>>;
};

/** The locale a language formats numbers, money and dates with (its descriptor's: British English for English). */
function formattingLocale(locale: Locale): string {
  return localeDescriptor(locale).ariaLocale;
}

/** An amount in whole euros, as the language writes it ("€ 385", "€385"). */
export function formatEuros(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(formattingLocale(locale), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** An ISO date ("2026-11-23") written out in full, in UTC so prerender and browser agree. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/**
 * A text per language, built from one function, so a formatted fact reads the same everywhere.
 * Each language is built when first read, not when the module is evaluated: in the site's client a
 * language's text is loaded only when it is shown (contentStrings.ts), so building every
 * language at once would read texts that are not there.
 */
export function perLocale(text: (locale: Locale) => string): Localized {
  const value = {} as Record<Locale, string>;
  for (const locale of locales) {
    let built: string | undefined;
    Object.defineProperty(value, locale, { enumerable: true, get: () => (built ??= text(locale)) });
  }
  return value;
}
