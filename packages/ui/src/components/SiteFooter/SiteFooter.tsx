import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Container } from '../Container/Container.tsx';
import * as styles from './SiteFooter.css.ts';

export type FooterLink = { id: string; label: string; href: string };

export type FooterColumn = {
  id: string;
  heading: string;
  links: readonly FooterLink[];
};

export type SiteFooterProps = {
  /** Link columns such as "Information" and "Contact". */
  columns: readonly FooterColumn[];
  /** A third column: certification logos. */
  certifications: { heading: string; content: ReactNode };
  /** The copyright line, with the current year. */
  copyright: string;
  /** Accessible name of the footer's navigation. */
  navigationLabel: string;
};

export function SiteFooter({ columns, certifications, copyright, navigationLabel }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <nav aria-label={navigationLabel} className={styles.navColumns}>
            {columns.map((column) => (
              <section key={column.id} aria-labelledby={`footer-${column.id}`}>
                <h2 id={`footer-${column.id}`} className={styles.heading}>
                  {column.heading}
                </h2>
                <ul className={styles.list}>
                  {column.links.map((link) => (
                    <li key={link.id}>
                      <Link href={link.href} className={styles.link}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <section aria-labelledby="footer-certifications">
            <h2 id="footer-certifications" className={styles.heading}>
              {certifications.heading}
            </h2>
            <div className={styles.badges}>{certifications.content}</div>
          </section>
        </div>
        <p className={styles.bottom}>{copyright}</p>
      </Container>
    </footer>
  );
}
