import { defineMessages, useIntl } from 'react-intl';
import * as styles from './SkipLink.css.ts';

const messages = defineMessages({
  skip: { id: 'ui.skipLink.label', defaultMessage: 'Naar de inhoud' },
});

/** The first focusable element of every page: jumps past the header to the main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const intl = useIntl();
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      {intl.formatMessage(messages.skip)}
    </a>
  );
}
