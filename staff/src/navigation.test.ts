import { describe, expect, it } from 'vitest';
import { hrefOf, placeOf } from './navigation.ts';

describe('the access log’s place', () => {
  it('is /inzagelog, with or without a trailing slash; anything near it is the inbox', () => {
    expect(hrefOf({ name: 'accessLog' })).toBe('/inzagelog');
    expect(placeOf(hrefOf({ name: 'accessLog' }))).toEqual({ name: 'accessLog' });
    expect(placeOf('/inzagelog/')).toEqual({ name: 'accessLog' });
    expect(placeOf('/inzagelog/extra')).toEqual({ name: 'inbox' });
    expect(placeOf('/Inzagelog')).toEqual({ name: 'inbox' });
  });
});

describe('the waiting times’ place', () => {
  it('is /wachttijden, with or without a trailing slash; anything near it is the inbox', () => {
    expect(hrefOf({ name: 'waitingTimes' })).toBe('/wachttijden');
    expect(placeOf(hrefOf({ name: 'waitingTimes' }))).toEqual({ name: 'waitingTimes' });
    expect(placeOf('/wachttijden/')).toEqual({ name: 'waitingTimes' });
    expect(placeOf('/wachttijden/extra')).toEqual({ name: 'inbox' });
  });
});
