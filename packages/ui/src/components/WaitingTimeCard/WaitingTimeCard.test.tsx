import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import nl from 'virtual:messages/nl';
import en from 'virtual:messages/en';
import tr from 'virtual:messages/tr';
import { WaitingTimeCard } from './WaitingTimeCard.tsx';
import { waitingTimeFill, waitingTimeStatuses } from './waitingTime.ts';

const bundles = { nl, en, tr };
const renderIn = (locale: keyof typeof bundles, ui: ReactNode) =>
  render(
    <IntlProvider locale={locale} defaultLocale="nl" messages={bundles[locale]}>
      {ui}
    </IntlProvider>,
  );

describe('waitingTimeFill', () => {
  it('fills low 30 %, medium 60 %, high and urgent 90 %', () => {
    expect(waitingTimeStatuses.map(waitingTimeFill)).toEqual([30, 60, 90, 90]);
  });
});

describe('WaitingTimeCard', () => {
  it('shows the duration with its unit and the status as a named meter with words', () => {
    renderIn('nl', <WaitingTimeCard title="Volwassenen" duration="3-6" unit="months" status="high" />);
    expect(screen.getByRole('heading', { name: 'Volwassenen' })).toBeInTheDocument();
    expect(screen.getByText('3-6 maanden')).toBeVisible();
    const meter = screen.getByRole('meter', { name: 'Indicatie van de wachttijd' });
    expect(meter).toHaveAttribute('aria-valuenow', '90');
    expect(meter).toHaveAttribute('aria-valuetext', 'Lange wachttijd');
    expect(screen.getByText('Lange wachttijd')).toBeVisible();
  });

  it('says each status in words', () => {
    const { rerender } = renderIn('nl', <WaitingTimeCard title="a" duration="1" unit="month" status="low" />);
    const texts = waitingTimeStatuses.map((status) => {
      rerender(
        <IntlProvider locale="nl" messages={nl}>
          <WaitingTimeCard title="a" duration="1" unit="month" status={status} />
        </IntlProvider>,
      );
      return screen.getByRole('meter').getAttribute('aria-valuetext');
    });
    expect(texts).toEqual(['Korte wachttijd', 'Gemiddelde wachttijd', 'Lange wachttijd', 'Spoed']);
  });

  it('puts the unit in the visitor’s language, with "about" when approximate', () => {
    renderIn('en', <WaitingTimeCard title="Children" duration="1" unit="month" isApproximate status="low" />);
    expect(screen.getByText('about 1 month')).toBeVisible();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Short wait');
  });

  it('uses the Turkish unit and status words', () => {
    renderIn('tr', <WaitingTimeCard title="Acil" duration="0-1" unit="weeks" status="urgent" />);
    expect(screen.getByText('0-1 hafta')).toBeVisible();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Acil');
  });

  it('reads the duration in words when given, and links to the detail page', () => {
    renderIn(
      'nl',
      <WaitingTimeCard
        title="Volwassenen"
        duration="3-6"
        unit="months"
        accessibleDuration="3 tot 6 maanden"
        status="high"
        link={{ href: '/volwassenen/wachttijd', label: 'Meer over de wachttijd' }}
      />,
    );
    expect(screen.getByText('3-6 maanden')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 tot 6 maanden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meer over de wachttijd' })).toHaveAttribute('href', '/volwassenen/wachttijd');
  });
});
