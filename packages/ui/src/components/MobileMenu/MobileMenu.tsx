import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Link, Modal, ModalOverlay } from 'react-aria-components';
import { Menu, X } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Accordion, AccordionItem } from '../Accordion/Accordion.tsx';
import { hasChildren, isCurrentPath, isCurrentSection, type NavItem, type NavLink } from '../NavigationMenu/navigationTypes.ts';
import * as styles from './MobileMenu.css.ts';

const messages = defineMessages({
  open: { id: 'ui.mobileMenu.open', defaultMessage: 'Menu' },
  title: { id: 'ui.mobileMenu.title', defaultMessage: 'Menu' },
  close: { id: 'ui.mobileMenu.close', defaultMessage: 'Menu sluiten' },
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

/**
 * The navigation below 768 px: a panel that slides in from the left, with one section open at a
 * time. It traps focus, closes on Escape, on its close button and when a link is chosen, and
 * returns focus to the menu button.
 */
export function MobileMenu({ items, currentPath, navigationLabel, footer, className }: MobileMenuProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const currentSection = items.find((item) => hasChildren(item) && isCurrentSection(item, currentPath));
  const close = () => setOpen(false);

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
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className={[styles.iconButton, className].filter(Boolean).join(' ')}>
        <Menu aria-hidden="true" className={styles.icon} />
        {intl.formatMessage(messages.open)}
      </Button>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.drawer}>
          <Dialog className={styles.dialog}>
            <div className={styles.top}>
              <Heading slot="title" className={styles.title}>
                {intl.formatMessage(messages.title)}
              </Heading>
              <Button
                className={styles.iconButton}
                onPress={close}
                aria-label={intl.formatMessage(messages.close)}
              >
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
    </DialogTrigger>
  );
}
