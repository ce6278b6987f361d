import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import * as styles from './TeamCard.css.ts';
import { cx } from '../../styles/cx.ts';

export const teamCardElements = ['div', 'li', 'article'] as const;
export type TeamCardElement = (typeof teamCardElements)[number];

export type TeamCardProps = {
  /** Already computed by the content package (at most two letters). */
  initials: string;
  name: string;
  /** The job title in the visitor's language (with a Dutch title in it marked as Dutch). */
  role: ReactNode;
  /** Level of the name in the page outline (under the group heading). */
  headingLevel?: 3 | 4;
  /** `li` inside a list Grid. */
  as?: TeamCardElement;
  className?: string;
};

/** One team member: an initials avatar, the name as a heading and the job title. */
export function TeamCard({ initials, name, role, headingLevel = 3, as: Element = 'div', className }: TeamCardProps) {
  return (
    <Element className={cx(styles.card, className)}>
      {/* The initials repeat the name next to them: decorative. */}
      <span aria-hidden="true" className={styles.avatar}>
        {initials}
      </span>
      <div className={styles.text}>
        <Heading level={headingLevel} className={styles.name}>
          {name}
        </Heading>
        <p className={styles.role}>{role}</p>
      </div>
    </Element>
  );
}
