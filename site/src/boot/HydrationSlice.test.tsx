import { act, render, waitFor } from '@testing-library/react';
import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationSlice, whenSlicesHydrated } from './HydrationSlice.tsx';

/** Notes in `log` when React has committed it. */
function Committed({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(name);
  }, [log, name]);
  return <p>{name}</p>;
}

/** Like the shell's AppReady: after the page, waiting for its slices. */
function Ready({ log }: { log: string[] }) {
  useEffect(() => whenSlicesHydrated(() => log.push('ready')), [log]);
  return null;
}

const page = (log: string[]) => (
  <main>
    <Committed name="page" log={log} />
    <HydrationSlice>
      <Committed name="first slice" log={log} />
    </HydrationSlice>
    <HydrationSlice>
      <Committed name="second slice" log={log} />
    </HydrationSlice>
    <Ready log={log} />
  </main>
);

describe('HydrationSlice', () => {
  it('hydrates each slice in a pass after the page, and the page is ready only once all are', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page([]));
    document.body.append(container);
    const log: string[] = [];
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, page(log));
      });
    });
    await waitFor(() => expect(log).toContain('ready'));
    // The page's pass commits first, its slices later, each on its own; ready comes last.
    expect(log).toEqual(['page', 'first slice', 'second slice', 'ready']);
    expect(container.querySelectorAll('p')).toHaveLength(3);
    container.remove();
  });

  it('renders at once on a client-side render, where the page is ready as soon as it commits', () => {
    const log: string[] = [];
    const { container } = render(page(log));
    expect(log).toEqual(['page', 'first slice', 'second slice', 'ready']);
    expect(container.querySelectorAll('p')).toHaveLength(3);
  });

  it('waits for nothing when the page has no slice', () => {
    const log: string[] = [];
    render(<Ready log={log} />);
    expect(log).toEqual(['ready']);
  });
});
