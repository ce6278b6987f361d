import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type Key,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import * as styles from './Accordion.css.ts';
import { cx } from '../../styles/cx.ts';

export type AccordionProps = Omit<DisclosureGroupProps, 'className' | 'style' | 'children'> & {
  children: ReactNode;
  className?: string;
};

/**
 * A stack of collapsible sections. By default one item is open at a time and it can be
 * collapsed (FAQ, mobile menu); with `allowsMultipleExpanded` each item toggles on its own
 * (careers sections). Open items from the start with `defaultExpandedKeys`, or control them
 * with `expandedKeys` and `onExpandedChange`.
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return <DisclosureGroup {...props} className={cx(styles.group, className)} />;
}

export type AccordionItemProps = {
  id: Key;
  /** The always-visible heading; the whole row is the toggle button. */
  title: ReactNode;
  children: ReactNode;
  /** Heading level of the title in the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

export function AccordionItem({ id, title, children, headingLevel = 3, className }: AccordionItemProps) {
  return (
    <Disclosure id={id} className={cx(styles.item, className)}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <ChevronDown aria-hidden="true" className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </Disclosure>
  );
}
