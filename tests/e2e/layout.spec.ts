import type { Page } from '@playwright/test';
import { locales } from '@ankerlicht/content';
import { pageRoutes } from '@ankerlicht/site/routes';
import { expect, gotoIn, message, test, waitForApp } from '../support/site.ts';

/**
 * Layout under stress: the desktop dropdowns at narrow desktop widths, focus under the sticky
 * header with 200 % text (WCAG 2.4.11), a right-to-left document, the waiting-time timeline, the
 * notices, the toast and the header with 200 % text, and every page on a 320 px phone with 200 % text.
 */

/** WCAG 1.4.12 text spacing, as the bookmarklets testers use inject it. */
const textSpacingCss = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-block-end: 2em !important; }`;

/** 200 % text: the site sizes everything in rem, so doubling the root font size doubles the text. */
async function enlargeText(page: Page) {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  // The header republishes its height (useHeaderHeight) on the next frame; a visitor who enlarges
  // text does not press Tab within that frame, a test on a loaded CI machine can.
  await page.waitForFunction(() => {
    const header = document.querySelector<HTMLElement>('[data-sticky]');
    if (!header) return true;
    const published = getComputedStyle(document.documentElement).getPropertyValue('--ankerlicht-header-height').trim();
    const expected = header.dataset.sticky === 'true' ? header.getBoundingClientRect().height : 0;
    return Math.abs(Number.parseFloat(published) - expected) < 1;
  });
}

/** The document does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** Opens every desktop dropdown in turn and checks its panel lies within the viewport. */
async function expectEveryDropdownFits(page: Page, where: string) {
  // The desktop navigation's section buttons (the mobile menu button is hidden at these widths).
  const sections = page.locator('nav button[aria-expanded][aria-controls]:visible');
  const count = await sections.count();
  expect(count, `${where}: the desktop navigation has dropdowns`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const trigger = sections.nth(index);
    const name = (await trigger.textContent()) ?? '';
    // Opened from the keyboard: the path every visitor has, hover or not.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    const clientWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box, `${where}: panel of ${name}`).not.toBeNull();
    expect(box!.x, `${where}: panel of ${name} starts off the left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${where}: panel of ${name} ends off the right edge`).toBeLessThanOrEqual(clientWidth);
    await expectNoSidewaysScroll(page, `${where}, ${name} open`);
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
}

test.describe('desktop dropdowns fit the viewport', () => {
  for (const width of [1280, 900]) {
    for (const locale of locales) {
      test(`at ${width} px in ${locale}, also with WCAG text spacing`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await gotoIn(page, locale, '/');
        await waitForApp(page);
        await expectEveryDropdownFits(page, `${locale} ${width}px`);
        await page.addStyleTag({ content: textSpacingCss });
        await expectEveryDropdownFits(page, `${locale} ${width}px with text spacing`);
      });
    }
  }

  test('at 1280 px with 200 % text', async ({ page }) => {
    await gotoIn(page, 'tr', '/');
    await waitForApp(page);
    await enlargeText(page);
    await expectEveryDropdownFits(page, 'tr 1280px 200% text');
  });
});

/** Where the focused element is, against the sticky header's box. */
function focusPlacement() {
  const active = document.activeElement;
  if (!active || active === document.body) return null;
  const sticky = [...document.querySelectorAll<HTMLElement>('body *')].find(
    (element) => getComputedStyle(element).position === 'sticky',
  );
  const box = active.getBoundingClientRect();
  const header = sticky?.getBoundingClientRect();
  const label = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
  return {
    label,
    top: box.top,
    bottom: box.bottom,
    insideHeader: Boolean(sticky?.contains(active)),
    headerBottom: header && header.top <= 0 ? header.bottom : 0,
    viewportHeight: window.innerHeight,
  };
}

async function expectFocusVisible(page: Page, where: string) {
  // The browser scrolls the focused element into view within a frame of the key press.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const placement = await page.evaluate(focusPlacement);
  if (!placement || placement.insideHeader) return;
  // A pixel of rounding either way.
  expect(placement.top, `${where}: ${placement.label} is under the sticky header`).toBeGreaterThanOrEqual(
    placement.headerBottom - 1,
  );
  expect(placement.bottom, `${where}: ${placement.label} is below the viewport`).toBeLessThanOrEqual(
    placement.viewportHeight + 1,
  );
}

test.describe('focus is never hidden under the sticky header with 200 % text (WCAG 2.4.11)', () => {
  test.use({ reducedMotion: 'reduce' });
  const viewports = [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ];
  for (const viewport of viewports) {
    for (const path of ['/aanmelden-volwassenen', '/aanmelden-kind-jeugd', '/faq', '/privacy']) {
      test(`${path} at ${viewport.width}×${viewport.height}, Tab to the end and back`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await gotoIn(page, 'nl', path);
        await waitForApp(page);
        await enlargeText(page);
        await page.locator('body').focus();
        let stops = 0;
        for (; stops < 150; stops += 1) {
          await page.keyboard.press('Tab');
          if (
            (await page.evaluate(() => document.activeElement === document.body)) ||
            (await page.evaluate(() => document.activeElement?.closest('footer') != null))
          )
            break;
          await expectFocusVisible(page, `${path} Tab ${stops + 1}`);
        }
        expect(stops, 'the walk reached the end of the main content').toBeLessThan(150);
        for (let back = 0; back < stops; back += 1) {
          await page.keyboard.press('Shift+Tab');
          await expectFocusVisible(page, `${path} Shift+Tab ${back + 1}`);
        }
      });
    }
  }
});

test.describe('right to left', () => {
  const pages = ['/', '/volwassenen/behandelaanbod', '/aanmelden-volwassenen', '/contact', '/wachttijd'];

  async function openRtl(page: Page, path: string) {
    await gotoIn(page, 'nl', path);
    await waitForApp(page);
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  }

  for (const path of pages) {
    test(`${path}: phone numbers keep their order`, async ({ page }) => {
      await openRtl(page, path);
      const phones = page.locator('a[href^="tel:"]:visible');
      const count = await phones.count();
      for (let index = 0; index < count; index += 1) {
        const phone = phones.nth(index);
        await expect(phone).toHaveCSS('direction', 'ltr');
        await expect(phone).toHaveCSS('unicode-bidi', 'isolate');
        // Rendered order: the first digit is painted left of the last one, as in a left-to-right page.
        const order = await phone.evaluate((link) => {
          const text = link.textContent ?? '';
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          const nodes: Text[] = [];
          while (walker.nextNode()) nodes.push(walker.currentNode as Text);
          const digits = nodes.flatMap((node) => [...node.data].map((character, offset) => ({ node, character, offset })));
          const numbers = digits.filter(({ character }) => /\d/.test(character));
          const boxOf = ({ node, offset }: (typeof numbers)[number]) => {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return range.getBoundingClientRect();
          };
          const first = numbers[0];
          const last = numbers.at(-1);
          if (!first || !last) return { text, inOrder: true };
          const firstBox = boxOf(first);
          const lastBox = boxOf(last);
          // Same line: left to right; wrapped: the last digit is lower.
          return { text, inOrder: lastBox.top > firstBox.bottom - 1 || firstBox.left < lastBox.left };
        });
        expect(order.inOrder, `"${order.text}" is painted out of order`).toBe(true);
      }
    });

    test(`${path}: every dropdown fits at 900 px`, async ({ page }) => {
      await page.setViewportSize({ width: 900, height: 800 });
      await openRtl(page, path);
      await expectEveryDropdownFits(page, `rtl ${path}`);
    });
  }

  test('the carousel’s “next” arrow points to the left', async ({ page }) => {
    await openRtl(page, '/');
    const carousel = page.locator('section[aria-roledescription]').first();
    const next = carousel.getByRole('button', { name: message('nl', 'ui.carousel.next') });
    const previous = carousel.getByRole('button', { name: message('nl', 'ui.carousel.previous') });
    // The next button comes after the dots in reading order: on the left in RTL.
    const nextBox = (await next.boundingBox())!;
    const previousBox = (await previous.boundingBox())!;
    expect(nextBox.x).toBeLessThan(previousBox.x);
    // Its chevron is drawn pointing right and mirrored to point left.
    const transform = await next.locator('svg').evaluate((icon) => getComputedStyle(icon).transform);
    expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'ltr'));
    expect(await next.locator('svg').evaluate((icon) => getComputedStyle(icon).transform)).toBe('none');
  });

  test('the mobile drawer mirrors: it slides in from the right edge, the inline-start', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await openRtl(page, '/contact');
    const menuButton = page.locator('button[aria-expanded]:visible').first();
    const buttonBox = (await menuButton.boundingBox())!;
    // Pressed from inside the page, so the drawer's entering animation can be read in its first frames.
    const entry = await menuButton.evaluate(async (button: HTMLElement) => {
      button.click();
      for (let frame = 0; frame < 60; frame += 1) {
        await new Promise(requestAnimationFrame);
        const dialog = document.querySelector('[role="dialog"]');
        let panel = dialog as HTMLElement | null;
        while (panel && getComputedStyle(panel).position !== 'fixed') panel = panel.parentElement;
        const animation = panel?.getAnimations()[0];
        if (animation) return String((animation.effect as KeyframeEffect).getKeyframes()[0]?.transform);
      }
      return 'no animation';
    });
    // The build's minifier writes translateX(100%) as translate(100%).
    expect(entry, 'enters from off the right edge').toMatch(/^translateX?\(100%\)$/);
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const { left, right } = await drawer.evaluate(async (dialog: HTMLElement) => {
      let panel: HTMLElement | null = dialog;
      while (panel && getComputedStyle(panel).position !== 'fixed') panel = panel.parentElement;
      // Measured where it comes to rest, not mid-slide.
      await Promise.all(panel!.getAnimations().map((animation) => animation.finished));
      return panel!.getBoundingClientRect().toJSON() as DOMRect;
    });
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(right).toBeCloseTo(width, 0);
    expect(left).toBeGreaterThan(0);
    // As in LTR (drawer on the left, menu button on the right), the button is on the other side.
    expect(buttonBox.x + buttonBox.width / 2).toBeLessThan(width / 2);
  });
});

test.describe('the waiting-time timeline with 200 % text', () => {
  for (const path of ['/kind-jeugd/wachttijd', '/volwassenen/wachttijd']) {
    for (const width of [375, 1280]) {
      test(`tr ${path} at ${width} px: no text overlaps`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await gotoIn(page, 'tr', path);
        await waitForApp(page);
        await enlargeText(page);
        const overlaps = await page.evaluate(() => {
          const lists = [...document.querySelectorAll('main ol')];
          const found: string[] = [];
          for (const list of lists) {
            const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
            const boxes: { text: string; box: DOMRect }[] = [];
            while (walker.nextNode()) {
              const node = walker.currentNode as Text;
              // Skip blank text and the visually hidden "Adım n:" before each title (a 1 px box).
              if (!node.data.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const box of range.getClientRects()) boxes.push({ text: node.data.trim().slice(0, 30), box });
            }
            for (const [a, first] of boxes.entries()) {
              for (const second of boxes.slice(a + 1)) {
                const one = first.box;
                const two = second.box;
                // One pixel of tolerance for glyph boxes that touch.
                const intersects =
                  one.left < two.right - 1 && two.left < one.right - 1 && one.top < two.bottom - 1 && two.top < one.bottom - 1;
                if (intersects) found.push(`"${first.text}" × "${second.text}"`);
              }
            }
            // Nothing sticks out of the list sideways either.
            const listBox = list.getBoundingClientRect();
            for (const { text, box } of boxes) {
              if (box.right > listBox.right + 1 || box.left < listBox.left - 1) found.push(`"${text}" sticks out`);
            }
          }
          return { found, lists: lists.length };
        });
        expect(overlaps.lists).toBeGreaterThan(0);
        expect(overlaps.found).toEqual([]);
      });
    }
  }
});

test.describe('notices with 200 % text on a phone', () => {
  // The registration form's crisis notice is the one text on it a visitor must be able to read.
  test('tr /aanmelden-volwassenen at 375 px: the text moves below the icon and takes the notice’s width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoIn(page, 'tr', '/aanmelden-volwassenen');
    await waitForApp(page);
    const at100 = await firstNotice(page).evaluate(textWidthShare);
    await enlargeText(page);
    const at200 = await firstNotice(page).evaluate(textWidthShare);
    // At 100 % the text sits beside the icon; at 200 % beside it would leave about half the width.
    expect(at100.beside).toBe(true);
    expect(at200.beside).toBe(false);
    expect(at200.share).toBeGreaterThan(0.9);
  });
});

test.describe('the header on a phone with 200 % text', () => {
  for (const locale of locales) {
    test(`${locale} at 375 px: the logo and the menu button stay on the screen, and the menu opens`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 700 });
      await gotoIn(page, locale, '/');
      await waitForApp(page);
      await enlargeText(page);
      const clientWidth = await page.evaluate(() => document.documentElement.clientWidth);
      const menuButton = page.getByRole('button', { name: message(locale, 'ui.mobileMenu.open'), exact: true });
      const logo = page.getByRole('banner').getByRole('link').first();
      for (const [name, box] of [
        ['the menu button', await menuButton.boundingBox()],
        ['the logo', await logo.boundingBox()],
      ] as const) {
        expect(box, `${locale}: ${name} is shown`).not.toBeNull();
        expect(box!.x, `${locale}: ${name} starts off the left edge`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${locale}: ${name} ends off the right edge`).toBeLessThanOrEqual(clientWidth);
      }
      await menuButton.click();
      await expect(page.getByRole('dialog', { name: message(locale, 'ui.mobileMenu.title') })).toBeVisible();
    });
  }
});

test.describe('the logo’s name is never broken inside the word, and the header fits the screen', () => {
  for (const [width, text, locale] of [
    [320, '200 %', 'nl'],
    [375, '200 %', 'tr'],
    [768, '100 %', 'nl'],
    [768, '200 %', 'en'],
    [1024, '100 %', 'en'],
    [1280, '200 %', 'nl'],
  ] as const) {
    test(`${locale} at ${width} px with ${text} text`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await gotoIn(page, locale, '/');
      await waitForApp(page);
      if (text === '200 %') await enlargeText(page);
      const logo = page.getByRole('banner').getByRole('link').first();
      // The lines the name ("Ankerlicht", without "GGZ") is laid out on.
      const lines = await logo
        .locator('span[aria-hidden="true"] > span')
        .first()
        .evaluate((name) => {
          const range = document.createRange();
          range.selectNodeContents(name);
          return range.getClientRects().length;
        });
      expect(lines).toBe(1);
      await expectNoSidewaysScroll(page, `${locale} at ${width} px with ${text} text`);
    });
  }
});

test.describe('the registration form’s toast on a phone with 200 % text', () => {
  test('tr /aanmelden-volwassenen at 375 px: the text moves below the icon and takes the toast’s width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const toast = page.getByRole('region', { name: message('tr', 'ui.toast.region') }).getByRole('alertdialog');
    /** The empty form sent: the toast says it is incomplete (the button then stays soft-disabled while the form shows errors). */
    const sendEmptyForm = async () => {
      await page.getByRole('button', { name: message('tr', 'page.registration.submit') }).click();
      await expect(toast).toBeVisible();
      return toast.evaluate(textWidthShare);
    };
    await gotoIn(page, 'tr', '/aanmelden-volwassenen');
    await waitForApp(page);
    const at100 = await sendEmptyForm();
    await page.reload();
    await waitForApp(page);
    await enlargeText(page);
    const at200 = await sendEmptyForm();
    // At 100 % the text sits beside the icon; at 200 % beside it would be a column a few letters wide.
    expect(at100.beside).toBe(true);
    expect(at200.beside).toBe(false);
    expect(at200.share).toBeGreaterThan(0.9);
  });
});

/** The first notice in the main content. */
const firstNotice = (page: Page) => page.locator('main [role=region]:has(> svg)').first();

/** For a notice or a toast: is its text beside its icon, and what share of its inner width the text takes. */
function textWidthShare(box: Element) {
  const icon = box.querySelector(':scope > svg');
  const text = icon?.nextElementSibling;
  if (!icon || !text) throw new Error('no text after an icon');
  const style = getComputedStyle(box);
  const inner = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return {
    beside: text.getBoundingClientRect().top < icon.getBoundingClientRect().bottom,
    share: text.getBoundingClientRect().width / inner,
  };
}

test.describe('no page is wider than a 320 px phone with 200 % text (WCAG 1.4.4, 1.4.10)', () => {
  for (const locale of locales) {
    test(`every page in ${locale}`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const route of pageRoutes) {
        const path = route.paths[0]!;
        await gotoIn(page, locale, path);
        await waitForApp(page);
        await enlargeText(page);
        const where = `${locale} ${path}`;
        expect(await page.evaluate(elementsPastTheRightEdge), `${where}: sticks out past the screen's right edge`).toEqual([]);
        await expectNoSidewaysScroll(page, where);
      }
    });
  }
});

/**
 * The outermost visible elements that end past the viewport's right edge, named for a failure
 * message. What is visually hidden (inside a 1 px box that clips, such as React Aria's hidden native
 * select) is not seen.
 */
function elementsPastTheRightEdge() {
  const edge = document.documentElement.clientWidth + 1;
  const visuallyHidden = (element: Element) => {
    for (let box: Element | null = element; box; box = box.parentElement) {
      const { width, height } = box.getBoundingClientRect();
      if ((width <= 1 || height <= 1) && getComputedStyle(box).overflow !== 'visible') return true;
    }
    return false;
  };
  const past = (element: Element) =>
    element.getBoundingClientRect().right > edge && getComputedStyle(element).visibility !== 'hidden' && !visuallyHidden(element);
  return [...document.querySelectorAll('body *')]
    .filter((element) => past(element) && !(element.parentElement && past(element.parentElement)))
    .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
}
