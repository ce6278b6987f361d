import { describe, expect, it } from 'vitest';
import { brand } from '@ankerlicht/content';
import { fullTitle } from './headData.ts';

describe('fullTitle', () => {
  it('ends a page title with the brand, and starts the home title with it', () => {
    expect(fullTitle('Veelgestelde vragen')).toBe(`Veelgestelde vragen | ${brand.name}`);
    expect(fullTitle('Zorg in uw eigen taal', true)).toBe(`${brand.name} | Zorg in uw eigen taal`);
  });

  it('names the brand once when the title names it already', () => {
    expect(fullTitle(`Werken bij ${brand.name}`)).toBe(`Werken bij ${brand.name}`);
    expect(fullTitle(`${brand.name} Çalışmak`)).toBe(`${brand.name} Çalışmak`);
  });
});
