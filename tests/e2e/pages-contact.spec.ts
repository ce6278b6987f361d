import {
  brand,
  careJourney,
  coreValues,
  crisisLines,
  formatAddress,
  locations,
  mapEmbedSrc,
  mapsSearchHref,
  notACrisisService,
  phoneHours,
  locales,
  localizedPath,
} from '@ankerlicht/content';
import { expect, expectNoAxeViolations, gotoIn, message, pageTitle, test } from '../support/site.ts';

const languages = locales;
const widths = [375, 1280];

test.describe('contact', () => {
  test('loads no map until asked', async ({ page }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('openstreetmap')) mapRequests.push(request.url());
    });
    await page.goto('/contact');
    for (const location of locations) {
      await expect(
        page.getByRole('button', { name: message('nl', 'page.contact.mapLoad', { place: location.buildingName.nl }) }),
      ).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(mapRequests).toEqual([]);
  });

  test.describe('after the visitor asks', () => {
    test.use({ allowedOrigins: ['https://www.openstreetmap.org'] });

    test('the button gives way to the map of that location', async ({ page }) => {
      await page.route('https://www.openstreetmap.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<html><body>map</body></html>' }),
      );
      const mapRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('https://www.openstreetmap.org/')) mapRequests.push(request.url());
      });
      await page.goto('/contact');
      const [amsterdam, zaandam] = [locations[0]!, locations[1]!];
      const load = (location: typeof amsterdam) =>
        page.getByRole('button', { name: message('nl', 'page.contact.mapLoad', { place: location.buildingName.nl }) });
      const frame = (location: typeof amsterdam) =>
        page.getByTitle(message('nl', 'page.contact.mapTitle', { place: location.buildingName.nl }));

      await expect(load(amsterdam)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(mapRequests).toEqual([]);

      await load(amsterdam).click();
      await expect(load(amsterdam)).toHaveCount(0);
      await expect(frame(amsterdam)).toHaveAttribute('src', mapEmbedSrc(amsterdam));
      await expect(frame(amsterdam)).toHaveAttribute('loading', 'lazy');
      await expect(frame(amsterdam)).toBeFocused();
      await expect.poll(() => mapRequests).toEqual([mapEmbedSrc(amsterdam)]);
      // The other location still waits for its own button.
      await expect(frame(zaandam)).toHaveCount(0);
      await expect(load(zaandam)).toBeVisible();

      await load(zaandam).press('Enter');
      await expect(frame(zaandam)).toHaveAttribute('src', mapEmbedSrc(zaandam));
      await expect(page.locator('iframe')).toHaveCount(2);
    });
  });

  test('phone, e-mail, crisis lines and maps links point where they say', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: brand.phone })).toHaveAttribute('href', 'tel:0207654321');
    await expect(main.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
    await expect(page.getByRole('link', { name: message('nl', 'page.contact.call', { number: '0800-0113' }) })).toHaveAttribute(
      'href',
      'tel:08000113',
    );
    await expect(page.getByRole('link', { name: message('nl', 'page.contact.call', { number: '112' }) })).toHaveAttribute(
      'href',
      'tel:112',
    );
    for (const location of locations) {
      const link = page.getByRole('link', { name: message('nl', 'page.contact.mapsLink', { place: location.buildingName.nl }) });
      await expect(link).toHaveAttribute('href', mapsSearchHref(formatAddress(location)));
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  for (const locale of languages) {
    test(`headings and content in ${locale}, no axe violations`, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await gotoIn(page, locale, '/contact');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'contact'));
        const crisis = page.getByRole('region', { name: message(locale, 'page.contact.crisisHeading') });
        await expect(crisis).toBeVisible();
        await expect(crisis.getByText(notACrisisService[locale])).toBeVisible();
        for (const line of crisisLines) await expect(crisis.getByText(line.name[locale], { exact: true })).toBeVisible();
        await expect(crisis.getByText('0800-0113').first()).toBeVisible();
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
          [
            message(locale, 'page.contact.crisisHeading'),
            message(locale, 'page.contact.reachHeading'),
            message(locale, 'page.contact.locationsHeading'),
          ].map((text) => new RegExp(`${text.replace(/[?]/g, '\\?')}$`)),
        );
        await expect(page.getByRole('heading', { level: 3, name: message(locale, 'page.contact.phoneHeading') })).toBeVisible();
        await expect(page.getByText(phoneHours.text[locale])).toBeVisible();
        for (const location of locations) {
          await expect(page.getByRole('heading', { level: 3, name: location.city })).toBeVisible();
          const address = page.locator('address').filter({ hasText: location.buildingName[locale] });
          await expect(address).toContainText(location.street);
          await expect(address).toContainText(`${location.postalCode} ${location.city}`);
          await expect(
            page.getByRole('button', { name: message(locale, 'page.contact.mapLoad', { place: location.buildingName[locale] }) }),
          ).toBeVisible();
        }
        await expectNoAxeViolations(page);
      }
    });
  }
});

test.describe('about', () => {
  test('links to mission and vision, and to careers', async ({ page }) => {
    await page.goto('/over-ons');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: message('nl', 'page.about.careersLink') }).click();
    await expect(page).toHaveURL(/\/werken-bij$/);
    await page.goBack();
    await main.getByRole('link', { name: message('nl', 'page.about.missionVisionLink') }).click();
    await expect(page).toHaveURL(/\/missie-en-visie$/);
  });

  for (const locale of languages) {
    test(`headings and content in ${locale}, no axe violations`, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await gotoIn(page, locale, '/over-ons');
        const main = page.getByRole('main');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'about'));
        await expect(main.getByRole('heading', { level: 2 })).toHaveText(
          ['overviewHeading', 'missionHeading', 'visionHeading', 'approachHeading', 'valuesHeading', 'careersHeading'].map(
            (name) => message(locale, `page.about.${name}`),
          ),
        );
        await expect(main.getByRole('heading', { level: 3 }).filter({ hasText: careJourney[0]!.title[locale] })).toBeVisible();
        for (const value of coreValues) {
          await expect(main.getByRole('heading', { level: 3, name: value.title[locale] })).toBeVisible();
          await expect(main.getByText(value.description[locale])).toBeVisible();
        }
        await expect(main.getByRole('link', { name: message(locale, 'page.about.careersLink') })).toHaveAttribute(
          'href',
          localizedPath(locale, '/werken-bij'),
        );
        await expectNoAxeViolations(page);
      }
    });
  }
});

test.describe('mission and vision', () => {
  test('the team teaser leads to /team and the call to action to /contact', async ({ page }) => {
    await page.goto('/missie-en-visie');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: message('nl', 'page.missionVision.teamLink') }).click();
    await expect(page).toHaveURL(/\/team$/);
    await page.goBack();
    await main.getByRole('link', { name: message('nl', 'page.missionVision.contactLink') }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  for (const locale of languages) {
    test(`headings and content in ${locale}, no axe violations`, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await gotoIn(page, locale, '/missie-en-visie');
        const main = page.getByRole('main');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'missionVision'));
        await expect(main.getByRole('heading', { level: 2 })).toHaveText(
          ['missionHeading', 'visionHeading', 'teamHeading', 'contactHeading'].map((name) =>
            message(locale, `page.missionVision.${name}`),
          ),
        );
        // The three values, in order: connection, diversity, customization.
        await expect(main.getByRole('list').first().getByRole('heading', { level: 3 })).toHaveText(
          coreValues.map((value) => value.title[locale]),
        );
        await expect(main.locator('blockquote')).toHaveText(message(locale, 'page.missionVision.visionQuote'));
        await expect(main.locator('figcaption')).toHaveText(
          message(locale, 'page.missionVision.visionQuoteSource', { name: brand.name }),
        );
        await expect(main.getByRole('link', { name: message(locale, 'page.missionVision.teamLink') })).toHaveAttribute(
          'href',
          localizedPath(locale, '/team'),
        );
        await expect(main.getByRole('link', { name: message(locale, 'page.missionVision.contactLink') })).toHaveAttribute(
          'href',
          localizedPath(locale, '/contact'),
        );
        await expectNoAxeViolations(page);
      }
    });
  }
});
