/**
 * Publishing the waiting times (staff/src/waitingTimes; issue 54, item 3), end to end against the
 * local backend: an admin changes one figure on /wachttijden and gives a reason, publishes, gives
 * the reasons the database then asks for (the e2e backend's inbox has too few waits in the month for
 * any average, so every figure the admin did not explain needs one), and sees the confirmation and
 * the history; the access log has the line; the public site (its preview on 4173, opened in
 * contexts of its own, so nothing intercepts its call) shows the new figure in nl, en and tr after
 * a reload, without a rebuild. At the end the admin publishes the first publication's figures again.
 * Per location: an admin gives the adults' waits per location, and the site's adult waiting page
 * shows each location's in nl, en and tr.
 * The reminder on the inbox when the site's figures are more than 35 days old: with the browser's
 * clock fixed and the newest publication's date given, for an admin, and never for a screener.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { formatWaitSpan, localizedPath, type Locale, type WaitSpan } from '@ankerlicht/content';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../supabase/local/config.ts';
import { localClient } from '../../supabase/local/test-client.ts';
import { expect, expectNoAxeViolations, test } from '../support/site.ts';
import { BACKEND, allowQuickSignIns, createScreener, signInFirstTime } from './helpers.ts';

const service = localClient({ url: BACKEND }, LOCAL_SECRET_KEY);
/** The public key, as the site reads the newest publication. */
const visitor = localClient({ url: BACKEND }, LOCAL_PUBLISHABLE_KEY);
const SITE = `http://127.0.0.1:${process.env.SITE_PORT ?? 4173}`;

test.use({
  allowedOrigins: ['http://localhost:54321', 'http://127.0.0.1:54321'],
  // The browser reports each refusal of a publication (a reason asked for) as a failed load.
  allowedConsoleErrors: [/the server responded with a status of 400 \(Bad Request\)/],
});

// In order, one at a time: two of these tests publish to the shared backend, and each checks what
// the newest publication is after its own.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  await allowQuickSignIns();
});

/** A new admin (created with the secret key and made a member, as `staff:invite --role admin` would): their sign-in. */
async function createAdmin(): Promise<{ email: string; password: string }> {
  const email = `admin-${randomUUID().slice(0, 8)}@ankerlicht.test`;
  const password = `staff-${randomUUID()}`;
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  expect(created.error).toBeNull();
  expect((await service.rpc('admin_add_staff', { p_user_id: created.data.user!.id, p_role: 'admin' })).error).toBeNull();
  return { email, password };
}

/** "1 december 2026": a day as the staff app and the site write it in Dutch. */
const dutchDay = (day: string) =>
  new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** The first day of the month after `month` (YYYY-MM-01): the date the site shows a month's figures for. */
const dayAfter = (month: string) => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 10);
};

/**
 * Presses "Publiceren"; when the database asks for reasons, checks that the first marked field has
 * focus (and with `axe`, the screen with its errors), types `reason` in each marked one and presses
 * again. Returns the ids of the reason fields it marked.
 */
async function publishGivingReasons(page: Page, reason: string, { axe = false } = {}): Promise<string[]> {
  const history = page.getByRole('region', { name: 'Alle publicaties' }).getByRole('heading', { level: 3 });
  const before = await history.count();
  const marked = page.locator('textarea[aria-invalid="true"]');
  await page.getByRole('button', { name: 'Publiceren' }).click();
  const published = history.nth(before);
  await expect(published.or(marked.first())).toBeVisible();
  const asked: string[] = [];
  if ((await marked.count()) > 0) {
    await expect(marked.first()).toBeFocused();
    await expect(marked.first()).toHaveAttribute('aria-required', 'true');
    if (axe) await expectNoAxeViolations(page);
    while ((await marked.count()) > 0) {
      asked.push((await marked.first().getAttribute('id')) ?? '');
      await marked.first().fill(reason);
    }
    await page.getByRole('button', { name: 'Publiceren' }).click();
  }
  await expect(history).toHaveCount(before + 1);
  return asked;
}

/** The first publication's figures (the site's of 1 November 2026), as published_waiting_times answers them, for the date given. */
const publishedOn = (asOf: string) => ({
  asOf,
  adults: {
    registration: { min: 3, max: 6, unit: 'month' },
    treatment: { min: 2, max: 4, unit: 'week' },
    headline: 'registration',
  },
  children: {
    registration: { min: 3, max: 5, unit: 'week' },
    treatment: { min: 1, max: 1, unit: 'week', approximate: true },
    headline: { total: { min: 1, max: 1, unit: 'month', approximate: true } },
  },
  urgent: { min: 0, max: 1, unit: 'week' },
});

/** A page of the site in a context of its own: not the staff page's, so none of its routes or checks apply. */
async function sitePage(browser: Browser, locale: Locale, path = '/wachttijd') {
  const context = await browser.newContext({ baseURL: SITE, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await page.goto(localizedPath(locale, path));
  return { page, close: () => context.close() };
}

test('an admin publishes a month with a changed figure and a reason; the history, the access log and the site show it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { email, password } = await createAdmin();
  // The site open before the publication: it shows the new figure after a reload, nothing rebuilt.
  const dutchSite = await sitePage(browser, 'nl');

  await signInFirstTime(page, email, password);
  await page.getByRole('navigation', { name: 'Onderdelen' }).getByRole('link', { name: 'Wachttijden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wachttijden' })).toBeFocused();
  const adults = page.getByRole('group', { name: 'Volwassenen', exact: true });
  const registration = adults.getByRole('group', { name: 'Aanmeldingswachttijd' });
  // Filled in from the newest publication, the last month that is over chosen.
  const month = await page.getByRole('combobox', { name: /^Maand/ }).inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}-01$/);
  const asOf = dayAfter(month);
  await expect(registration.getByRole('textbox', { name: 'Van' })).toHaveValue('3');
  await expect(registration.getByRole('textbox', { name: 'Tot' })).toHaveValue('6');
  await expect(registration.getByText(/^Gemiddelde in de inbox, /)).toBeVisible();
  await expectNoAxeViolations(page);

  // One figure changed, with its reason.
  const changed: WaitSpan = { min: 3, max: 7, unit: 'month' };
  await registration.getByRole('textbox', { name: 'Tot' }).fill('7');
  const why = `Wachtlijst in Zaandam loopt op (e2e ${randomUUID().slice(0, 8)})`;
  await registration.getByRole('textbox', { name: /^Reden/ }).fill(why);
  const asked = await publishGivingReasons(page, 'Te weinig wachttijden in de inbox; als de vorige publicatie.', { axe: true });
  // The figure explained was not asked about again.
  expect(asked).not.toContain('publish-adults-registration-reason');
  await expect(
    page.getByText(
      `Gepubliceerd. De wachttijdpagina’s, de aanmeldformulieren en de pagina ‘Voor verwijzers’ tonen nu de cijfers van ${dutchDay(asOf)}.`,
    ),
  ).toBeVisible();
  // What was typed stays; the reasons are with the publication now.
  await expect(registration.getByRole('textbox', { name: 'Tot' })).toHaveValue('7');
  await expect(registration.getByRole('textbox', { name: /^Reden/ })).toHaveValue('');

  // The history, newest first: the date, who, the month, the new figure and the reason.
  const newest = page.getByRole('region', { name: 'Alle publicaties' }).getByRole('listitem').first();
  await expect(newest.getByRole('heading', { level: 3 })).toHaveText(`Cijfers van ${dutchDay(asOf)} (nu op de website)`);
  await expect(newest).toContainText(`, door ${email}`);
  await expect(newest).toContainText('Aanmeldingswachttijd: 3 tot 7 maanden (in het groot op de website)');
  await expect(newest).toContainText(`Volwassenen, aanmeldingswachttijd: ${why}`);
  await expect(page.getByRole('region', { name: 'Alle publicaties' })).toContainText(
    'automatisch: de cijfers die de website al toonde',
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The access log has the line, in the admin's name.
  await page.getByRole('navigation', { name: 'Onderdelen' }).getByRole('link', { name: 'Inzagelog' }).click();
  await page.getByRole('combobox', { name: /^Medewerker/ }).selectOption({ label: email });
  await page.getByRole('button', { name: 'Tonen' }).click();
  const line = page.getByRole('row').filter({ hasText: 'Wachttijden gepubliceerd' });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(email);

  // The site, after a reload and in each language: the new figure, read from the backend.
  await dutchSite.page.reload();
  await expect(dutchSite.page.getByText(formatWaitSpan(changed, 'nl')).first()).toBeVisible();
  await dutchSite.close();
  for (const locale of ['en', 'tr'] as const) {
    const site = await sitePage(browser, locale);
    await expect(site.page.getByText(formatWaitSpan(changed, locale)).first()).toBeVisible();
    await site.close();
  }

  // The first publication's figures again (the site's own tests never depend on what was published).
  await page.getByRole('navigation', { name: 'Onderdelen' }).getByRole('link', { name: 'Wachttijden' }).click();
  const again = page
    .getByRole('group', { name: 'Volwassenen', exact: true })
    .getByRole('group', { name: 'Aanmeldingswachttijd' });
  await expect(again.getByRole('textbox', { name: 'Tot' })).toHaveValue('7');
  await again.getByRole('textbox', { name: 'Tot' }).fill('6');
  // No axe here: React Aria's announcements of the first screen's pending button (kept for 7 s)
  // name that button, which left with the screen.
  await publishGivingReasons(page, 'De cijfers van de eerste oplevering opnieuw (e2e).');
  const restored = await visitor.rpc('published_waiting_times');
  expect(restored.error).toBeNull();
  expect(restored.data).toEqual(publishedOn(asOf));
});

test('an admin publishes the adults’ waits per location; the history and the site show each location’s', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { email, password } = await createAdmin();
  await signInFirstTime(page, email, password);
  await page.getByRole('navigation', { name: 'Onderdelen' }).getByRole('link', { name: 'Wachttijden' }).click();
  const asOf = dayAfter(await page.getByRole('combobox', { name: /^Maand/ }).inputValue());
  const adults = page.getByRole('group', { name: 'Volwassenen', exact: true });
  const perLocation = adults.getByRole('checkbox', { name: 'Ook wachttijden per locatie publiceren' });
  await expect(perLocation).not.toBeChecked();
  await expect(adults.getByRole('group', { name: 'Zaandam', exact: true })).toHaveCount(0);

  // On, each location starts from the department's figures; Zaandam's registration wait is shorter.
  // The label covers the visually hidden box: ticked from the keyboard, as tests/staff/inbox.spec.ts does.
  await perLocation.focus();
  await page.keyboard.press('Space');
  await expect(perLocation).toBeChecked();
  const zaandam = adults
    .getByRole('group', { name: 'Zaandam', exact: true })
    .getByRole('group', { name: 'Aanmeldingswachttijd' });
  await expect(zaandam.getByRole('textbox', { name: 'Van' })).toHaveValue('3');
  await expect(zaandam.getByRole('textbox', { name: 'Tot' })).toHaveValue('6');
  // Held against Zaandam's average only.
  await expect(zaandam.getByText(/^Amsterdam: /)).toHaveCount(0);
  await expect(zaandam.getByText(/^Zaandam: /)).toBeVisible();
  await zaandam.getByRole('textbox', { name: 'Tot' }).fill('5');
  await expectNoAxeViolations(page);
  const asked = await publishGivingReasons(page, 'Te weinig wachttijden in de inbox; Zaandam korter (e2e).');
  // The database asked for the locations' reasons too (the e2e inbox has no averages).
  expect(asked).toContain('publish-adults-zaandam-registration-reason');

  const newest = page.getByRole('region', { name: 'Alle publicaties' }).getByRole('listitem').first();
  await expect(newest).toContainText('Zaandam, aanmeldingswachttijd: 3 tot 5 maanden');
  await expect(newest).toContainText('Amsterdam, aanmeldingswachttijd: 3 tot 6 maanden');
  await expect(newest).toContainText('Volwassenen, Zaandam, aanmeldingswachttijd: Te weinig wachttijden');
  await expectNoAxeViolations(page);

  // The site, in each language: the adults' page shows each location's waits, read from the backend.
  for (const locale of ['nl', 'en', 'tr'] as const) {
    const site = await sitePage(browser, locale, '/volwassenen/wachttijd');
    const heading = site.page.getByRole('heading', { level: 3, name: 'Zaandam', exact: true });
    await expect(heading).toBeVisible();
    await expect(heading.locator('xpath=following-sibling::*[1]').getByRole('definition').first()).toHaveText(
      formatWaitSpan({ min: 3, max: 5, unit: 'month' }, locale),
    );
    await site.close();
  }

  // Off again: the first publication's figures, one wait for both locations.
  await perLocation.focus();
  await page.keyboard.press('Space');
  await expect(perLocation).not.toBeChecked();
  await publishGivingReasons(page, 'De cijfers van de eerste oplevering opnieuw (e2e).');
  const restored = await visitor.rpc('published_waiting_times');
  expect(restored.error).toBeNull();
  expect(restored.data).toEqual(publishedOn(asOf));
});

/**
 * The newest publication holds for `asOf` (whatever the backend's is; another test here publishes;
 * a route of the page's own, which goes before the one tests/support/site.ts gives the context),
 * and the browser's clock stands still at `now`: always in the past, so the session's tokens never
 * look expired. Returns how often the app asked.
 */
async function fixDates(page: Page, asOf: string, now: string): Promise<{ asked: () => number }> {
  let asked = 0;
  await page.route('**/rest/v1/rpc/published_waiting_times', (route) => {
    asked += 1;
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(publishedOn(asOf)) });
  });
  await page.clock.setFixedTime(new Date(now));
  return { asked: () => asked };
}

const reminderText = 'De wachttijden op de website zijn van 1 juni 2026, meer dan 35 dagen geleden.';

test('an admin is reminded on the inbox once the site’s figures are more than 35 days old', async ({ page }) => {
  const { email, password } = await createAdmin();
  // The 35th day after 1 June, just before midnight in Amsterdam: not yet.
  const published = await fixDates(page, '2026-06-01', '2026-07-06T23:59:00+02:00');
  await signInFirstTime(page, email, password);
  // The admin's links show once the app knows the role; then the reminder's question is asked.
  await expect(page.getByRole('navigation', { name: 'Onderdelen' })).toBeVisible();
  await expect.poll(published.asked).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: /getoond|gevonden/ })).toBeVisible();
  // The answer has had time to be drawn (the clock stands still; timers run).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await expect(page.getByText(reminderText, { exact: false })).toHaveCount(0);

  // The 36th day.
  await page.clock.setFixedTime(new Date('2026-07-07T00:01:00+02:00'));
  await page.reload();
  const reminder = page.getByText(reminderText, { exact: false });
  await expect(reminder).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Wachttijden publiceren' }).click();
  await expect(page).toHaveURL(/\/wachttijden$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wachttijden' })).toBeFocused();
});

test('a screener, who cannot publish, is never reminded', async ({ page }) => {
  const email = `screener-${randomUUID().slice(0, 8)}@ankerlicht.test`;
  const password = `staff-${randomUUID()}`;
  await createScreener(email, password);
  const published = await fixDates(page, '2026-06-01', '2026-09-01T12:00:00+02:00');
  await signInFirstTime(page, email, password);
  await expect(page.getByRole('status').filter({ hasText: /getoond|gevonden/ })).toBeVisible();
  await expect(page.getByText('De wachttijden op de website zijn van', { exact: false })).toHaveCount(0);
  // Not even asked.
  expect(published.asked()).toBe(0);
});
