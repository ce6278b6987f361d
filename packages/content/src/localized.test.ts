import { describe, expect, it } from 'vitest';
import * as content from './index.ts';
import { locales, type Localized } from './locale.ts';

/**
 * Walks every exported value and collects each Localized string set, with the path it was
 * found at, so a failure names the exact place.
 */
function isLocalized(value: unknown): value is Localized {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === locales.length && locales.every((locale) => typeof (value as Record<string, unknown>)[locale] === 'string')
  );
}

type Found = { path: string; value: Localized };

function collect(value: unknown, path: string, found: Found[], seen: Set<unknown>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (isLocalized(value)) {
    found.push({ path, value });
    return;
  }
  for (const [key, child] of Object.entries(value)) collect(child, `${path}.${key}`, found, seen);
}

/** Arrays of objects with an id, with their path: their ids must be unique. */
function collectIdArrays(value: unknown, path: string, found: { path: string; ids: string[] }[], seen: Set<unknown>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'object' && item !== null && 'id' in item)
  ) {
    found.push({ path, ids: value.map((item: { id: unknown }) => String(item.id)) });
  }
  for (const [key, child] of Object.entries(value)) collectIdArrays(child, `${path}.${key}`, found, seen);
}

const localizedValues: Found[] = [];
collect(content, 'content', localizedValues, new Set());

/**
 * Words that are the same in Dutch and English by nature: the page names 'Privacy' and
 * 'Disclaimer'. Turkish always differs. Keep this list short; a sentence never belongs here.
 */
// Words both languages write alike: the English site says "intake" as the Dutch do (terminology.ts).
const sameInDutchAndEnglish = new Set(['Privacy', 'Disclaimer', 'Intake']);

describe('every visitor-facing string', () => {
  it('is found by the walk (the walk itself works)', () => {
    expect(localizedValues.length).toBeGreaterThan(500);
  });

  it('has text in every language', () => {
    const empty = localizedValues.filter(({ value }) => locales.some((locale) => value[locale].trim() === ''));
    expect(empty.map(({ path }) => path)).toEqual([]);
  });

  it('is translated: English and Turkish differ from the Dutch source', () => {
    const untranslated = localizedValues.filter(
      ({ value }) => value.tr === value.nl || (value.en === value.nl && !sameInDutchAndEnglish.has(value.nl)),
    );
    expect(untranslated.map(({ path, value }) => `${path}: ${value.nl}`)).toEqual([]);
  });

  it('writes Turkish sentences with Turkish letters', () => {
    // A Turkish sentence of some length without ç ğ ı İ ö ş ü is almost certainly not Turkish.
    const suspicious = localizedValues.filter(({ value }) => value.tr.length > 60 && !/[çğıİöşüÇĞÖŞÜ]/.test(value.tr));
    expect(suspicious.map(({ path, value }) => `${path}: ${value.tr}`)).toEqual([]);
  });

  it('contains no placeholder text or unfilled template', () => {
    const placeholder = /lorem|ipsum|\bTODO\b|\bTBD\b|\bxxx\b|\$\{|\{\{|\{\w+\}|undefined|\[object/i;
    const bad = localizedValues.filter(({ value }) => locales.some((locale) => placeholder.test(value[locale])));
    expect(bad.map(({ path }) => path)).toEqual([]);
  });

  it('has no stray whitespace', () => {
    const bad = localizedValues.filter(({ value }) =>
      locales.some((locale) => value[locale] !== value[locale].trim() || /\s{2,}/.test(value[locale])),
    );
    expect(bad.map(({ path }) => path)).toEqual([]);
  });
});

describe('ids', () => {
  const idArrays: { path: string; ids: string[] }[] = [];
  collectIdArrays(content, 'content', idArrays, new Set());

  it('are found in many lists', () => {
    expect(idArrays.length).toBeGreaterThan(30);
  });

  it('are unique within each list', () => {
    const duplicated = idArrays.filter(({ ids }) => new Set(ids).size !== ids.length);
    expect(duplicated.map(({ path }) => path)).toEqual([]);
  });

  it('are lowercase words joined by dashes', () => {
    const bad = idArrays.flatMap(({ path, ids }) =>
      ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)).map((id) => `${path}: ${id}`),
    );
    expect(bad).toEqual([]);
  });
});
