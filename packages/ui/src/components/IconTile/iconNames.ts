import type { LucideIcon } from 'lucide-react';
import { iconNames, type IconName } from '@ankerlicht/content';
import * as lucideIcons from './lucideIcons.ts';

/**
 * The icons content may name: the content package's `iconNames` (one list for both packages).
 * Content stores a name; the ui draws it.
 */
export { iconNames, type IconName };

/**
 * A name to its lucide component. The type makes a name without a component an error; a component
 * without a name fails the test in IconTile.test.tsx.
 */
export const iconComponents: Readonly<Record<IconName, LucideIcon>> = lucideIcons;

export function isIconName(value: string): value is IconName {
  return (iconNames as readonly string[]).includes(value);
}
