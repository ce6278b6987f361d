import { localeOfPath, locales, type Locale, type Localized } from './locale.ts';

/**
 * Content's text, one module per language. A content module (`faq.ts`) holds the shape of its
 * content: ids, icons, numbers, links; its words are in `nl/faq.ts`, `en/faq.ts` and `tr/faq.ts`,
 * the same structure with only the text. A list of things with ids (questions, team members,
 * sections) is an object keyed by those ids, so a text sits under the id of what it is about, not
 * at a position a reordering can shift; a list of a thing's parts (a section's paragraphs or bullets) stays a list, in the same
 * order. Dutch is the source (`as const`); the others `satisfies Translation<typeof source>`, so a
 * missing, extra or misplaced string is a type error. The content module registers them with
 *
 *   const text = contentStrings<typeof import('./nl/faq.ts').default>('faq', (locale) => import(`./${locale}/faq.ts`));
 *
 * and writes `text((t) => t.faqEntries['what-we-do'].question)` where its content has a Localized value: its
 * getters read the language's module once it is loaded. A string may have `{name}` placeholders the
 * content module fills: `text((t) => t.call, { phone: brand.phone })`, or per language,
 * `text((t) => t.fee, (locale) => ({ amount: formatEuros(fee, locale) }))`.
 *
 * The loader finds a language's folder by its code, so a new language adds its folder and edits no
 * content module; the bundlers write it out per language of the descriptor (@ankerlicht/vite-config's
 * contentStrings.js), and plain Node runs it as written.
 *
 * Every language is its own chunk, so the built site's visitor downloads only their language.
 * Loading is the same code everywhere; what differs is which languages, and who asks:
 * - the site: the language it starts in (main.tsx), the language it switches to (LocaleProvider),
 *   and after importing a page or a lazy part, what the modules that import brought with them
 *   (`loadWantedContentStrings`, in the page loader and lazyPart). Only the built client keeps to
 *   the languages shown: the dev server loads every language, because React's development build
 *   reads every value nested in a component's changed props, every language of a Localized included;
 * - the prerender, the unit tests, Storybook and the e2e tests: every language, before they read
 *   (`loadAllContentStrings`).
 * A string read before its language is loaded throws, naming the module.
 */

/** One language's text of a content module: the Dutch module's structure, every string a string. */
export type Translation<Source> = Source extends string ? string : { readonly [Key in keyof Source]: Translation<Source[Key]> };

type Strings = { readonly [key: string]: unknown };
/**
 * A content module's languages: the module of a language's text. Each language module checks its
 * own structure (`satisfies Translation<typeof source>`); `contentStrings.test.ts` checks that every
 * language has one.
 */
type LanguageModule = (locale: Locale) => Promise<{ default: Strings }>;

/** The `{name}` placeholders of a string literal type. */
export type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
type Values<Text extends string> = Readonly<Record<Placeholders<Text>, string | number>>;
/** The values of a string's placeholders (a test checks that none is left unfilled). */
type FillFor<Text extends string> = Values<Text> | ((locale: Locale) => Values<Text>);
type PlainValues = Readonly<Record<string, string | number>>;
type Fill = PlainValues | ((locale: Locale) => PlainValues);

/** A content module's `text`: where a string is in the Dutch module (and its placeholders' values) to a Localized. */
export type ContentText<Source extends Strings> = <Text extends string>(
  pick: (strings: Source) => Text,
  fill?: NoInfer<FillFor<Text>>,
) => Localized;

type Registration = {
  key: string;
  languageModule: LanguageModule;
  tables: Partial<Record<Locale, Strings>>;
  loading: Partial<Record<Locale, Promise<void>>>;
};

/**
 * Set by the site's production client build (vite.config.ts `define`): load only the languages
 * shown. Undefined everywhere else.
 */
declare const __ANKERLICHT_ONE_CONTENT_LANGUAGE__: boolean | undefined;

const inBuiltClient =
  typeof __ANKERLICHT_ONE_CONTENT_LANGUAGE__ !== 'undefined' &&
  __ANKERLICHT_ONE_CONTENT_LANGUAGE__ &&
  typeof location !== 'undefined';

const registrations: Registration[] = [];
/** The languages a content module starts loading when it is evaluated. */
const wanted = new Set<Locale>(inBuiltClient ? [localeOfPath(location.pathname)] : locales);

function load(registration: Registration, locale: Locale): Promise<void> {
  if (registration.tables[locale]) return Promise.resolve();
  const loading = (registration.loading[locale] ??= registration.languageModule(locale).then(
    (module) => {
      registration.tables[locale] = module.default;
    },
    (error: unknown) => {
      // Forgotten, so the next attempt (the next navigation) fetches again.
      delete registration.loading[locale];
      throw error;
    },
  ));
  return loading;
}

function read(registration: Registration, locale: Locale, pick: (strings: Strings) => unknown): string {
  const table = registration.tables[locale];
  if (!table) throw new Error(`The ${locale} text of content module ${registration.key} was read before it was loaded.`);
  const value = pick(table);
  if (typeof value !== 'string') throw new Error(`Content module ${registration.key} has no ${locale} text at ${String(pick)}.`);
  return value;
}

/** Fills a string's `{name}` placeholders; a placeholder without a value stays as written. */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** A content module's text: see the comment at the top. Starts loading the languages wanted. */
export function contentStrings<Source extends Strings>(key: string, languageModule: LanguageModule): ContentText<Source> {
  const registration: Registration = { key, languageModule, tables: {}, loading: {} };
  registrations.push(registration);
  // Start at once: a page's chunk is evaluated before its importer can ask.
  for (const locale of wanted) load(registration, locale).catch(() => undefined);
  return ((pick: (strings: Strings) => unknown, fill?: Fill) => {
    const value = {} as Record<Locale, string>;
    for (const locale of locales) {
      let filled: string | undefined;
      Object.defineProperty(value, locale, {
        enumerable: true,
        get: () => {
          if (filled !== undefined) return filled;
          const template = read(registration, locale, pick);
          if (!fill) return template;
          filled = fillPlaceholders(template, typeof fill === 'function' ? fill(locale) : fill);
          return filled;
        },
      });
    }
    return value;
  }) as ContentText<Source>;
}

/**
 * Loads a language's text of every content module evaluated so far (and of those evaluated while
 * it loads), and makes modules evaluated later start loading it too.
 */
export async function loadContentStrings(locale: Locale): Promise<void> {
  wanted.add(locale);
  for (;;) {
    const missing = registrations.filter((registration) => !registration.tables[locale]);
    if (missing.length === 0) return;
    await Promise.all(missing.map((registration) => load(registration, locale)));
  }
}

/** After importing a page or a part: the text its modules brought, in every language wanted. */
export async function loadWantedContentStrings(): Promise<void> {
  await Promise.all([...wanted].map(loadContentStrings));
}

/**
 * Every language's text of every content module (the package's index imports them all): for the
 * prerender, tests and Storybook, which read any language. Import `@ankerlicht/content` first.
 */
export async function loadAllContentStrings(): Promise<void> {
  await Promise.all(locales.map(loadContentStrings));
}

/** Whether a language's text of every content module evaluated so far is loaded. */
export function contentStringsLoaded(locale: Locale): boolean {
  return registrations.every((registration) => registration.tables[locale] !== undefined);
}

/**
 * The languages still needed (the one shown, the one being switched to): modules evaluated from
 * now on load only these. Text already loaded stays.
 */
export function keepContentLanguages(keep: readonly Locale[]): void {
  // Elsewhere every language stays wanted (see the top).
  if (!inBuiltClient) return;
  for (const locale of [...wanted]) if (!keep.includes(locale)) wanted.delete(locale);
  for (const locale of keep) wanted.add(locale);
}
