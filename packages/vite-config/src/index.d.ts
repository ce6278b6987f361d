import type { Plugin, PluginOption } from 'vite';

/**
 * The client build's messages split by where they are used: `entry` is the app's entry module,
 * `pages` each page module's path by its key in the page loader's glob (`./pages/faq/FaqPage.tsx`).
 */
export type MessageSplit = { entry: string; pages: Readonly<Record<string, string>> };
/**
 * `import messages from 'virtual:messages/en'` gives that language's messages compiled to ICU
 * ASTs, so no message parser ships to the browser; each language is its own module.
 * `virtual:message-loaders` gives the app's loaders, `{ shell }`, one per language: without
 * `split` the shell's gives every message; with it the shell's gives the messages of what the entry
 * reaches and its language's loaders of each page's part (`pages`), whose messages are those of
 * what only that page reaches.
 * `virtual:all-messages` gives every language's messages. All from the locale descriptor
 * (@ankerlicht/content/locales.js).
 */
export function compiledMessages(options?: { split?: MessageSplit }): Plugin;
/**
 * `import url from './Part.tsx?chunk-url'` gives the URL of the chunk `import('./Part.tsx')` loads
 * (the built file's in the client build), so a failed import can be tried again at a fresh URL.
 */
export function chunkUrl(): Plugin;
/**
 * Writes a content module's `(locale) => import(`./${locale}/faq.ts`)` out per language of the
 * descriptor, so each language's text is a chunk of its own without a template import's cost.
 */
export function contentLanguageModules(): Plugin;
/** The rewrite `contentLanguageModules()` applies to one module, null when it has no such loader. */
export function withLanguageModules(code: string): { code: string; map: { toString(): string } } | null;
/** `__BUILD_YEAR__`: the year the HTML was prerendered, so hydration renders the same footer. */
export function buildYear(): Plugin;
/**
 * The language of a content module's text (packages/content/src/<locale>/<module>.ts), from its
 * path or its key in the build's manifest; undefined for anything else.
 */
export function contentStringsLocale(id: string): string | undefined;
/**
 * The virtual module of a part of the split messages in a language, which the build's manifest
 * names its chunk by: the shell's, or given its key in the page loader's glob, a page's own.
 */
export function messagePartId(locale: string, page?: string): string;
/** Plugins shared by the site, Storybook and the tests; `messageSplit` for the site's client build. */
export function sharedPlugins(options?: { messageSplit?: MessageSplit }): PluginOption[];

/** The local backend's API (`npm run backend` or `supabase start`). */
export const LOCAL_SUPABASE_URL: string;
/** The Supabase CLI's well-known local anon key (not a secret: valid only against a local backend). */
export const LOCAL_ANON_KEY: string;
/** Why a production build of the site without a Supabase URL and key stops, naming the variables. */
export const MISSING_SUPABASE_SETTINGS: string;
/** Why a production build of `app` without a Supabase URL and key stops, naming the variables and `app`'s files. */
export function missingSupabaseSettings(app: 'site' | 'staff'): string;
/**
 * The dev servers' `server.fs.deny`: Vite's default list, then the local backend's data
 * (supabase/.local-data: letters, .eml files with BSNs, the database), which /@fs/ must never serve.
 */
export const DEV_SERVER_FS_DENY: readonly string[];
/**
 * The Supabase project an app talks to: the local backend when asked (`localBackend`) or in the dev
 * server without settings; a production build needs VITE_SUPABASE_URL and a publishable (or legacy
 * anon) key and refuses a secret key.
 */
export function supabaseTarget(options: {
  command: 'build' | 'serve';
  localBackend: boolean;
  env: Record<string, string | undefined>;
  /** Names the app in the messages; the site when absent. */
  app?: 'site' | 'staff';
}): { url: string; key: string };
