import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import nl from 'virtual:messages/nl';
import en from 'virtual:messages/en';
import { Notice } from './Notice.tsx';

const renderIn = (locale: 'nl' | 'en', ui: ReactNode) =>
  render(
    <IntlProvider locale={locale} defaultLocale="nl" messages={locale === 'nl' ? nl : en}>
      {ui}
    </IntlProvider>,
  );

describe('Notice', () => {
  it('is a region named by its title, with the tone in words, when it is there from the start', () => {
    renderIn(
      'nl',
      <Notice tone="critical" title="Aanmeldstop">
        <p>Wij kunnen u nu niet aanmelden.</p>
      </Notice>,
    );
    expect(screen.getByRole('region', { name: 'Belangrijk: Aanmeldstop' })).toHaveTextContent('Wij kunnen u nu niet aanmelden.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is announced only when it is marked as appearing later', () => {
    const { rerender } = renderIn(
      'nl',
      <Notice tone="success" announce="polite">
        Verstuurd
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Gelukt: Verstuurd');
    rerender(
      <IntlProvider locale="nl" messages={nl}>
        <Notice tone="critical" announce="assertive">
          Mislukt
        </Notice>
      </IntlProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Belangrijk: Mislukt');
  });

  it('says its tone in the visitor’s language', () => {
    renderIn(
      'en',
      <Notice tone="warning" title="Registration stop">
        …
      </Notice>,
    );
    expect(screen.getByRole('region', { name: 'Warning: Registration stop' })).toBeInTheDocument();
  });
});
