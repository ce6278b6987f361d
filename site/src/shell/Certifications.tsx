import { useIntl } from 'react-intl';
import { defaultLocale, footerCertifications, isLocale } from '@ankerlicht/content';
import * as styles from './Shell.css.ts';

/** The footer's two certification marks; each logo lives in site/public/certifications/<id>.svg. */
export function Certifications() {
  const { locale } = useIntl();
  const language = isLocale(locale) ? locale : defaultLocale;
  return footerCertifications.map((certification) => (
    <img
      key={certification.id}
      src={`/certifications/${certification.id}.svg`}
      alt={certification.logoAlt[language]}
      width={160}
      height={64}
      className={styles.certification}
    />
  ));
}
