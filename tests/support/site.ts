import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { brand, locales, type Locale } from '@ankerlicht/content';

export { expect };

const translations = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`../../translations/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>,
  ]),
) as Record<Locale, Record<string, string>>;

/** A message as the visitor sees it, with simple {placeholders} filled in. */
export function message(locale: Locale, id: string, values: Record<string, string> = {}): string {
  const text = translations[locale][id];
  if (text === undefined) throw new Error(`No message ${id} in ${locale}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

export function pageTitle(locale: Locale, pageId: string): string {
  return message(locale, `page.${pageId}.title`, { name: brand.name });
}

/** Starts the visit in a language, as a returning visitor whose choice is stored. */
export async function useStoredLocale(page: Page, locale: Locale) {
  await page.addInitScript((value) => window.localStorage.setItem('ankerlicht.preferredLanguage', value), locale);
}

/** WCAG 2.2 A and AA rules. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Every test fails on a console error, an uncaught exception, a missing-translation warning,
 * or a request to any host but the site's own.
 */
export const test = base.extend<{ consoleProblems: string[]; allowedConsoleErrors: RegExp[]; allowedOrigins: string[] }>({
  /** Console errors a test expects, such as the browser reporting a deliberate 404. */
  allowedConsoleErrors: [[], { option: true }],
  /** Origins besides the site's own that a test may reach, such as the local backend. */
  allowedOrigins: [[], { option: true }],
  consoleProblems: [
    async ({ page, baseURL, allowedConsoleErrors, allowedOrigins }, use) => {
      const problems: string[] = [];
      const origins = new Set([new URL(baseURL ?? 'http://127.0.0.1').origin, ...allowedOrigins]);
      page.on('console', (entry) => {
        const text = entry.text();
        if (entry.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(text))) {
          problems.push(`console error: ${text}`);
        }
        if (text.includes('[i18n]')) problems.push(`translation problem: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (['http:', 'https:'].includes(url.protocol) && !origins.has(url.origin)) {
          problems.push(`third-party request: ${url.origin}`);
        }
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});
