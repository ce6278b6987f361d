/**
 * A dynamic import that can really be tried again. A browser may keep a failed module fetch in its
 * module map for the document's lifetime (the HTML spec says so, and some Chromium versions do),
 * so importing the same URL again fails again without a request. The first try is the import as
 * written (Vite's, with its preloads); each try after a failure imports the chunk at a fresh URL,
 * `<url>?retry=<n>`, which the browser has never seen. The chunk's own imports keep their URLs:
 * modules already loaded are shared, not run twice.
 *
 * `url` is the chunk's, from `import url from './Part.tsx?chunk-url'` (@ankerlicht/vite-config).
 * Callers keep a success themselves; this only counts failures. `importUrl` is for tests.
 */
export function retryableImport<M>(
  load: () => Promise<M>,
  url: string,
  // Only the built site's chunks: the dev server and Vitest (whose mocks go by module id) retry as written.
  importUrl: ((url: string) => Promise<unknown>) | null = import.meta.env.PROD
    ? (fresh) => import(/* @vite-ignore */ fresh)
    : null,
): () => Promise<M> {
  let failures = 0;
  return async () => {
    const attempt = failures === 0 || !importUrl ? load() : (importUrl(`${url}?retry=${failures}`) as Promise<M>);
    try {
      return await attempt;
    } catch (error) {
      failures += 1;
      throw error;
    }
  };
}
