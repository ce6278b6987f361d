import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitingTimeFigures } from '@ankerlicht/content';
import { fetchPublishedFigures, isWaitingTimeFigures } from './fetchPublishedFigures.ts';

/** The figures as the backend gives them: plain JSON, keys in jsonb's order. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
const builtIn = () => asJson(waitingTimeFigures);

/** The built-in figures with one value replaced: `at` is a path of keys, `value` undefined deletes. */
function changed(at: string[], value: unknown): Record<string, unknown> {
  const figures = builtIn();
  let parent: Record<string, unknown> = figures;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = at.at(-1) ?? '';
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return figures;
}

describe('isWaitingTimeFigures', () => {
  it('takes the built-in figures, which the first publication equals, and a publication of other figures', () => {
    expect(isWaitingTimeFigures(builtIn())).toBe(true);
    expect(
      isWaitingTimeFigures({
        urgent: { max: 2, min: 1, unit: 'week' },
        asOf: '2027-01-01',
        adults: {
          headline: 'treatment',
          treatment: { max: 4, min: 2, unit: 'week', approximate: false },
          registration: { max: 6, min: 0, unit: 'month' },
        },
        children: {
          headline: { total: { max: 2, min: 2, unit: 'month' } },
          treatment: { max: 1, min: 1, unit: 'week' },
          registration: { max: 5, min: 3, unit: 'week' },
        },
      }),
    ).toBe(true);
  });

  /** Both locations' parts, the adults' waits differing per location. */
  const perLocation = {
    amsterdam: { registration: { min: 4, max: 6, unit: 'month' }, treatment: { min: 2, max: 3, unit: 'week' } },
    zaandam: { registration: { min: 3, max: 4, unit: 'month' }, treatment: { min: 3, max: 4, unit: 'week' } },
  };

  it('takes a department with waits per location', () => {
    expect(isWaitingTimeFigures(changed(['adults', 'locations'], perLocation))).toBe(true);
  });

  it.each([
    ['waits per location that are not an object', 'amsterdam'],
    ['one location only', { amsterdam: perLocation.amsterdam }],
    ['a location without a part', { ...perLocation, zaandam: { registration: perLocation.zaandam.registration } }],
    ['a location with a part that is not a span', { ...perLocation, zaandam: { ...perLocation.zaandam, treatment: { min: 3 } } }],
  ])('refuses %s', (_, locations) => {
    expect(isWaitingTimeFigures(changed(['adults', 'locations'], locations))).toBe(false);
  });

  it.each([
    ['nothing', null],
    ['a text', 'figures'],
    ['a list', [builtIn()]],
    ['no date', changed(['asOf'], undefined)],
    ['a date that is not the first of a month', changed(['asOf'], '2026-11-02')],
    ['a date without a month', changed(['asOf'], '2026-13-01')],
    ['a date as a number', changed(['asOf'], 20261101)],
    ['no department', changed(['children'], undefined)],
    ['no urgent target', changed(['urgent'], undefined)],
    ['a department without a part', changed(['adults', 'treatment'], undefined)],
    ['an unknown headline', changed(['adults', 'headline'], 'intake')],
    ['no headline', changed(['adults', 'headline'], undefined)],
    ['a total that is not a span', changed(['children', 'headline'], { total: { min: 1, unit: 'month' } })],
    ['a span without a unit', changed(['urgent', 'unit'], undefined)],
    ['days', changed(['urgent', 'unit'], 'day')],
    ['a number as text', changed(['adults', 'registration', 'min'], '3')],
    ['a fraction', changed(['adults', 'registration', 'min'], 2.5)],
    ['a negative number', changed(['adults', 'registration', 'min'], -1)],
    ['three digits', changed(['adults', 'registration', 'max'], 100)],
    ['min above max', changed(['adults', 'registration', 'min'], 7)],
    ['an upper bound of 0', changed(['urgent'], { min: 0, max: 0, unit: 'week' })],
    ['approximate as text', changed(['urgent', 'approximate'], 'yes')],
  ])('refuses %s', (_, answer) => {
    expect(isWaitingTimeFigures(answer)).toBe(false);
  });
});

describe('fetchPublishedFigures', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/json' } });

  /** A publication a month after the built-in figures, with another adult wait. */
  const newer = {
    ...builtIn(),
    asOf: '2026-12-01',
    adults: { ...waitingTimeFigures.adults, registration: { min: 2, max: 5, unit: 'month' } },
  };

  it('asks the backend for the newest publication with the public key and an empty body, nothing else', async () => {
    const fetch = vi.fn(async () => answer(JSON.stringify(newer)));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchPublishedFigures(waitingTimeFigures)).resolves.toEqual(newer);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/rest\/v1\/rpc\/published_waiting_times$/);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(Object.keys(init.headers as Record<string, string>).sort()).toEqual(['apikey', 'content-type']);
    expect(init.credentials).toBeUndefined();
    // It gives up after a while (5 s): the built-in figures stay.
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ['an error status', () => answer('{"message":"nope"}', 500)],
    ['not JSON', () => answer('<html>')],
    ['null (no publication)', () => answer('null')],
    ['another shape', () => answer('{"asOf":"2026-12-01"}')],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a timeout', () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))],
  ])('gives nothing, and throws nothing, on %s', async (_, respond) => {
    vi.stubGlobal('fetch', vi.fn(respond));
    await expect(fetchPublishedFigures(waitingTimeFigures)).resolves.toBeUndefined();
  });

  it('gives the figures shown, the same object, for the figures shown already, in whatever order the backend writes their keys', async () => {
    // jsonb's order: shorter keys first.
    const { asOf, urgent, adults, children } = builtIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(JSON.stringify({ asOf, urgent, adults, children }))),
    );
    await expect(fetchPublishedFigures(waitingTimeFigures)).resolves.toBe(waitingTimeFigures);
  });

  it('gives the figures shown for figures older than them: the site’s own were updated after the last publication', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(JSON.stringify(newer))),
    );
    const shown = { ...waitingTimeFigures, asOf: '2027-01-01' };
    await expect(fetchPublishedFigures(shown)).resolves.toBe(shown);
  });

  it('gives a correction of the same month', async () => {
    const corrected = { ...builtIn(), urgent: { min: 0, max: 2, unit: 'week' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(JSON.stringify(corrected))),
    );
    await expect(fetchPublishedFigures(waitingTimeFigures)).resolves.toEqual(corrected);
  });
});
