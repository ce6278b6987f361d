import type { ReactNode } from 'react';
import { Container } from '../Container/Container.tsx';
import { useScrolledPast } from './useScrolledPast.ts';
import * as styles from './SiteHeader.css.ts';

/** The spec's threshold: the header gains its shadow once the page is scrolled past 20 px. */
export const HEADER_SHADOW_SCROLL_PX = 20;

export type SiteHeaderProps = {
  /** The logo, linking to the home page. */
  logo: ReactNode;
  /** Shown from 768 px: the navigation and the language selector. */
  desktop: ReactNode;
  /** Shown below 768 px: the menu button (and anything that must stay in the bar). */
  mobile: ReactNode;
};

/** The sticky site header: a shadow appears once the page scrolls. */
export function SiteHeader({ logo, desktop, mobile }: SiteHeaderProps) {
  const isScrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX);
  return (
    <header className={styles.header} data-scrolled={isScrolled}>
      <Container className={styles.bar}>
        {logo}
        <div className={styles.desktopOnly}>{desktop}</div>
        <div className={styles.mobileOnly}>{mobile}</div>
      </Container>
    </header>
  );
}
