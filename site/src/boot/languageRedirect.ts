/**
 * The first script in <head>, ahead of every stylesheet (index.html's `<!--boot:languageRedirect-->`),
 * in the dev server and the build alike. A visitor whose stored language differs from the URL's (a
 * Dutch search result, a shared link) is moved to the same page in their language before anything
 * is painted; a page reached with Back or Forward is left as it was. Pressing a language (the selector's buttons, `data-language`) stores that language
 * first, from the first press on, so the choice wins even before the app has started. Storage can
 * be blocked: then the URL's language is all there is. The selector's form, submitted before the
 * app has started, leaves an empty query ("/en/faq?"): it is dropped from the address.
 *
 * Its argument comes from the locale descriptor (@ankerlicht/content/locales.js), passed in by
 * site/vite.config.ts (compile.mjs).
 */
export interface LanguageRedirectOptions {
  /** Where the chosen language is kept in localStorage (`preferredLanguageKey`). */
  key: string;
  /** Each language's path prefix ('' for the default language, '/en'). */
  prefixes: Readonly<Record<string, string>>;
  /** The language of a path under no prefix. */
  defaultLocale: string;
}

/**
 * The path of the same page in the stored language, or null when the visitor stays: nothing stored,
 * the path's own language, or a language the site does not have.
 */
export function storedLanguagePath(
  { prefixes, defaultLocale }: Omit<LanguageRedirectOptions, 'key'>,
  path: string,
  stored: string | null,
): string | null {
  let here = defaultLocale;
  for (const locale in prefixes) {
    const prefix = prefixes[locale];
    if (prefix && (path === prefix || path.indexOf(prefix + '/') === 0)) here = locale;
  }
  if (!stored || stored === here || !Object.prototype.hasOwnProperty.call(prefixes, stored)) return null;
  const target = prefixes[stored]!;
  const rest = path.slice(prefixes[here]!.length) || '/';
  return target && rest === '/' ? target : target + rest;
}

/** Whether this page was reached with the browser's Back or Forward button. */
function isBackOrForward(): boolean {
  const entry = typeof performance.getEntriesByType === 'function' && performance.getEntriesByType('navigation')[0];
  return !!entry && (entry as PerformanceNavigationTiming).type === 'back_forward';
}

/** Stores each language pressed, drops an empty query, and moves the visitor to their stored language. */
export function languageRedirect(options: LanguageRedirectOptions): void {
  const { key } = options;
  document.addEventListener(
    'click',
    (event) => {
      const pressed = event.target instanceof Element && event.target.closest('[data-language]');
      if (pressed)
        try {
          localStorage.setItem(key, pressed.getAttribute('data-language')!);
        } catch {
          // Storage blocked: the URL's language is all there is.
        }
    },
    true,
  );
  if (location.href.slice(-1) === '?') history.replaceState(history.state, '', location.href.slice(0, -1));
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // Storage blocked: as if nothing were stored.
  }
  const target = storedLanguagePath(options, location.pathname, stored);
  // Back or Forward returns to the page the visitor had: after choosing Türkçe on an English page,
  // Back leads to the English page, even when the browser loads it again rather than from its cache.
  if (target === null || isBackOrForward()) return;
  document.documentElement.style.visibility = 'hidden';
  location.replace(target + location.search + location.hash);
}
