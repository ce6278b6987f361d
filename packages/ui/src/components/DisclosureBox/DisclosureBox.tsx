import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, type DisclosureProps } from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './DisclosureBox.css.ts';
import { cx } from '../../styles/cx.ts';

const messages = defineMessages({
  show: { id: 'ui.disclosureBox.show', defaultMessage: 'Toon volledige tekst' },
  hide: { id: 'ui.disclosureBox.hide', defaultMessage: 'Verberg volledige tekst' },
});

export type DisclosureBoxProps = Omit<DisclosureProps, 'className' | 'style' | 'children'> & {
  children: ReactNode;
  /** Names the text box once it scrolls, such as "Volledige tekst van het kwaliteitsstatuut". */
  label: string;
  className?: string;
};

/**
 * A long text (the quality statute's full text) collapsed behind a show/hide button. Expanded,
 * it sits in a box of at most 600 px that scrolls, and that box is then a named, focusable
 * region so keyboard users can scroll it too.
 */
export function DisclosureBox({ children, label, className, ...props }: DisclosureBoxProps) {
  const intl = useIntl();
  return (
    <Disclosure {...props} className={cx(styles.root, className)}>
      {({ isExpanded }) => (
        <>
          <Button slot="trigger" className={styles.trigger}>
            <ChevronDown aria-hidden="true" className={styles.chevron} />
            {intl.formatMessage(isExpanded ? messages.hide : messages.show)}
          </Button>
          <DisclosurePanel className={styles.panel}>
            <ScrollBox label={label} isExpanded={isExpanded}>
              {children}
            </ScrollBox>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}

function ScrollBox({ label, isExpanded, children }: { label: string; isExpanded: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [isScrollable, setScrollable] = useState(false);

  // A layout effect, not useEffect: its update is committed with the press that opened the box, so
  // nothing (a screen reader, axe) can meet an overflowing box that is not yet a focusable region.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || !isExpanded) return;
    const measure = () => setScrollable(box.scrollHeight > box.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // Text size, zoom and window width change whether the text overflows.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [isExpanded]);

  return (
    <div
      ref={ref}
      className={styles.box}
      // Only a box that scrolls needs to be reachable by keyboard, and a focusable region needs a name.
      tabIndex={isScrollable ? 0 : undefined}
      role={isScrollable ? 'region' : undefined}
      aria-label={isScrollable ? label : undefined}
    >
      {children}
    </div>
  );
}
