import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { departmentPages, linkedPageIds, localizedPath, locales, pageIds, pages, type PageRecord } from '@ankerlicht/content';
import { findRoute, matchPath, notFoundRoute, pageRoutes, redirects } from './routes.ts';

describe('the route table', () => {
  it('has one route per page record, in its order, with its path first, then its aliases, and its module and department', () => {
    expect(pageRoutes).toEqual(
      linkedPageIds.map((id) => {
        const { path, module, department, aliases = [] } = pages[id] as PageRecord;
        return { id, paths: [path, ...aliases], module, ...(department && { department }) };
      }),
    );
    expect([...pageRoutes, notFoundRoute].map((route) => route.id)).toEqual(pageIds);
  });

  it("names each page's module as a file under site/src that the page loader finds", () => {
    for (const route of [...pageRoutes, notFoundRoute]) {
      expect(route.module, route.id).toMatch(/^\.\/pages\/[^/]+\/[^/]+Page\.tsx$/);
      expect(existsSync(fileURLToPath(new URL(route.module, import.meta.url))), route.module).toBe(true);
    }
  });

  it('shows every path, alias or redirect at one page only', () => {
    const all = [...pageRoutes.flatMap((route) => route.paths), ...Object.keys(redirects)];
    expect(new Set(all).size).toBe(all.length);
    for (const route of pageRoutes) for (const url of route.paths) expect(findRoute(url).id, url).toBe(route.id);
  });

  it('finds each page and redirect in every language, with or without trailing slashes, and nothing else', () => {
    for (const locale of locales) {
      for (const route of pageRoutes)
        for (const url of route.paths) {
          const localized = localizedPath(locale, url);
          for (const variant of [localized, `${localized}/`, `${localized}//`])
            expect(findRoute(variant).id, variant).toBe(route.id);
        }
      for (const [from, to] of Object.entries(redirects))
        expect(matchPath(`${localizedPath(locale, from)}/`), from).toEqual({ redirect: localizedPath(locale, to) });
    }
    // The static files are case-sensitive, and so is the table: another case is the 404, not a page to hydrate.
    for (const url of ['/FAQ', '/en/Faq', '/nl/faq', '/faq/extra', '/wie-zijn-wij/x'])
      expect(findRoute(url), url).toBe(notFoundRoute);
  });

  it('redirects to canonical paths', () => {
    const canonical = new Set<string>(Object.values(pages).map((page) => page.path));
    for (const [from, to] of Object.entries(redirects)) expect(canonical.has(to), `${from} → ${to}`).toBe(true);
  });

  it('gives a department page the department departmentPages files it under', () => {
    for (const route of pageRoutes) {
      const listedUnder = Object.entries(departmentPages)
        .filter(([, pages]) => (Object.values(pages) as string[]).includes(route.id))
        .map(([department]) => department);
      expect(listedUnder, route.id).toEqual(route.department ? [route.department] : []);
    }
  });
});

/**
 * Links name pages by id (`hrefFor('faq')`), so a page's path is written once, in
 * packages/content/src/pages.ts. This finds a page path written out in the code that renders
 * links: a quoted canonical path ('/faq', "/faq"), a department path put together from a prefix
 * (`${prefix}/wachttijd`), or a link to '/' for home. Tests and stories keep literal URLs: they
 * check what a visitor sees.
 */
describe('page paths in the source', () => {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const roots = ['site/src', 'site/scripts', 'packages/content/src', 'packages/ui/src'];
  const table = 'packages/content/src/pages.ts';

  function sourceFiles(dir: string): string[] {
    return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
      return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.(test|spec|stories)\.[^.]+$/.test(entry.name) ? [file] : [];
    });
  }

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const paths = Object.values(pages)
    .map((page) => page.path as string)
    .filter((url) => url !== '/');
  const departmentSegments = [
    ...new Set(paths.filter((url) => url.split('/').length > 2).map((url) => url.slice(url.lastIndexOf('/')))),
  ];
  const patterns = [
    new RegExp(`['"\`](${paths.map(escape).join('|')})['"\`?#]`),
    new RegExp(`\\}(${departmentSegments.map(escape).join('|')})['"\`]`),
    /href(=|:\s*)\{?\s*['"]\/['"]/,
  ];

  it('finds the patterns it looks for', () => {
    const examples = [
      `href: '/faq'`,
      `<Link href="/contact">`,
      'href: `/${prefix}/wachttijd`',
      `<LinkButton href="/">`,
      `'/team?tab=1'`,
    ];
    for (const example of examples)
      expect(
        patterns.some((pattern) => pattern.test(example)),
        example,
      ).toBe(true);
    for (const fine of [`hrefFor('faq')`, `'/faq-2'`, `'/kind-jeugd/aanmelden'`, `const root = '/';`]) {
      expect(
        patterns.some((pattern) => pattern.test(fine)),
        fine,
      ).toBe(false);
    }
  });

  it('are written only in the page table', () => {
    const files = roots.flatMap(sourceFiles).filter((file) => file !== table);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(path.join(repoRoot, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
        // Comments may name a page by its path.
        .filter(({ line }) => !/^\s*(\/\/|\/\*|\*)/.test(line))
        .filter(({ line }) => patterns.some((pattern) => pattern.test(line)))
        .map(({ line, where }) => `${where}: ${line.trim()}`),
    );
    expect(found, 'use hrefFor(page) from @ankerlicht/content').toEqual([]);
  });
});
