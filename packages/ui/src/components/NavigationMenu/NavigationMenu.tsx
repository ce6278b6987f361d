import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useFitInViewport } from './useFitInViewport.ts';
import { Button, Link } from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import { hasChildren, isCurrentPath, isCurrentSection, type NavItem, type NavLink } from './navigationTypes.ts';
import * as styles from './NavigationMenu.css.ts';

export type NavigationMenuProps = {
  items: readonly NavItem[];
  /** The path of the page shown, to highlight the active item. */
  currentPath: string;
  /** Accessible name of the navigation landmark. */
  'aria-label': string;
  className?: string;
};

/**
 * The desktop main navigation: the WAI-ARIA disclosure navigation pattern (not a `menu`).
 * Sections open on hover or click, close on mouse leave, Escape, focus leaving, or a link choice.
 */
export function NavigationMenu({ items, currentPath, className, ...props }: NavigationMenuProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [previousPath, setPreviousPath] = useState(currentPath);
  if (previousPath !== currentPath) {
    setPreviousPath(currentPath);
    setOpenId(null);
  }
  return (
    <nav aria-label={props['aria-label']} className={className}>
      <ul className={styles.list}>
        {items.map((item) =>
          hasChildren(item) ? (
            <DropdownSection
              key={item.id}
              label={item.label}
              links={item.children}
              currentPath={currentPath}
              isCurrent={isCurrentSection(item, currentPath)}
              isOpen={openId === item.id}
              onOpenChange={(open) => setOpenId(open ? item.id : null)}
            />
          ) : (
            <li key={item.id} className={styles.item}>
              <Link
                href={item.href}
                className={styles.topLevel}
                aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

type DropdownSectionProps = {
  label: string;
  links: readonly NavLink[];
  currentPath: string;
  isCurrent: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
};

function DropdownSection({ label, links, currentPath, isCurrent, isOpen, onOpenChange }: DropdownSectionProps) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  useFitInViewport(panelRef, isOpen);

  // A click anywhere else closes the open section.
  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen, onOpenChange]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      onOpenChange(false);
      triggerRef.current?.focus();
    }
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (isOpen && !itemRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <li
      ref={itemRef}
      className={styles.item}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onOpenChange(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onOpenChange(false)}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <Button
        ref={triggerRef}
        className={styles.topLevel}
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-current={isCurrent}
        // A mouse has already opened the section by hovering it; its click must not close it again.
        onPress={(event) => onOpenChange(event.pointerType === 'mouse' ? true : !isOpen)}
      >
        {label}
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </Button>
      <ul ref={panelRef} id={panelId} className={styles.dropdown} hidden={!isOpen}>
        {links.map((link) => (
          <li key={link.id}>
            <Link
              href={link.href}
              className={styles.dropdownLink}
              aria-current={isCurrentPath(link.href, currentPath) ? 'page' : undefined}
              onPress={() => onOpenChange(false)}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
