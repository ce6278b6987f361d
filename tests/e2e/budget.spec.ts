import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// Not the site's `test`: its fixtures open a browser page, and these checks read files only.
import { expect, test } from '@playwright/test';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  entryChunks,
  entryKey,
  formatBudgets,
  locales,
  messagesKey,
  readManifest,
  routeBudgets,
  staticClosure,
  type BudgetLocale,
} from '../support/bundleBudget.ts';

/**
 * A regression guard on the JavaScript a route downloads before the first interaction (gzip -9): the
 * entry with its static imports, the page's chunk with its static imports and one language's
 * messages and content strings (tests/support/bundleBudget.ts), for every route at its URL in every
 * language: each route is held to its ceiling with its heaviest language. Run after `npm run build`.
 *
 * The 100 KB target of issue 8 is retired (issue 13: React stays; what a visitor needs is that the
 * first paint never waits for JavaScript, which `npm run bench -- --limit` measures). CEILING_BYTES
 * is each route's size on 2026-11-22 plus 2 KB: lower a ceiling when a route shrinks; raise one only
 * with the reason in the commit message.
 */
const CEILING_BYTES: Record<string, number> = {
  // Raised on 2026-11-25 (late), for the routes then over, to their size plus 1 KB rounded up: the Dutch
  // glosses marked lang="nl" (glosses.ts and Glossed in the footer's crisis lines, so in the entry) and
  // the native-editor rewording of the English and Turkish messages, about 1.5 KB on every route.
  // Branch issue-13-content-per-language (one language's content per visit) takes 1.3-15 KB off again.
  // Raised on 2026-11-25 to each route's new size plus 1 KB, for issue 15: the crisis lines and the
  // provider's KvK and AGB in every page's footer (+1.3 KB in the entry), longer English and Turkish
  // messages, the complaints procedure on /klachten (+9 KB) and the waiting-time split on the pages
  // that show the waiting-time cards (+2 KB). The crisis lines live in content's crisis.ts so the
  // footer does not pull the rest of facts.ts into the entry (that cost another 3 KB).
  home: 159744,
  about: 157696,
  missionVision: 151552,
  team: 207872,
  careers: 152576,
  waitingTimes: 156672,
  // 169 KB → 172 KB on 2026-11-25, with the registration chooser (150 → 152 KB) and privacy (145 → 147 KB):
  // React Aria now speaks the page's language everywhere (its I18nProvider in the entry, +0.6 KB on every
  // route), and the approach, FAQ and registration texts state the waits from waitingTimeFigures (+0.5 KB
  // where they show).
  childOffer: 176128,
  adultOffer: 176128,
  childFinancing: 153600,
  adultFinancing: 153600,
  childWaitingTime: 167936,
  adultWaitingTime: 167936,
  childTreatments: 174080,
  adultTreatments: 174080,
  childApproach: 161792,
  adultApproach: 161792,
  referrers: 159744,
  registrationChooser: 157696,
  // 208 KB → 209 KB on 2026-11-23: the locale descriptor in the entry (issue 13 item 5, +0.1 KB on every
  // route) and issue 15's year-bound facts took the registration routes, the closest to their ceiling, over it.
  childRegistration: 218112,
  adultRegistration: 218112,
  contact: 146432,
  complaints: 161792,
  // 154 KB → 155 KB on 2026-11-24: what a visitor does before the app is ready now counts (presses
  // replayed in order, searches told to React, links followed while it starts: issue 13 item 7), about
  // 0.4 KB in the entry on every route, took the statute, the closest to its ceiling, over it.
  qualityStatute: 162816,
  faq: 177152,
  privacy: 150528,
  terms: 149504,
  disclaimer: 143360,
  accessibility: 144384,
};

const dist = process.env.SITE_DIST ?? 'site/dist';
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

const translations = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`@ankerlicht/translations/${locale}.json`), 'utf8')) as Record<
      string,
      string
    >,
  ]),
) as Record<BudgetLocale, Record<string, string>>;

/** The plain-text pieces of a message (its text between placeholders, plural branches included). */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === 0) return [element.value];
    const nested = 'options' in element ? Object.values(element.options).map((option) => option.value) : [];
    if ('children' in element) nested.push(element.children);
    return nested.flatMap(literals);
  });
}

const compiled = (locale: BudgetLocale) =>
  Object.fromEntries(Object.entries(translations[locale]).map(([id, text]) => [id, parse(text, { ignoreTag: false })]));

/**
 * Texts of a language long enough to be unmistakable and found in no message of the other
 * language, so finding one in that language's files means the language leaked there.
 */
function textsOnlyIn(locale: BudgetLocale, other: BudgetLocale): string[] {
  const otherTexts = new Set(Object.values(compiled(other)).flatMap(literals));
  const texts = Object.values(compiled(locale)).flatMap(literals);
  return [...new Set(texts)].filter((text) => text.length >= 12 && !otherTexts.has(text) && !/[`'"\\$\n]/.test(text));
}

/**
 * Texts a library in the entry holds itself: React Router bundles its own default error page,
 * whose title the spec gives the app's error page in English (shell/ErrorBoundary.tsx).
 */
const libraryTexts = new Set(['Unexpected Application Error!']);

/** Whether minified code holds the text as a whole string literal (not as part of a longer one). */
const holdsLiteral = (code: string, text: string) => ['`', '"', "'"].some((quote) => code.includes(`${quote}${text}${quote}`));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether code holds a message compiled to its AST: `"the.id":[{type:0,...`. */
const holdsCompiledMessage = (code: string, id: string) =>
  new RegExp(`[\`'"]${escapeRegExp(id)}[\`'"]\\s*:\\s*\\[\\s*\\{`).test(code);

test('no route downloads more JavaScript before the first interaction than its ceiling', () => {
  const budgets = routeBudgets(dist);
  const table = formatBudgets(budgets, entryChunks(dist));
  expect(Object.keys(CEILING_BYTES).sort(), 'every route has a ceiling').toEqual(budgets.map((budget) => budget.route).sort());
  const over = budgets
    .filter((budget) => budget.gzip > (CEILING_BYTES[budget.route] ?? 0))
    .map((budget) => `${budget.route} ${budget.gzip} B > ${CEILING_BYTES[budget.route]} B`);
  expect(
    over,
    `Routes over their ceiling (gzip -9 of the entry and its static imports, the page and its static imports, the largest language's messages):\n${table}\n`,
  ).toEqual([]);
});

test.describe('messages', () => {
  const manifest = readManifest(dist);

  test('are three chunks, none of them loaded with the entry', () => {
    const files = locales.map((locale) => manifest[messagesKey(manifest, locale)]?.file);
    expect(new Set(files).size).toBe(3);
    const entry = staticClosure(manifest, entryKey(manifest));
    for (const locale of locales) expect(entry.has(messagesKey(manifest, locale)), `${locale} messages in the entry`).toBe(false);
  });

  for (const locale of locales) {
    test(`the ${locale} chunk holds exactly the ${locale} messages, compiled`, async () => {
      const file = manifest[messagesKey(manifest, locale)]?.file ?? '';
      const code = read(file);
      // The chunk imports nothing, so it can be evaluated on its own.
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
        default: unknown;
      };
      expect(JSON.parse(JSON.stringify(module.default))).toEqual(JSON.parse(JSON.stringify(compiled(locale))));
      // The text searches below find what they look for: every message of its own language is here.
      expect(Object.keys(translations[locale]).filter((id) => !holdsCompiledMessage(code, id))).toEqual([]);
      for (const other of locales.filter((candidate) => candidate !== locale)) {
        expect(textsOnlyIn(locale, other).filter((text) => !holdsLiteral(code, text))).toEqual([]);
        const leaked = textsOnlyIn(other, locale).filter((text) => holdsLiteral(code, text));
        expect(leaked, `${other} text in ${file}`).toEqual([]);
      }
    });
  }

  test('the entry chunks hold no compiled messages and no English or Turkish message', () => {
    const chunks = entryChunks(dist);
    const ids = Object.keys(translations.nl);
    for (const { file } of chunks) {
      const code = read(file);
      expect(
        ids.filter((id) => holdsCompiledMessage(code, id)),
        `compiled messages in ${file}`,
      ).toEqual([]);
      for (const locale of ['en', 'tr'] as const) {
        const leaked = textsOnlyIn(locale, 'nl').filter((text) => !libraryTexts.has(text) && holdsLiteral(code, text));
        expect(leaked, `${locale} messages in ${file}`).toEqual([]);
      }
    }
  });

  test("a message's Dutch text is only in the Dutch chunk", () => {
    const text = literals(compiled('nl')['shell.language.changed'] ?? [])[0] ?? '';
    expect(text).toBe('Taal gewijzigd naar ');
    const holders = locales.filter((locale) => read(manifest[messagesKey(manifest, locale)]?.file ?? '').includes(text));
    expect(holders).toEqual(['nl']);
  });
});
