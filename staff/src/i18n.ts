import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from 'react-intl';
import designSystem from 'virtual:message-loaders';

/**
 * The staff app's languages. Dutch is the source: the code's defaultMessages, extracted into
 * staff/translations/nl.json. Another language is one more file there (`en.json`, same ids): it is
 * found here at build time, chosen when the browser prefers it, and loaded only then. The design
 * system's own words (a field's "verplicht", …) come from the site's translations in that language
 * when the site has it, else in Dutch.
 */
export const SOURCE_LOCALE = 'nl';

/** Compiled, as the design system's come (the app's own are parsed when they load). */
export type Messages = Record<string, MessageFormatElement[]>;

const staffFiles = import.meta.glob<Record<string, string>>('../translations/*.json', { import: 'default' });

function localeOfFile(file: string): string | null {
  return /\/([a-z]{2,3})\.json$/.exec(file)?.[1] ?? null;
}

/** The languages the staff app has a translations file for, Dutch included. */
export const staffLocales: readonly string[] = Object.keys(staffFiles).flatMap((file) => localeOfFile(file) ?? []);

/** The first of the browser's languages (`en-GB`, `tr`) the staff app has, else Dutch. */
export function chooseLocale(available: readonly string[], preferred: readonly string[]): string {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0] ?? '';
    if (available.includes(language)) return language;
  }
  return SOURCE_LOCALE;
}

type Loaders<T> = Partial<Record<string, () => Promise<T>>>;

/**
 * The messages of a language: none for Dutch (the defaults are Dutch), else the design system's
 * and the app's. (The loaders are parameters for the tests.)
 */
export async function loadMessages(
  locale: string,
  files: Loaders<Record<string, string>> = staffFiles,
  shared: Loaders<{ default: Messages }> = designSystem.shell,
): Promise<Messages> {
  const file = Object.keys(files).find((candidate) => localeOfFile(candidate) === locale);
  const loadOwn = file === undefined ? undefined : files[file];
  if (locale === SOURCE_LOCALE || loadOwn === undefined) return {};
  const loadShared = shared[locale];
  const [designSystemMessages, own] = await Promise.all([
    loadShared ? loadShared().then((module) => module.default) : Promise.resolve({}),
    loadOwn(),
  ]);
  const compiled = Object.fromEntries(Object.entries(own).map(([id, message]) => [id, parse(message, { ignoreTag: false })]));
  return { ...designSystemMessages, ...compiled };
}
