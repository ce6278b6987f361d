import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitingTimeFigures } from '@ankerlicht/content';

/** The one request of the visit, answered by each test. */
const fetchPublishedFigures = vi.fn<(shown: WaitingTimeFigures) => Promise<WaitingTimeFigures | undefined>>();
vi.mock('./fetchPublishedFigures.ts', () => ({ fetchPublishedFigures }));

/** The module afresh, as on a new visit (its request is made once per module). */
async function freshVisit() {
  vi.resetModules();
  const { useWaitingTimeFigures, WaitingTimesAsOf } = await import('./figures.ts');
  const content = await import('@ankerlicht/content');
  await content.loadAllContentStrings();
  /** The figures shown, and their date line in Dutch. */
  function Probe({ id = 'probe' }: { id?: string }) {
    const figures = useWaitingTimeFigures();
    return (
      <output data-testid={id}>
        {`${figures.asOf} ${figures.adults.registration.max} | `}
        <WaitingTimesAsOf figures={figures} />
      </output>
    );
  }
  const page = (id?: string) => (
    <IntlProvider locale="nl" defaultLocale="nl" messages={{}}>
      <Probe id={id} />
    </IntlProvider>
  );
  return { page, builtIn: content.waitingTimeFigures, asOf: content.waitingTimesAsOfFor };
}

const newer = (asOf: string, builtIn: WaitingTimeFigures): WaitingTimeFigures => ({
  ...builtIn,
  asOf,
  adults: { ...builtIn.adults, registration: { min: 2, max: 9, unit: 'month' } },
});

/** A promise the test resolves when it wants. */
function deferred<T>() {
  let resolve = (_: T) => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

beforeEach(() => {
  fetchPublishedFigures.mockReset();
  // A day the built-in figures are current on.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-10T12:00:00') });
});
afterEach(() => vi.useRealTimers());

describe('the waiting-time figures shown', () => {
  it('are the built-in ones on the server, never stale, and nothing is asked there', async () => {
    const { page, builtIn, asOf } = await freshVisit();
    vi.setSystemTime(new Date('2030-01-01T12:00:00'));
    const html = renderToString(page());
    expect(html).toContain(`${builtIn.asOf} 6 | `);
    expect(html).toContain(asOf(builtIn).nl);
    expect(fetchPublishedFigures).not.toHaveBeenCalled();
  });

  it('are the built-in ones until the newest publication arrives, then that, asked for once for every user', async () => {
    const { page, builtIn, asOf } = await freshVisit();
    const answer = deferred<WaitingTimeFigures | undefined>();
    fetchPublishedFigures.mockReturnValue(answer.promise);
    render(
      <>
        {page('one')}
        {page('two')}
      </>,
    );
    expect(screen.getByTestId('one')).toHaveTextContent(`${builtIn.asOf} 6 | ${asOf(builtIn).nl}`);
    // Once its code has come: it is told what is shown, to give nothing for the same or older figures.
    await vi.waitFor(() => expect(fetchPublishedFigures).toHaveBeenCalledWith(builtIn));
    const publication = newer('2026-12-01', builtIn);
    await act(async () => answer.resolve(publication));
    for (const id of ['one', 'two']) expect(screen.getByTestId(id)).toHaveTextContent(`2026-12-01 9 | ${asOf(publication).nl}`);
    // A page opened later in the visit shows it at once, without asking again.
    render(page('three'));
    expect(screen.getByTestId('three')).toHaveTextContent('2026-12-01 9 |');
    expect(fetchPublishedFigures).toHaveBeenCalledTimes(1);
  });

  it('stay the built-in ones when there is no publication to show', async () => {
    const { page, builtIn } = await freshVisit();
    fetchPublishedFigures.mockImplementation(async (shown) => shown);
    render(page());
    await act(async () => {});
    expect(screen.getByTestId('probe')).toHaveTextContent(`${builtIn.asOf} 6 |`);
  });

  it('are dated as stale more than 35 days after their date, on the visitor’s clock, once the backend has said they are the newest', async () => {
    const { page, builtIn, asOf } = await freshVisit();
    const answer = deferred<WaitingTimeFigures | undefined>();
    fetchPublishedFigures.mockReturnValue(answer.promise);
    vi.setSystemTime(new Date('2026-12-07T09:00:00'));
    render(page());
    // Not while the answer is awaited: a publication may be on its way.
    expect(screen.getByTestId('probe')).toHaveTextContent(asOf(builtIn).nl);
    expect(screen.getByTestId('probe')).not.toHaveTextContent(asOf(builtIn, true).nl);
    await act(async () => answer.resolve(builtIn));
    expect(screen.getByTestId('probe')).toHaveTextContent(asOf(builtIn, true).nl);
  });

  it('are not called stale when the backend cannot say which are the newest', async () => {
    const { page, builtIn, asOf } = await freshVisit();
    fetchPublishedFigures.mockResolvedValue(undefined);
    vi.setSystemTime(new Date('2026-12-20T09:00:00'));
    render(page());
    await act(async () => {});
    expect(screen.getByTestId('probe')).toHaveTextContent(`${builtIn.asOf} 6 | ${asOf(builtIn).nl}`);
    expect(screen.getByTestId('probe')).not.toHaveTextContent(asOf(builtIn, true).nl);
  });

  it('are judged stale by the date of the figures shown: a publication’s, once it has arrived', async () => {
    const { page, builtIn, asOf } = await freshVisit();
    const answer = deferred<WaitingTimeFigures | undefined>();
    fetchPublishedFigures.mockReturnValue(answer.promise);
    vi.setSystemTime(new Date('2026-12-20T09:00:00'));
    render(page());
    expect(screen.getByTestId('probe')).toHaveTextContent(asOf(builtIn).nl);
    const publication = newer('2026-12-01', builtIn);
    await act(async () => answer.resolve(publication));
    expect(screen.getByTestId('probe')).toHaveTextContent(asOf(publication).nl);
  });
});
