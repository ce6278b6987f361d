import { Component, lazy, memo, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { hydratesLaterAttribute } from '../boot/earlyPresses.ts';
import { HydrationSlice } from './HydrationSlice.tsx';
import * as styles from './LaterSlice.css.ts';

type PartModule<P> = { default: ComponentType<P> };

/** Every later slice's code being fetched: the prerender waits for all of it (laterSlicesLoaded). */
const fetching = new Set<Promise<unknown>>();

/**
 * Resolves once the code of every later slice whose page module has run is here. The server
 * awaits it before it renders a page, so the prerendered HTML holds the part.
 */
export async function laterSlicesLoaded(): Promise<void> {
  await Promise.all(fetching);
}

/**
 * A part of a page whose code comes in a chunk of its own, such as the team page's mobile filter:
 * its React Aria collection and popover are a large part of the page's JavaScript, and hidden on
 * wider screens. The chunk is fetched as soon as the page's module runs, alongside the page's
 * hydration, which does not wait for it: React keeps the part's prerendered HTML until its code
 * arrives and then hydrates it in a pass of its own (a HydrationSlice: AppReady waits for it). A
 * press on it meanwhile is pressed again once the page is ready.
 *
 * Give it props that stay the same while the page waits (values, not new objects): React cannot
 * hand new props to HTML it has not hydrated, and would replace that HTML with an empty part
 * until the code arrives.
 *
 * If the chunk cannot be fetched (offline, a new deploy), the part is left out and the page works
 * without it; the next time it is shown, it is fetched again.
 */
export function laterSlice<P extends object>(load: () => Promise<PartModule<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<PartModule<P>> | null = null;
  const fetchPart = () => {
    pending ??= load().then(
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
  // At once, when the page's module runs: not when React reaches the part. A failure shows when
  // React reaches the part (its boundary leaves it out).
  fetching.add(fetchPart().catch(() => undefined));
  // React.lazy keeps a failure for good, so a failure puts a fresh one in its place.
  let Lazy = lazy(fetchPart);

  function LaterSlice(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [failed, setFailed] = useState(false);
    // Once fetched, the part renders at once (a navigation); chosen once per mount.
    const [Part] = useState(() => loaded ?? Lazy);
    const arrived = useCallback(() => wrapper.current?.removeAttribute(hydratesLaterAttribute), []);
    return (
      <div ref={wrapper} className={styles.wrapper} {...{ [hydratesLaterAttribute]: '' }}>
        {!failed && (
          <HydrationSlice>
            <LoadBoundary
              onError={() => {
                Lazy = lazy(fetchPart);
                arrived();
                setFailed(true);
              }}
            >
              <Part {...props} />
              <Arrived then={arrived} />
            </LoadBoundary>
          </HydrationSlice>
        )}
      </div>
    );
  }
  // A page that renders again (a search typed) renders the part again only when its props change.
  return memo(LaterSlice) as unknown as ComponentType<P>;
}

/** Rendered after the part: its effect runs once React has committed the part. */
function Arrived({ then }: { then: () => void }) {
  useEffect(() => {
    then();
  }, [then]);
  return null;
}

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
