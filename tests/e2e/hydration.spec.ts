import { localeDescriptors, localizedPath } from '@ankerlicht/content/locales.js';
import { waitingTimesAsOfStale } from '@ankerlicht/content';
import { pageRoutes, type PageId } from '@ankerlicht/site/routes';
import { expect, test, waitForApp } from '../support/site.ts';

/**
 * A prerendered page is taken over as it is: React hydrates each component once and renders none
 * of them again while the page starts. A second render right after hydration is a synchronous
 * task of its own on a slow phone's main thread (issue 13, item 7), and React Aria asks for one
 * in nearly every component without the patch in patches/ (patches/README.md).
 *
 * Counted the way React DevTools counts: React reports every commit to a global hook, in
 * production builds too, and a component fiber that did work in a commit and has a previous
 * version of itself was rendered again (a hydrated one is new). These read React's fiber fields
 * (`flags & PerformedWork`, `alternate`), which are internal: a React upgrade that changes them
 * makes this test fail, not pass blindly, because it also checks that hydration was counted.
 */

/** Pages whose components React Aria renders again after hydration for a reason of its own. */
const rendersAgain: Partial<Record<PageId, string>> = {
  faq: 'disclosures: their panels become hidden-until-found (useDisclosure)',
  qualityStatute: 'disclosures',
  careers: 'disclosures',
  team: "the filter's tabs and select build their collections after hydration",
  childRegistration: "a field's ids of a hint or an error it does not show are dropped once the page is there (useSlotId)",
  adultRegistration: 'as childRegistration',
};

type Counts = { rendered: number; renderedAgain: string[] };

declare global {
  interface Window {
    hydrationCounts?: Counts;
  }
}

/** Installed before the page's scripts: the stand-in for React DevTools' hook. */
function countRenders() {
  const counts: Counts = { rendered: 0, renderedAgain: [] };
  window.hydrationCounts = counts;
  const performedWork = 1;
  type Fiber = {
    type: unknown;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  };
  const componentName = (type: unknown): string | undefined => {
    if (typeof type === 'function') return type.name || 'anonymous';
    if (type && typeof type === 'object') {
      const { render, type: inner } = type as { render?: { name?: string }; type?: unknown };
      if (render) return `forwardRef(${render.name ?? ''})`;
      if (inner) return `memo(${componentName(inner) ?? ''})`;
    }
    return undefined;
  };
  const walk = (first: Fiber | null) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const name = componentName(fiber.type);
      if (name && fiber.flags & performedWork) {
        counts.rendered += 1;
        if (fiber.alternate) counts.renderedAgain.push(name);
      }
      // A subtree React bailed out of is the previous commit's: nothing in it rendered.
      if (fiber.child && fiber.child !== fiber.alternate?.child) walk(fiber.child);
    }
  };
  let id = 0;
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: unknown) {
        this.renderers.set(++id, renderer);
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        walk(root.current.child);
      },
    },
  });
}

const checked = pageRoutes.filter((route) => !(route.id in rendersAgain));

for (const [index, route] of checked.entries()) {
  // Each page in one language, the languages in turn: the shell is the same in all three.
  const locale = localeDescriptors[index % localeDescriptors.length]!.code;
  const path = localizedPath(locale, route.paths[0]!);
  test(`${path} hydrates every component once`, async ({ page }) => {
    await page.addInitScript(countRenders);
    await page.goto(path);
    await waitForApp(page);
    // The re-render React Aria asked for comes in a task after hydration (AppReady waits one too).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const counts = await page.evaluate(() => window.hydrationCounts);
    // The shell and the page were counted as they hydrated: the count sees React's commits.
    expect(counts?.rendered).toBeGreaterThan(100);
    // Waiting-time figures more than 35 days old on the visitor's clock say so once the page has
    // hydrated (the prerender cannot know the day): then each of their date lines renders again,
    // one component, and nothing else does. The built-in figures are stale on this run's clock
    // from 36 days after their date until they are updated; a test that sets the clock would make
    // every page's footer year differ from the build's in a later year.
    const staleDates = await page.getByText(waitingTimesAsOfStale[locale], { exact: true }).count();
    expect(counts?.renderedAgain).toHaveLength(staleDates);
    expect(new Set(counts?.renderedAgain).size).toBeLessThanOrEqual(1);
  });
}

type Restyles = string[];

declare global {
  interface Window {
    restyles?: Restyles;
  }
}

/**
 * Installed before the page's scripts: records, from the end of parsing on, each change that makes
 * the browser restyle the whole page. On a long page that restyle is a slow phone's longest task
 * after hydration: a stylesheet added to the document (React Aria's pressable rule, which the page
 * now carries from the start), and <html lang> or <html dir> written, even with the value they have.
 */
function recordRestyles() {
  const restyles: Restyles = [];
  window.restyles = restyles;
  const isStylesheet = (node: Node) =>
    node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet');
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target === document.documentElement) {
          restyles.push(`<html ${record.attributeName ?? ''}> written`);
        }
        for (const node of record.addedNodes) {
          if (isStylesheet(node)) restyles.push(`stylesheet added: ${(node as Element).outerHTML.slice(0, 120)}`);
        }
      }
    }).observe(document, { childList: true, subtree: true, attributeFilter: ['lang', 'dir'] });
  });
}

for (const [index, route] of pageRoutes
  .filter(({ id }) => id === 'team' || id === 'home' || id === 'adultRegistration')
  .entries()) {
  const locale = localeDescriptors[index % localeDescriptors.length]!.code;
  const path = localizedPath(locale, route.paths[0]!);
  test(`${path} starts without restyling the whole page`, async ({ page }) => {
    await page.addInitScript(recordRestyles);
    await page.goto(path);
    await waitForApp(page);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // One pressable rule, the prerendered one (site/scripts/indexHtml.test.ts keeps it React Aria's).
    await expect(page.locator('#react-aria-pressable-style')).toHaveCount(1);
    expect(await page.evaluate(() => window.restyles)).toEqual([]);
  });
}
