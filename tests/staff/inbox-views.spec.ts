/**
 * The inbox's saved views and its filters by location and age group (issue 51), end to end against
 * the local backend: a new screener assigns a registration to themselves, chooses "Mijn
 * aanmeldingen", opens a registration and comes back to the same view; picks a location and an age
 * group by keyboard alone; axe on the screen, at 1280 and 320 pixels wide. Other specs' registrations
 * share the backend: only this spec's own rows are looked at.
 */
import { randomUUID } from 'node:crypto';
import { expect, expectNoAxeViolations, test } from '../support/site.ts';
import { allowQuickSignIns, createScreener, liftRegistrationLimits, register, signInFirstTime } from './helpers.ts';

test.use({ allowedOrigins: ['http://localhost:54321', 'http://127.0.0.1:54321'] });

const email = `views-${randomUUID().slice(0, 8)}@ankerlicht.test`;
const password = `staff-${randomUUID()}`;
const bornYearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-01`;
let mine = '';
let other = '';
let child = '';

test.beforeAll(async () => {
  await allowQuickSignIns();
  await liftRegistrationLimits();
  await createScreener(email, password);
  // An adult in Zaandam (to be assigned to the screener), an adult in Amsterdam, a child of 9 in Zaandam.
  mine = await register('adults', { location: 'zaandam', date_of_birth: bornYearsAgo(30) });
  other = await register('adults', { location: 'amsterdam', date_of_birth: bornYearsAgo(30) });
  child = await register('children', { location: 'zaandam', date_of_birth: bornYearsAgo(9) });
});

test('a saved view survives opening a registration; a location and an age group by keyboard', async ({ page }, testInfo) => {
  await signInFirstTime(page, email, password);
  const rowOf = (id: string) => page.locator(`[data-key="${id}"]`);
  const views = page.getByRole('navigation', { name: 'Weergaven' });

  // Assign one to oneself, in the registration.
  await rowOf(mine).click();
  await expect(page).toHaveURL(new RegExp(`/registraties/${mine}$`));
  await page.getByRole('combobox', { name: 'Toegewezen aan' }).selectOption({ label: `${email} (u)` });
  await page.getByRole('button', { name: 'Toewijzing opslaan' }).click();
  await expect(page.getByText('Opgeslagen.')).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar de aanmeldingen' }).click();
  await expect(rowOf(other)).toBeVisible();

  // "Mijn aanmeldingen": one step, in the address, marked.
  await views.getByRole('link', { name: 'Mijn aanmeldingen' }).click();
  await expect(page).toHaveURL(/\/\?assignee=me$/);
  await expect(rowOf(mine)).toBeVisible();
  await expect(rowOf(other)).toBeHidden();
  await expect(rowOf(child)).toBeHidden();
  await expect(views.getByRole('link', { name: 'Mijn aanmeldingen' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('status').filter({ hasText: /getoond/ })).toHaveText('1 aanmelding getoond');

  // Open it and come back: the view still applied.
  await rowOf(mine).click();
  await expect(page).toHaveURL(new RegExp(`/registraties/${mine}$`));
  await page.getByRole('link', { name: 'Terug naar de aanmeldingen' }).click();
  await expect(page).toHaveURL(/\/\?assignee=me$/);
  await expect(rowOf(mine)).toBeVisible();
  await expect(rowOf(other)).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Toegewezen aan' })).toHaveValue('me');
  await expect(views.getByRole('link', { name: 'Mijn aanmeldingen' })).toHaveAttribute('aria-current', 'true');
  // The browser's Back from a registration too.
  await rowOf(mine).click();
  await expect(page).toHaveURL(new RegExp(`/registraties/${mine}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/\?assignee=me$/);
  await expect(rowOf(other)).toBeHidden();
  await expect(rowOf(mine)).toBeVisible();

  // By keyboard alone: "Nieuw", then Zaandam and 0–11 with the arrow keys.
  await views.getByRole('link', { name: 'Nieuw' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?status=new$/);
  await expect(rowOf(other)).toBeVisible();
  await expect(rowOf(child)).toBeVisible();
  const location = page.getByRole('combobox', { name: 'Filteren op locatie' });
  await location.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(location.locator('option:checked')).toHaveText('Zaandam');
  await expect(rowOf(other)).toBeHidden();
  await expect(rowOf(mine)).toBeVisible();
  const age = page.getByRole('combobox', { name: 'Filteren op leeftijd' });
  await age.focus();
  await page.keyboard.press('ArrowDown');
  await expect(age.locator('option:checked')).toHaveText('0–11 jaar');
  await expect(rowOf(child)).toBeVisible();
  await expect(rowOf(mine)).toBeHidden();
  await expect(page).toHaveURL(/\/\?status=new&location=zaandam&age=0-11$/);
  // No saved view is exactly this one.
  await expect(views.locator('[aria-current]')).toHaveCount(0);
  // React Aria's live announcer leaves an empty role=img node, labelled by an id, for 7 seconds after
  // an announcement (seen after the return from a registration); axe finds no text for it. Not part
  // of this screen: checked once it has gone.
  await expect(page.locator('[data-live-announcer] [role=img]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('inbox-views-1280.png'), fullPage: true });

  // On a phone: the filters wrap, nothing but the table's own frame scrolls sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(rowOf(child)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(page.locator('[data-live-announcer] [role=img]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('inbox-views-320.png'), fullPage: true });
});
