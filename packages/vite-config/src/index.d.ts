import type { Plugin, PluginOption } from 'vite';

/**
 * `import messages from 'virtual:messages/en'` gives that language's messages compiled to ICU
 * ASTs, so no message parser ships to the browser; each language is its own module.
 * `virtual:message-loaders` gives every language's loader and `virtual:all-messages` every
 * language's messages, both built from the locale descriptor (@ankerlicht/content/locales.js).
 */
export function compiledMessages(): Plugin;
/**
 * `import url from './Part.tsx?chunk-url'` gives the URL of the chunk `import('./Part.tsx')` loads
 * (the built file's in the client build), so a failed import can be tried again at a fresh URL.
 */
export function chunkUrl(): Plugin;
/** `__BUILD_YEAR__`: the year the HTML was prerendered, so hydration renders the same footer. */
export function buildYear(): Plugin;
/**
 * One language per visit for content: in the site's production client build each content module's
 * `{ nl, en, tr }` literals move into one string table per language, loaded on demand
 * (@ankerlicht/content's contentStrings.ts). Not for the server build, the dev server, Storybook or Vitest.
 */
export function contentStrings(): Plugin;
/** `virtual:content-strings/<module>.<locale>`: one content module's strings in one language. */
export function contentStringsId(moduleKey: string, locale: string): string;
/** The language of a content-strings table, from its module id or manifest key; undefined for anything else. */
export function contentStringsLocale(id: string): string | undefined;
/** A string of a table: plain, or the text between a template literal's expressions. */
export type ContentTableEntry = string | string[];
/** The rewrite `contentStrings()` applies to one module (JavaScript in), null when it has no locale-keyed literal. */
export function extractContentStrings(
  code: string,
  options: { moduleKey: string; locales?: readonly string[]; runtime?: string },
): { code: string; map: { toString(): string }; tables: Record<string, ContentTableEntry[]> } | null;
/**
 * React Aria's components render once when a prerendered page hydrates, not twice: its `useId()`
 * and `useLocale()` stop asking `useIsSSR()` for an answer they discard. Fails the build when
 * React Aria's files no longer have the expected shape.
 */
export function hydrateOnce(): Plugin;
/** The rewrite `hydrateOnce()` applies: the rewritten module for one of React Aria's files, null for any other file. */
export function rewriteForHydration(code: string, id: string): string | null;
/**
 * The site's client build without the `defaultMessage` of the code's message descriptors: each
 * language's messages chunk holds every message, so the browser never shows one.
 */
export function stripDefaultMessages(): Plugin;
/** The rewrite `stripDefaultMessages()` applies to one module (JavaScript in), null when it has no descriptor. */
export function withoutDefaultMessages(code: string): { code: string; map: { toString(): string } } | null;
/** Plugins shared by the site, Storybook and the tests. */
export function sharedPlugins(): PluginOption[];
