import { defineMessages, useIntl } from 'react-intl';
import { Link } from '@ankerlicht/ui';
import { departmentPages, hrefFor, type Department, type DepartmentPage } from '@ankerlicht/content';
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

/**
 * Links to the department's other pages, so every page can be reached from the ones a visitor
 * lands on: the main menu lists only offer, financing and waiting time, while treatments and
 * approach (with the cancellation rule and the no-show fee) would otherwise have no link at all.
 */
export function DepartmentLinks({ department, current }: { department: Department; current: DepartmentPage }) {
  const intl = useIntl();
  const pages = departmentPages[department];
  const links = [
    { page: pages.offer, label: messages.offer },
    { page: pages.treatments, label: messages.treatments },
    { page: pages.approach, label: messages.approach },
    { page: pages.financing, label: messages.financing },
    { page: pages.waitingTime, label: messages.waitingTime },
    { page: 'waitingTimes' as const, label: messages.allWaitingTimes },
  ].filter((link) => link.page !== pages[current]);
  return (
    <Section title={intl.formatMessage(department === 'children' ? messages.childrenHeading : messages.adultsHeading)}>
      <ul className={styles.bulletList}>
        {links.map((link) => (
          <li key={link.page}>
            <Link href={hrefFor(link.page)}>{intl.formatMessage(link.label)}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
