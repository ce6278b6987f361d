import { locales, type Locale, type Localized } from './locale.ts';

/**
 * One language per visit for content. In the site's production client build the Vite plugin
 * `contentStrings()` of @ankerlicht/vite-config moves every `{ nl, en, tr }` literal of a content
 * module into one string table per language, its own chunk; the module registers its tables here
 * when it is evaluated, and its Localized values read the table of the language asked for. A table
 * must be loaded before anything reads it: the app loads the language it starts in
 * (`loadContentStrings`), the language it switches to (LocaleProvider), and, after importing a
 * page or a lazy part, what the modules that import brought with them (`loadWantedContentStrings`).
 *
 * The prerender, the dev server, Storybook and the unit tests keep the modules as written: nothing
 * registers there, and every function below resolves at once.
 */

type TableEntry = string | readonly string[];
type Table = readonly TableEntry[];
type TableLoaders = Readonly<Record<Locale, () => Promise<{ default: Table }>>>;
/** A template literal's value per language, from the text between its expressions. */
type Templates = Partial<Record<Locale, (quasis: readonly string[]) => string>>;

type Registration = {
  key: string;
  loaders: TableLoaders;
  tables: Partial<Record<Locale, Table>>;
  loading: Partial<Record<Locale, Promise<void>>>;
};

const registrations: Registration[] = [];
/** The languages whose tables a newly evaluated module starts loading at once. */
const wanted = new Set<Locale>();

function load(registration: Registration, locale: Locale): Promise<void> {
  if (registration.tables[locale]) return Promise.resolve();
  const loading = (registration.loading[locale] ??= registration.loaders[locale]().then(
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

function table(registration: Registration, locale: Locale): Table {
  const loaded = registration.tables[locale];
  if (!loaded)
    throw new Error(
      `The ${locale} strings of content module ${registration.key} were read before they were loaded: await loadContentStrings('${locale}') or loadWantedContentStrings() after importing it.`,
    );
  return loaded;
}

/**
 * Called by a rewritten content module when it is evaluated. Returns the function its literals
 * became: `strings(index)` is the index-th `{ nl, en, tr }` of the module, its values read from
 * the tables when read, a template literal's once per language.
 */
export function registerContentStrings(key: string, loaders: TableLoaders): (index: number, templates?: Templates) => Localized {
  const registration: Registration = { key, loaders, tables: {}, loading: {} };
  registrations.push(registration);
  // Start at once: a page's chunk is evaluated before its importer can ask.
  for (const locale of wanted) load(registration, locale).catch(() => undefined);
  return (index, templates) => {
    const value = {} as Record<Locale, string>;
    for (const locale of locales) {
      const template = templates?.[locale];
      let filled: string | undefined;
      Object.defineProperty(value, locale, {
        enumerable: true,
        get: () => {
          const entry = table(registration, locale)[index];
          if (!template) return entry as string;
          filled ??= template(entry as readonly string[]);
          return filled;
        },
      });
    }
    return value;
  };
}

/**
 * Loads a language's content strings of every content module evaluated so far (and of those
 * evaluated while they load), and keeps loading that language for modules evaluated later until
 * `keepContentLanguages` says otherwise.
 */
export async function loadContentStrings(locale: Locale): Promise<void> {
  wanted.add(locale);
  for (;;) {
    const missing = registrations.filter((registration) => !registration.tables[locale]);
    if (missing.length === 0) return;
    await Promise.all(missing.map((registration) => load(registration, locale)));
  }
}

/** After importing a page or a part: the strings its modules brought, in every language wanted. */
export async function loadWantedContentStrings(): Promise<void> {
  await Promise.all([...wanted].map(loadContentStrings));
}

/** Whether a language's strings of every content module evaluated so far are loaded. */
export function contentStringsLoaded(locale: Locale): boolean {
  return registrations.every((registration) => registration.tables[locale] !== undefined);
}

/**
 * The languages still needed (the one shown, the one being switched to): modules evaluated from
 * now on load only these. Tables already loaded stay.
 */
export function keepContentLanguages(keep: readonly Locale[]): void {
  for (const locale of [...wanted]) if (!keep.includes(locale)) wanted.delete(locale);
  for (const locale of keep) wanted.add(locale);
}
