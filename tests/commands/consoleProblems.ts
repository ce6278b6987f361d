import type { Page } from '@playwright/test';

/**
 * Everything a page reports that a visitor's console should not show: console errors and warnings
 * (a hydration mismatch, a missing translation, a React warning, a failed request), failed
 * assertions and uncaught exceptions. Each line is prefixed with the path being visited.
 *
 * Not counted: console.info, .log and .debug, which carry the dev server's own notes
 * ("[vite] connecting…") and React's "Download the React DevTools" line (console.info).
 */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  let current = '(before the first visit)';
  let allowed: RegExp[] = [];
  page.on('console', (entry) => {
    if (!['error', 'warning', 'assert'].includes(entry.type())) return;
    const text = entry.text();
    if (allowed.some((pattern) => pattern.test(text))) return;
    problems.push(`${current}: console.${entry.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: uncaught: ${error.message}`));
  return {
    problems,
    /** Names the path the next lines belong to, and the lines expected there (none by default). */
    visiting(path: string, expected: RegExp[] = []) {
      current = path;
      allowed = expected;
    },
  };
}
