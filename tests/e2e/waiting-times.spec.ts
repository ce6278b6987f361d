import type { Page, Route } from '@playwright/test';
import {
  formatLongDate,
  locales,
  locationBreakdownsFor,
  waitingTimeCardsFor,
  waitingTimeFigures,
  waitingTimeInfoFor,
  waitingTimesAsOfFor,
  waitingTimesPerLocation,
  type Locale,
  type WaitingTimeFigures,
  type WaitingTimeType,
} from '@ankerlicht/content';
import {
  expect,
  expectNoAxeViolations,
  gotoIn,
  holdScripts,
  message,
  pageTitle,
  publishedWaitingTimesCall,
  test,
  waitForApp,
} from '../support/site.ts';

/**
 * The waiting times the site shows (issue 54): the prerendered pages carry the built-in figures
 * (packages/content/src/waitingTimeFigures.ts); once a page has hydrated it asks the backend for the
 * newest publication and shows that, without a rebuild, keeping the built-in figures whenever the
 * backend cannot give one. Figures more than 35 days old on the visitor's clock say so.
 *
 * By default every test's call is answered with the built-in figures (tests/support/site.ts), so
 * nothing here depends on what another test published to the shared backend; the page's clock is
 * set in every test, so nothing depends on the day the suite runs either.
 */

/** A publication of other figures than the built-in ones, a month later, with another child headline. */
const publication: WaitingTimeFigures = {
  asOf: '2026-12-01',
  adults: {
    registration: { min: 2, max: 5, unit: 'month' },
    treatment: { min: 3, max: 5, unit: 'week' },
    headline: 'registration',
  },
  children: {
    registration: { min: 6, max: 8, unit: 'week' },
    treatment: { min: 2, max: 2, unit: 'week', approximate: true },
    headline: { total: { min: 2, max: 2, unit: 'month', approximate: true } },
  },
  urgent: { min: 1, max: 2, unit: 'week' },
};

/** A day both sets of figures above are current on (less than 35 days after either date). */
const currentDay = new Date('2026-12-03T10:00:00+01:00');

const main = (page: Page) => page.getByRole('main');

/** A summary card on /wachttijd, found by its heading. */
function card(page: Page, locale: Locale, type: WaitingTimeType) {
  const title = waitingTimeCardsFor(waitingTimeFigures).find((item) => item.type === type)!.title[locale];
  return main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

/** /wachttijd shows these figures, dated, in its cards and its detail blocks. */
async function expectOverviewShows(page: Page, locale: Locale, figures: WaitingTimeFigures, stale = false) {
  const cards = waitingTimeCardsFor(figures);
  const infos = waitingTimeInfoFor(figures);
  const asOf = waitingTimesAsOfFor(figures, stale)[locale];
  for (const item of cards) {
    const shown = card(page, locale, item.type);
    // The headline in words, as screen readers get it.
    await expect(shown.getByText(item.durationText[locale], { exact: true }).first()).toBeAttached();
    if (!item.breakdown) continue;
    await expect(shown.getByRole('term')).toHaveText(item.breakdown.map((row) => row.label[locale]));
    await expect(shown.getByRole('definition')).toHaveText(item.breakdown.map((row) => row.value[locale]));
    await expect(shown.getByText(asOf, { exact: true })).toBeVisible();
  }
  const details = main(page).getByRole('region', { name: message(locale, 'page.waitingTimes.detailsHeading') });
  for (const info of Object.values(infos)) {
    const block = details
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: info.title[locale], exact: true }) });
    if (info.breakdown) {
      await expect(block.getByRole('definition')).toHaveText(info.breakdown.map((row) => row.value[locale]));
      await expect(block.getByText(asOf, { exact: true })).toBeVisible();
    } else {
      await expect(
        block.getByText(message(locale, 'page.waitingTimes.current', { value: info.currentValue[locale] })),
      ).toBeVisible();
    }
  }
  // Four dates: the two department cards and their two detail blocks.
  await expect(main(page).getByText(asOf, { exact: true })).toHaveCount(4);
}

/** Sets the page's clock (running on from there) before the test's first page. */
const setClock = (page: Page, time: Date = currentDay) => page.clock.install({ time });

test.describe('a new publication', () => {
  test.use({ publishedWaitingTimes: publication });

  for (const locale of locales) {
    test(`is what /wachttijd shows in ${locale} once it has hydrated, over the prerendered figures`, async ({ page }) => {
      await setClock(page);
      const response = await gotoIn(page, locale, '/wachttijd');
      // The served HTML is the build's: the built-in figures and their date.
      const html = (await response?.text()) ?? '';
      expect(html).toContain(waitingTimesAsOfFor(waitingTimeFigures)[locale]);
      expect(html).not.toContain(waitingTimesAsOfFor(publication)[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'waitingTimes'));
      await waitForApp(page);
      await expectOverviewShows(page, locale, publication);
      await expect(main(page).getByText(waitingTimesAsOfFor(waitingTimeFigures)[locale], { exact: true })).toHaveCount(0);
    });
  }

  test('is what every page with waiting-time figures shows, asked for once in the visit', async ({ page }) => {
    await setClock(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/rest/v1/rpc/published_waiting_times')) calls.push(request.method());
    });
    const infos = waitingTimeInfoFor(publication);
    const cards = waitingTimeCardsFor(publication);
    const asOf = waitingTimesAsOfFor(publication).nl;

    await gotoIn(page, 'nl', '/volwassenen/wachttijd');
    await waitForApp(page);
    // The adult headline is the registration wait, so the page shows the parts only.
    const values = (rows: readonly { value: { nl: string } }[] | undefined) => (rows ?? []).map((row) => row.value.nl);
    await expect(main(page).getByRole('definition')).toHaveText(values(infos.adults.breakdown));
    await expect(main(page).getByText(asOf, { exact: true })).toBeVisible();

    // Pages opened later in the visit show the publication at once.
    await page
      .getByRole('link', { name: message('nl', 'page.department.links.allWaitingTimes') })
      .first()
      .click();
    await expect(page).toHaveURL('/wachttijd');
    await expectOverviewShows(page, 'nl', publication);

    await page.goto('/kind-jeugd/wachttijd');
    await waitForApp(page);
    // The child and youth headline is a total, shown above its parts.
    await expect(main(page).getByText(infos.children.currentValue.nl, { exact: true })).toBeVisible();
    await expect(main(page).getByRole('definition')).toHaveText(values(infos.children.breakdown));
    await expect(main(page).getByText(asOf, { exact: true })).toBeVisible();

    await page.goto('/aanmelden-volwassenen');
    await waitForApp(page);
    const aside = page.getByRole('complementary', { name: message('nl', 'page.registration.waitingTime') });
    await expect(aside.getByRole('definition')).toHaveText(values(cards[0]?.breakdown));
    await expect(aside.getByText(asOf, { exact: true })).toBeVisible();

    await page.goto('/verwijzers');
    await waitForApp(page);
    await expect(main(page).getByRole('definition')).toHaveText([...values(cards[0]?.breakdown), ...values(cards[1]?.breakdown)]);
    await expect(main(page).getByText(asOf, { exact: true })).toHaveCount(2);

    // One call per page load (four loads; the click above was a navigation within the app).
    expect(calls).toEqual(['POST', 'POST', 'POST', 'POST']);
  });
});

test.describe('a publication within the Treeknorm', () => {
  /** The built-in figures with the adults' wait to the intake at 2 to 4 weeks. */
  const within: WaitingTimeFigures = {
    ...waitingTimeFigures,
    asOf: '2026-12-01',
    adults: { ...waitingTimeFigures.adults, registration: { min: 2, max: 4, unit: 'week' } },
  };
  test.use({ publishedWaitingTimes: within });

  for (const locale of locales) {
    test(`no longer calls the adult wait long, nor points to care mediation, in ${locale}`, async ({ page }) => {
      await setClock(page);
      const builtIn = waitingTimeInfoFor(waitingTimeFigures).adults;
      const shown = waitingTimeInfoFor(within).adults;
      const mediationHeading = main(page).getByRole('heading', {
        name: message(locale, 'page.departmentWaitingTime.mediationHeading'),
      });
      // The prerendered page has the built-in figures, over the Treeknorm, and says so (the unit
      // tests of packages/content hold that); once the publication has arrived, it does not.
      await gotoIn(page, locale, '/volwassenen/wachttijd');
      await waitForApp(page);
      await expect(main(page).getByText(waitingTimesAsOfFor(within)[locale], { exact: true })).toBeVisible();
      await expect(main(page).getByText(shown.description[locale], { exact: true })).toBeVisible();
      await expect(main(page).getByText(builtIn.description[locale], { exact: true })).toHaveCount(0);
      await expect(mediationHeading).toHaveCount(0);
      expect(shown.mediationInfo).toBeUndefined();

      // The overview's adult card: its status words follow the figures too.
      await page
        .getByRole('link', { name: message(locale, 'page.department.links.allWaitingTimes') })
        .first()
        .click();
      await expect(card(page, locale, 'adults').getByText(message(locale, 'ui.waitingTimeCard.statusLow'))).toBeAttached();
      await expect(card(page, locale, 'adults').getByText(message(locale, 'ui.waitingTimeCard.statusHigh'))).toHaveCount(0);
    });
  }
});

test.describe('a publication with waits per location', () => {
  /** The publication above with the adults' waits differing between the two locations. */
  const perLocation: WaitingTimeFigures = {
    ...publication,
    adults: {
      ...publication.adults,
      locations: {
        amsterdam: { registration: { min: 4, max: 5, unit: 'month' }, treatment: { min: 3, max: 3, unit: 'week' } },
        zaandam: { registration: { min: 2, max: 3, unit: 'month' }, treatment: { min: 4, max: 5, unit: 'week' } },
      },
    },
  };
  test.use({ publishedWaitingTimes: perLocation });

  for (const locale of locales) {
    test(`shows each location’s waits under the adults’ own in ${locale}, and none for children`, async ({ page }) => {
      await setClock(page);
      await gotoIn(page, locale, '/volwassenen/wachttijd');
      await waitForApp(page);
      await expect(main(page).getByText(waitingTimesAsOfFor(perLocation)[locale], { exact: true })).toBeVisible();
      const locations = locationBreakdownsFor(perLocation, 'adults') ?? [];
      expect(locations.map((each) => each.city)).toEqual(['Amsterdam', 'Zaandam']);
      await expect(main(page).getByText(waitingTimesPerLocation[locale], { exact: true })).toBeVisible();
      for (const { city, breakdown } of locations) {
        // The list right after the location's heading.
        const list = main(page)
          .getByRole('heading', { level: 3, name: city, exact: true })
          .locator('xpath=following-sibling::*[1]');
        await expect(list.getByRole('term')).toHaveText(breakdown.map((row) => row.label[locale]));
        await expect(list.getByRole('definition')).toHaveText(breakdown.map((row) => row.value[locale]));
      }
      // The department's own figures stay above them.
      const adults = waitingTimeInfoFor(perLocation).adults;
      await expect(main(page).getByRole('definition').first()).toHaveText(adults.breakdown?.[0]?.value[locale] ?? '');
      await expectNoAxeViolations(page);

      await gotoIn(page, locale, '/kind-jeugd/wachttijd');
      await waitForApp(page);
      await expect(main(page).getByText(waitingTimesAsOfFor(perLocation)[locale], { exact: true })).toBeVisible();
      await expect(main(page).getByText(waitingTimesPerLocation[locale], { exact: true })).toHaveCount(0);
    });
  }
});

test.describe('when the backend cannot give a publication', () => {
  // The browser itself reports a failed or refused request on the console; the site logs nothing.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: (net::ERR_|the server responded with a status of 5)/] });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ['is unreachable', (route) => route.abort('internetdisconnected')],
    ['answers with an error', (route) => route.fulfill({ status: 503, json: { message: 'unavailable' } })],
    [
      'answers something else than figures',
      (route) => route.fulfill({ json: { ...publication, urgent: { min: 1, unit: 'week' } } }),
    ],
    ['answers no JSON', (route) => route.fulfill({ contentType: 'application/json', body: '<html>' })],
  ];
  for (const [what, answer] of failures) {
    test(`the prerendered figures stay when it ${what}, not called stale`, async ({ page }) => {
      // A day they would be stale on, had the backend said they are the newest: newer may exist.
      await setClock(page, new Date('2026-12-20T12:00:00+01:00'));
      let called = false;
      await page.route(publishedWaitingTimesCall, async (route) => {
        called = true;
        await answer(route);
      });
      await gotoIn(page, 'tr', '/wachttijd');
      await waitForApp(page);
      await expect.poll(() => called).toBe(true);
      // Whatever comes in later (nothing should) has had its chance.
      await page.waitForTimeout(300);
      await expectOverviewShows(page, 'tr', waitingTimeFigures);
    });
  }

  test('the prerendered figures stay when it is too slow, and a late answer changes nothing', async ({ page }) => {
    test.slow();
    await setClock(page);
    let answered: Promise<void> | undefined;
    await page.route(publishedWaitingTimesCall, (route) => {
      // Answered after the site's 5 s have passed (the abort runs on the browser's own clock).
      answered = new Promise((resolve) => setTimeout(resolve, 6_500)).then(() =>
        route.fulfill({ json: publication }).catch(() => {}),
      );
    });
    await gotoIn(page, 'nl', '/wachttijd');
    await waitForApp(page);
    await expect.poll(() => answered !== undefined).toBe(true);
    await answered;
    await page.waitForTimeout(300);
    await expectOverviewShows(page, 'nl', waitingTimeFigures);
  });
});

test.describe('stale figures', () => {
  // 1 November + 35 days is 6 December: on the 7th, on the visitor's own calendar, they are stale.
  for (const locale of locales) {
    test(`say so in ${locale} more than 35 days after their date`, async ({ page }) => {
      await setClock(page, new Date('2026-12-07T00:30:00+01:00'));
      const response = await gotoIn(page, locale, '/wachttijd');
      // Never in the prerendered HTML: the notice is the visitor's clock's, after hydration.
      expect((await response?.text()) ?? '').not.toContain(waitingTimesAsOfFor(waitingTimeFigures, true)[locale]);
      await waitForApp(page);
      await expectOverviewShows(page, locale, waitingTimeFigures, true);
      expect(waitingTimesAsOfFor(waitingTimeFigures, true)[locale]).toContain(formatLongDate(waitingTimeFigures.asOf, locale));
    });

    test(`say nothing of it in ${locale} up to 35 days after their date`, async ({ page }) => {
      await setClock(page, new Date('2026-12-06T23:30:00+01:00'));
      await gotoIn(page, locale, '/wachttijd');
      await waitForApp(page);
      await expectOverviewShows(page, locale, waitingTimeFigures);
      await expect(main(page).getByText(waitingTimesAsOfFor(waitingTimeFigures, true)[locale])).toHaveCount(0);
    });
  }

  test.describe('of a publication', () => {
    test.use({ publishedWaitingTimes: publication });

    test('are judged by the publication’s date: current 36 days after the built-in figures’', async ({ page }) => {
      await setClock(page, new Date('2026-12-07T12:00:00+01:00'));
      await gotoIn(page, 'nl', '/kind-jeugd/wachttijd');
      await waitForApp(page);
      await expect(main(page).getByText(waitingTimesAsOfFor(publication).nl, { exact: true })).toBeVisible();
    });

    test('are judged by the publication’s date: stale 36 days after it, on the department pages too', async ({ page }) => {
      await setClock(page, new Date('2027-01-06T12:00:00+01:00'));
      await gotoIn(page, 'nl', '/kind-jeugd/wachttijd');
      await waitForApp(page);
      await expect(main(page).getByText(waitingTimesAsOfFor(publication, true).nl, { exact: true })).toBeVisible();
      await expect(main(page).getByText(waitingTimesAsOfFor(publication).nl, { exact: true })).toHaveCount(0);
    });
  });
});

test.describe('before the app has started', () => {
  test.use({ publishedWaitingTimes: publication });

  test('the prerendered figures are in the page, and the backend is asked only once it has', async ({ page }) => {
    await setClock(page);
    let called = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/rest/v1/rpc/published_waiting_times')) called = true;
    });
    const release = await holdScripts(page);
    await gotoIn(page, 'en', '/wachttijd', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('en', 'waitingTimes'));
    await expectOverviewShows(page, 'en', waitingTimeFigures);
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
    expect(called).toBe(false);

    release();
    await waitForApp(page);
    await expectOverviewShows(page, 'en', publication);
    expect(called).toBe(true);
  });
});

test.describe('the local backend', () => {
  test.use({ publishedWaitingTimes: 'backend' });

  test('gives its newest publication, which the page shows (whatever another test has published)', async ({ page }) => {
    await setClock(page);
    const answer = page.waitForResponse((response) => response.url().endsWith('/rest/v1/rpc/published_waiting_times'));
    await gotoIn(page, 'nl', '/wachttijd');
    const response = await answer;
    expect(response.status()).toBe(200);
    const newest = (await response.json()) as WaitingTimeFigures;
    expect(Object.keys(newest).sort()).toEqual(['adults', 'asOf', 'children', 'urgent']);
    await waitForApp(page);
    // A publication older than the built-in figures is not shown (the site's own are newer).
    const shown = newest.asOf >= waitingTimeFigures.asOf ? newest : waitingTimeFigures;
    for (const item of waitingTimeCardsFor(shown))
      if (item.breakdown)
        await expect(card(page, 'nl', item.type).getByRole('definition')).toHaveText(item.breakdown.map((row) => row.value.nl));
    // The date, stale or not on the page's clock (set above; another test may publish any month).
    await expect(main(page).getByText(formatLongDate(shown.asOf, 'nl'))).toHaveCount(4);
  });
});
