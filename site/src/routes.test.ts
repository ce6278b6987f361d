import { describe, expect, it } from 'vitest';
import { departmentPages, pageIds, pagePaths } from '@ankerlicht/content';
import { findRoute, notFoundRoute, pageRoutes, redirects } from './routes.ts';

describe('the route table', () => {
  it('has one route per page, in the order of pagePaths, with its path from pagePaths first', () => {
    expect(pageRoutes.map((route) => [route.id, route.paths[0]])).toEqual(Object.entries(pagePaths));
    expect([...pageRoutes, notFoundRoute].map((route) => route.id)).toEqual(pageIds);
  });

  it('shows every path, alias or redirect at one page only', () => {
    const all = [...pageRoutes.flatMap((route) => route.paths), ...Object.keys(redirects)];
    expect(new Set(all).size).toBe(all.length);
    for (const route of pageRoutes) for (const url of route.paths) expect(findRoute(url).id, url).toBe(route.id);
  });

  it('redirects to canonical paths', () => {
    const canonical = new Set<string>(Object.values(pagePaths));
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
