/**
 * A fetch that failed (the loader's preload of the messages, a part's chunk, the network gone) is
 * tried again: at once, then each time the browser is back online or a few seconds have passed.
 * The promise settles only once the fetch has succeeded. Give it a loader that asks for a fresh URL
 * after a failure (@ankerlicht/content's retryableImport): a browser may keep a failed module fetch.
 */
export async function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  for (let wait = 0; ; wait = Math.min(Math.max(wait * 2, 2000), 30_000)) {
    try {
      return await load();
    } catch {
      const stop = new AbortController();
      await new Promise<void>((resume) => {
        setTimeout(resume, wait);
        window.addEventListener('online', () => resume(), { once: true, signal: stop.signal });
      });
      stop.abort();
    }
  }
}
