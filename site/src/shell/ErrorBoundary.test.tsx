import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import nl from 'virtual:messages/nl';
import en from 'virtual:messages/en';
import tr from 'virtual:messages/tr';
import { ErrorBoundary } from './ErrorBoundary.tsx';

const bundles = { nl, en, tr };

function Crash(): ReactNode {
  throw new Error('Cannot read the waiting times');
}

const page = (locale: keyof typeof bundles, path: string, child: ReactNode) => (
  <IntlProvider locale={locale} defaultLocale="nl" messages={bundles[locale]}>
    <ErrorBoundary resetKey={path}>{child}</ErrorBoundary>
  </IntlProvider>
);

describe('ErrorBoundary', () => {
  it("is the app's error page: 'Unexpected Application Error!' with the error's message", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(page('en', '/wachttijd', <Crash />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Unexpected Application Error!$/);
    expect(screen.getByText('Error message: Cannot read the waiting times')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(console.error).toHaveBeenCalledWith('[app] A page failed to render:', 'Cannot read the waiting times');
  });

  it.each([
    ['nl', 'Er ging iets mis', 'Foutmelding: Cannot read the waiting times'],
    ['tr', 'Beklenmeyen uygulama hatası!', 'Hata mesajı: Cannot read the waiting times'],
  ] as const)('says the same in %s', (locale, title, detail) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(page(locale, '/wachttijd', <Crash />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(detail)).toBeInTheDocument();
  });

  it('shows the next page after a navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(page('nl', '/wachttijd', <Crash />));
    rerender(page('nl', '/contact', <h1>Contact</h1>));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact');
  });
});
