import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import nl from 'virtual:messages/nl';
import tr from 'virtual:messages/tr';
import { StepList } from './StepList.tsx';

const steps = [
  { id: 'talk', title: 'Praat met uw behandelaar', description: 'Vaak is een gesprek genoeg.' },
  { id: 'officer', title: 'Mail de klachtenfunctionaris' },
  { id: 'committee', title: 'Externe klachtencommissie' },
];

const renderIn = (locale: 'nl' | 'tr', ui: ReactNode) =>
  render(
    <IntlProvider locale={locale} defaultLocale="nl" messages={locale === 'nl' ? nl : tr}>
      {ui}
    </IntlProvider>,
  );

describe('StepList', () => {
  it('is an ordered list whose step headings say their number', () => {
    renderIn('nl', <StepList steps={steps} aria-label="Klacht indienen" />);
    const list = screen.getByRole('list', { name: 'Klacht indienen' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[2]!).getByRole('heading', { level: 3 })).toHaveAccessibleName('Stap 3: Externe klachtencommissie');
    expect(within(items[0]!).getByText('Vaak is een gesprek genoeg.')).toBeInTheDocument();
  });

  it('says "step" in the visitor’s language', () => {
    renderIn('tr', <StepList steps={steps} headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })[0]).toHaveAccessibleName('Adım 1: Praat met uw behandelaar');
  });
});
