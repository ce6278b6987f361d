import type { Page } from '@playwright/test';
import {
  accessibilityStatement,
  brand,
  complaintSteps,
  complaintsConfidentialityNote,
  disclaimer,
  faqCategories,
  faqFilterLabels,
  faqEntries,
  privacyStatement,
  certificationName,
  formatLongDate,
  qualityCertifications,
  qualityStatute,
  qualityStatuteInfo,
  termsAndConditions,
  type FaqEntry,
  locales,
  type Locale,
  type LongText,
} from '@ankerlicht/content';
import { expect, expectNoAxeViolations, gotoIn, holdScripts, message, pageTitle, test, waitForApp } from '../support/site.ts';

const inCategory = (category: FaqEntry['category']) => faqEntries.filter((entry) => entry.category === category);
const categoryName = (id: FaqEntry['category'], locale: Locale = 'nl') =>
  faqCategories.find((category) => category.id === id)?.name[locale] ?? '';
const question = (page: Page, entry: FaqEntry, locale: Locale = 'nl') =>
  page.getByRole('button', { name: entry.question[locale], exact: true });
const categoryButton = (page: Page, id: FaqEntry['category'], locale: Locale = 'nl') =>
  page
    .getByRole('navigation', { name: message(locale, 'page.faq.categories') })
    .getByRole('button', { name: categoryName(id, locale), exact: true });
/** React Aria hides the native input; the visitor clicks the option's label. */
const chooseDepartment = (page: Page, department: keyof typeof faqFilterLabels, locale: Locale = 'nl') =>
  page.locator('label').filter({ hasText: faqFilterLabels[department][locale] }).click();
const expandedQuestions = (page: Page) => page.locator('[data-page-heading] ~ * button[aria-expanded="true"]');

test.describe('FAQ', () => {
  const general = inCategory('algemeen');
  const [first, second] = general;
  if (!first || !second) throw new Error('The FAQ needs two general questions');

  test('opens on the general category and switches category', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', 'faq'));
    await expect(categoryButton(page, 'algemeen')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: categoryName('algemeen') })).toBeVisible();
    for (const entry of general) await expect(question(page, entry)).toBeVisible();

    const costs = categoryButton(page, 'kosten');
    await costs.click();
    await expect(costs).toHaveAttribute('aria-pressed', 'true');
    await expect(categoryButton(page, 'algemeen')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { level: 2, name: categoryName('kosten') })).toBeVisible();
    for (const entry of inCategory('kosten')) await expect(question(page, entry)).toBeVisible();
    await expect(question(page, first)).toHaveCount(0);
  });

  test('the department filter shows that department’s questions and those for everyone', async ({ page }) => {
    const category = faqCategories.find(
      ({ id }) =>
        inCategory(id).some((entry) => entry.department === 'adults') &&
        inCategory(id).some((entry) => entry.department !== 'adults'),
    );
    if (!category) throw new Error('A category with an adults-only question is needed');
    await page.goto('/faq');
    // This test is about the filter itself, so it chooses once the app is ready; a choice made
    // before has its own test, below.
    await waitForApp(page);
    await categoryButton(page, category.id).click();
    await chooseDepartment(page, 'children');
    for (const entry of inCategory(category.id)) {
      await expect(question(page, entry)).toHaveCount(entry.department === 'adults' ? 0 : 1);
    }
    await chooseDepartment(page, 'adults');
    for (const entry of inCategory(category.id)) {
      await expect(question(page, entry)).toHaveCount(entry.department === 'children' ? 0 : 1);
    }
  });

  test('a category and a department chosen before the app has started apply once it has', async ({ page }) => {
    const category = faqCategories.find(({ id }) => inCategory(id).some((entry) => entry.department === 'adults'));
    if (!category) throw new Error('A category with an adults-only question is needed');
    // A slow phone: the page is painted, its scripts have not arrived (boot/earlyInput.ts).
    const release = await holdScripts(page);
    await page.goto('/faq', { waitUntil: 'commit' });
    await categoryButton(page, category.id).click();
    await chooseDepartment(page, 'children');
    await expect(page.locator('html')).not.toHaveAttribute('data-app');
    release();
    await waitForApp(page);
    await expect(categoryButton(page, category.id)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radio', { name: faqFilterLabels.children.nl })).toBeChecked();
    for (const entry of inCategory(category.id)) {
      await expect(question(page, entry)).toHaveCount(entry.department === 'adults' ? 0 : 1);
    }
  });

  test('search matches question or answer, ignoring case, and the clear button empties it', async ({ page }) => {
    await page.goto('/faq');
    const search = page.getByRole('searchbox', { name: message('nl', 'page.faq.search') });
    await search.fill(first.question.nl.toUpperCase());
    await expect(question(page, first)).toBeVisible();
    await expect(question(page, second)).toHaveCount(0);
    await page.getByRole('button', { name: message('nl', 'ui.searchField.clear') }).click();
    await expect(search).toHaveValue('');
    await expect(question(page, second)).toBeVisible();
  });

  test('Turkish search lower-cases the Turkish way', async ({ page }) => {
    const entry = faqEntries.find((item) => item.category === 'algemeen' && /i/.test(item.question.tr));
    if (!entry) throw new Error('A Turkish question with an i is needed');
    await gotoIn(page, 'tr', '/faq');
    const word = entry.question.tr.split(' ').find((part) => part.includes('i')) ?? '';
    // "İ" is the Turkish capital of "i"; a plain toLowerCase() would not match it.
    await page.getByRole('searchbox', { name: message('tr', 'page.faq.search') }).fill(word.toLocaleUpperCase('tr'));
    await expect(question(page, entry, 'tr')).toBeVisible();
  });

  test('one question is open at a time and a second click closes it', async ({ page }) => {
    await page.goto('/faq');
    await question(page, first).click();
    await expect(question(page, first)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(first.answer.nl)).toBeVisible();
    await question(page, second).click();
    await expect(question(page, second)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(page, first)).toHaveAttribute('aria-expanded', 'false');
    await question(page, second).click();
    await expect(question(page, second)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the open question closes when the category, the filter, the search or the language changes', async ({ page }) => {
    await page.goto('/faq');
    const open = async () => {
      await question(page, first).click();
      await expect(question(page, first)).toHaveAttribute('aria-expanded', 'true');
    };
    await open();
    await categoryButton(page, 'kosten').click();
    await categoryButton(page, 'algemeen').click();
    await expect(question(page, first)).toHaveAttribute('aria-expanded', 'false');

    await open();
    await chooseDepartment(page, 'adults');
    await expect(question(page, first)).toHaveAttribute('aria-expanded', 'false');
    await chooseDepartment(page, 'all');

    await open();
    await page.getByRole('searchbox', { name: message('nl', 'page.faq.search') }).fill(first.question.nl.slice(0, 4));
    await expect(question(page, first)).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('searchbox', { name: message('nl', 'page.faq.search') }).fill('');

    await open();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(question(page, first, 'en')).toHaveAttribute('aria-expanded', 'false');
    await expect(expandedQuestions(page)).toHaveCount(0);
  });

  test('an empty result says so, and clearing the filters brings the questions back', async ({ page }) => {
    await page.goto('/faq');
    const search = page.getByRole('searchbox', { name: message('nl', 'page.faq.search') });
    await search.fill('zzzqqq');
    await expect(page.getByText('Er zijn geen vragen gevonden in deze categorie met de huidige filters.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neem contact met ons op' })).toHaveAttribute('href', '/contact');
    // The English words of docs/product-rules.md §8.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/faq');
    await expect(page.getByText('No questions found in this category with the current filters.', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get in touch with us' })).toHaveAttribute('href', '/en/contact');
    await page.getByRole('button', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL('/faq');
    await page.getByRole('button', { name: message('nl', 'page.faq.clearFilters') }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('radio', { name: faqFilterLabels.all.nl })).toBeChecked();
    await expect(question(page, first)).toBeVisible();
  });

  test('a link to one question selects its category and opens it', async ({ page }) => {
    const entry = inCategory('privacy')[1];
    if (!entry) throw new Error('A privacy question is needed');
    await page.goto(`/faq#vraag-${entry.id}`);
    await expect(categoryButton(page, 'privacy')).toHaveAttribute('aria-pressed', 'true');
    await expect(question(page, entry)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(entry.answer.nl)).toBeInViewport();
  });

  test('a link to a question of the first category opens it too', async ({ page }) => {
    // Its category is already shown, so the list of questions stays the same: the link alone opens it.
    await page.goto(`/faq#vraag-${second.id}`);
    await expect(question(page, second)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(page, first)).toHaveAttribute('aria-expanded', 'false');
  });

  test('/faq-2 shows the same page', async ({ page }) => {
    await page.goto('/faq-2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', 'faq'));
    await expect(question(page, first)).toBeVisible();
  });

  for (const locale of locales) {
    test(`headings and questions in ${locale}`, async ({ page }) => {
      await gotoIn(page, locale, '/faq');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'faq'));
      for (const category of faqCategories) await expect(categoryButton(page, category.id, locale)).toBeVisible();
      await expect(question(page, first, locale)).toBeVisible();
      await expect(page.getByRole('searchbox', { name: message(locale, 'page.faq.search') })).toBeVisible();
    });
  }
});

test.describe('quality statute', () => {
  for (const locale of locales) {
    test(`information, certifications and statute in ${locale}`, async ({ page }) => {
      await gotoIn(page, locale, '/kwaliteitsstatuut');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'qualityStatute'));
      for (const info of qualityStatuteInfo) {
        await expect(page.getByRole('heading', { level: 2, name: info.title[locale] })).toBeVisible();
        await expect(page.getByText(info.text[locale])).toBeVisible();
      }
      for (const certification of qualityCertifications) {
        await expect(
          page.getByRole('heading', { level: 3, name: certificationName(certification, locale), exact: true }),
        ).toBeVisible();
        await expect(page.getByText(certification.description[locale])).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 2, name: qualityStatute.title[locale] })).toBeVisible();
    });
  }

  test('the full text is collapsed until the button shows it, in a box of at most 600 px', async ({ page }) => {
    await page.goto('/kwaliteitsstatuut');
    const firstSection = page.getByRole('heading', { name: qualityStatute.sections[0]?.title.nl ?? '' });
    const show = page.getByRole('button', { name: message('nl', 'ui.disclosureBox.show') });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(firstSection).toBeHidden();

    await show.click();
    const hide = page.getByRole('button', { name: message('nl', 'ui.disclosureBox.hide') });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(firstSection).toBeVisible();
    const box = page.getByRole('region', { name: message('nl', 'page.qualityStatute.fullTextLabel') });
    await expect(box).toBeVisible();
    expect(await box.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('600px');
    expect((await box.boundingBox())?.height).toBeLessThanOrEqual(600);

    await hide.click();
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(firstSection).toBeHidden();
  });
});

test.describe('complaints', () => {
  for (const locale of locales) {
    test(`three steps, the confidentiality note and the e-mail in ${locale}`, async ({ page }) => {
      await gotoIn(page, locale, '/klachten');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'complaints'));
      await expect(page.getByRole('heading', { level: 2, name: message(locale, 'page.complaints.steps') })).toBeVisible();
      const steps = page.getByRole('list', { name: message(locale, 'page.complaints.steps') }).getByRole('listitem');
      await expect(steps).toHaveCount(3);
      for (const step of complaintSteps) {
        await expect(page.getByRole('heading', { level: 3, name: step.title[locale] })).toBeVisible();
      }
      await expect(page.getByText(complaintsConfidentialityNote[locale])).toBeVisible();
      await expect(page.getByRole('link', { name: brand.complaintsEmail })).toHaveAttribute(
        'href',
        `mailto:${brand.complaintsEmail}`,
      );
    });
  }
});

const longTexts: readonly { path: string; pageId: string; text: LongText }[] = [
  { path: '/privacy', pageId: 'privacy', text: privacyStatement },
  { path: '/algemene-voorwaarden', pageId: 'terms', text: termsAndConditions },
  { path: '/disclaimer', pageId: 'disclaimer', text: disclaimer },
  { path: '/toegankelijkheid', pageId: 'accessibility', text: accessibilityStatement },
];

/** The site's one date formatter: British English for English ("1 September 2025"). */
const lastUpdated = (locale: Locale, isoDate: string) => formatLongDate(isoDate, locale);

test.describe('long texts', () => {
  for (const { path, pageId, text } of longTexts) {
    for (const locale of locales) {
      test(`${path}: sections, contents and date in ${locale}`, async ({ page }) => {
        await gotoIn(page, locale, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, pageId));
        await expect(
          page.getByText(message(locale, 'page.legal.lastUpdated', { date: lastUpdated(locale, text.lastUpdated) })),
        ).toBeVisible();
        const contents = page.getByRole('navigation', { name: message(locale, 'page.legal.contents') });
        await expect(contents.getByRole('link')).toHaveCount(text.sections.length);
        for (const section of text.sections) {
          await expect(page.getByRole('heading', { level: 2, name: section.title[locale], exact: true })).toBeVisible();
        }
      });
    }

    test(`${path}: the contents links reach their sections`, async ({ page }) => {
      await page.goto(path);
      const last = text.sections.at(-1);
      if (!last) throw new Error('A long text has sections');
      await page
        .getByRole('navigation', { name: message('nl', 'page.legal.contents') })
        .getByRole('link', { name: last.title.nl })
        .click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.locator(`[id="${last.id}"]`)).toBeInViewport();
    });
  }
});

/**
 * Axe with a panel open: an FAQ answer, the quality statute's collapsed text. Every page as it opens
 * is checked in every language at both widths by quality.spec.ts.
 */
const openPanel: Readonly<Record<'/faq' | '/kwaliteitsstatuut', (page: Page, locale: Locale) => Promise<void>>> = {
  '/faq': (page, locale) => page.getByRole('button', { name: faqEntries[0]?.question[locale] ?? '' }).click(),
  '/kwaliteitsstatuut': (page, locale) => page.getByRole('button', { name: message(locale, 'ui.disclosureBox.show') }).click(),
};

test.describe('accessibility with a panel open', () => {
  for (const [path, open] of Object.entries(openPanel)) {
    for (const locale of locales) {
      for (const width of [375, 1280]) {
        test(`${path} in ${locale} at ${width} px has no axe violations`, async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          await gotoIn(page, locale, path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await open(page, locale);
          // Axe's target-size counts a control the sticky header happens to cover as too small, so
          // where the click's scroll left the page would decide the result: it runs from the top,
          // as on every page in quality.spec.ts.
          await page.evaluate(() => window.scrollTo(0, 0));
          await expectNoAxeViolations(page);
        });
      }
    }
  }
});
