import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@ankerlicht/content';

/**
 * The built client's loaders, as @ankerlicht/vite-config gives them when it splits the messages:
 * a part for the shell and one per page, in each language, the pages' loaders in the shell's part
 * of their language. Each message here is its part's name, and every load is counted.
 */
const loads: string[] = [];
const failing = new Set<string>();
function part<Extra extends object>(name: string, extra?: Extra) {
  return () => {
    loads.push(name);
    if (failing.has(name)) return Promise.reject(new Error(`${name} failed`));
    return Promise.resolve({ default: { [name]: [{ type: 0 as const, value: name }] }, ...extra });
  };
}
const pageParts = (locale: Locale) => ({
  './pages/faq/FaqPage.tsx': [part(`faq ${locale}`), `/assets/faq-${locale}.js`] as const,
  './pages/team/TeamPage.tsx': [part(`team ${locale}`), `/assets/team-${locale}.js`] as const,
});

vi.mock('virtual:message-loaders', () => ({
  default: {
    shell: Object.fromEntries(locales.map((locale) => [locale, part(`shell ${locale}`, { pages: pageParts(locale) })])),
  },
}));

// Counted: each page part's loader is wrapped once per language, so its failures add up to a fresh URL.
const wrapped = vi.hoisted(() => [] as string[]);
vi.mock('@ankerlicht/content', async (original) => {
  const content = await original<typeof import('@ankerlicht/content')>();
  return {
    ...content,
    retryableImport: (...args: Parameters<typeof content.retryableImport>) => {
      wrapped.push(args[1]);
      return content.retryableImport(...args);
    },
  };
});

type Bundles = typeof import('./messageBundles.ts');
let bundles: Bundles;

beforeEach(async () => {
  loads.length = 0;
  wrapped.length = 0;
  failing.clear();
  vi.resetModules();
  bundles = await import('./messageBundles.ts');
});

const ids = (locale: Locale) => Object.keys(bundles.messagesOf(locale) ?? {}).sort();

describe('the message parts', () => {
  it("give a language the shell's messages, and a page's once the page is imported", async () => {
    expect(Object.keys(await bundles.loadMessages('nl'))).toEqual(['shell nl']);
    expect(bundles.hasAllMessages('nl')).toBe(true);

    await bundles.loadPageMessages('./pages/faq/FaqPage.tsx');
    expect(ids('nl')).toEqual(['faq nl', 'shell nl']);
    // Only the language asked for: no English or Turkish download.
    expect(loads).toEqual(['shell nl', 'faq nl']);
  });

  it('give a new object and tell the subscribers whenever a part is added, so a provider renders again', async () => {
    const before = await bundles.loadMessages('nl');
    const listener = vi.fn();
    const unsubscribe = bundles.subscribeToMessages(listener);
    const version = bundles.messagesVersion();

    await bundles.loadPageMessages('./pages/faq/FaqPage.tsx');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(bundles.messagesVersion()).toBe(version + 1);
    expect(bundles.messagesOf('nl')).not.toBe(before);

    unsubscribe();
    await bundles.loadPageMessages('./pages/team/TeamPage.tsx');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('load a language switched to with every page imported so far, and count it complete only then', async () => {
    await bundles.loadMessages('nl');
    await bundles.loadPageMessages('./pages/faq/FaqPage.tsx');
    expect(bundles.hasAllMessages('tr')).toBe(false);

    await bundles.loadMessages('tr');
    expect(ids('tr')).toEqual(['faq tr', 'shell tr']);
    expect(bundles.hasAllMessages('tr')).toBe(true);
    // A page imported later comes in both languages asked for ...
    await bundles.loadPageMessages('./pages/team/TeamPage.tsx');
    expect(ids('nl')).toContain('team nl');
    expect(ids('tr')).toContain('team tr');
  });

  it('bring a page in the languages kept only, once a language is left behind', async () => {
    await bundles.loadMessages('nl');
    await bundles.loadMessages('en');
    bundles.keepMessageLanguages(['en']);
    loads.length = 0;

    await bundles.loadPageMessages('./pages/team/TeamPage.tsx');
    expect(loads).toEqual(['team en']);
    expect(bundles.hasAllMessages('nl')).toBe(false);
  });

  it('load each part once, however often and concurrently it is asked for', async () => {
    await Promise.all([
      bundles.loadMessages('nl'),
      bundles.loadMessages('nl'),
      bundles.loadPageMessages('./pages/faq/FaqPage.tsx'),
    ]);
    await bundles.loadPageMessages('./pages/faq/FaqPage.tsx');
    expect(loads.sort()).toEqual(['faq nl', 'shell nl']);
  });

  it('fetch a part that failed again on the next request, and keep what did load', async () => {
    await bundles.loadMessages('nl');
    failing.add('faq nl');
    await expect(bundles.loadPageMessages('./pages/faq/FaqPage.tsx')).rejects.toThrow('faq nl failed');
    expect(ids('nl')).toEqual(['shell nl']);
    expect(bundles.hasAllMessages('nl')).toBe(false);

    failing.clear();
    await bundles.loadPageMessages('./pages/faq/FaqPage.tsx');
    expect(ids('nl')).toEqual(['faq nl', 'shell nl']);
    expect(loads.filter((name) => name === 'faq nl')).toHaveLength(2);
  });

  it("wrap each page part's loader once, when its language's shell part arrives, so a retry knows the failures before", async () => {
    await bundles.loadMessages('nl');
    expect(wrapped).toEqual(['/assets/faq-nl.js', '/assets/team-nl.js']);
    failing.add('faq nl');
    await expect(bundles.loadPageMessages('./pages/faq/FaqPage.tsx')).rejects.toThrow('faq nl failed');
    await expect(bundles.loadPageMessages('./pages/faq/FaqPage.tsx')).rejects.toThrow('faq nl failed');
    failing.clear();
    await bundles.loadMessages('nl');
    expect(ids('nl')).toEqual(['faq nl', 'shell nl']);
    expect(wrapped).toEqual(['/assets/faq-nl.js', '/assets/team-nl.js']);
  });

  it("load no page part before its language's shell part, and both once a failed shell part loads", async () => {
    failing.add('shell nl');
    await expect(bundles.loadMessages('nl')).rejects.toThrow('shell nl failed');
    await expect(bundles.loadPageMessages('./pages/faq/FaqPage.tsx')).rejects.toThrow('shell nl failed');
    expect(loads).toEqual(['shell nl', 'shell nl']);
    expect(bundles.hasAllMessages('nl')).toBe(false);

    failing.clear();
    await bundles.loadMessages('nl');
    expect(ids('nl')).toEqual(['faq nl', 'shell nl']);
    expect(bundles.hasAllMessages('nl')).toBe(true);
  });

  it('have no part for a page the loaders do not split out (the dev server and the tests: the shell holds every message)', async () => {
    await bundles.loadMessages('nl');
    await bundles.loadPageMessages('./pages/home/HomePage.tsx');
    expect(bundles.hasAllMessages('nl')).toBe(true);
    expect(loads).toEqual(['shell nl']);
  });
});
