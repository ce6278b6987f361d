import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, type Locale } from '@ankerlicht/content';
import bundles from 'virtual:all-messages';

/** Renders inside react-intl with the real translation files, as the site does. For tests only. */
export function renderWithIntl(
  ui: ReactElement,
  { locale = defaultLocale, ...options }: RenderOptions & { locale?: Locale } = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={bundles[locale]}>
        {children}
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
