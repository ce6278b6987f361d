import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { locales, type Locale } from '@ankerlicht/content';
import { pageRoutes, type PageRoute } from '@ankerlicht/site/routes';
import { contentStringsLocale, messagePartId } from '@ankerlicht/vite-config';

/**
 * What a visitor downloads before the first interaction, measured from the build's manifest and
 * files on disk, so the number is the same on every machine: the entry with its static imports,
 * the route's page chunk with its static imports, one language's messages (the shell's and the
 * page's own) and that language's content strings of the modules in those chunks (one chunk per
 * content module and language, which main.tsx loads before it hydrates), each file once, each
 * gzip -9 on its own (the way a static host serves them).
 */

/** The languages of the locale descriptor. */
export { locales };
export type BudgetLocale = Locale;

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type ChunkSize = { key: string; file: string; gzip: number };

export type RouteBudget = {
  route: (typeof pageRoutes)[number]['id'];
  path: string;
  /** The language whose messages weigh most: the route's worst case. */
  locale: BudgetLocale;
  gzip: number;
  chunks: ChunkSize[];
};

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A manifest key and every chunk it imports statically, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No ${key} in the manifest`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function entryKey(manifest: Manifest): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (keys.length !== 1 || !keys[0]) throw new Error(`Expected one entry in the manifest, found ${keys.length}`);
  return keys[0];
}

function keyEndingIn(manifest: Manifest, id: string): string {
  const key = Object.keys(manifest).find((name) => name.endsWith(id));
  if (!key) throw new Error(`No ${id} chunk in the manifest`);
  return key;
}

/** The manifest key of the shell's part of a language's messages (@ankerlicht/vite-config splits them). */
export function shellMessagesKey(manifest: Manifest, locale: BudgetLocale): string {
  return keyEndingIn(manifest, messagePartId(locale));
}

/** The manifest key of a page's own part of a language's messages. */
export function pageMessagesKey(manifest: Manifest, route: Pick<PageRoute, 'module'>, locale: BudgetLocale): string {
  return keyEndingIn(manifest, messagePartId(locale, route.module));
}

/** The manifest keys of every part of a language's messages: the shell's and each page's. */
export function messagesKeys(manifest: Manifest, locale: BudgetLocale): string[] {
  return Object.keys(manifest).filter(
    (key) => key.endsWith(`virtual:shell-messages/${locale}`) || new RegExp(`virtual:page-messages/.*-${locale}$`).test(key),
  );
}

/**
 * The manifest keys of a language's text of content modules (packages/content/src/<locale>/<module>.ts)
 * that chunks import dynamically.
 */
export function contentStringsKeys(manifest: Manifest, keys: Iterable<string>, locale: BudgetLocale): string[] {
  const imported = [...keys].flatMap((key) => manifest[key]?.dynamicImports ?? []);
  return [...new Set(imported)].filter((key) => contentStringsLocale(key) === locale);
}

/** site/src/routes.ts names modules relative to site/src; the manifest relative to site/. */
export function pageKey(route: PageRoute): string {
  return `src/${route.module.replace(/^\.\//, '')}`;
}

export function createSizer(dist: string, manifest: Manifest) {
  const sizes = new Map<string, number>();
  return (key: string): ChunkSize => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No ${key} in the manifest`);
    let gzip = sizes.get(chunk.file);
    if (gzip === undefined) {
      gzip = gzipSync(readFileSync(path.join(dist, chunk.file)), { level: 9 }).length;
      sizes.set(chunk.file, gzip);
    }
    return { key, file: chunk.file, gzip };
  };
}

/** The JavaScript chunks of a set of manifest keys (a key can also name a stylesheet or a font). */
export function scripts(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].filter((key) => manifest[key]?.file.endsWith('.js'));
}

export function routeBudgets(dist: string): RouteBudget[] {
  const manifest = readManifest(dist);
  const size = createSizer(dist, manifest);
  const entry = staticClosure(manifest, entryKey(manifest));
  return pageRoutes.map((route) => {
    const page = staticClosure(manifest, pageKey(route), new Set(entry));
    const perLocale = locales.map((locale) => {
      const keys = new Set([
        ...page,
        shellMessagesKey(manifest, locale),
        pageMessagesKey(manifest, route, locale),
        ...contentStringsKeys(manifest, page, locale),
      ]);
      const chunks = scripts(manifest, keys).map(size);
      return { locale, chunks, gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) };
    });
    const worst = perLocale.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    return { route: route.id, path: route.paths[0] ?? '', ...worst };
  });
}

/** The entry's own chunks with their sizes, largest first. */
export function entryChunks(dist: string): ChunkSize[] {
  const manifest = readManifest(dist);
  const size = createSizer(dist, manifest);
  return scripts(manifest, staticClosure(manifest, entryKey(manifest)))
    .map(size)
    .sort((a, b) => b.gzip - a.gzip);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line a route: its total and the chunks beyond the entry's, for a failure message or a report. */
export function formatBudgets(budgets: RouteBudget[], entry: ChunkSize[]): string {
  const entryFiles = new Set(entry.map((chunk) => chunk.file));
  const entryTotal = entry.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const lines = budgets.map((budget) => {
    const own = budget.chunks
      .filter((chunk) => !entryFiles.has(chunk.file))
      .sort((a, b) => b.gzip - a.gzip)
      .map((chunk) => `${path.basename(chunk.file)} ${kb(chunk.gzip)}`)
      .join(', ');
    return `${budget.route.padEnd(20)} ${String(budget.gzip).padStart(7)} B  ${kb(budget.gzip).padStart(9)}  (${budget.locale}; ${own})`;
  });
  const entryLine = `entry ${kb(entryTotal)}: ${entry.map((chunk) => `${path.basename(chunk.file)} ${kb(chunk.gzip)}`).join(', ')}`;
  return [entryLine, ...lines].join('\n');
}
