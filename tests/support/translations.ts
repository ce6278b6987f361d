/**
 * The site's UI messages as the build takes them (@ankerlicht/translations: one JSON file per
 * language, message id to ICU text), for the specs that check what a visitor reads.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { locales, type Locale } from '@ankerlicht/content';

/** One language's messages, read from its file. */
export function readTranslations(locale: Locale): Record<string, string> {
  const file = createRequire(import.meta.url).resolve(`@ankerlicht/translations/${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** Every language's messages. */
export const translations = Object.fromEntries(locales.map((locale) => [locale, readTranslations(locale)])) as Record<
  Locale,
  Record<string, string>
>;
