import { footerCertifications } from '@ankerlicht/content';
import { useContentLanguage } from '../i18n/useContentLanguage.ts';
import * as styles from './Shell.css.ts';

/** The footer's two certification marks; each logo lives in site/public/certifications/<id>.svg. */
export function Certifications() {
  const language = useContentLanguage();
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
