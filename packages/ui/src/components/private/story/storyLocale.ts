import { isValidElement } from 'react';
import { defaultLocale, isLocale, type Locale } from '@ankerlicht/content';

/**
 * Helpers for stories only (not exported from the package): sample content from
 * `@ankerlicht/content` in the language picked in Storybook's toolbar, as the site's pages take it.
 */

/** The toolbar's language in a story (`context.globals`); the default language when unset or unknown. */
export function storyLocale(globals: { readonly locale?: unknown }): Locale {
  return isLocale(globals.locale) ? globals.locale : defaultLocale;
}

/**
 * A story's args in the toolbar's language. `byLocale` gives the args taken from content in one
 * language; the story's args are `byLocale(defaultLocale)`. An arg that still holds that default
 * value is shown in the toolbar's language; an arg a designer changed in Controls, or a story set
 * to something else (`undefined` to leave a part out), is kept as it is.
 */
export function localizedArgs<TArgs extends object>(
  args: TArgs,
  globals: { readonly locale?: unknown },
  byLocale: (locale: Locale) => Partial<TArgs>,
): TArgs {
  const locale = storyLocale(globals);
  if (locale === defaultLocale) return args;
  const defaults = byLocale(defaultLocale);
  const localized = byLocale(locale);
  const result = { ...args };
  for (const key of Object.keys(localized) as (keyof TArgs)[]) {
    if (sameValue(args[key], defaults[key])) result[key] = localized[key] as TArgs[keyof TArgs];
  }
  return result;
}

/**
 * Args pass through Storybook's channel as JSON, so they are compared as JSON; a React element
 * (sample content built from the same content in JSX) by its type and props.
 */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a, elementsAsData) === JSON.stringify(b, elementsAsData);
}

function elementsAsData(_key: string, value: unknown): unknown {
  if (!isValidElement(value)) return value;
  const { type } = value;
  return { type: typeof type === 'string' ? type : (type as { name?: string }).name, props: value.props };
}
