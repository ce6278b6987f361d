import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';
import { cx } from '../../styles/cx.ts';

export type TabsProps = Omit<AriaTabsProps, 'className' | 'style'> & { className?: string };

/**
 * Views of one thing, one at a time, switched by a row of tabs (the team filter on desktop).
 * Arrow keys move between tabs and select them; Tab moves into the panel.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={cx(styles.tabs, className)} />;
}

/** A tab list must be named: by a visible heading (`aria-labelledby`) or by `aria-label`. */
type TabListLabelling = { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-label'?: never; 'aria-labelledby': string };

export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className' | 'style' | 'aria-label' | 'aria-labelledby'> &
  TabListLabelling & { className?: string };

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={cx(styles.tabList, className)} />;
}

export type TabProps = Omit<AriaTabProps, 'className' | 'style'> & { className?: string };

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={cx(styles.tab, className)} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'> & { className?: string };

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={cx(styles.tabPanel, className)} />;
}
