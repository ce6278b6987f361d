import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import nl from 'virtual:messages/nl';
import tr from 'virtual:messages/tr';
import { SearchField } from './SearchField.tsx';

const renderIn = (locale: 'nl' | 'tr', ui: ReactNode) =>
  render(
    <IntlProvider locale={locale} defaultLocale="nl" messages={locale === 'nl' ? nl : tr}>
      {ui}
    </IntlProvider>,
  );

describe('SearchField', () => {
  it('reports what the visitor types, and Escape empties it', async () => {
    const onChange = vi.fn();
    renderIn('nl', <SearchField label="Zoek een medewerker" onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Zoek een medewerker' });
    await userEvent.type(input, 'EMDR');
    expect(onChange).toHaveBeenLastCalledWith('EMDR');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('empties it with the clear button and keeps focus in the field', async () => {
    const onClear = vi.fn();
    renderIn('nl', <SearchField label="Zoeken" defaultValue="verwijsbrief" onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zoekopdracht wissen' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('names the clear button in the visitor’s language', () => {
    renderIn('tr', <SearchField aria-label="Ara" defaultValue="x" />);
    expect(screen.getByRole('button', { name: 'Aramayı temizleyin' })).toBeInTheDocument();
  });

  it('lets a controlled value be cleared by its owner', async () => {
    const onChange = vi.fn();
    renderIn('nl', <SearchField label="Zoeken" value="angst" onChange={onChange} />);
    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.keyboard('{Escape}');
    expect(onChange).toHaveBeenCalledWith('');
  });
});
