declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

/**
 * The app's message loaders, one chunk per part and language (see @ankerlicht/vite-config): the
 * shell's per language; in the built client the shell's part of a language also gives that
 * language's loaders of each page's own part (`pages`, by its key in the page loader's glob, with
 * its chunk's URL).
 */
declare module 'virtual:message-loaders' {
  import type { MessageFormatElement } from 'react-intl';
  import type { Locale } from '@ankerlicht/content';
  type Messages = Record<string, MessageFormatElement[]>;
  type PageLoader = readonly [load: () => Promise<{ default: Messages }>, url: string];
  const loaders: {
    shell: Record<Locale, () => Promise<{ default: Messages; pages?: Partial<Record<string, PageLoader>> }>>;
  };
  export default loaders;
}

/** Every language's messages at once (see @ankerlicht/vite-config). */
declare module 'virtual:all-messages' {
  import type { MessageFormatElement } from 'react-intl';
  import type { Locale } from '@ankerlicht/content';
  const messages: Record<Locale, Record<string, MessageFormatElement[]>>;
  export default messages;
}

/** The year the site was built (see @ankerlicht/vite-config). */
declare const __BUILD_YEAR__: number;
