import type { MessageFormatElement } from 'react-intl';
import { retryableImport, type Locale } from '@ankerlicht/content';
import bundles from 'virtual:message-loaders';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * The messages come in parts, one chunk per part and language (@ankerlicht/vite-config): the
 * shell's, and in the built client each page's own, so a visit downloads the messages of the pages
 * it shows, in the language it reads. The pages' loaders in a language come with that language's
 * shell part (its `pages`), so a visit carries no other language's. Elsewhere (the dev server, the
 * prerender, the tests) the shell's part holds every message and pages have none.
 */
type Part = { key: string; load: () => Promise<{ default: Messages }> };

/** Each language's loaders of the pages' parts, from its shell part once that has loaded. */
const pageLoaders = new Map<Locale, ReadonlyMap<string, Part['load']>>();

function shellPart(locale: Locale): Part {
  return {
    key: `${locale} shell`,
    load: () =>
      bundles.shell[locale]().then((part) => {
        // Made once per page and language: retryableImport counts that page's failures.
        const pages = Object.entries(part.pages ?? {}).flatMap(([page, loader]) =>
          loader ? [[page, retryableImport(...loader)] as const] : [],
        );
        pageLoaders.set(locale, new Map(pages));
        return part;
      }),
  };
}

/** Each language's messages loaded so far, merged; a new object whenever a part is added. */
const merged = new Map<Locale, Messages>();
const loadedParts = new Set<string>();
const loading = new Map<string, Promise<void>>();
/**
 * The languages asked for, and the pages imported: a page's part comes in every language asked for,
 * and a language switched to brings the parts of every page imported so far, not only the one
 * shown, since a page imported once renders again (going back) without being loaded again.
 */
const wantedLocales = new Set<Locale>();
const wantedPages = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

/** A language's parts wanted: the shell's, and (once the shell's has told their loaders) the pages'. */
function partsOf(locale: Locale): Part[] {
  const pages = [...wantedPages].flatMap((page) => {
    const load = pageLoaders.get(locale)?.get(page);
    return load ? [{ key: `${locale} ${page}`, load }] : [];
  });
  return [shellPart(locale), ...pages];
}

function loadPart(locale: Locale, part: Part): Promise<void> {
  if (loadedParts.has(part.key)) return Promise.resolve();
  let promise = loading.get(part.key);
  if (!promise) {
    promise = part.load().then(
      ({ default: messages }) => {
        merged.set(locale, { ...merged.get(locale), ...messages });
        loadedParts.add(part.key);
        loading.delete(part.key);
        version += 1;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // Forgotten, so the next attempt fetches again (at a fresh URL: retryableImport).
        loading.delete(part.key);
        throw error;
      },
    );
    loading.set(part.key, promise);
  }
  return promise;
}

/** A language's messages: the shell's and those of every page imported so far. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  wantedLocales.add(locale);
  // The shell's part first: it brings the pages' loaders. On a first visit the prerendered page
  // has preloaded both parts, so only a language switched to waits for two fetches in turn.
  await loadPart(locale, shellPart(locale));
  await Promise.all(partsOf(locale).map((part) => loadPart(locale, part)));
  return messagesOf(locale) ?? {};
}

/** After importing a page (its key in the page loader's glob): its messages in every language asked for. */
export async function loadPageMessages(page: string): Promise<void> {
  wantedPages.add(page);
  await Promise.all([...wantedLocales].map((locale) => loadMessages(locale)));
}

/** A language's messages loaded so far (a new object after each addition), if any. */
export function messagesOf(locale: Locale): Messages | undefined {
  return merged.get(locale);
}

/** Whether a language's messages of the shell and of every page imported so far are loaded. */
export function hasAllMessages(locale: Locale): boolean {
  return partsOf(locale).every((part) => loadedParts.has(part.key));
}

/** Called whenever a part is added to a language's messages. */
export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many parts have been added so far, in any language: a snapshot for useSyncExternalStore. */
export function messagesVersion(): number {
  return version;
}

/**
 * Pages imported from now on bring their messages in these languages only (the one shown and the
 * one coming), not in a language left behind.
 */
export function keepMessageLanguages(locales: readonly Locale[]): void {
  wantedLocales.clear();
  for (const locale of locales) wantedLocales.add(locale);
}
