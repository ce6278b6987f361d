import { findTerm, localizedPath, locales, terminology, type Locale, type RejectedVariant } from '@ankerlicht/content';
import { pageRoutes } from '@ankerlicht/site/routes';
import { expect, test } from '../support/site.ts';

/**
 * One name per concept, counted on the rendered pages. The unit test (packages/content/src/
 * terminology.test.ts) checks every string at its source; this one reads what a visitor reads:
 * the visible text of the header, <main> and the footer of every page, in each language, and
 * counts each concept's preferred term and every rejected variant from the same table
 * (packages/content/src/terminology.ts, where each exception is written into its pattern with the
 * reason). A concept may show up under one name only: a second variant anywhere on the site fails,
 * and the counts are printed so a failure shows what to change.
 */

type Count = { concept: string; variant: string; preferred: boolean; count: number; examples: string[] };

function countTerms(texts: readonly { path: string; text: string }[], locale: Locale): Count[] {
  const counts: Count[] = [];
  for (const term of terminology) {
    const rule = term[locale];
    if (!rule) continue;
    const count = (variants: readonly RejectedVariant[], name: string, preferred: boolean) => {
      const examples: string[] = [];
      let total = 0;
      for (const { path, text } of texts) {
        const found = variants.flatMap((variant) => findTerm(text, variant, locale));
        total += found.length;
        if (found.length > 0 && examples.length < 3) examples.push(`${path}: "${found[0]}"`);
      }
      counts.push({ concept: term.id, variant: name, preferred, count: total, examples });
    };
    count([rule.preferred, ...(rule.forms ?? [])], rule.preferred, true);
    for (const variant of rule.rejected) count([variant], String(variant), false);
  }
  return counts;
}

/** The text a visitor sees: the header, the page's <main> and the footer, as rendered. */
const visibleText = () =>
  ['header', 'main', 'footer']
    .map((selector) => (document.querySelector(selector) as HTMLElement | null)?.innerText ?? '')
    .join('\n');

test.describe('one name per concept on the rendered pages', () => {
  for (const locale of locales) {
    test(`in ${locale}`, async ({ page }, testInfo) => {
      // Every page of the route table, read once: 28 pages in one test.
      test.setTimeout(180_000);
      const texts: { path: string; text: string }[] = [];
      for (const route of pageRoutes) {
        const path = localizedPath(locale, route.paths[0]!);
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        texts.push({ path, text: await page.evaluate(visibleText) });
      }

      const counts = countTerms(texts, locale);
      const table = counts
        .filter((row) => row.count > 0 || !row.preferred)
        .map((row) => `${row.concept.padEnd(24)} ${String(row.count).padStart(4)}  ${row.preferred ? '✓' : '✗'} ${row.variant}`)
        .join('\n');
      await testInfo.attach(`terminology-${locale}.txt`, { body: table, contentType: 'text/plain' });
      console.info(`Terms on the ${locale} pages (✓ the one name, ✗ a variant):\n${table}`);

      // The ceiling: at most one name of a concept across the site, and that name is the preferred one.
      const variantsFound = counts
        .filter((row) => !row.preferred && row.count > 0)
        .map((row) => `${row.concept}: ${row.variant} ×${row.count} (${row.examples.join('; ')})`);
      expect(variantsFound, 'variants of a concept beside its one name').toEqual([]);
      const namesInUse = counts.filter((row) => row.count > 0).map((row) => row.concept);
      const conceptsWithTwoNames = [...new Set(namesInUse.filter((concept, index) => namesInUse.indexOf(concept) !== index))];
      expect(conceptsWithTwoNames, 'concepts under more than one name').toEqual([]);
      // The check itself works: the text was read, and the common terms were found in it.
      expect(texts.every(({ text }) => text.length > 200)).toBe(true);
      expect(counts.find((row) => row.concept === 'registration' && row.preferred)?.count).toBeGreaterThan(10);
    });
  }
});
