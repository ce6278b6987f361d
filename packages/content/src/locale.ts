import {
  defaultLocale as defaultCode,
  localeDescriptors as descriptors,
  localeOfPath as localeOf,
  localizedPath as pathIn,
  unlocalizedPath as pathOut,
} from './locales.js';

export { preferredLanguageKey } from './locales.js';

/** What the site knows about one of its languages (the entries live in locales.js). */
export type LocaleDescriptor = {
  /** The language's id in content, messages (translations/<code>.json) and storage. */
  readonly code: string;
  /** Where its pages live: '' for Dutch at the plain paths, '/en' and '/tr' for the others. */
  readonly pathPrefix: '' | `/${string}`;
  /** The `lang` attribute of its pages. */
  readonly lang: string;
  /** The `dir` attribute of its pages. */
  readonly dir: 'ltr' | 'rtl';
  /** React Aria's locale: the words React Aria says itself, and how numbers and dates are formatted. */
  readonly ariaLocale: string;
  /** Open Graph's `og:locale`. */
  readonly ogLocale: string;
  /** The language selector's button text. */
  readonly label: string;
  /** The language's name in itself, read by screen readers and announced on a change. */
  readonly name: string;
  /** The subsets of the text font its pages preload, so its letters paint in the final font at once. */
  readonly fontSubsets: readonly ('latin' | 'latin-ext')[];
};

/** The site's languages, Dutch first: the one list everything that lists languages loops over. */
export const localeDescriptors = descriptors satisfies readonly LocaleDescriptor[];
export type Locale = (typeof localeDescriptors)[number]['code'];

/** The language codes, in the order of `localeDescriptors`. */
export const locales: readonly Locale[] = localeDescriptors.map((descriptor) => descriptor.code);

/** Dutch is the source language and the fallback. */
export const defaultLocale: Locale = defaultCode satisfies Locale;

/** Every visitor-facing string in content: a missing language is a type error. */
export type Localized = Readonly<Record<Locale, string>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The descriptor of a language. */
export function localeDescriptor(code: Locale): LocaleDescriptor & { readonly code: Locale } {
  const descriptor = localeDescriptors.find((candidate) => candidate.code === code);
  if (!descriptor) throw new Error(`Unknown locale ${code}`);
  return descriptor;
}

/** A site path in a language: the Dutch path behind the language's prefix ('/en/faq'; '/en' for '/'). */
export const localizedPath: (code: Locale, path: string) => string = pathIn;

/** The language a site path is in, from its prefix ('/en/faq' → 'en'); Dutch for a path with none. */
export const localeOfPath = localeOf as (path: string) => Locale;

/** A site path without its language prefix: the Dutch path of the same page ('/en/faq' → '/faq', '/en' → '/'). */
export const unlocalizedPath: (path: string) => string = pathOut;
