import { createContext, useContext, useEffect, useRef } from 'react';
import { defineMessages, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';

export const titleMessages = defineMessages<{
  readonly product: NoMessageValues;
  readonly documentTitle: NoMessageValues;
  readonly screenTitle: { readonly screen: MessageValue };
}>({
  product: { id: 'staff.app.product', defaultMessage: 'Aanmeldingen' },
  // index.html's <title> says the same in Dutch until the app runs.
  documentTitle: { id: 'staff.app.documentTitle', defaultMessage: 'Aanmeldingen – Ankerlicht' },
  // {screen}: the screen's heading; the product's name last, as on the public site.
  screenTitle: { id: 'staff.app.screenTitle', defaultMessage: '{screen} – Aanmeldingen – Ankerlicht' },
});

/**
 * How often the app has changed screen since it loaded (App counts it). A heading that appears
 * after a change takes focus; the first screen of a page load leaves focus where the browser put it.
 */
export const ScreenChanges = createContext(0);

/**
 * A screen's h1. It names the browser tab (WCAG 2.4.2) and, when the screen was reached from
 * another, takes focus (tabIndex -1), so keyboard and screen reader users start at the top of the
 * new screen instead of on the page's body. `takeFocus` false: the screen puts focus on its one
 * field itself (the second factor's code).
 */
export function ScreenHeading({ children, takeFocus = true }: { children: string; takeFocus?: boolean }) {
  const intl = useIntl();
  const changes = useContext(ScreenChanges);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The inbox is headed by the product's name: its tab is not named twice.
    document.title =
      children === intl.formatMessage(titleMessages.product)
        ? intl.formatMessage(titleMessages.documentTitle)
        : intl.formatMessage(titleMessages.screenTitle, { screen: children });
  }, [intl, children]);

  useEffect(() => {
    if (changes > 0 && takeFocus) heading.current?.focus();
  }, [changes, takeFocus]);

  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
