import {
  brand,
  teamFilterLabels,
  teamFilters,
  teamGroupLabels,
  teamMembers,
  trainingInstitution,
  vacancy,
  locales,
  localizedPath,
  type VacancySectionId,
} from '@ankerlicht/content';
import { expect, expectNoAxeViolations, gotoIn, holdScripts, message, pageTitle, test, waitForApp } from '../support/site.ts';

const languages = locales;
const widths = [375, 1280];

test.describe('team', () => {
  const directory = (page: import('@playwright/test').Page) => page.getByRole('tabpanel');
  const memberNames = (page: import('@playwright/test').Page) => directory(page).getByRole('heading', { level: 4 });

  test('shows everyone grouped, and each filter tab shows its team', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/team');
    // The filtering of the running app (a press before it has started is the held-scripts test's).
    await waitForApp(page);
    await expect(memberNames(page)).toHaveCount(teamMembers.length);
    for (const group of Object.values(teamGroupLabels)) {
      await expect(directory(page).getByRole('heading', { level: 3, name: group.nl })).toBeVisible();
    }

    await page.getByRole('tab', { name: teamFilterLabels.administration.nl }).click();
    await expect(page.getByRole('tab', { name: teamFilterLabels.administration.nl })).toHaveAttribute('aria-selected', 'true');
    await expect(directory(page).getByRole('heading', { level: 3 })).toHaveText([
      teamGroupLabels.directors.nl,
      teamGroupLabels.support.nl,
    ]);
    await expect(memberNames(page)).toHaveCount(teamMembers.filter((m) => m.department === 'administration').length);

    await page.getByRole('tab', { name: teamFilterLabels.children.nl }).click();
    await expect(directory(page).getByRole('heading', { level: 3 })).toHaveText([
      teamGroupLabels.psychologists.nl,
      teamGroupLabels.specialists.nl,
      teamGroupLabels.medical.nl,
    ]);
    await expect(memberNames(page).filter({ hasText: 'Thijs van Leeuwen' })).toHaveCount(1);
    await expect(memberNames(page).filter({ hasText: 'Merel Visser' })).toHaveCount(0);

    await page.getByRole('tab', { name: teamFilterLabels.adults.nl }).click();
    await expect(memberNames(page).filter({ hasText: 'Merel Visser' })).toHaveCount(1);
    await expect(memberNames(page).filter({ hasText: 'Priya Ramdin' })).toHaveCount(0);
    await expect(memberNames(page).filter({ hasText: 'Nesrin Doğan' })).toHaveCount(0);

    await page.getByRole('tab', { name: teamFilterLabels.all.nl }).click();
    await expect(memberNames(page)).toHaveCount(teamMembers.length);
  });

  test('the filter keeps its height while its tabs are not there yet, so the directory does not jump', async ({ page }) => {
    // After a client-side navigation to /team, the tabs appear a frame after their list (our React
    // Aria patch: patches/README.md, useEnterAnimation). That frame depends on timing, so the test
    // recreates it by hiding the tabs: the list's height and the directory's top must not change
    // (at 100 % text).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/team');
    await waitForApp(page);
    const layout = async () => ({
      list: (await page.getByRole('tablist').boundingBox())?.height,
      directory: (await directory(page).boundingBox())?.y,
    });
    const withTabs = await layout();
    expect(withTabs.list).toBeGreaterThan(0);
    await page.getByRole('tab').evaluateAll((tabs) => tabs.forEach((tab) => ((tab as HTMLElement).style.display = 'none')));
    expect(await layout()).toEqual(withTabs);
  });

  test('searches name or role together with the filter, and says when nothing matches', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/team');
    const search = page.getByRole('searchbox', { name: message('nl', 'page.team.searchLabel') });
    await search.fill('BAKKER');
    await expect(memberNames(page)).toHaveText(['Sanne Bakker']);
    await expect(page.getByRole('status').filter({ hasText: '1 medewerker gevonden' })).toHaveCount(1);
    await search.fill('psychiater');
    await expect(memberNames(page)).toHaveText(['Ayoub Benali', 'Floor de Graaf']);
    await page.getByRole('tab', { name: teamFilterLabels.children.nl }).click();
    await expect(memberNames(page)).toHaveText(['Floor de Graaf']);
    await page.getByRole('tab', { name: teamFilterLabels.administration.nl }).click();
    await expect(memberNames(page)).toHaveCount(0);
    await expect(page.getByText(message('nl', 'page.team.noResults'))).toBeVisible();
    await expect(page.getByText(message('nl', 'page.team.noResultsHint'))).toBeVisible();
    await search.press('Escape');
    await expect(memberNames(page)).toHaveCount(teamMembers.filter((m) => m.department === 'administration').length);
  });

  test('on a phone the filter is a dropdown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/team');
    await expect(page.getByRole('tab')).toHaveCount(0);
    const filter = page.getByRole('combobox', { name: message('nl', 'page.team.filterLabel') });
    await expect(filter).toHaveValue('all');
    await filter.selectOption({ label: teamFilterLabels.administration.nl });
    await expect(directory(page).getByRole('heading', { level: 3 })).toHaveText([
      teamGroupLabels.directors.nl,
      teamGroupLabels.support.nl,
    ]);
  });

  test('on a phone, a team chosen before the app has started applies once it has', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const release = await holdScripts(page);
    await page.goto('/team', { waitUntil: 'commit' });
    const filter = page.getByRole('combobox', { name: message('nl', 'page.team.filterLabel') });
    await filter.selectOption({ label: teamFilterLabels.administration.nl });
    await expect(page.locator('html')).not.toHaveAttribute('data-app');
    release();
    await waitForApp(page);
    await expect(filter).toHaveValue('administration');
    await expect(directory(page).getByRole('heading', { level: 3 })).toHaveText([
      teamGroupLabels.directors.nl,
      teamGroupLabels.support.nl,
    ]);
  });

  test('a filter chosen and a search typed before the app has started apply once it has', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // A slow phone: the page is painted, its scripts have not arrived.
    const release = await holdScripts(page);
    await page.goto('/team', { waitUntil: 'commit' });
    await page.getByRole('tab', { name: teamFilterLabels.children.nl }).click();
    await page.getByRole('searchbox', { name: message('nl', 'page.team.searchLabel') }).fill('psychiater');
    await expect(page.locator('html')).not.toHaveAttribute('data-app');
    release();
    await waitForApp(page);
    await expect(page.getByRole('tab', { name: teamFilterLabels.children.nl })).toHaveAttribute('aria-selected', 'true');
    await expect(memberNames(page)).toHaveText(['Floor de Graaf']);
    await expect(page.getByRole('searchbox', { name: message('nl', 'page.team.searchLabel') })).toHaveValue('psychiater');
  });

  test("in Turkish, 'İ' goes with 'i' and 'I' with 'ı'", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoIn(page, 'tr', '/team');
    const search = page.getByRole('searchbox', { name: message('tr', 'page.team.searchLabel') });
    await search.fill('AYDIN');
    await expect(memberNames(page)).toHaveText(['Elif Aydın']);
    await search.fill('ELİF');
    await expect(memberNames(page)).toHaveText(['Elif Aydın']);
    await search.fill('İDARİ');
    await expect(memberNames(page).filter({ hasText: 'Ruud Hoekstra' })).toHaveCount(1);
    await search.fill('ELIF');
    await expect(page.getByText(message('tr', 'page.team.noResults'))).toBeVisible();
  });

  for (const locale of languages) {
    test(`headings and content in ${locale}, no axe violations`, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await gotoIn(page, locale, '/team');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'team'));
        await expect(page.getByRole('heading', { level: 2, name: message(locale, 'page.team.valuesHeading') })).toBeVisible();
        await expect(page.getByRole('heading', { level: 3, name: teamGroupLabels.psychologists[locale] })).toBeVisible();
        if (width >= 768) await expect(page.getByRole('tab')).toHaveText(teamFilters.map((f) => teamFilterLabels[f][locale]));
        await expectNoAxeViolations(page);
      }
    });
  }
});

test.describe('careers', () => {
  test('only the about section is open at first, and each section toggles on its own', async ({ page }) => {
    await page.goto('/werken-bij');
    const toggle = (id: VacancySectionId) =>
      page.getByRole('button', { name: vacancy.sections.find((s) => s.id === id)!.title.nl });
    for (const section of vacancy.sections) {
      await expect(toggle(section.id)).toHaveAttribute('aria-expanded', section.id === 'about' ? 'true' : 'false');
    }
    await toggle('role').click();
    await toggle('offer').click();
    await expect(toggle('about')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle('role')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle('offer')).toHaveAttribute('aria-expanded', 'true');
    await toggle('about').click();
    await expect(toggle('about')).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle('role')).toHaveAttribute('aria-expanded', 'true');
    await toggle('role').click();
    await expect(toggle('role')).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle('offer')).toHaveAttribute('aria-expanded', 'true');
  });

  test('sections pressed before the app has started are opened, in order, once it has', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/werken-bij', { waitUntil: 'commit' });
    const toggle = (id: VacancySectionId) =>
      page.getByRole('button', { name: vacancy.sections.find((s) => s.id === id)!.title.nl });
    await toggle('role').click();
    await toggle('offer').click();
    await toggle('about').click();
    release();
    await waitForApp(page);
    await expect(toggle('role')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle('offer')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle('about')).toHaveAttribute('aria-expanded', 'false');
  });

  for (const locale of languages) {
    test(`headings and content in ${locale}, no axe violations`, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await gotoIn(page, locale, '/werken-bij');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `${message(locale, 'page.careers.title', { name: brand.name })}`,
        );
        await expect(page.getByText(vacancy.badge[locale])).toBeVisible();
        await expect(page.getByRole('heading', { level: 3, name: vacancy.title[locale] })).toBeVisible();
        await expect(page.getByRole('article').getByText(vacancy.location[locale])).toBeVisible();
        await expect(page.getByRole('article').getByText(vacancy.hoursText[locale])).toBeVisible();
        await expect(page.getByRole('link', { name: vacancy.contact.email })).toHaveAttribute(
          'href',
          `mailto:${vacancy.contact.email}`,
        );
        await expect(page.getByRole('heading', { name: trainingInstitution.title[locale] })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
});

test.describe('home', () => {
  const slide = (page: import('@playwright/test').Page, n: number) =>
    page.getByRole('group', { name: message('nl', 'ui.carousel.slideLabel', { number: String(n), count: '3' }) });

  test('previous and next wrap, and the dots jump to a slide', async ({ page }) => {
    await page.goto('/');
    await expect(slide(page, 1)).toHaveAttribute('data-current', 'true');
    await page.getByRole('button', { name: message('nl', 'ui.carousel.previous') }).click();
    await expect(slide(page, 3)).toHaveAttribute('data-current', 'true');
    await page.getByRole('button', { name: message('nl', 'ui.carousel.next') }).click();
    await expect(slide(page, 1)).toHaveAttribute('data-current', 'true');
    await page.getByRole('button', { name: message('nl', 'ui.carousel.goTo', { number: '2' }) }).click();
    await expect(slide(page, 2)).toHaveAttribute('data-current', 'true');
    // The other slides are inert: out of the accessibility tree, so only one slide is exposed.
    await expect(page.locator('[role="group"][data-current]')).toHaveCount(1);
    await expect(slide(page, 1)).toHaveCount(0);
  });

  test('turns to the next slide every 10 seconds, the last back to the first', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // The slides turn once the app runs the carousel; the ten seconds count from then.
    await waitForApp(page);
    await page.mouse.move(0, 0);
    await expect(slide(page, 1)).toHaveAttribute('data-current', 'true');
    await page.clock.runFor(9_000);
    await expect(slide(page, 1)).toHaveAttribute('data-current', 'true');
    await page.clock.runFor(1_000);
    await expect(slide(page, 2)).toHaveAttribute('data-current', 'true');
    await page.clock.runFor(10_000);
    await expect(slide(page, 3)).toHaveAttribute('data-current', 'true');
    await page.clock.runFor(10_000);
    await expect(slide(page, 1)).toHaveAttribute('data-current', 'true');
  });

  for (const locale of languages) {
    test(`headings and content in ${locale}, no axe violations`, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await gotoIn(page, locale, '/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'home'));
        for (const id of ['locationsHeading', 'expertiseHeading', 'testimonialsHeading', 'approachHeading', 'journeyHeading']) {
          await expect(page.getByRole('heading', { level: 2, name: message(locale, `page.home.${id}`) })).toBeVisible();
        }
        await expect(page.getByRole('img', { name: message(locale, 'page.home.slideHarbour') })).toBeVisible();
        await expect(page.getByRole('link', { name: message(locale, 'page.home.contactLink') })).toHaveAttribute(
          'href',
          localizedPath(locale, '/contact'),
        );
        await expect(page.getByRole('main').getByRole('link', { name: brand.phone })).toHaveAttribute('href', 'tel:0207654321');
        await expectNoAxeViolations(page);
      }
    });
  }
});
