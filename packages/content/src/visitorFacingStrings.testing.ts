import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as content from './index.ts';
import { locales, type Locale } from './locale.ts';

/**
 * Test support (not exported by the package): every visitor-facing string of the site per
 * language, with where it lives, so that a check over the words names the exact place of a
 * finding. Read by terminology.test.ts and copyRules.test.ts.
 */

/** One visitor-facing string, with where it lives. */
export type Place = { readonly place: string; readonly text: string };

/** Every Localized reachable from the package's exports, per language (the walk of localized.test.ts). */
function collectContent(value: unknown, path: string, found: Record<Locale, Place[]>, seen: Set<unknown>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (!Array.isArray(value) && keys.length === locales.length && locales.every((locale) => typeof record[locale] === 'string')) {
    for (const locale of locales) found[locale].push({ place: path, text: record[locale] as string });
    return;
  }
  for (const [key, child] of Object.entries(record)) collectContent(child, `${path}.${key}`, found, seen);
}

/** The UI messages of one language, by id (translations/<lang>.json). */
export function messagesOf(locale: Locale): Record<string, string> {
  const file = createRequire(import.meta.url).resolve(`@ankerlicht/translations/${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** Every Localized in this package and every message in translations/<lang>.json, per language. */
export function visitorFacingStrings(): Record<Locale, Place[]> {
  const found = Object.fromEntries(locales.map((locale) => [locale, [] as Place[]])) as Record<Locale, Place[]>;
  collectContent(content, 'content', found, new Set());
  for (const locale of locales) {
    for (const [id, text] of Object.entries(messagesOf(locale)))
      found[locale].push({ place: `translations/${locale}.json ${id}`, text });
  }
  return found;
}
