import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import nl from 'virtual:messages/nl';
import en from 'virtual:messages/en';
import tr from 'virtual:messages/tr';
import { WaitingTimeCard } from './WaitingTimeCard.tsx';
import { WaitingTimeBreakdown } from './WaitingTimeBreakdown.tsx';
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

// The adults' card: the figures most tests start from.
const adults = { title: 'Volwassenen', duration: '3–6', unit: 'months', status: 'high' } as const;

describe('WaitingTimeCard', () => {
  it('shows the duration with its unit and the status as a named meter with words', () => {
    renderIn('nl', <WaitingTimeCard {...adults} />);
    expect(screen.getByRole('heading', { name: 'Volwassenen' })).toBeInTheDocument();
    expect(screen.getByText('3–6 maanden')).toBeVisible();
    const meter = screen.getByRole('meter', { name: 'Hoe lang de wachttijd is' });
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
    expect(texts).toEqual(['Korte wachttijd', 'Middellange wachttijd', 'Lange wachttijd', 'Spoed']);
  });

  it('puts the unit in the visitor’s language, with "about" when approximate', () => {
    renderIn('en', <WaitingTimeCard title="Children" duration="1" unit="month" isApproximate status="low" />);
    expect(screen.getByText('about 1 month')).toBeVisible();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Short wait');
  });

  it('uses the Turkish unit and status words', () => {
    renderIn('tr', <WaitingTimeCard title="Acil" duration="0–1" unit="week" status="urgent" />);
    expect(screen.getByText('0–1 hafta')).toBeVisible();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Acil');
  });

  it('says the singular week when the upper bound is 1', () => {
    renderIn('nl', <WaitingTimeCard title="Spoed" duration="0–1" unit="week" status="urgent" />);
    expect(screen.getByText('0–1 week')).toBeVisible();
  });

  it('reads the duration in words when given, and links to the detail page', () => {
    renderIn(
      'nl',
      <WaitingTimeCard
        {...adults}
        accessibleDuration="3 tot 6 maanden"
        link={{ href: '/volwassenen/wachttijd', label: 'Meer over de wachttijd' }}
      />,
    );
    expect(screen.getByText('3–6 maanden')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 tot 6 maanden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meer over de wachttijd' })).toHaveAttribute('href', '/volwassenen/wachttijd');
  });

  it('splits the wait into its parts as terms with values, with the date the figures hold for', () => {
    renderIn(
      'nl',
      <WaitingTimeCard
        {...adults}
        breakdown={[
          { id: 'registration', label: 'Van aanmelding tot intake', value: '3 tot 6 maanden' },
          { id: 'treatment', label: 'Van intake tot behandeling', value: '2 tot 4 weken' },
        ]}
        asOf="Cijfers van 1 november 2026"
      />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Van aanmelding tot intake', 'Van intake tot behandeling']);
    // Each value follows its own term in the same group.
    expect(terms.map((term) => term.nextElementSibling?.textContent)).toEqual(['3 tot 6 maanden', '2 tot 4 weken']);
    expect(screen.getAllByRole('definition')).toHaveLength(2);
    expect(screen.getByText('Cijfers van 1 november 2026')).toBeVisible();
  });

  it('shows no parts when it has none, and the date on its own when given', () => {
    renderIn(
      'nl',
      <WaitingTimeCard title="Spoed" duration="0–1" unit="week" status="urgent" asOf="Cijfers van 1 november 2026" />,
    );
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.getByText('Cijfers van 1 november 2026')).toBeVisible();
  });
});

describe('WaitingTimeBreakdown', () => {
  it('lists the parts in the order given, without a date when none is given', () => {
    const { container } = renderIn(
      'tr',
      <WaitingTimeBreakdown
        size="lg"
        parts={[
          { id: 'registration', label: 'Başvurudan ilk değerlendirme görüşmesine', value: 'yaklaşık 3 hafta' },
          { id: 'treatment', label: 'İlk değerlendirme görüşmesinden tedaviye', value: 'yaklaşık 1 hafta' },
        ]}
      />,
    );
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['yaklaşık 3 hafta', 'yaklaşık 1 hafta']);
    expect(container.querySelector('p')).toBeNull();
  });
});
