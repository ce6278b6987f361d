import { localeDescriptors } from '@ankerlicht/content/locales.js';

/** @type {readonly string[]} */
const codes = localeDescriptors.map((descriptor) => descriptor.code);
/** A language's text of a content module: packages/content/src/<locale>/<module>.ts (@ankerlicht/content's contentStrings.ts). */
const textModule = /(?:^|\/)packages\/content\/src\/([a-z]+)\/.+\.ts$/;

/**
 * The language of a content module's text, from its path or its key in the build's manifest
 * (`../packages/content/src/en/faq.ts`); undefined for anything else.
 *
 * @param {string} id
 * @returns {string | undefined}
 */
export function contentStringsLocale(id) {
  const locale = textModule.exec(id)?.[1];
  return locale && codes.includes(locale) ? locale : undefined;
}
