import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import nl from '@ankerlicht/translations/nl.json';
import en from '@ankerlicht/translations/en.json';
import tr from '@ankerlicht/translations/tr.json';

const bundles: Record<'nl' | 'en' | 'tr', Record<string, string>> = { nl, en, tr };

/** Renders inside react-intl with the real translation files, as the site does. For tests only. */
export function renderWithIntl(
  ui: ReactElement,
  { locale = 'nl', ...options }: RenderOptions & { locale?: 'nl' | 'en' | 'tr' } = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} defaultLocale="nl" messages={bundles[locale]}>
        {children}
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
