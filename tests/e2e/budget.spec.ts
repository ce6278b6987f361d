import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// Not the site's `test`: its fixtures open a browser page, and these checks read files only.
import { expect, test } from '@playwright/test';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { localeDescriptors } from '@ankerlicht/content/locales.js';
import {
  entryChunks,
  entryKey,
  formatBudgets,
  kb,
  locales,
  messagesKeys,
  pageKey,
  pageMessagesKey,
  readManifest,
  routeBudgets,
  scripts,
  shellMessagesKey,
  staticClosure,
  type BudgetLocale,
} from '../support/bundleBudget.ts';
import { notFoundRoute, pageRoutes } from '@ankerlicht/site/routes';
import { pages, type LinkedPageId, type PageRecord } from '@ankerlicht/content';
import { translations } from '../support/translations.ts';

/**
 * A regression guard on the JavaScript a route downloads before the first interaction (gzip -9): the
 * entry with its static imports, the page's chunk with its static imports and one language's
 * messages and content strings (tests/support/bundleBudget.ts), for every route at its URL in every
 * language: each route is held to its ceiling with its heaviest language. Run after `npm run build`.
 *
 * The 100 KB target of issue 8 is retired (issue 13: React stays; what a visitor needs is that the
 * first paint never waits for JavaScript, which `npm run bench -- --limit` measures). A ceiling
 * is each route's size when its ceiling was last set plus a small margin: lower a ceiling when a
 * route shrinks; raise one only within its target. Each page's ceiling and target are in its
 * record (`javascript` in packages/content/src/pages.ts), in KB, and a change to one is a commit
 * to that file whose message says which routes, by how much and why, so the file's history is
 * the ceilings' (`git log -p -- packages/content/src/pages.ts`). Until 2026-12-05 each change was
 * also written down here; the history below stops at its last entry (2026-12-04).
 *
 * How the ceilings were set until then, newest first:
 *
 * 2026-12-04, last: eighteen routes lowered to the smallest 0.5 KB step at least 128 B above their size
 * (the margin absorbs the hashes' build-to-build differences noted below). The pages' messages
 * loaders moved from the entry into each language's shell part (a visit carries its own language's,
 * @ankerlicht/vite-config): every route shrank by 463 to 473 B, after content modules' written-out
 * language loaders had added 15 to 46 B. The child offer, the waiting-time pages, the registration
 * forms, the treatments, the approach pages and /privacy keep theirs (the next step down would
 * leave less than 128 B).
 * 2026-12-04, later: /faq to 144.5 KB (its target is 160 KB) and the adult offer to 128.5 KB (130 KB).
 * Neither had grown, but /faq sat 1 to 17 B under its ceiling in local builds and 7 B over in a
 * fresh clone's build of the same commit, and the adult offer 19 to 28 B under: the chunk names'
 * hashes in the entry's preload map gzip differently from build to build.
 * 2026-12-04: /wachttijd to 125.5 KB and the two department waiting-time pages to 130 KB, their
 * target (53 to 103 B over). The texts that judge the adult wait follow the figures shown (issue
 * 54): the Treeknorm's rule, the long-wait sentence apart from the advice, and a care-mediation
 * sentence for a wait that may be over the norm, in each language's content chunk.
 * 2026-12-03, later: the ceilings and targets moved into the page record (issue 53), in KB; no
 * figure changed.
 * 2026-12-03: React Router is back (issue 53, the design card's router). Its own weight is the one
 * growth issue 53 accepts, so it is added to every ceiling and target as ROUTER_BYTES below
 * rather than to the figures here.
 * 2026-12-02, later: /missie-en-visie raised to its size plus 0.5 KB (rounded up to 0.5 KB;
 * 121 KB, its target is 130 KB). The entry carries over a radio chosen before the app starts (the
 * FAQ's department filter, boot/earlyInput.ts): 7 B over after compacting it. The offer and
 * approach pages, 5 to 16 B over at first, are under their ceilings again.
 * 2026-12-02: /team raised to its size plus 0.5 KB (rounded up to 0.5 KB; 151.5 KB, its target is
 * 160 KB). Its Turkish job titles grew ("Çocuk gelişimi uzmanı (orthopedagoog)", the copy review)
 * and each title now goes through Glossed, so the Dutch title in it is marked as Dutch: 4 B over.
 * 2026-12-01: the registration form fetches its sending pipeline when the visitor submits (the
 * letter's upload reservation and the rate-limit message had put the forms 479 B over 160 KB):
 * the forms went from 164.3 to 163.5 KB, under their ceiling. Vite's preload helper, which that
 * dynamic import shares with the route table, became a chunk of its own, so every other route
 * grew by about 0.3 KB; the two financing pages, 266 B under before and 93 B over now, are set
 * to their size plus 0.5 KB, rounded up to 0.5 KB (127.1 KB; their target is 130 KB).
 * 2026-11-30, third: the routes that shrank set to their size plus 0.5 KB (rounded up to 0.5 KB),
 * none above issue 29's targets (targetKB in the page record: 160 KB for the registration forms and the two
 * pages with a filter, /team and /faq; 130 KB for every other page). The waiting-time card's meter is written out (React
 * Aria's Meter brought a number formatter nothing shows: 1.6 KB on the forms, /wachttijd,
 * /verwijzers); the treatment pages load only their own department's content (the offer 8.9 to
 * 10.9 KB less, the treatments 8.7 to 9.6 KB); the quality statute and /werken-bij name the
 * director without the team (1.5 KB), the waiting-time pages show the registration stop without
 * the insurers and the age scope without facts.ts. The forms are at 160.0 KB, held at 160 KB.
 * The approach pages are raised by 0.5 KB (3 B under their ceiling): they still need facts.ts,
 * and the age scope now comes in a small chunk of its own beside it (0.3 KB). Later the same day
 * the adult age scope joined it (ageScopes.ts): /aanmelden no longer loads facts.ts, 2.3 KB less.
 * 2026-11-30, later: /team set to its size plus 0.5 KB (rounded up to 0.5 KB) once the design
 * system's Select is the platform's <select> (React Aria's listbox, popover and positioning are
 * gone from the phone's team filter): 168.7 to 150.4 KB.
 * 2026-11-30: the registration forms and /team set to their size plus 0.5 KB (rounded up to
 * 0.5 KB) once the date of birth is three plain text boxes instead of React Aria's DateField (every
 * calendar system, the date segments and their number parser are gone) and the signals'
 * useSyncExternalStore shim is React's own hook: the forms went from 184.6 to 161.3 KB, /team from
 * 169.6 to 168.9 KB (shared chunks split anew). Every other route grew by 0.1 KB, the boxes' three
 * words in the shell's messages (which hold every design-system message), within its ceiling.
 * 2026-11-29, later: every route set to its size plus 0.5 KB (rounded up to 0.5 KB) once each page
 * module declares its own title and description (pageMessages.ts, every page's, is gone): a page's
 * messages part no longer holds all 29 pages' titles and descriptions. Every route shrank by 1.8 KB
 * (the registration forms) to 2.1 KB (/team, /faq, /wachttijden).
 * 2026-11-29: every route set to its size plus 0.5 KB (rounded up to 0.5 KB) once the messages
 * come in parts, the shell's and each page's own (@ankerlicht/vite-config's routeMessages.js),
 * instead of one chunk per language with every message. The Turkish messages a route downloads
 * went from 9.4 KB to 3.7 KB (the legal pages) to 5.6 KB (the registration forms); the entry grew
 * by 1.6 KB, the loaders of 25 pages' parts in three languages. Every route shrank, by 2.3 KB (the
 * registration forms) to 4.2 KB (the legal pages; /faq 4.0 KB, /team 4.0 KB, the home page 3.8 KB).
 * 2026-11-28, fourth: the twenty routes over their ceiling set to their size plus 0.5 KB (rounded up
 * to 0.5 KB) once content's text is plain modules per language (nl/, en/, tr/ in packages/content)
 * instead of tables a build plugin cut out of `{ nl, en, tr }` literals. A string is found by where
 * it is (`t.faqEntries[3].answer`), not by its index in an array, so the chunks carry the
 * structure's names: every route grew by 0.4 KB (the legal pages, /missie-en-visie) to 1.5 KB (the
 * treatment offer; the treatments 1.4 KB, the waiting-time pages and /verwijzers 1.1 KB).
 * 2026-11-28, third: /team and the registration pages back to their sizes of the entry below plus
 * 0.5 KB (175.1 and 187.8 KB): the team filter's code in a chunk fetched after the page's (a
 * "later slice", 19 KB less before the first interaction) is undone. Run side by side with the
 * build before it, it made Lighthouse's TBT about 270 ms and time to interactive 0.3 s worse.
 * 2026-11-28: /team, /faq and the two registration pages set to their size plus 0.5 KB (rounded up
 * to 0.5 KB) once React Aria's own words come in the site's three languages only (its
 * optimize-locales plugin): /team 5.8 KB smaller (175.0 KB), the forms 8.8 KB (187.8 KB), /faq 0.8 KB.
 * 2026-11-27, later: the same routes set to their size plus 0.5 KB (rounded up to 0.5 KB) once
 * React Router gave way to the site's own router (site/src/router.tsx): every route 12 KB
 * smaller (the entry 107.3 KB); the disclaimer is at 122.8 KB, the home page at 130.7 KB.
 * 2026-11-27: every route but /team and the two registration pages (their own chunks are being
 * reworked elsewhere) set to its size plus 0.5 KB (rounded up to 0.5 KB) once the shared base
 * shrank: React Router's production build instead of its development one, no Dutch defaultMessage
 * in the client (every message comes from the language's messages chunk), no modulepreload
 * polyfill. Every route shrank by 2.5 KB (the legal pages) to 3.1 KB (/over-ons; the home page 3 KB).
 * 2026-11-27: every route set to its size plus 0.5 KB (rounded up to 0.5 KB; four were there
 * already) once a route's code holds only the icons it draws: content stores the icon components
 * instead of names that one table mapped to all 79 icons. The routes shrank by 0.3 KB (the legal
 * pages) to 8.3 KB (the waiting-time pages; /klachten 8.2 KB, the home page 7.6 KB, /team 6.9 KB).
 * 2026-11-26: twenty routes raised to their size plus 0.5 KB (rounded up to 0.5 KB) for what they
 * gained: the department pages' links to their sibling pages (every page reachable), the adult
 * waiting time's treeknorm section and the Menzis/Anderzorg stop (insurers on the registration
 * routes), the failure notice that stays on the registration page, the language selector's router
 * hand-off, the header's measured height, the dropdowns that fit the viewport.
 * Set on 2026-11-25 to each route's size plus about 1 KB (rounded up to 0.5 KB), with main merged
 * (the Dutch glosses, React Aria's I18nProvider, waitingTimeFigures, the edited texts, the route
 * table): content's strings come in one chunk per content module and language and a visitor
 * downloads only their language's (issue 13 item 6; the size counts that language's content
 * strings, Turkish the heaviest on every route). Every ceiling is lower than main's, by 1 KB
 * (/missie-en-visie, /team) to 11.5 KB (the treatment offer and treatments; /faq 8.5 KB,
 * /kwaliteitsstatuut 9 KB).
 */

/**
 * React Router's own weight in every route's first download, the one growth issue 53 accepts: when it
 * replaced the site's own router (library mode, docs/architecture.md), every route grew by 12,610 to
 * 12,626 B. Added to each ceiling and target; nothing else may use it.
 */
const ROUTER_BYTES = 12.5 * 1024;

/**
 * A route's ceiling from its page record, plus ROUTER_BYTES (pages.test checks each ceiling against
 * issue 29's target, which carries the same ROUTER_BYTES).
 */
const ceilingOf = (route: LinkedPageId) => (pages[route] as PageRecord).javascript.ceilingKB * 1024 + ROUTER_BYTES;

const dist = process.env.SITE_DIST ?? 'site/dist';
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

/** The plain-text pieces of a message (its text between placeholders, plural branches included). */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === 0) return [element.value];
    const nested = 'options' in element ? Object.values(element.options).map((option) => option.value) : [];
    if ('children' in element) nested.push(element.children);
    return nested.flatMap(literals);
  });
}

const compiled = (locale: BudgetLocale) =>
  Object.fromEntries(Object.entries(translations[locale]).map(([id, text]) => [id, parse(text, { ignoreTag: false })]));

/**
 * Texts of a language long enough to be unmistakable and found in no message of the other
 * language, so finding one in that language's files means the language leaked there.
 */
function textsOnlyIn(locale: BudgetLocale, other: BudgetLocale): string[] {
  const otherTexts = new Set(Object.values(compiled(other)).flatMap(literals));
  const texts = Object.values(compiled(locale)).flatMap(literals);
  return [...new Set(texts)].filter((text) => text.length >= 12 && !otherTexts.has(text) && !/[`'"\\$\n]/.test(text));
}

/** Whether minified code holds the text as a whole string literal (not as part of a longer one). */
const holdsLiteral = (code: string, text: string) => ['`', '"', "'"].some((quote) => code.includes(`${quote}${text}${quote}`));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether code holds a message compiled to its AST: `"the.id":[{type:0,...`. */
const holdsCompiledMessage = (code: string, id: string) =>
  new RegExp(`[\`'"]${escapeRegExp(id)}[\`'"]\\s*:\\s*\\[\\s*\\{`).test(code);

test('no route downloads more JavaScript before the first interaction than its ceiling', () => {
  const budgets = routeBudgets(dist);
  const table = formatBudgets(budgets, entryChunks(dist));
  const over = budgets
    .filter((budget) => budget.gzip > ceilingOf(budget.route))
    .map(
      (budget) =>
        `${budget.route} ${budget.gzip} B > ${ceilingOf(budget.route)} B (in pages.ts's terms, without the router's ${kb(ROUTER_BYTES)}: ${kb(budget.gzip - ROUTER_BYTES)} > ceilingKB ${(pages[budget.route] as PageRecord).javascript.ceilingKB})`,
    );
  expect(
    over,
    `Routes over their ceiling (gzip -9 of the entry and its static imports, the page and its static imports, the heaviest language's messages and content strings):\n${table}\n`,
  ).toEqual([]);
});

test.describe('messages', () => {
  const manifest = readManifest(dist);
  /** The page modules' manifest keys: every route's and the 404's. */
  const pages = [...new Set([...pageRoutes, notFoundRoute].map((route) => pageKey(route)))];
  /**
   * A messages chunk's default export, evaluated from the build's folder: a shell's part imports
   * Vite's preload helper for its pages' loaders, which touches no browser API until called. (Were
   * the bundler to fold the helper into the entry, this would evaluate the entry in Node and fail
   * loudly.)
   */
  const exported = async (file: string) =>
    ((await import(pathToFileURL(path.resolve(dist, file)).href)) as { default: Record<string, unknown> }).default;

  test("come in parts, each language's shell's and each page's own, none of them loaded with the entry", () => {
    const entry = staticClosure(manifest, entryKey(manifest));
    for (const locale of locales) {
      const keys = messagesKeys(manifest, locale);
      expect(keys.length, `${locale}: the shell's part and one per page`).toBe(1 + pages.length);
      expect(
        keys.filter((key) => entry.has(key)),
        `${locale} messages in the entry`,
      ).toEqual([]);
    }
  });

  test("a language's page parts are loaded by its shell's part, so a visit carries no other language's loaders", () => {
    const entryCode = scripts(manifest, staticClosure(manifest, entryKey(manifest)))
      .map((key) => read(manifest[key]?.file ?? ''))
      .join('\n');
    for (const locale of locales) {
      const shellCode = read(manifest[shellMessagesKey(manifest, locale)]?.file ?? '');
      for (const route of [...pageRoutes, notFoundRoute]) {
        const own = path.basename(manifest[pageMessagesKey(manifest, route, locale)]?.file ?? '');
        expect(shellCode, `${locale} shell part loads ${route.id}'s`).toContain(own);
        expect(entryCode, `the entry names ${own}`).not.toContain(own);
        for (const other of locales.filter((candidate) => candidate !== locale)) {
          expect(shellCode, `${locale} shell part names ${other} ${route.id}`).not.toContain(
            path.basename(manifest[pageMessagesKey(manifest, route, other)]?.file ?? ''),
          );
        }
      }
    }
  });

  for (const locale of locales) {
    test(`the ${locale} parts together hold exactly the ${locale} messages, compiled, and no other language's`, async () => {
      const all: Record<string, unknown> = {};
      const files = messagesKeys(manifest, locale).map((key) => manifest[key]?.file ?? '');
      for (const file of files) {
        Object.assign(all, await exported(file));
        const code = read(file);
        for (const other of locales.filter((candidate) => candidate !== locale)) {
          const leaked = textsOnlyIn(other, locale).filter((text) => holdsLiteral(code, text));
          expect(leaked, `${other} text in ${file}`).toEqual([]);
        }
      }
      expect(JSON.parse(JSON.stringify(all))).toEqual(JSON.parse(JSON.stringify(compiled(locale))));
      // The text searches above and below find what they look for: every message of its own language is in one of the files.
      const code = files.map(read).join('\n');
      expect(Object.keys(translations[locale]).filter((id) => !holdsCompiledMessage(code, id))).toEqual([]);
      expect(
        textsOnlyIn(locale, locales.find((other) => other !== locale) ?? locale).filter((text) => !holdsLiteral(code, text)),
      ).toEqual([]);
    });
  }

  test("every page has, in its own part and the shell's, each message its code and the shell's names", async () => {
    const ids = Object.keys(translations.nl);
    const partKeys = new Set(locales.flatMap((locale) => messagesKeys(manifest, locale)));
    /** The chunks a start reaches, statically or dynamically, short of a page (other than itself) and the messages. */
    const reach = (start: string) => {
      const seen = new Set<string>();
      const queue = [start];
      while (queue.length > 0) {
        const key = queue.pop() ?? '';
        if (seen.has(key) || partKeys.has(key) || (key !== start && pages.includes(key))) continue;
        seen.add(key);
        queue.push(...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? []));
      }
      return [...seen].filter((key) => manifest[key]?.file.endsWith('.js'));
    };
    const named = (keys: string[]) => {
      const code = keys.map((key) => read(manifest[key]?.file ?? '')).join('\n');
      return ids.filter((id) => holdsLiteral(code, id));
    };
    const shell = reach(entryKey(manifest));
    expect(named(shell).length, 'the shell names messages (the search finds them)').toBeGreaterThan(10);
    const missing: string[] = [];
    for (const route of [...pageRoutes, notFoundRoute]) {
      const wanted = named([...shell, ...reach(pageKey(route))]);
      for (const locale of locales) {
        const parts = [shellMessagesKey(manifest, locale), pageMessagesKey(manifest, route, locale)];
        const held = new Set<string>();
        for (const key of parts) for (const id of Object.keys(await exported(manifest[key]?.file ?? ''))) held.add(id);
        missing.push(...wanted.filter((id) => !held.has(id)).map((id) => `${route.id} ${locale}: ${id}`));
      }
    }
    expect(missing).toEqual([]);
  });

  test("the built code carries no message's Dutch source: every descriptor has lost its defaultMessage", () => {
    // FormatJS's transform (site/vite.config.ts) drops a descriptor's defaultMessage only where it
    // recognises one (defineMessages, formatMessage, <FormattedMessage>); a descriptor written any
    // other way would keep its Dutch text in every language's code. Minifying keeps property names.
    const kept = Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js'))
      .flatMap((chunk) =>
        (read(chunk.file).match(/defaultMessage\s*:\s*[`'"][^`'"]*/g) ?? []).map((found) => `${chunk.file}: ${found}`),
      );
    expect(kept).toEqual([]);
  });

  test("a message's Dutch text is only in the Dutch chunks", () => {
    const text = literals(compiled('nl')['shell.language.changed'] ?? [])[0] ?? '';
    expect(text).toBe('Taal gewijzigd naar ');
    const holders = locales.filter((locale) => read(manifest[shellMessagesKey(manifest, locale)]?.file ?? '').includes(text));
    expect(holders).toEqual(['nl']);
  });
});

test("React Aria's own words are in the built client in the site's languages only", async () => {
  // React Aria's dialog word ("dismiss") in each of its 34 languages, from its own files.
  const overlays = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json')),
    'dist/private/intl/overlays',
  );
  const dismiss = new Map<string, string>();
  for (const file of readdirSync(overlays).filter((name) => /^[a-z]{2}-[A-Z]{2}\.mjs$/.test(name))) {
    const module = (await import(path.join(overlays, file))) as { default: { dismiss: string } };
    dismiss.set(file.slice(0, -'.mjs'.length), module.default.dismiss);
  }
  expect(dismiss.size).toBeGreaterThan(30);
  const code = readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => read(path.join('assets', name)))
    .join('\n');
  const built = (word: string) => new RegExp(`dismiss:\\s*[\`'"]${escapeRegExp(word)}[\`'"]`).test(code);
  // By language: React Aria has no en-GB, so English is its en-US.
  const kept = new Set(localeDescriptors.map((descriptor) => new Intl.Locale(descriptor.ariaLocale).language));
  const ours = [...dismiss].filter(([locale]) => kept.has(new Intl.Locale(locale).language));
  expect(ours.map(([locale]) => new Intl.Locale(locale).language).sort()).toEqual([...kept].sort());
  expect(ours.filter(([, word]) => !built(word))).toEqual([]);
  const oursWords = new Set(ours.map(([, word]) => word));
  expect([...dismiss].filter(([, word]) => !oursWords.has(word) && built(word))).toEqual([]);
});
