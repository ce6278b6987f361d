/**
 * A shared workstation: a screener signed out for inactivity keeps their place and a note being
 * typed for their return (inbox.spec.ts); a colleague who signs in to that tab instead starts at the
 * inbox, no look at the other's registration logged in their name, and finds none of the other's
 * note drafts (staff/src/inbox/noteDraft.ts claimDrafts).
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/site.ts';
import {
  allowQuickSignIns,
  createScreener,
  liftRegistrationLimits,
  register,
  signInFirstTime,
  signedOutIdleWhileTyping,
} from './helpers.ts';

test.use({ allowedOrigins: ['http://localhost:54321', 'http://127.0.0.1:54321'], allowedConsoleErrors: [/status of 403/] });

const account = () => ({ email: `shared-${randomUUID().slice(0, 8)}@ankerlicht.test`, password: `staff-${randomUUID()}` });
const first = account();
const colleague = account();
let registrationId = '';

test.beforeAll(async () => {
  await allowQuickSignIns();
  await liftRegistrationLimits();
  await createScreener(first.email, first.password);
  await createScreener(colleague.email, colleague.password);
  registrationId = await register('adults');
});

test('a colleague signing in to a tab left signed out for inactivity starts at the inbox, without the note', async ({ page }) => {
  await signInFirstTime(page, first.email, first.password);
  const note = await signedOutIdleWhileTyping(page, registrationId, 'Moeder teruggebeld');

  // The colleague signs in on the same screen, at the registration's address: the inbox instead.
  await signInFirstTime(page, colleague.email, colleague.password, { onThisScreen: true });
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/registraties/${registrationId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Aanmelding ${registrationId.slice(0, 8)} van`) }),
  ).toBeVisible();
  await expect(note).toHaveValue('');
});
