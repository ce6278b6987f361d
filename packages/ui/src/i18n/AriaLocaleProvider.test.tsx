import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocale } from 'react-aria-components';
import { renderWithIntl } from '../components/private/Field/renderWithIntl.tsx';
import { Select, SelectItem } from '../components/Select/Select.tsx';
import { AriaLocaleProvider } from './AriaLocaleProvider.tsx';

function AriaLocale() {
  const { locale, direction } = useLocale();
  return <output>{`${locale} ${direction}`}</output>;
}

describe('AriaLocaleProvider', () => {
  it("gives React Aria the site's language with its region, whatever the browser's language", () => {
    // jsdom's browser language is en-US.
    expect(navigator.language).toBe('en-US');
    const cases = [
      ['nl', 'nl-NL ltr'],
      ['en', 'en-GB ltr'],
      ['tr', 'tr-TR ltr'],
    ] as const;
    for (const [locale, expected] of cases) {
      const { unmount } = renderWithIntl(
        <AriaLocaleProvider>
          <AriaLocale />
        </AriaLocaleProvider>,
        { locale },
      );
      expect(screen.getByRole('status')).toHaveTextContent(expected);
      unmount();
    }
  });

  it("makes React Aria's own words (an open list's hidden close button) speak the page's language", async () => {
    renderWithIntl(
      <AriaLocaleProvider>
        <Select label="Tercih edilen dil">
          <SelectItem id="turkish">Türkçe</SelectItem>
          <SelectItem id="dutch">Felemenkçe</SelectItem>
        </Select>
      </AriaLocaleProvider>,
      { locale: 'tr' },
    );
    await userEvent.click(screen.getByRole('button', { name: /Tercih edilen dil/ }));
    expect(screen.getAllByRole('button', { name: 'Kapat', hidden: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Dismiss', hidden: true })).toBeNull();
  });
});
