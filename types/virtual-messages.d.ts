declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

/** Every language's loader, one chunk per language (see @ankerlicht/vite-config). */
declare module 'virtual:message-loaders' {
  import type { MessageFormatElement } from 'react-intl';
  import type { Locale } from '@ankerlicht/content';
  const loaders: Record<Locale, () => Promise<{ default: Record<string, MessageFormatElement[]> }>>;
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
