import { lazy, type ComponentType } from 'react';
import { loadWantedContentStrings, type Department } from '@ankerlicht/content';
import { loadPageMessages } from './i18n/messageBundles.ts';
import type { PageRoute } from './routes.ts';

type PageModule = { default: ComponentType<{ department?: Department }> };

/** Every page module, code-split: Vite makes one chunk per page. */
const pageModules = import.meta.glob<PageModule>('./pages/*/*Page.tsx');

/**
 * A page's module, with its own messages and the content strings its modules brought, in the
 * languages the app shows.
 */
async function loadPage(route: PageRoute): Promise<PageModule> {
  const load = pageModules[route.module];
  if (!load) throw new Error(`No page module ${route.module}`);
  const [module] = await Promise.all([load(), loadPageMessages(route.module)]);
  await loadWantedContentStrings();
  return module;
}

const loadedModules = new Map<string, PageModule>();

/**
 * Loads a route's code-split page module. The entries await the current page before the first
 * render, so hydration matches the prerendered HTML without suspending.
 */
export async function preloadPage(route: PageRoute): Promise<void> {
  if (!loadedModules.has(route.module)) loadedModules.set(route.module, await loadPage(route));
}

/**
 * A lazy page component. When its module is already loaded, the thenable handed to React.lazy
 * resolves synchronously, so React renders the page at once instead of suspending.
 */
export function lazyPage(route: PageRoute) {
  return lazy(() => {
    const loaded = loadedModules.get(route.module);
    if (!loaded) return loadPage(route);
    const settled: PromiseLike<PageModule> = {
      then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(loaded) : loaded) as never,
    };
    return settled as Promise<PageModule>;
  });
}
