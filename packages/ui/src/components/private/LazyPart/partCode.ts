import { lazy, type ComponentType } from 'react';
import { loadWantedContentStrings } from '@ankerlicht/content';

export type PartModule<P> = { default: ComponentType<P> };

export type PartCode<P> = {
  /**
   * Fetches the part's module, once: a failed fetch is forgotten, so the next call fetches again.
   * Resolves once the content strings its modules brought are loaded too
   * (@ankerlicht/content's contentStrings.ts).
   */
  fetch: () => Promise<PartModule<P>>;
  /**
   * What to render: the component itself once fetched (it renders at once, without suspending),
   * else a React.lazy of it. Choose it once per mount: a different component type on a later
   * render would remount the part and lose its state.
   */
  component: () => ComponentType<P>;
  /** After a failure: React.lazy keeps a failure for good, so the next render gets a fresh one. */
  failed: () => void;
};

/** The code of a part fetched apart from the page's, when it is first shown (lazyPart). */
export function partCode<P extends object>(load: () => Promise<PartModule<P>>): PartCode<P> {
  let pending: Promise<PartModule<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const fetch = () => {
    pending ??= load()
      .then(async (module) => {
        await loadWantedContentStrings();
        return module;
      })
      .then(
        (module) => {
          loaded = module.default;
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
    return pending;
  };
  let Lazy = lazy(fetch);
  return {
    fetch,
    component: () => loaded ?? Lazy,
    failed: () => {
      Lazy = lazy(fetch);
    },
  };
}
