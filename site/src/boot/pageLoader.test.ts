import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoader } from './pageLoader.ts';

const options = {
  entry: '/assets/index.js',
  modules: ['/assets/nl.js', '/assets/a.js', '/assets/b.js', '/assets/c.js'],
  batch: 3,
};

/** A stand-in for the Paint Timing API: `paint` reports a paint entry to the observer. */
function fakePaintTiming() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean; options?: PerformanceObserverInit }[] = [];
  class FakeObserver {
    entry: (typeof observers)[number];
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(init: PerformanceObserverInit) {
      this.entry.options = init;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    paint(name: string) {
      for (const observer of observers.filter(({ disconnected }) => !disconnected)) {
        const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
        observer.callback(list as unknown as PerformanceObserverEntryList, observer as unknown as PerformanceObserver);
      }
    },
  };
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
const preloaded = () => preloads().map((link) => link.getAttribute('href'));
const entryScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')];

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'modulepreload');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('the page loader', () => {
  it('requests nothing before the first contentful paint, then every module a few per task, the entry first', () => {
    const timing = fakePaintTiming();
    pageLoader(options);
    expect(timing.observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    vi.advanceTimersByTime(1000);
    timing.paint('first-paint');
    vi.advanceTimersByTime(10);
    expect(preloads()).toEqual([]);

    timing.paint('first-contentful-paint');
    expect(timing.observers[0]?.disconnected).toBe(true);
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(['/assets/index.js', '/assets/nl.js', '/assets/a.js']);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(['/assets/index.js', '/assets/nl.js', '/assets/a.js', '/assets/b.js', '/assets/c.js']);
    vi.runAllTimers();
    expect(preloads()).toHaveLength(5);
    expect(entryScripts()).toEqual([]);
  });

  it('adds the entry script once every preload has loaded or failed, once', () => {
    const timing = fakePaintTiming();
    pageLoader(options);
    timing.paint('first-contentful-paint');
    vi.runAllTimers();
    const [first, ...rest] = preloads();
    first!.dispatchEvent(new Event('error'));
    for (const link of rest.slice(0, -1)) link.dispatchEvent(new Event('load'));
    expect(entryScripts()).toEqual([]);
    rest.at(-1)!.dispatchEvent(new Event('load'));
    expect(entryScripts()).toHaveLength(1);
    expect(entryScripts()[0]!.type).toBe('module');
    expect(entryScripts()[0]!.getAttribute('src')).toBe('/assets/index.js');
  });

  it('starts after 5 s on a page that paints nothing, and only once', () => {
    const timing = fakePaintTiming();
    pageLoader(options);
    vi.advanceTimersByTime(4999);
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloads()).toHaveLength(3);
    timing.paint('first-contentful-paint');
    vi.runAllTimers();
    expect(preloads()).toHaveLength(5);
  });

  it('starts at once without the Paint Timing API', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    pageLoader(options);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(3);
  });

  it('starts at once when the browser observes no paint entries', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {
          throw new TypeError('no paint entries');
        }
      },
    );
    pageLoader(options);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(3);
  });

  it('adds the entry script at once in a browser without module preloads', () => {
    vi.mocked(DOMTokenList.prototype.supports).mockReturnValue(false);
    const timing = fakePaintTiming();
    pageLoader(options);
    timing.paint('first-contentful-paint');
    vi.runAllTimers();
    expect(preloads()).toEqual([]);
    expect(entryScripts().map((script) => script.getAttribute('src'))).toEqual(['/assets/index.js']);
  });

  it("warms up Intl for the page's language, one kind of data per task, whatever fails", () => {
    document.documentElement.lang = 'tr';
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize').mockImplementation(() => {
      throw new RangeError('no data');
    });
    const timing = fakePaintTiming();
    pageLoader(options);
    timing.paint('first-contentful-paint');
    vi.advanceTimersToNextTimer(); // load
    vi.advanceTimersToNextTimer(); // the first warm-up
    expect(maximize).toHaveBeenCalledTimes(1);
    expect(numbers).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(numbers).toHaveBeenCalledWith('tr');
    expect(dates).toHaveBeenCalledWith('tr');
    document.documentElement.lang = 'nl';
  });
});
