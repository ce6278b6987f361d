import { useId, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Clock } from 'lucide-react';
import type { Department } from '@ankerlicht/content';
import { Link, LinkButton } from '../Link/Link.tsx';
import * as styles from './CallToAction.css.ts';
import { cx } from '../../styles/cx.ts';

export type CallToActionLink = { href: string; label: ReactNode };

export type CallToActionProps = {
  /** Whose page this is: its registration link comes first as the primary button, and sets the colour. */
  department: Department;
  title: ReactNode;
  text?: ReactNode;
  /** Level of the title in the page outline. */
  headingLevel?: 2 | 3;
  /** Show the adult registration link (default: on the adults' pages). Needs `adultLink`. */
  showAdultLink?: boolean;
  /** Show the child and youth registration link (default: on the children's pages). Needs `childLink`. */
  showChildLink?: boolean;
  adultLink?: CallToActionLink;
  childLink?: CallToActionLink;
  /** Show the waiting-time line. Needs `waitingTime`. */
  showWaitingTime?: boolean;
  /** Such as "Wachttijd: ongeveer 1 maand", with an optional link to the waiting-time page. */
  waitingTime?: { text: ReactNode; link?: CallToActionLink };
  className?: string;
};

/**
 * The block that ends the information pages: a title, a line of text and buttons to register
 * (for adults, for children and youth, or both), with the current waiting time where useful.
 * All text comes in translated from the page.
 */
export function CallToAction({
  department,
  title,
  text,
  headingLevel = 2,
  showAdultLink = department === 'adults',
  showChildLink = department === 'children',
  adultLink,
  childLink,
  showWaitingTime = false,
  waitingTime,
  className,
}: CallToActionProps) {
  const headingId = useId();
  const adult = showAdultLink ? adultLink : undefined;
  const child = showChildLink ? childLink : undefined;
  // The page's own department first, as the one primary action.
  const [first, second] = department === 'adults' ? [adult, child] : [child, adult];
  const actions = [first, second].filter((link): link is CallToActionLink => link !== undefined);
  return (
    <section aria-labelledby={headingId} className={cx(styles.block, styles.department[department], className)}>
      <Heading level={headingLevel} id={headingId} className={styles.title}>
        {title}
      </Heading>
      {text && <div className={styles.text}>{text}</div>}
      {showWaitingTime && waitingTime && (
        <div className={styles.waitingTime}>
          <Clock aria-hidden="true" className={styles.icon} />
          <div className={styles.waitingTimeBody}>
            <p className={styles.waitingTimeText}>{waitingTime.text}</p>
            {waitingTime.link && <Link href={waitingTime.link.href}>{waitingTime.link.label}</Link>}
          </div>
        </div>
      )}
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((link, index) => (
            <LinkButton
              key={link.href}
              href={link.href}
              variant={index === 0 ? 'primary' : 'secondary'}
              className={styles.action}
            >
              {link.label}
            </LinkButton>
          ))}
        </div>
      )}
    </section>
  );
}
