import { locales, type Locale } from '@ankerlicht/content';
import { loadMessages, type Messages } from '../../i18n/messageBundles.ts';

/**
 * Every language's messages, in the prerender only. The form's <noscript> notice speaks all three
 * languages: a visitor without JavaScript cannot be shown the one they chose. The browser never
 * renders what is inside <noscript>, and its build leaves this out (import.meta.env.SSR is false
 * there), so a visitor still downloads one language. The page module waits for the bundles
 * (top-level await) before the prerender renders it.
 */
export const everyLanguage: ReadonlyMap<Locale, Messages> | null = import.meta.env.SSR
  ? new Map(await Promise.all(locales.map(async (locale) => [locale, await loadMessages(locale)] as const)))
  : null;
