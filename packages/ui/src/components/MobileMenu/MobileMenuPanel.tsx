import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Link, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Accordion, AccordionItem } from '../Accordion/Accordion.tsx';
import { hasChildren, isCurrentPath, isCurrentSection, type NavItem, type NavLink } from '../NavigationMenu/navigationTypes.ts';
import * as styles from './MobileMenu.css.ts';

const messages = defineMessages({
  title: { id: 'ui.mobileMenu.title', defaultMessage: 'Menu' },
  close: { id: 'ui.mobileMenu.close', defaultMessage: 'Menu sluiten' },
});

export type MobileMenuPanelProps = {
  items: readonly NavItem[];
  currentPath: string;
  navigationLabel: string;
  footer?: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The id the menu button's aria-controls points at. */
  id: string;
};

/**
 * The slide-in panel of MobileMenu, in its own chunk: the modal, focus trap and accordion code
 * is only fetched once a visitor opens the menu. The Modal's FocusScope traps focus, closes on
 * Escape and returns focus to the element focused when the panel opened: the menu button.
 */
export default function MobileMenuPanel({
  items,
  currentPath,
  navigationLabel,
  footer,
  isOpen,
  onOpenChange,
  id,
}: MobileMenuPanelProps) {
  const intl = useIntl();
  const currentSection = items.find((item) => hasChildren(item) && isCurrentSection(item, currentPath));
  const close = () => onOpenChange(false);

  const renderLink = (link: NavLink, className: string) => (
    <Link
      href={link.href}
      className={className}
      aria-current={isCurrentPath(link.href, currentPath) ? 'page' : undefined}
      onPress={close}
    >
      {link.label}
    </Link>
  );

  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className={styles.overlay}>
      <Modal className={styles.drawer}>
        <Dialog id={id} className={styles.dialog}>
          <div className={styles.top}>
            <Heading slot="title" className={styles.title}>
              {intl.formatMessage(messages.title)}
            </Heading>
            <Button className={styles.iconButton} onPress={close} aria-label={intl.formatMessage(messages.close)}>
              <X aria-hidden="true" className={styles.icon} />
            </Button>
          </div>
          <nav aria-label={navigationLabel}>
            <Accordion defaultExpandedKeys={currentSection ? [currentSection.id] : []}>
              {items.map((item) =>
                hasChildren(item) ? (
                  <AccordionItem key={item.id} id={item.id} title={item.label}>
                    <ul className={styles.links}>
                      {item.children.map((link) => (
                        <li key={link.id}>{renderLink(link, styles.link)}</li>
                      ))}
                    </ul>
                  </AccordionItem>
                ) : (
                  <div key={item.id}>{renderLink(item, styles.topLevelLink)}</div>
                ),
              )}
            </Accordion>
          </nav>
          {footer}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
