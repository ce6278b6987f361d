import { readFileSync } from 'node:fs';

/**
 * Which messages each part of the client build needs: the shell's (everything the entry reaches,
 * statically or through a lazy part, short of a page module) and each page's (everything the page
 * module reaches short of another page, less the shell's). A module needs the messages whose ids
 * appear as string literals in its source: every descriptor is declared with a literal id
 * (formatjs/enforce-id), in the module that uses it or in one it imports.
 *
 * Found by walking the bundler's own module graph (`this.load`), so a module reaches what the build
 * resolves, barrel files and package exports included.
 *
 * @param {import('rollup').PluginContext} context
 * @param {{ entry: string; pages: readonly string[]; ids: ReadonlySet<string>; skip: (id: string) => boolean }} graph
 */
export async function messageSets(context, { entry, pages, ids, skip }) {
  const pageSet = new Set(pages);
  /** @type {Map<string, Promise<readonly string[]>>} */
  const idsOf = new Map();
  const declared = (/** @type {string} */ moduleId) => {
    let found = idsOf.get(moduleId);
    if (!found) {
      found = Promise.resolve(literalIds(moduleId, ids));
      idsOf.set(moduleId, found);
    }
    return found;
  };

  /** Every module reachable from `start`, not entering page modules other than `start` itself. */
  async function reach(/** @type {string} */ start) {
    const seen = new Set();
    /** @type {{ id: string; importer?: string; isStatic?: boolean }[]} */
    const queue = [{ id: start }];
    while (queue.length > 0) {
      const { id, importer, isStatic } = /** @type {(typeof queue)[number]} */ (queue.pop());
      if (id !== start && pageSet.has(id)) {
        // Its messages would be in neither page's part.
        if (isStatic) context.error(`${importer} imports the page ${id}: only a page's own module may be a page (*Page.tsx)`);
        continue;
      }
      if (seen.has(id) || skip(id)) continue;
      seen.add(id);
      const info = await context.load({ id, resolveDependencies: true });
      for (const imported of info.importedIds) queue.push({ id: imported, importer: id, isStatic: true });
      for (const imported of info.dynamicallyImportedIds) queue.push({ id: imported, importer: id });
    }
    return seen;
  }

  async function messagesOf(/** @type {Set<string>} */ modules) {
    const found = new Set();
    for (const id of modules) for (const messageId of await declared(id)) found.add(messageId);
    return found;
  }

  const shellModules = await reach(entry);
  const shell = await messagesOf(shellModules);
  /** @type {Map<string, Set<string>>} */
  const byPage = new Map();
  for (const page of pages) {
    const own = await messagesOf(await reach(page));
    byPage.set(page, new Set([...own].filter((id) => !shell.has(id))));
  }
  return { shell, byPage };
}

/** The message ids written as string literals in a module's source file; none for a virtual module or a dependency. */
function literalIds(/** @type {string} */ moduleId, /** @type {ReadonlySet<string>} */ ids) {
  const file = moduleId.split('?')[0] ?? moduleId;
  if (file.startsWith('\0') || file.includes('/node_modules/') || !/\.(ts|tsx|js|mjs)$/.test(file)) return [];
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(['"`])([\w.-]+)\1/g)].map((match) => match[2]).filter((id) => id !== undefined && ids.has(id));
}
