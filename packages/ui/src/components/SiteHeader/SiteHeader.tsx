import type { ReactNode } from 'react';
import { Container } from '../Container/Container.tsx';
import { useScrolledPast } from './useScrolledPast.ts';
import { useHeaderHeight } from './useHeaderHeight.ts';
import * as styles from './SiteHeader.css.ts';

/** The header gains its shadow once the page is scrolled past 20 px. */
export const HEADER_SHADOW_SCROLL_PX = 20;

export type SiteHeaderProps = {
  /** The logo, linking to the home page. */
  logo: ReactNode;
  /** A slim bar above the header, at every width: the language selector and quick contact. */
  utility: ReactNode;
  /** Names the utility bar's region landmark, such as "Telefoon en taal". */
  utilityLabel: string;
  /** Shown from 768 px: the main navigation. */
  desktop: ReactNode;
  /** Shown below 768 px: the menu button. */
  mobile: ReactNode;
};

/**
 * The site header: a utility bar (scrolls away) and the sticky bar with logo and navigation,
 * which gains a shadow once the page scrolls. The utility bar is a region landmark of its own, a
 * sibling of the `header`: inside the banner it would take the sticky bar's scroll container away
 * (a sticky element sticks only within its parent), and outside every landmark screen-reader users
 * navigating by landmark would miss it.
 */
export function SiteHeader({ logo, utility, utilityLabel, desktop, mobile }: SiteHeaderProps) {
  const isScrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX);
  const headerRef = useHeaderHeight<HTMLElement>();
  return (
    <>
      <section aria-label={utilityLabel} className={styles.utilityBar}>
        <Container className={styles.utilityContent}>{utility}</Container>
      </section>
      <header ref={headerRef} className={styles.header} data-scrolled={isScrolled}>
        <Container className={styles.bar}>
          {logo}
          <div className={styles.desktopOnly}>{desktop}</div>
          <div className={styles.mobileOnly}>{mobile}</div>
        </Container>
      </header>
    </>
  );
}
