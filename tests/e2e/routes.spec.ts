import { brand, defaultLocale, localeDescriptor, localeDescriptors, localizedPath, locales } from '@ankerlicht/content';
import { pageRoutes, redirects } from '@ankerlicht/site/routes';
import type { Page } from '@playwright/test';
import {
  documentTitle,
  expect,
  expectEndsWithProductName,
  gotoIn,
  holdScripts,
  message,
  pageTitle,
  test,
  waitForApp,
} from '../support/site.ts';

const absolute = (path: string) => new URL(path, brand.siteUrl).href;
const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The <head> as a crawler or link preview reads it: the served HTML, before any script runs. */
function headOf(html: string) {
  const attribute = (pattern: RegExp) => {
    const match = pattern.exec(html);
    return match ? unescape(match[1]!) : undefined;
  };
  return {
    html: /<html ([^>]*)>/.exec(html)?.[1],
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    ogLocale: attribute(/<meta property="og:locale" content="([^"]*)"/),
    ogAlternates: [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]*)"/g)].map((match) => match[1]),
    ogUrl: attribute(/<meta property="og:url" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries(
      // Attribute names are case-insensitive in HTML, and React writes this one `hrefLang`.
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/gi)].map((match) => [match[1], match[2]]),
    ),
  };
}

/** The head as the browser has it: every title, description, og:url, canonical and alternate. */
function headInBrowser(page: Page) {
  return page.evaluate(() => ({
    titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent),
    descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
    ogUrls: [...document.head.querySelectorAll('meta[property="og:url"]')].map((meta) => meta.getAttribute('content')),
    canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang')),
    inBody: document.body.querySelectorAll('title, meta, link[rel="canonical"], link[rel="alternate"]').length,
  }));
}

/** One of each tag, naming the page's canonical path in its language; none naming a URL on the 404 page. */
const expectedHead = (locale: (typeof locales)[number], id: string, canonicalPath?: string) => ({
  titles: [documentTitle(locale, id)],
  descriptions: [message(locale, `page.${id}.description`)],
  ogUrls: canonicalPath ? [absolute(localizedPath(locale, canonicalPath))] : [],
  canonicals: canonicalPath ? [absolute(localizedPath(locale, canonicalPath))] : [],
  alternates: canonicalPath ? [...localeDescriptors.map(({ lang }) => lang), 'x-default'] : [],
  inBody: 0,
});

test.describe('every path of the route table, in every language', () => {
  // One test per language and a step per path: the requests need no browser page, and a test of
  // its own for each of the 93 paths spent most of its time opening one (the fixture's).
  for (const locale of locales) {
    const { lang, dir, ogLocale } = localeDescriptor(locale);
    test(`every path in ${locale} is served in its language with its title, description, canonical and alternates`, async ({
      request,
    }) => {
      for (const route of pageRoutes) {
        for (const path of route.paths) {
          const url = localizedPath(locale, path);
          await test.step(url, async () => {
            const response = await request.get(url);
            expect(response.status(), url).toBe(200);
            const head = headOf(await response.text());
            expect(head.html, url).toBe(`lang="${lang}" dir="${dir}"`);
            // Every title ends with the product name, the home page's too (docs/product-rules.md §2.2), and names it once.
            expectEndsWithProductName(head.title, url);
            expect(head.title, url).toBe(documentTitle(locale, route.id));
            expect(head.description, url).toBe(message(locale, `page.${route.id}.description`));
            expect(head.ogLocale, url).toBe(ogLocale);
            expect(head.ogAlternates, url).toEqual(
              localeDescriptors.filter((other) => other.code !== locale).map((other) => other.ogLocale),
            );
            // An alias names the page's first path: one canonical URL per page and language.
            const canonical = absolute(localizedPath(locale, route.paths[0]!));
            expect(head.canonical, url).toBe(canonical);
            // og:url is the canonical URL too, so the browser keeps the prerendered tag at any alias.
            expect(head.ogUrl, url).toBe(canonical);
            expect(head.alternates, url).toEqual({
              ...Object.fromEntries(
                localeDescriptors.map((other) => [other.lang, absolute(localizedPath(other.code, route.paths[0]!))]),
              ),
              'x-default': absolute(localizedPath(defaultLocale, route.paths[0]!)),
            });
          });
        }
      }
    });
  }

  // Each route's first path is checked the same way, at two widths, by quality.spec.ts; here the aliases.
  for (const locale of locales) {
    test(`once the app has started, every alias's heading and document title in ${locale} are its page's`, async ({ page }) => {
      for (const route of pageRoutes) {
        for (const path of route.paths.slice(1)) {
          const url = localizedPath(locale, path);
          await page.goto(url);
          await waitForApp(page);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, route.id));
          await expect(page).toHaveTitle(documentTitle(locale, route.id));
          expectEndsWithProductName(await page.title(), url);
        }
      }
    });
  }

  test("the head holds each of the page's tags once, after hydration and after a client-side navigation", async ({ page }) => {
    await gotoIn(page, 'en', '/faq');
    await waitForApp(page);
    expect(await headInBrowser(page)).toEqual(expectedHead('en', 'faq', '/faq'));
    // A client-side navigation (the footer's link) swaps the tags rather than adding to them.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: message('en', 'footer.disclaimer') })
      .click();
    await expect(page).toHaveURL(/\/en\/disclaimer$/);
    await expect(page).toHaveTitle(documentTitle('en', 'disclaimer'));
    expect(await headInBrowser(page)).toEqual(expectedHead('en', 'disclaimer', '/disclaimer'));
    // An alias with a trailing slash: the prerendered tags name the canonical page, and stay alone.
    await gotoIn(page, 'tr', '/faq-2/');
    await waitForApp(page);
    expect(await headInBrowser(page)).toEqual(expectedHead('tr', 'faq', '/faq'));
  });

  test('pages render in the language of their URL, with one heading', async ({ page }) => {
    for (const locale of locales) {
      await gotoIn(page, locale, '/over-ons');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'about'));
      await expect(page.locator('h1')).toHaveCount(1);
    }
  });
});

test.describe('the sitemap', () => {
  test('lists every page in every language, each with its alternates', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(entries).toHaveLength(pageRoutes.length * locales.length);
    for (const route of pageRoutes) {
      const alternates = [
        ...localeDescriptors.map(
          (descriptor) =>
            `<xhtml:link rel="alternate" hreflang="${descriptor.lang}" href="${absolute(localizedPath(descriptor.code, route.paths[0]!))}" />`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(localizedPath(defaultLocale, route.paths[0]!))}" />`,
      ];
      for (const locale of locales) {
        const entry = entries.find((candidate) =>
          candidate.includes(`<loc>${absolute(localizedPath(locale, route.paths[0]!))}</loc>`),
        );
        expect(entry, `${route.id} in ${locale}`).toBeDefined();
        for (const alternate of alternates) expect(entry).toContain(alternate);
      }
    }
  });
});

test.describe('redirects', () => {
  for (const locale of locales) {
    for (const [from, to] of Object.entries(redirects)) {
      test(`${localizedPath(locale, from)} lands on ${localizedPath(locale, to)}`, async ({ page }) => {
        await gotoIn(page, locale, from);
        await expect(page).toHaveURL(localizedPath(locale, to));
        await expect(page.locator('html')).toHaveAttribute('lang', localeDescriptor(locale).lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  }

  test('work without JavaScript, in every language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const locale of locales) {
      await gotoIn(page, locale, '/wie-zijn-wij');
      await expect(page).toHaveURL(localizedPath(locale, '/missie-en-visie'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'missionVision'));
    }
    await context.close();
  });
});

test.describe('unknown paths', () => {
  // The browser itself reports the page's 404 status in the console.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('the 404 page keeps one title and description, and nothing that names a URL, once the app has started', async ({
    page,
  }) => {
    await gotoIn(page, 'nl', '/bestaat-niet');
    await waitForApp(page);
    expect(await headInBrowser(page)).toEqual(expectedHead('nl', 'notFound'));
  });

  test('get the 404 page, with a way home, and the path logged', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (entry) => logged.push(entry.text()));
    const response = await page.goto('/bestaat-niet');
    expect(response?.status()).toBe(404);
    // Its title too ends with the product name: in the served HTML and once the app has started.
    expect(headOf(await response!.text()).title).toBe(documentTitle('nl', 'notFound'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', 'notFound'));
    await waitForApp(page);
    await expect(page).toHaveTitle(documentTitle('nl', 'notFound'));
    expectEndsWithProductName(await page.title(), '/bestaat-niet');
    await expect(page.getByText(message('nl', 'page.notFound.body'))).toBeVisible();
    await expect.poll(() => logged.some((line) => line.includes('/bestaat-niet'))).toBe(true);
    await page.getByRole('link', { name: message('nl', 'page.notFound.home') }).click();
    await expect(page).toHaveURL('/');
  });

  for (const locale of locales.filter((code) => code !== defaultLocale)) {
    test(`under ${localizedPath(locale, '/')} get the ${locale} 404 page, with a way to its home`, async ({ page }) => {
      const response = await gotoIn(page, locale, '/does/not/exist');
      expect(response?.status()).toBe(404);
      expect(headOf(await response!.text()).title).toBe(documentTitle(locale, 'notFound'));
      await expect(page.locator('html')).toHaveAttribute('lang', localeDescriptor(locale).lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'notFound'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // The link as the running app follows it (in the same language, without a reload).
      await waitForApp(page);
      await expect(page).toHaveTitle(documentTitle(locale, 'notFound'));
      expectEndsWithProductName(await page.title(), localizedPath(locale, '/does/not/exist'));
      await page.getByRole('link', { name: message(locale, 'page.notFound.home') }).click();
      await expect(page).toHaveURL(localizedPath(locale, '/'));
    });
  }

  test('a press on the way home begun before the app started still leads home', async ({ page }) => {
    // A slow phone: the finger goes down on the link while the scripts are on their way, and comes
    // up once the app has taken the page over.
    const release = await holdScripts(page);
    await gotoIn(page, 'en', '/does/not/exist', { waitUntil: 'commit' });
    const home = page.getByRole('link', { name: message('en', 'page.notFound.home') });
    const box = (await home.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await waitForApp(page);
    await page.mouse.up();
    await expect(page).toHaveURL(localizedPath('en', '/'));
  });

  test('show "Page Not Found" in English', async ({ page }) => {
    await gotoIn(page, 'en', '/does/not/exist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});

// Accessibility of every route, in every language and at both widths: quality.spec.ts.

test.describe('every text font a page paints with is preloaded in its HTML', () => {
  // The font is font-display: optional: a file the browser finds only while it lays the page out
  // comes too late to be used, and its letters (a Turkish name on a Dutch page) stay in the fallback.
  for (const locale of locales) {
    test(`in ${locale}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      for (const route of pageRoutes) {
        // A page of its own for each route, so no font the previous one asked for is counted.
        const page = await context.newPage();
        const fonts = new Set<string>();
        page.on('request', (request) => {
          if (request.resourceType() === 'font') fonts.add(new URL(request.url()).pathname);
        });
        const served = await (await gotoIn(page, locale, route.paths[0]!, { waitUntil: 'load' }))!.text();
        await page.evaluate(() => document.fonts.ready);
        const preloaded = [...served.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]);
        expect(preloaded.length, route.id).toBeGreaterThan(0);
        expect(
          [...fonts].filter((font) => !preloaded.includes(font)),
          `${route.id} in ${locale}`,
        ).toEqual([]);
        await page.close();
      }
      await context.close();
    });
  }
});

test.describe('every stylesheet a page needs is in its HTML', () => {
  // A page whose styles came only with its scripts moved under the visitor's finger as the app
  // started, and a press begun on a link ended beside it (the 404 pages did). Every route in every
  // language: quality.spec.ts, which opens them anyway.
  test.use({ allowedConsoleErrors: [/status of 404/] });
  const pages = locales.map((locale) => ({ name: `404 (${locale})`, url: localizedPath(locale, '/bestaat-niet') }));
  for (const { name, url } of pages) {
    test(`${name}: ${url}`, async ({ page }) => {
      const served = await (await page.goto(url))!.text();
      const linked = [...served.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
      expect(linked.length).toBeGreaterThan(0);
      await waitForApp(page);
      const loaded = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
      );
      expect(loaded.filter((path) => !linked.includes(path))).toEqual([]);
    });
  }
});
