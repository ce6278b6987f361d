import type { Page } from '@playwright/test';
import * as content from '@ankerlicht/content';
import { defaultLocale, faqEntries, localizedPath, locales, privacyStatement, type Locale } from '@ankerlicht/content';
import { expect, gotoIn, message, pageTitle, test, waitForApp } from '../support/site.ts';
import { readTranslations } from '../support/translations.ts';

/**
 * One language per visit (issue 13): a visitor downloads only their language's content strings, as
 * they do its messages (the modules per language in packages/content/src/<locale>/, loaded by
 * @ankerlicht/content's contentStrings.ts), and a language switch or a navigation renders with that
 * language's strings.
 */

/** Every `{ nl, en, tr }` string set the content package exports, found by walking its exports. */
function localizedValues(): Record<Locale, string>[] {
  const found: Record<Locale, string>[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const keys = Object.keys(value);
    const record = value as Record<string, unknown>;
    if (keys.length === locales.length && locales.every((locale) => typeof record[locale] === 'string')) {
      found.push(record as Record<Locale, string>);
      return;
    }
    for (const key of keys) walk(record[key]);
  };
  for (const exported of Object.values(content)) walk(exported);
  return found;
}

const values = localizedValues();

/** Every message id (the same in every language: npm run i18n:check). */
const messageIds = Object.keys(readTranslations('nl'));

/**
 * A language's content strings that are unmistakable: long, in no string of the language read
 * (content or message) nor in a Dutch message (the code keeps its Dutch defaultMessages), and
 * written in the built code as they are (no quote, backslash, newline or `$`, which the bundler
 * might escape).
 */
function distinctive(locale: Locale, read: Locale): string[] {
  const readTexts = [
    ...values.map((value) => value[read]),
    ...messageIds.map((id) => message(read, id)),
    ...messageIds.map((id) => message(defaultLocale, id)),
  ].join('\n');
  const texts = new Set(values.map((value) => value[locale]));
  return [...texts].filter((text) => text.length >= 16 && !/[`'"\\\n$]/.test(text) && !readTexts.includes(text));
}

/** Records the JavaScript the page downloads from now on; `code()` is all of it, once it has arrived. */
function recordScripts(page: Page): { code: () => Promise<string> } {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  return { code: async () => (await Promise.all(bodies)).join('\n') };
}

const pages: [Locale, string][] = [
  ['en', '/faq'],
  ['tr', '/faq'],
  ['tr', '/privacy'],
  ['en', '/aanmelden-volwassenen'],
];

for (const [locale, path] of pages) {
  test(`${localizedPath(locale, path)} downloads content strings of its language only`, async ({ page }) => {
    const scripts = recordScripts(page);
    await gotoIn(page, locale, path);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const code = await scripts.code();

    // The search finds what it looks for: the page's own strings are there.
    const own = distinctive(locale, locales.find((other) => other !== locale) ?? locale).filter((text) => code.includes(text));
    expect(own.length, `${locale} content strings in the page's JavaScript`).toBeGreaterThan(20);

    for (const other of locales.filter((candidate) => candidate !== locale)) {
      const leaked = distinctive(other, locale).filter((text) => code.includes(text));
      expect(leaked, `${other} content strings downloaded on ${localizedPath(locale, path)}`).toEqual([]);
    }
  });
}

test('after a language switch, the page and the next route show the new language in it, and download no other', async ({
  page,
}) => {
  await page.goto('/faq');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  const question = (locale: Locale) => faqEntries[0]?.question[locale] ?? '';
  await expect(page.getByText(question('nl'), { exact: true })).toBeVisible();

  const scripts = recordScripts(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('en', 'faq'));
  await expect(page.getByText(question('en'), { exact: true })).toBeVisible();
  await expect(page.getByText(question('nl'), { exact: true })).toHaveCount(0);

  // A route whose page module was not loaded yet: its content strings come in English only.
  await page.locator(`footer a[href="${localizedPath('en', '/privacy')}"]`).click();
  await expect(page).toHaveURL('/en/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('en', 'privacy'));
  await expect(page.getByText(privacyStatement.intro.en, { exact: true })).toBeVisible();

  await page.waitForLoadState('networkidle');
  const code = await scripts.code();
  expect(code, 'the switch and the navigation downloaded English strings').toContain(privacyStatement.intro.en);
  for (const other of locales.filter((locale) => locale !== 'en')) {
    const leaked = distinctive(other, 'en').filter((text) => code.includes(text));
    expect(leaked, `${other} content strings downloaded after switching to English`).toEqual([]);
  }
});
