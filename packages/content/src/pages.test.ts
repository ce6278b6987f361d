import { describe, expect, it } from 'vitest';
import { departmentPages, departments, hrefFor, pageIds, pages, type LinkedPageId, type PageRecord } from './index.ts';

describe('pages', () => {
  const entries = Object.entries(pages).map(([id, page]) => [id, page.path]) as [LinkedPageId, string][];

  it('gives every page but the not-found page exactly one path', () => {
    expect(pageIds.filter((id) => id !== 'notFound')).toEqual(entries.map(([id]) => id));
    expect(pageIds).toContain('notFound');
    expect(new Set(pageIds).size).toBe(pageIds.length);
  });

  it('gives no two pages the same path', () => {
    const paths = entries.map(([, path]) => path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes each path as the site links it: absolute, lower case, no trailing slash', () => {
    for (const [id, path] of entries) {
      expect(path, id).toMatch(id === 'home' ? /^\/$/ : /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/);
    }
  });
});

describe('the JavaScript budgets', () => {
  it('hold every ceiling at or under its target, in steps of 0.5 KB', () => {
    for (const [id, { javascript }] of Object.entries(pages) as [LinkedPageId, PageRecord][]) {
      expect(javascript.ceilingKB, id).toBeLessThanOrEqual(javascript.targetKB);
      expect(javascript.ceilingKB * 2, id).toSatisfy(Number.isInteger);
    }
  });
});

describe('hrefFor', () => {
  it('is the page’s path', () => {
    expect(hrefFor('faq')).toBe('/faq');
    expect(hrefFor('home')).toBe('/');
    expect(hrefFor('adultWaitingTime')).toBe('/volwassenen/wachttijd');
  });

  it('accepts only page ids', () => {
    // @ts-expect-error: a mistyped id is a type error, not a broken link.
    expect(() => hrefFor('faqs')).toThrow();
    // @ts-expect-error: the not-found page has no path to link to.
    expect(() => hrefFor('notFound')).toThrow();
  });
});

describe('departmentPages', () => {
  it('names, per department, pages whose path is under that department', () => {
    const prefixes = { children: '/kind-jeugd/', adults: '/volwassenen/' };
    for (const department of departments) {
      for (const [kind, id] of Object.entries(departmentPages[department])) {
        if (kind === 'registration') continue;
        expect(hrefFor(id), `${department}.${kind}`).toMatch(new RegExp(`^${prefixes[department]}`));
      }
    }
  });

  it('has the same kinds of page for both departments', () => {
    expect(Object.keys(departmentPages.children)).toEqual(Object.keys(departmentPages.adults));
  });
});
