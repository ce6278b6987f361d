declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

/** The year the site was built (see @ankerlicht/vite-config). */
declare const __BUILD_YEAR__: number;
