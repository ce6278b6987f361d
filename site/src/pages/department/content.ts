import type { CareDepartment } from '@ankerlicht/content';
import type { Department } from '../../routes.ts';

/** Content keys departments by their Dutch route segment; the routes by an English name. */
export function careDepartment(department: Department): CareDepartment {
  return department === 'children' ? 'kind-jeugd' : 'volwassenen';
}
