declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

/**
 * The app's message loaders, one chunk per part and language (see @ankerlicht/vite-config): the
 * shell's, and in the built client each page's own, by its key in the page loader's glob.
 */
declare module 'virtual:message-loaders' {
  import type { MessageFormatElement } from 'react-intl';
  import type { Locale } from '@ankerlicht/content';
  type Loader = () => Promise<{ default: Record<string, MessageFormatElement[]> }>;
  const loaders: {
    shell: Record<Locale, Loader>;
    pages: Partial<Record<string, Record<Locale, Loader>>>;
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
