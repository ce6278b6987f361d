import type { Plugin, PluginOption } from 'vite';

/**
 * `import messages from 'virtual:messages/en'` gives that language's messages compiled to ICU
 * ASTs, so no message parser ships to the browser; each language is its own module.
 * `virtual:message-loaders` gives every language's loader and `virtual:all-messages` every
 * language's messages, both built from the locale descriptor (@ankerlicht/content/locales.js).
 */
export function compiledMessages(): Plugin;
/** `__BUILD_YEAR__`: the year the HTML was prerendered, so hydration renders the same footer. */
export function buildYear(): Plugin;
/** Plugins shared by the site, Storybook and the tests. */
export function sharedPlugins(): PluginOption[];
