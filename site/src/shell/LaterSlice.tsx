import { memo, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { LoadBoundary, partCode, type PartModule } from '@ankerlicht/ui';
import { hydratesLaterAttribute } from '../boot/earlyPresses.ts';
import { HydrationSlice } from './HydrationSlice.tsx';
import * as styles from './LaterSlice.css.ts';

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
  const code = partCode(load);
  // At once, when the page's module runs: not when React reaches the part. A failure shows when
  // React reaches the part (its boundary leaves it out).
  fetching.add(code.fetch().catch(() => undefined));

  function LaterSlice(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [failed, setFailed] = useState(false);
    const [Part] = useState(code.component);
    const arrived = useCallback(() => wrapper.current?.removeAttribute(hydratesLaterAttribute), []);
    return (
      <div ref={wrapper} className={styles.wrapper} {...{ [hydratesLaterAttribute]: '' }}>
        {!failed && (
          <HydrationSlice>
            <LoadBoundary
              onError={() => {
                code.failed();
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
