import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// Not the site's `test`: its fixtures open a browser page, and these checks read files only.
import { expect, test } from '@playwright/test';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import * as content from '@ankerlicht/content';
import { loadAllContentStrings, locales, localizedPath, splitGlosses, type Locale } from '@ankerlicht/content';
import { pageRoutes } from '@ankerlicht/site/routes';
import { checkedLocales, dutchPassage, pageTexts, type CheckedLocale } from '../support/dutchText.ts';
import { readTranslations } from '../support/translations.ts';

/**
 * Issue 15: no Dutch on an English or Turkish page, outside Dutch proper names and deliberate
 * glosses ("deductible (eigen risico)"); the detector and its allow-lists are in
 * tests/support/dutchText.ts. Read from the prerendered HTML `npm run build` wrote, as a static
 * host serves it: every page in English and Turkish with its title, meta description, alt and
 * aria-label texts and its closed menus and panels. What appears only once the app runs (form
 * errors, toasts, the sent confirmation, search results) is checked in the messages and content
 * the app takes it from. Files only, no browser: seconds.
 *
 * A failure names the word, where on the page it is, the text around it, and the pages. Fix the
 * text; add to the allow-lists only a Dutch proper name or a deliberate gloss.
 */

// Content's text in every language, read by the checks below. Loaded here, not only by the specs
// that import tests/support/site.ts: a worker restarted for a retry may run this file first.
await loadAllContentStrings();

const dist = process.env.SITE_DIST ?? 'site/dist';
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const languageName = (locale: CheckedLocale) => languageNames.of(locale) ?? locale;

test.beforeAll(() => {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run npm run build first.`);
});

/** A page's URL and the prerendered file a static host serves for it (scripts/serve-static.mjs). */
function builtPages(locale: Locale): Array<{ url: string; file: string }> {
  const pages = pageRoutes.map((route) => {
    const url = localizedPath(locale, route.paths[0]!);
    return { url, file: path.join(dist, url, 'index.html') };
  });
  const notFound = localizedPath(locale, '/404');
  return [...pages, { url: `${notFound} (the 404 page)`, file: path.join(dist, `${notFound}.html`) }];
}

/** One line per text with Dutch in it, with the pages it is on (the header's and footer's are on all of them). */
function report(found: Map<string, string[]>): string[] {
  return [...found].map(([finding, urls]) => {
    const pages = urls.length <= 4 ? urls.join(', ') : `${urls.slice(0, 3).join(', ')} and ${urls.length - 3} more pages`;
    return `${finding} — on ${pages}`;
  });
}

/** "wachttijd, is" in alt: …the [wachttijd] [is] five weeks… */
function describe(text: string, locale: CheckedLocale, where: string): string | undefined {
  const passage = dutchPassage(text, locale);
  return passage && `${passage.words.join(', ')} — in ${where}: ${passage.context}`;
}

for (const locale of checkedLocales) {
  test(`the ${languageName(locale)} pages have no Dutch text`, () => {
    const found = new Map<string, string[]>();
    for (const { url, file } of builtPages(locale)) {
      const texts = pageTexts(readFileSync(file, 'utf8'));
      // The extraction itself works: every page has its title and text to read.
      expect(
        texts.some(({ source }) => source === 'title'),
        `${url} has a title`,
      ).toBe(true);
      expect(texts.filter(({ source }) => source === 'text').length, `${url} has text`).toBeGreaterThan(10);
      for (const { source, text } of texts) {
        const finding = describe(text, locale, source);
        if (finding) found.set(finding, [...(found.get(finding) ?? []).filter((other) => other !== url), url]);
      }
    }
    expect(
      report(found),
      `Dutch on ${languageName(locale)} pages: fix the text (words — where: [word] in context — pages)`,
    ).toEqual([]);
  });
}

/** The glosses a page's body shows as plain text, not inside an element marked as Dutch. */
function unmarkedGlosses(html: string): string[] {
  const body = (html.split(/<body\b/i)[1] ?? '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  // Text between tags: a marked gloss is "(", then <span lang="nl">term</span>, then ")", never one piece.
  return body.split(/<[^>]*>/).flatMap((text) => splitGlosses(text).flatMap((part) => (part.gloss ? [part.text] : [])));
}

for (const locale of checkedLocales) {
  test(`the ${languageName(locale)} pages mark every Dutch gloss as Dutch (lang="nl", WCAG 3.1.2)`, () => {
    const found = new Map<string, string[]>();
    let marked = 0;
    for (const { url, file } of builtPages(locale)) {
      const html = readFileSync(file, 'utf8');
      marked += html.match(/\(<span lang="nl">[^<]+<\/span>\)/g)?.length ?? 0;
      for (const term of unmarkedGlosses(html)) found.set(term, [...(found.get(term) ?? []), url]);
    }
    expect(
      [...found].map(([term, urls]) => `(${term}) on ${urls.join(', ')}`),
      'glosses not marked as Dutch: render the text through site/src/i18n/Glossed.tsx',
    ).toEqual([]);
    expect(marked, 'the pages have marked glosses to find').toBeGreaterThan(5);
  });
}

test('the check sees Dutch where there is Dutch: the Dutch pages read as English fail it', () => {
  for (const { url, file } of builtPages('nl')) {
    const words = pageTexts(readFileSync(file, 'utf8')).flatMap(({ text }) => dutchPassage(text, 'en')?.words ?? []);
    expect(words.length, url).toBeGreaterThan(20);
  }
});

// ---------------------------------------------------------------------------------------------
// Texts the app shows only once it runs: every English and Turkish message and content string.

/** A message's text as a visitor reads it: its literal parts, every plural and select branch, tags' content. */
function messageText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return ` ${messageText(element.children)} `;
      if ('options' in element) return Object.values(element.options).map((option) => ` ${messageText(option.value)} `);
      return ' ';
    })
    .flat()
    .join('');
}

/** Every Localized string set ({ nl, en, tr }) in content, with the path it was found at. */
function localizedStrings(): Array<{ path: string; value: Record<Locale, string> }> {
  const found: Array<{ path: string; value: Record<Locale, string> }> = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, at: string) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (locales.every((key) => typeof record[key] === 'string')) {
      found.push({ path: at, value: record as Record<Locale, string> });
      return;
    }
    for (const [key, child] of Object.entries(record)) walk(child, `${at}.${key}`);
  };
  walk(content, 'content');
  return found;
}

for (const locale of checkedLocales) {
  test(`the ${languageName(locale)} messages and content, shown also after the app starts, have no Dutch text`, () => {
    const strings = localizedStrings();
    expect(strings.length, 'the walk finds the content').toBeGreaterThan(500);
    const found = [
      ...Object.entries(readTranslations(locale)).map(([id, text]) =>
        describe(messageText(parse(text, { ignoreTag: false })), locale, `translations/${locale}.json ${id}`),
      ),
      ...strings.map(({ path: at, value }) => describe(value[locale], locale, at)),
    ].filter((finding) => finding !== undefined);
    expect(found, `Dutch in ${languageName(locale)} texts: fix the text (words — where: [word] in context)`).toEqual([]);
  });
}
