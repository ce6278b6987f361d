import { describe, expect, it } from 'vitest';
import { brand as siteBrand } from '@ankerlicht/content';
import { brand } from './brand.ts';

describe('the functions’ copy of the brand', () => {
  it('agrees with packages/content', () => {
    expect(brand.name).toBe(siteBrand.name);
    expect(brand.siteUrl).toBe(siteBrand.siteUrl);
    expect(brand.email).toBe(siteBrand.email);
  });

  it('alerts to an address of its own', () => {
    expect(brand.alertEmail).toMatch(/^[^@\s]+@ankerlicht-ggz\.nl$/);
    expect(brand.alertEmail).not.toBe(brand.email);
  });
});
