import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Container } from '../Container/Container.tsx';
import * as styles from './SiteFooter.css.ts';

export type FooterLink = { id: string; label: string; href: string };

export type FooterColumn = {
  id: string;
  heading: string;
  links: readonly FooterLink[];
};

/** An official number of the organisation, such as its business register number. */
export type FooterIdentifier = { id: string; label: string; value: string };

export type SiteFooterProps = {
  /** Link columns such as "Information" and "Contact". */
  columns: readonly FooterColumn[];
  /** A third column: certification logos. */
  certifications: { heading: string; content: ReactNode };
  /**
   * Where to go when it cannot wait (crisis numbers): a light box above the columns, so it is the
   * first thing in the footer. Its content sits on the page's own light surface and uses ordinary links.
   */
  urgentHelp?: { heading: string; content: ReactNode };
  /** The copyright line, with the current year. */
  copyright: string;
  /** Official numbers shown with the copyright line, each with its name. */
  identifiers?: readonly FooterIdentifier[];
  /** Accessible name of the footer's navigation. */
  navigationLabel: string;
};

export function SiteFooter({ columns, certifications, urgentHelp, copyright, identifiers, navigationLabel }: SiteFooterProps) {
  const urgentHelpId = useId();
  return (
    <footer className={styles.footer}>
      <Container>
        {urgentHelp && (
          <section aria-labelledby={urgentHelpId} className={styles.urgentHelp}>
            <h2 id={urgentHelpId} className={styles.heading}>
              {urgentHelp.heading}
            </h2>
            {urgentHelp.content}
          </section>
        )}
        <div className={styles.grid}>
          <nav aria-label={navigationLabel} className={styles.navColumns}>
            {/* A column is a named list, not a region of its own: its landmark is the navigation, and a
                page's own "Contact" region is then the only one by that name. */}
            {columns.map((column) => (
              <div key={column.id}>
                <h2 id={`footer-${column.id}`} className={styles.heading}>
                  {column.heading}
                </h2>
                <ul aria-labelledby={`footer-${column.id}`} className={styles.list}>
                  {column.links.map((link) => (
                    <li key={link.id}>
                      <Link href={link.href} className={styles.link}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <section aria-labelledby="footer-certifications">
            <h2 id="footer-certifications" className={styles.heading}>
              {certifications.heading}
            </h2>
            <div className={styles.badges}>{certifications.content}</div>
          </section>
        </div>
        <div className={styles.bottom}>
          <p>{copyright}</p>
          {identifiers && identifiers.length > 0 && (
            <dl className={styles.identifiers}>
              {identifiers.map((identifier) => (
                <div key={identifier.id} className={styles.identifier}>
                  <dt>{identifier.label}</dt>
                  <dd>{identifier.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </Container>
    </footer>
  );
}
