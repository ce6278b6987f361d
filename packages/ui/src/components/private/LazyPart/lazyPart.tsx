import { Suspense, useState, type ComponentType, type JSX } from 'react';
import { LoadBoundary } from './LoadBoundary.tsx';
import { partCode, type PartModule } from './partCode.ts';

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
  const code = partCode(load);

  function Part({ onLoadError, ...props }: LazyPartProps<P>) {
    const failed = () => {
      code.failed();
      onLoadError();
    };
    const [Loaded] = useState(code.component);
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
      code.fetch().then(
        () => undefined,
        () => undefined,
      ),
  };
}
