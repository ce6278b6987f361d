import { describe, expect, it } from 'vitest';
import { applySavedView, defaultView, isSavedView, savedViews, searchOf, viewOf } from './inboxView.ts';
import { insurerKeyOf, knownInsurers, OTHER_INSURER } from './insurers.ts';

const saved = (id: (typeof savedViews)[number]['id']) => savedViews.find((view) => view.id === id)!;
const colleague = '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the new filters in the address', () => {
  it('reads each from the query and writes it back, only what differs from the default', () => {
    const search = `?location=zaandam&age=12-17&insurer=zilveren-kruis&assignee=${colleague}&wait=over`;
    const view = viewOf(search);
    expect(view).toEqual({
      ...defaultView,
      location: 'zaandam',
      age: '12-17',
      insurer: 'zilveren-kruis',
      assignee: colleague,
      wait: 'over',
    });
    expect(searchOf(view)).toBe(search);
    expect(searchOf(viewOf('?age=24-plus&insurer=overig&assignee=none&wait=near'))).toBe(
      '?age=24-plus&insurer=overig&assignee=none&wait=near',
    );
    expect(viewOf('?assignee=me').assignee).toBe('me');
    expect(searchOf({ ...defaultView, location: 'all', age: 'all', insurer: 'all', assignee: 'all', wait: 'all' })).toBe('');
  });

  it('takes each age group and each location the form offers', () => {
    for (const age of ['0-11', '12-17', '18-23', '24-plus']) expect(viewOf(`?age=${age}`).age).toBe(age);
    for (const location of ['amsterdam', 'zaandam']) expect(viewOf(`?location=${location}`).location).toBe(location);
  });

  it('falls back to the default for anything it does not know', () => {
    expect(
      viewOf('?location=utrecht&age=0%E2%80%9311&insurer=Zilveren%20Kruis&assignee=sanne%40ankerlicht.nl&wait=soon&age=99'),
    ).toEqual(defaultView);
    // A typed insurer text is never a value: only a key of the known list, or 'overig'.
    expect(viewOf('?insurer=Mijn%20verzekeraar').insurer).toBe('all');
    expect(viewOf('?assignee=ME').assignee).toBe('all');
    expect(viewOf('?assignee=0f8e2c1a').assignee).toBe('all');
  });

  it('is stable: the query of a read view reads back the same', () => {
    for (const search of [
      '',
      '?status=all&type=children&held=not-held&location=amsterdam&age=0-11&insurer=menzis&assignee=me&wait=near&sort=status&order=ascending',
      '?wait=over&location=nowhere',
      '?insurer=overig&sort=name',
    ]) {
      const once = searchOf(viewOf(search));
      expect(searchOf(viewOf(once))).toBe(once);
      expect(viewOf(once)).toEqual(viewOf(search));
    }
  });
});

describe('the saved views', () => {
  it('are addresses the inbox reads: mine, new, over the Treeknorm', () => {
    expect(searchOf(applySavedView(saved('mine'), defaultView))).toBe('?assignee=me');
    expect(searchOf(applySavedView(saved('new'), defaultView))).toBe('?status=new');
    expect(searchOf(applySavedView(saved('overTreeknorm'), defaultView))).toBe('?wait=over');
    // Mine is the open ones: status stays the default, open.
    expect(viewOf('?assignee=me').status).toBe('open');
  });

  it('set every filter at once, and keep the order', () => {
    const filtered = viewOf('?status=all&location=zaandam&sort=name&order=ascending');
    expect(searchOf(applySavedView(saved('new'), filtered))).toBe('?status=new&sort=name&order=ascending');
  });

  it('are marked only when the view is exactly theirs', () => {
    expect(isSavedView(saved('mine'), viewOf('?assignee=me&sort=name'))).toBe(true);
    expect(isSavedView(saved('mine'), viewOf('?assignee=me&location=zaandam'))).toBe(false);
    expect(isSavedView(saved('new'), viewOf('?status=new'))).toBe(true);
    expect(savedViews.filter((view) => isSavedView(view, defaultView))).toEqual([]);
  });
});

describe('the insurers the filter knows', () => {
  it("keys every brand and group of the site's list, the whole name after folding case, accents, punctuation and spaces", () => {
    expect(knownInsurers.get('zilveren-kruis')).toBe('Zilveren Kruis');
    expect(knownInsurers.get('achmea')).toBe('Achmea');
    expect(insurerKeyOf('  zilveren   KRUIS ')).toBe('zilveren-kruis');
    expect(insurerKeyOf('Unive')).toBe('unive');
    expect(insurerKeyOf('Univé')).toBe('unive');
    expect(insurerKeyOf('Nationale Nederlanden')).toBe('nationale-nederlanden');
    expect(insurerKeyOf('CZdirect')).toBe('czdirect');
  });

  it("calls anything else 'overig', a text naming two insurers or a typo included", () => {
    expect(insurerKeyOf('Zilveren Kruis (Achmea)')).toBe(OTHER_INSURER);
    expect(insurerKeyOf('Zilverenkruis')).toBe(OTHER_INSURER);
    expect(insurerKeyOf('')).toBe(OTHER_INSURER);
  });

  it('has keys that are plain: letters, digits and hyphens only', () => {
    for (const key of knownInsurers.keys()) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(knownInsurers.has(OTHER_INSURER)).toBe(false);
  });
});
