import { Link } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { brand, hrefFor } from '@ankerlicht/content';
import * as styles from './Shell.css.ts';
import type { MessageValue } from 'react-intl';

const messages = defineMessages<{ readonly home: { readonly name: MessageValue } }>({
  home: { id: 'shell.logo.home', defaultMessage: '{name}, naar de startpagina' },
});

/** The brand mark and name; links to the home page. */
export function Logo() {
  const intl = useIntl();
  return (
    <Link href={hrefFor('home')} className={styles.logo} aria-label={intl.formatMessage(messages.home, { name: brand.name })}>
      <svg viewBox="0 0 64 64" aria-hidden="true" className={styles.logoMark}>
        <rect width="64" height="64" rx="14" className={styles.logoMarkBackground} />
        <path
          d="M32 12v34M20 28h24M16 40c0 8 8 12 16 12s16-4 16-12"
          fill="none"
          className={styles.logoMarkStroke}
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.logoText} aria-hidden="true">
        <span className={styles.logoName}>{brand.shortName}</span>
        <span className={styles.logoTextSuffix}>{brand.name.replace(brand.shortName, '').trim()}</span>
      </span>
    </Link>
  );
}
