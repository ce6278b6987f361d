import { IntlProvider } from 'react-intl';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenChanges, ScreenHeading } from './ScreenHeading.tsx';

const shown = (changes: number, heading: string, takeFocus?: boolean) =>
  render(
    <IntlProvider locale="nl" defaultLocale="nl">
      <ScreenChanges.Provider value={changes}>
        <ScreenHeading {...(takeFocus === undefined ? {} : { takeFocus })}>{heading}</ScreenHeading>
      </ScreenChanges.Provider>
    </IntlProvider>,
  );

describe('ScreenHeading', () => {
  it('names the tab after the screen, the product last; the inbox by the product alone', () => {
    shown(0, 'Inloggen');
    expect(document.title).toBe('Inloggen – Aanmeldingen – Ankerlicht');
    shown(0, 'Aanmeldingen');
    expect(document.title).toBe('Aanmeldingen – Ankerlicht');
  });

  it('leaves focus alone on the first screen of a page load', () => {
    shown(0, 'Inloggen');
    expect(document.activeElement).toBe(document.body);
  });

  it('takes focus when the screen was reached from another, unless the screen focuses its field itself', () => {
    shown(1, 'Aanmeldingen');
    expect(screen.getByRole('heading', { level: 1, name: 'Aanmeldingen' })).toHaveFocus();
    shown(2, 'Bevestig dat u het bent', false);
    expect(screen.getByRole('heading', { level: 1, name: 'Bevestig dat u het bent' })).not.toHaveFocus();
  });
});
