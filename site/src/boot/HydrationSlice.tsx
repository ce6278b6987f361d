import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Part of a page that React hydrates in a pass of its own.
 *
 * React hydrates a prerendered page in slices of a few milliseconds (main.tsx), but each Suspense
 * boundary's commit, and the re-render React Aria's components ask for right after it (useIsSSR),
 * is one piece of work that cannot be split. On a long page (the FAQ's questions, the team, the
 * registration form) that piece alone blocks a slow phone's main thread for a noticeable moment.
 * Every slice is a boundary of its own: React commits it separately, in document order, and first
 * whichever one the visitor clicks or types in. Nothing in a slice suspends, so on a client-side
 * navigation it renders at once, like the rest of the page.
 *
 * The shell's AppReady waits until every slice is hydrated (`whenSlicesHydrated`), and so does a
 * submit of the registration form, whose fieldsets are slices.
 *
 * Never inside a component that renders again right after it hydrates, such as React Aria's
 * collections (Tabs, Select): the context it provides changes then, and React hydrates every
 * slice still waiting under it at once, synchronously, in the same task. On the team page, whose
 * directory lies in a tab panel, that task was the page's longest.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  const [slice] = useState(newSlice);
  useEffect(() => trackSlice(slice), [slice]);
  return (
    <Suspense>
      {children}
      <SliceHydrated slice={slice} />
    </Suspense>
  );
}

/** Rendered last in a slice: its effect runs when React has committed the slice. */
function SliceHydrated({ slice }: { slice: Slice }) {
  useEffect(() => markHydrated(slice), [slice]);
  return null;
}

type Slice = { hydrated: boolean };

const newSlice = (): Slice => ({ hydrated: false });
const slices = new Set<Slice>();
const waiting = new Set<() => void>();

function settle() {
  if ([...slices].some((slice) => !slice.hydrated)) return;
  for (const then of [...waiting]) {
    waiting.delete(then);
    then();
  }
}

/** A mounted slice counts until it unmounts. On a navigation its content commits first, so it is hydrated already. */
function trackSlice(slice: Slice) {
  slices.add(slice);
  return () => {
    slices.delete(slice);
    settle();
  };
}

function markHydrated(slice: Slice) {
  slice.hydrated = true;
  settle();
}

/**
 * Calls `then` once every slice on the page is hydrated: at once when there is none left to wait
 * for. The page's slices are tracked by then: their effects run before the effects of what comes
 * after the page. Returns a cancel function.
 */
export function whenSlicesHydrated(then: () => void): () => void {
  waiting.add(then);
  settle();
  return () => {
    waiting.delete(then);
  };
}
