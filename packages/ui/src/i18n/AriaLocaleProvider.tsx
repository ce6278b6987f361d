import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ariaLocaleFor } from '../components/private/Field/index.ts';

/**
 * Gives React Aria the language react-intl speaks. Without it React Aria takes the browser's
 * language for the words it says itself (a dialog's hidden "Dismiss" button, date segment names)
 * and for date order, so a Turkish page in an English browser would read out English.
 */
export function AriaLocaleProvider({ children }: { readonly children: ReactNode }) {
  return <I18nProvider locale={ariaLocaleFor(useIntl().locale)}>{children}</I18nProvider>;
}
