/**
 * First paint never waits for JavaScript: the page is whole without it, so the app's modules (the
 * entry, everything it and the page import, the page's language's messages and content strings)
 * are requested only once the browser has painted the page's first content, within a few tasks so
 * they arrive in parallel.
 * Starting them at the first frame was too early: until the fonts arrive that frame has no text,
 * the scripts shared the connection with the fonts, and the first contentful paint waited for
 * both. Until the app has taken over, what the visitor does still counts: links and the language
 * selector work as links, typed text is kept (earlyInput.ts) and a button press is replayed
 * (earlyPressRecorder.ts). Without the Paint Timing API the app starts at once; a page that paints
 * nothing (a hidden tab) starts it after 5 s.
 *
 * Every module, the entry first, is requested as a module preload, a few per task: each costs the
 * main thread a millisecond or two (more on a slow phone), and six per task made tasks long enough
 * to count as blocking time. The entry script is added once every preload has settled (its load or
 * error event), so the browser links and runs modules it has already compiled. Added at once, it
 * linked the entry's module graph as soon as the files arrived, and on a fast connection that is
 * before the compiler, working off the main thread, is done with them: the main thread waited for
 * it in one task, 13-40 ms on this machine, which Lighthouse's four times slower phone made the
 * longest task of the app's start. A browser without module preloads (Safari before 17) gets the
 * entry at once and finds its imports itself.
 *
 * While the modules download, the main thread is idle, and a few tasks warm up the browser's
 * internationalisation data: the first use of Intl costs tens of milliseconds (more on a slow
 * phone), and React Aria and react-intl both make it as their modules load and the page hydrates,
 * where it would lengthen the longest task of the app's start. One task per kind of data, as they
 * use it: locale subtags (their text direction), then the number and date formats' locale lists.
 * Measured in this machine's Chromium on a fresh page, about 14, 12 and 1.5 ms: one task of all
 * three would be long (over 12.5 ms is over 50 ms on Lighthouse's four times slower phone).
 *
 * The prerender (site/scripts/prerender.mjs) inlines it at the end of every page's <body>
 * (compile.mjs), with the page's own modules as its argument.
 */
export interface PageLoaderOptions {
  /** The app's entry script, the one module added as a script. */
  entry: string;
  /** Every other module the entry and the page import, their messages and content strings first. */
  modules: readonly string[];
  /** How many module preloads are added per task. */
  batch: number;
}

/** Requests the page's modules after its first contentful paint (or after 5 s), then starts the app. */
export function pageLoader({ entry, modules, batch }: PageLoaderOptions): void {
  const queue = [entry, ...modules];
  let done = false;
  let started = false;

  function load() {
    if (done) return;
    done = true;
    let left = queue.length;
    const start = () => {
      if (started) return;
      started = true;
      const script = document.createElement('script');
      script.type = 'module';
      script.src = entry;
      document.head.appendChild(script);
    };
    const settle = () => {
      if (!--left) start();
    };
    setTimeout(warmIntl, 0);
    const probe = document.createElement('link');
    if (!(probe.relList && probe.relList.supports && probe.relList.supports('modulepreload'))) return start();
    (function preloadBatch() {
      for (const href of queue.splice(0, batch)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.onload = link.onerror = settle;
        link.href = href;
        document.head.appendChild(link);
      }
      if (queue.length) setTimeout(preloadBatch, 0);
    })();
  }

  function warmIntl() {
    const lang = document.documentElement.lang;
    const warmUps = [
      () => new Intl.Locale(lang).maximize(),
      () => Intl.NumberFormat.supportedLocalesOf(lang),
      () => Intl.DateTimeFormat.supportedLocalesOf(lang),
    ];
    (function next() {
      const warmUp = warmUps.shift();
      if (!warmUp) return;
      try {
        warmUp();
      } catch {
        // An invalid or unsupported language tag: nothing to warm up.
      }
      setTimeout(next, 0);
    })();
  }

  const ready = () => setTimeout(load, 0);
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        ready();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No Paint Timing API (no PerformanceObserver, or no 'paint' entries): start at once.
    ready();
  }
  setTimeout(load, 5000);
}
