import { Component, Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Menu } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import type { NavItem } from '../NavigationMenu/navigationTypes.ts';
import type MobileMenuPanelComponent from './MobileMenuPanel.tsx';
import * as styles from './MobileMenu.css.ts';

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

type PanelModule = { default: typeof MobileMenuPanelComponent };

let panelModule: Promise<PanelModule> | null = null;

/** The panel's chunk, fetched once; a failed fetch is forgotten, so the next opening tries again. */
function loadPanel(): Promise<PanelModule> {
  panelModule ??= import('./MobileMenuPanel.tsx').catch((error: unknown) => {
    panelModule = null;
    throw error;
  });
  return panelModule;
}

// React.lazy keeps a failed load for good, so a failure replaces it with a fresh one.
let LazyPanel = lazy(loadPanel);

/**
 * The header sits outside the page's error boundary: a panel chunk that cannot be fetched
 * (offline, a deploy replaced it) closes the menu again instead of taking the page down.
 */
class PanelBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
  const [attempt, setAttempt] = useState(0);

  const toggle = () => {
    setPanelMounted(true);
    setOpen((open) => !open);
  };

  const panelFailed = () => {
    LazyPanel = lazy(loadPanel);
    setOpen(false);
    setPanelMounted(false);
    setAttempt((count) => count + 1);
  };

  return (
    <>
      <Button
        className={[styles.iconButton, className].filter(Boolean).join(' ')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        // The fetch starts as the pointer goes down, ahead of the press that opens the menu.
        onPressStart={() => void loadPanel().catch(() => undefined)}
        onPress={toggle}
      >
        <Menu aria-hidden="true" className={styles.icon} />
        {intl.formatMessage(messages.open)}
      </Button>
      {isPanelMounted && (
        <PanelBoundary key={attempt} onError={panelFailed}>
          <Suspense fallback={null}>
            <LazyPanel
              items={items}
              currentPath={currentPath}
              navigationLabel={navigationLabel}
              footer={footer}
              isOpen={isOpen}
              onOpenChange={setOpen}
              id={panelId}
            />
          </Suspense>
        </PanelBoundary>
      )}
    </>
  );
}
