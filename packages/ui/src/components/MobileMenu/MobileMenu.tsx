import { useId, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Menu } from 'lucide-react';
import { retryableImport } from '@ankerlicht/content';
import { defineMessages, useIntl } from 'react-intl';
import type { NavItem } from '../NavigationMenu/navigationTypes.ts';
import { lazyPart } from '../private/LazyPart/index.ts';
import * as styles from './MobileMenu.css.ts';
import panelUrl from './MobileMenuPanel.tsx?chunk-url';
import { cx } from '../../styles/cx.ts';

const messages = defineMessages({
  open: { id: 'ui.mobileMenu.open', defaultMessage: 'Menu' },
});

export type MobileMenuProps = {
  items: readonly NavItem[];
  currentPath: string;
  /** Accessible name of the navigation landmark inside the panel. */
  navigationLabel: string;
  /** Shown under the navigation, such as the language selector. */
  footer?: ReactNode;
  className?: string;
};

// A press after a failed fetch fetches the panel at a fresh URL.
const panel = lazyPart(retryableImport(() => import('./MobileMenuPanel.tsx'), panelUrl));

/**
 * The navigation below 768 px: a panel that slides in from the left, with one section open at a
 * time. It traps focus, closes on Escape, on its close button and when a link is chosen, and
 * returns focus to the menu button. Only the button is in the page's first download; the panel
 * (modal, focus trap, accordion) is fetched when the menu is first opened.
 */
export function MobileMenu({ items, currentPath, navigationLabel, footer, className }: MobileMenuProps) {
  const intl = useIntl();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so later openings and closings need no fetch.
  const [isPanelMounted, setPanelMounted] = useState(false);

  const toggle = () => {
    setPanelMounted(true);
    setOpen((open) => !open);
  };

  // The menu closes again; the next press fetches anew.
  const panelFailed = () => {
    setOpen(false);
    setPanelMounted(false);
  };

  return (
    <>
      <Button
        className={cx(styles.iconButton, className)}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        // The fetch starts as the pointer goes down, ahead of the press that opens the menu.
        onPressStart={panel.preload}
        onPress={toggle}
      >
        <Menu aria-hidden="true" className={styles.icon} />
        {intl.formatMessage(messages.open)}
      </Button>
      {isPanelMounted && (
        <panel.Part
          items={items}
          currentPath={currentPath}
          navigationLabel={navigationLabel}
          footer={footer}
          isOpen={isOpen}
          onOpenChange={setOpen}
          id={panelId}
          onLoadError={panelFailed}
        />
      )}
    </>
  );
}
