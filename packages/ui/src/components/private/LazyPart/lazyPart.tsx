import { Component, Suspense, lazy, useState, type ComponentType, type JSX, type ReactNode } from 'react';
import { loadWantedContentStrings } from '@ankerlicht/content';

type PartModule<P> = { default: ComponentType<P> };

export type LazyPartProps<P> = P & {
  /**
   * Its code could not be fetched (offline, or a new deploy replaced the file). The part renders
   * nothing; the caller stops rendering it (closes its dialog), and rendering it again retries.
   */
  onLoadError: () => void;
};

export type LazyPart<P> = {
  Part: ComponentType<LazyPartProps<P>>;
  /**
   * Starts the fetch early, such as when a pointer goes down on the button that opens the part;
   * settles (never rejects) once it is done.
   */
  preload: () => Promise<void>;
};

/**
 * A piece of a component whose code is fetched only when it is first shown, such as a dialog
 * behind a button: the page's first download carries the button, not the dialog.
 */
export function lazyPart<P extends object>(load: () => Promise<PartModule<P>>): LazyPart<P> {
  let pending: Promise<PartModule<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const fetchPart = () => {
    // A failed fetch is forgotten, so the next attempt fetches again. The part renders once the
    // content strings its modules brought are loaded too (@ankerlicht/content's contentStrings.ts).
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
  // React.lazy keeps a failure for good, so a failure puts a fresh one in its place.
  let Lazy = lazy(fetchPart);

  function Part({ onLoadError, ...props }: LazyPartProps<P>) {
    const failed = () => {
      Lazy = lazy(fetchPart);
      onLoadError();
    };
    // Once fetched, the part renders at once, without suspending. Chosen once per mount: a
    // different component type on a later render would remount the part and lose its state.
    const [Loaded] = useState(() => loaded ?? Lazy);
    return (
      <LoadBoundary onError={failed}>
        <Suspense fallback={null}>
          <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
        </Suspense>
      </LoadBoundary>
    );
  }

  return {
    Part,
    preload: () =>
      fetchPart().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/**
 * Parts such as the mobile menu sit outside the page's error boundary: a fetch that fails must
 * not take the page down.
 */
class LoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
