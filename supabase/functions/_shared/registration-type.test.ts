import { departments, type Department } from '@ankerlicht/content';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { registrationTypes, type RegistrationType } from './registration.ts';

// The schema cannot import packages/content (Supabase deploys only supabase/functions), so it
// lists the database's registration_type values itself: they must be the site's departments.
describe('registration types', () => {
  it('are the departments of packages/content, in the same words', () => {
    expectTypeOf<RegistrationType>().toEqualTypeOf<Department>();
    expect(registrationTypes).toEqual(departments);
  });
});
