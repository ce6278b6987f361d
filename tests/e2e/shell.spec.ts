import type { Page } from '@playwright/test';
import { locales } from '@ankerlicht/content';
import {
  expect,
  failLikeModuleMap,
  gotoIn,
  holdScripts,
  message,
  pageTitle,
  test,
  useStoredLocale,
  waitForApp,
} from '../support/site.ts';

test.describe('language', () => {
  const selector = (page: Page) => page.getByRole('group', { name: message('nl', 'shell.language.group') });

  test('the selector leads to the same page in each language, announces the change and keeps focus', async ({ page }) => {
    await page.goto('/team');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', 'team'));
    await expect(page.getByRole('button', { name: 'Nederlands' })).toHaveAttribute('aria-pressed', 'true');

    const english = selector(page).getByRole('button', { name: 'English' });
    await expect(english).toHaveAttribute('formaction', '/en/team');
    await expect(english).toHaveAttribute('aria-pressed', 'false');
    await english.focus();
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/en/team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('en', 'team'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Language changed to English' })).toHaveCount(1);
    await expect(page).toHaveTitle(/^Who we are \| Ankerlicht GGZ$/);
    // A client-side navigation: focus stays on the selector and the page keeps its place.
    await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
    // (Not exactly 300: the English text above reflows and the browser's scroll anchoring follows it.)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
    expect(await page.evaluate(() => window.localStorage.getItem('ankerlicht.preferredLanguage'))).toBe('en');
    // The announcement is there for one second only.
    await expect(page.getByRole('status').filter({ hasText: 'Language changed to English' })).toHaveCount(0, { timeout: 3000 });

    // Links on the page lead on in English.
    await expect(
      page.getByRole('banner').getByRole('link', { name: message('en', 'shell.logo.home', { name: 'Ankerlicht GGZ' }) }),
    ).toHaveAttribute('href', '/en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('en', 'team'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL('/tr/team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('tr', 'team'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

    await page.goBack();
    await expect(page).toHaveURL('/en/team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('en', 'team'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a visitor downloads only the messages of the language they read', async ({ page }) => {
    const bundles: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop() ?? '';
      const language = locales.find((locale) => name.startsWith(`${locale}-`) && name.endsWith('.js'));
      if (language) bundles.push(language);
    });
    await gotoIn(page, 'tr', '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('tr', 'home'));
    // The heading is prerendered: only the started app has asked for its messages.
    await waitForApp(page);
    expect(bundles).toEqual(['tr']);
  });

  test('a stored language moves a Dutch URL to that language before any Dutch heading is painted', async ({ page }) => {
    await useStoredLocale(page, 'tr');
    // Every animation frame from the first on, note the heading a visitor could see.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
      const sample = () => {
        const heading = document.querySelector('h1');
        if (heading && document.documentElement.style.visibility !== 'hidden') seen.push(heading.textContent ?? '');
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/contact?via=search#map');
    await expect(page).toHaveURL('/tr/contact?via=search#map');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('tr', 'contact'));
    const seen = await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([pageTitle('tr', 'contact')]));
  });

  test('following the selector wins over the stored language', async ({ page }) => {
    await useStoredLocale(page, 'tr');
    await gotoIn(page, 'tr', '/faq');
    await page.getByRole('button', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL('/faq');
    await page.reload();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', 'faq'));
  });

  test("an unknown stored language means the URL's language: Dutch at the plain paths", async ({ page }) => {
    await useStoredLocale(page, 'xx');
    await page.goto('/contact');
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', 'contact'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('the selector works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/faq');
    await page.getByRole('button', { name: 'English' }).click();
    // The selector's GET form has no fields: without JavaScript the address keeps an empty query.
    await expect(page).toHaveURL('/en/faq?');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('en', 'faq'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('a choice made before the app has started is followed and kept', async ({ page }) => {
    // A slow phone: the page is painted, its scripts have not arrived.
    const release = await holdScripts(page);
    await page.goto('/werken-bij', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL('/tr/werken-bij');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('tr', 'careers'));
    release();
    expect(await page.evaluate(() => window.localStorage.getItem('ankerlicht.preferredLanguage'))).toBe('tr');
    await page.goto('/werken-bij');
    await expect(page).toHaveURL('/tr/werken-bij');
  });
});

test.describe('desktop navigation', () => {
  const about = () => message('nl', 'nav.about');

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    // Hovering is the running app's: a pointer resting on the menu before then opens nothing.
    await waitForApp(page);
    const trigger = page.getByRole('button', { name: about() });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: message('nl', 'nav.about.missionVision') })).toBeVisible();
    // Move the pointer well away from the navigation and its open panel.
    await page.mouse.move(10, 700);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dropdown works by keyboard: open, choose a link, Escape returns focus', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: about() });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: message('nl', 'nav.about.overview') }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: message('nl', 'nav.about.missionVision') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/missie-en-visie');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click opens a dropdown, a link closes it, and the active route is highlighted', async ({ page }) => {
    await page.goto('/');
    const children = page.getByRole('button', { name: message('nl', 'nav.children') });
    await children.click();
    await page
      .getByRole('link', { name: message('nl', 'nav.department.financing') })
      .first()
      .click();
    await expect(page).toHaveURL('/kind-jeugd/financiering');
    await expect(children).toHaveAttribute('aria-expanded', 'false');
    await expect(children).toHaveAttribute('data-current', 'true');
    await page.getByRole('link', { name: message('nl', 'nav.referrers') }).click();
    await expect(
      page
        .getByRole('navigation', { name: message('nl', 'shell.nav.main') })
        .getByRole('link', { name: message('nl', 'nav.referrers') }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('focus leaving a dropdown closes it', async ({ page }) => {
    await page.goto('/');
    // Focus moving on is the running app's to notice.
    await waitForApp(page);
    const trigger = page.getByRole('button', { name: about() });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens as a panel, one section at a time, traps focus, closes on Escape', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: message('nl', 'ui.mobileMenu.open') });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: message('nl', 'ui.mobileMenu.title') });
    await expect(dialog).toBeVisible();

    const about = dialog.getByRole('button', { name: message('nl', 'nav.about') });
    const adults = dialog.getByRole('button', { name: message('nl', 'nav.adults') });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await adults.click();
    await expect(adults).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await adults.click();
    await expect(adults).toHaveAttribute('aria-expanded', 'false');

    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a press on the menu button before the app has started opens the menu once it has', async ({ page }) => {
    // A slow phone: the page is painted, its scripts have not arrived.
    const release = await holdScripts(page);
    await gotoIn(page, 'en', '/', { waitUntil: 'commit' });
    const menuButton = page.getByRole('button', { name: message('en', 'ui.mobileMenu.open') });
    await menuButton.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-app');
    release();
    await waitForApp(page);
    const dialog = page.getByRole('dialog', { name: message('en', 'ui.mobileMenu.title') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: message('en', 'nav.contact') }).click();
    await dialog.getByRole('link', { name: message('en', 'nav.contact.faq') }).click();
    await expect(page).toHaveURL('/en/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('en', 'faq'));
  });

  test('closes when a link is chosen and when its close button is used', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: message('nl', 'ui.mobileMenu.open') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: message('nl', 'nav.contact') }).click();
    await dialog.getByRole('link', { name: message('nl', 'nav.contact.faq') }).click();
    await expect(page).toHaveURL('/faq');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', 'faq'));

    await page.getByRole('button', { name: message('nl', 'ui.mobileMenu.open') }).click();
    await page.getByRole('button', { name: message('nl', 'ui.mobileMenu.close') }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the panel code is fetched when the menu is opened, not with the page', async ({ page }) => {
    const panelRequests: string[] = [];
    const toastRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/MobileMenuPanel-[\w-]+\.js$/.test(request.url())) panelRequests.push(request.url());
      if (/\/ToastRegion-[\w-]+\.js$/.test(request.url())) toastRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', 'home'));
    await page.waitForLoadState('networkidle');
    expect(panelRequests).toEqual([]);
    // Nor is the toast region's: it comes with the first toast (or the registration form's first focus).
    expect(toastRequests).toEqual([]);
    await page.getByRole('button', { name: message('nl', 'ui.mobileMenu.open') }).click();
    await expect(page.getByRole('dialog', { name: message('nl', 'ui.mobileMenu.title') })).toBeVisible();
    expect(panelRequests).toHaveLength(1);
  });

  test.describe('when the panel cannot be fetched', () => {
    // The browser reports the failed fetch, and React the error it caught.
    test.use({ allowedConsoleErrors: [/Failed to load resource|dynamically imported module|error occurred in/i] });

    test('the menu closes again, the page stays, and the next press tries again', async ({ page }) => {
      let offline = true;
      // As the module map keeps a failed fetch: the panel's URL fails for good, whatever this Chromium does.
      await failLikeModuleMap(
        page,
        (url) => /\/MobileMenuPanel-[\w-]+\.js$/.test(url.pathname),
        () => offline,
      );
      await page.goto('/');
      // The app first: a press before it has started is only replayed once it has (tested above),
      // and two replayed presses open the menu and close it again, so no fetch would fail here.
      await waitForApp(page);
      const menuButton = page.getByRole('button', { name: message('nl', 'ui.mobileMenu.open') });
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('nl', 'home'));

      offline = false;
      await menuButton.click();
      await expect(page.getByRole('dialog', { name: message('nl', 'ui.mobileMenu.title') })).toBeVisible();
    });
  });

  test('the desktop navigation is hidden below 768 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: message('nl', 'nav.about') })).toBeHidden();
  });
});

test.describe('page frame', () => {
  test('the header gains a shadow after 20 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 15);
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('a route change scrolls to the top and moves focus to the new heading', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    // A route change is the running app's; before it, a link is a full page load.
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: message('nl', 'footer.privacy') })
      .click();
    await expect(page).toHaveURL('/privacy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the skip link is the first stop and reaches the main content', async ({ page }) => {
    await page.goto('/contact');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: message('nl', 'ui.skipLink.label') });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the footer shows the information links, phone, e-mail and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [id, href] of [
      ['nav.contact.page', '/contact'],
      ['nav.contact.faq', '/faq'],
      ['footer.privacy', '/privacy'],
      ['nav.contact.complaints', '/klachten'],
      ['nav.contact.qualityStatute', '/kwaliteitsstatuut'],
      ['footer.terms', '/algemene-voorwaarden'],
      // The disclaimer has no other link on the site.
      ['footer.disclaimer', '/disclaimer'],
    ] as const) {
      await expect(footer.getByRole('link', { name: message('nl', id) })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: /020-765 43 21/ })).toHaveAttribute('href', 'tel:0207654321');
    await expect(footer.getByRole('link', { name: /info@ankerlicht-ggz\.nl/ })).toHaveAttribute(
      'href',
      'mailto:info@ankerlicht-ggz.nl',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});
