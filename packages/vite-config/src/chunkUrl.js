const suffix = '?chunk-url';
const prefix = '\0chunk-url:';
/** Stands in for a chunk's file name until the bundle has its names; inside a string literal. */
const token = (index) => `__ANKERLICHT_CHUNK_URL_${index}__`;
const tokenPattern = /__ANKERLICHT_CHUNK_URL_(\d+)__/g;

/**
 * `import url from './Part.tsx?chunk-url'` gives the URL of the chunk a dynamic
 * `import('./Part.tsx')` loads: in the client build the built file's ('/assets/Part-<hash>.js'),
 * in the dev server the module's. With it a failed import can be tried again at a fresh URL
 * (@ankerlicht/content's retryableImport): a browser may keep a failed module fetch for the
 * document's lifetime. The module must be dynamically imported in the same module too, so its
 * chunk exists and that module's chunk hash already follows the chunk's name.
 *
 * @returns {import('vite').Plugin}
 */
export function chunkUrl() {
  /** @type {string[]} */
  const targets = [];
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'ankerlicht:chunk-url',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    // Filtered in the bundler, so the other modules cost no call into JavaScript.
    resolveId: {
      filter: { id: /\?chunk-url$/ },
      async handler(source, importer) {
        const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
        if (!resolved) return this.error(`Cannot resolve ${source}`);
        // By number: an id holding node_modules/ would be left to Node by Vitest.
        let index = targets.indexOf(resolved.id);
        if (index === -1) index = targets.push(resolved.id) - 1;
        return `${prefix}${index}`;
      },
    },
    load: {
      filter: { id: /^\0chunk-url:/ },
      handler(id) {
        const index = Number(id.slice(prefix.length));
        const target = targets[index] ?? '';
        const isClientBuild = config.command === 'build' && this.environment?.config.consumer !== 'server';
        if (!isClientBuild) {
          // The dev server serves a file by its path, a virtual module by its id; the server build
          // never fetches chunks.
          const url = target.startsWith('\0') ? `/@id/__x00__${target.slice(1)}` : `/@fs${target}`;
          return `export default ${JSON.stringify(url)};`;
        }
        return `export default ${JSON.stringify(token(index))};`;
      },
    },
    generateBundle(_options, bundle) {
      if (targets.length === 0) return;
      /** @type {Map<string, string>} */
      const files = new Map();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.facadeModuleId) files.set(output.facadeModuleId, output.fileName);
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.code.includes('__ANKERLICHT_CHUNK_URL_')) continue;
        output.code = output.code.replace(tokenPattern, (_match, index) => {
          const target = targets[Number(index)] ?? '';
          const file = files.get(target);
          if (!file) return this.error(`${target} has no chunk of its own: import it dynamically where its ?chunk-url is used`);
          return `${config.base}${file}`;
        });
      }
    },
  };
}
