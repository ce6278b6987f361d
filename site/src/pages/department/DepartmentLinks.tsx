import { defineMessages, useIntl } from 'react-intl';
import { Link } from '@ankerlicht/ui';
import type { Department } from '@ankerlicht/content';
import { Section } from '../../shell/Section.tsx';
import * as styles from './Section.css.ts';

const messages = defineMessages({
  adultsHeading: { id: 'page.department.links.adultsHeading', defaultMessage: 'Meer over volwassenen' },
  childrenHeading: { id: 'page.department.links.childrenHeading', defaultMessage: 'Meer over kind en jeugd' },
  offer: { id: 'page.department.links.offer', defaultMessage: 'Behandelaanbod' },
  treatments: { id: 'page.department.links.treatments', defaultMessage: 'Behandelingen' },
  approach: { id: 'page.department.links.approach', defaultMessage: 'Werkwijze, afspraken en afzeggen' },
  financing: { id: 'page.department.links.financing', defaultMessage: 'Financiering' },
  waitingTime: { id: 'page.department.links.waitingTime', defaultMessage: 'Wachttijd' },
  allWaitingTimes: { id: 'page.department.links.allWaitingTimes', defaultMessage: 'Alle wachttijden op een rij' },
});

type DepartmentPage = 'behandelaanbod' | 'behandelingen' | 'werkwijze' | 'financiering' | 'wachttijd';

/**
 * Links to the department's other pages, so every page can be reached from the ones a visitor
 * lands on: the main menu lists only offer, financing and waiting time, while treatments and
 * approach (with the cancellation rule and the no-show fee) would otherwise have no link at all.
 */
export function DepartmentLinks({ department, current }: { department: Department; current: DepartmentPage }) {
  const intl = useIntl();
  const prefix = department === 'children' ? '/kind-jeugd' : '/volwassenen';
  const links = [
    { page: 'behandelaanbod', href: `${prefix}/behandelaanbod`, label: messages.offer },
    { page: 'behandelingen', href: `${prefix}/behandelingen`, label: messages.treatments },
    { page: 'werkwijze', href: `${prefix}/werkwijze`, label: messages.approach },
    { page: 'financiering', href: `${prefix}/financiering`, label: messages.financing },
    { page: 'wachttijd', href: `${prefix}/wachttijd`, label: messages.waitingTime },
    { page: 'alle-wachttijden', href: '/wachttijd', label: messages.allWaitingTimes },
  ].filter((link) => link.page !== current);
  return (
    <Section title={intl.formatMessage(department === 'children' ? messages.childrenHeading : messages.adultsHeading)}>
      <ul className={styles.bulletList}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{intl.formatMessage(link.label)}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
