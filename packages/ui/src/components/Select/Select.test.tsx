import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { Select, SelectItem } from './Select.tsx';

type LanguageProps = {
  onChange?: (id: string) => void;
  errorMessage?: string;
  isRequired?: boolean;
  value?: string | null;
  defaultValue?: string;
};

function Language(props: LanguageProps) {
  return (
    <Select label="Voorkeurstaal" description="In welke taal wilt u behandeld worden?" name="language" {...props}>
      <SelectItem id="dutch">Nederlands</SelectItem>
      <SelectItem id="english">Engels</SelectItem>
      <SelectItem id="turkish">Turks</SelectItem>
      <SelectItem id="bulgarian" isDisabled>
        Bulgaars
      </SelectItem>
    </Select>
  );
}

describe('Select', () => {
  it('is a native select named by its label, showing the placeholder in the visitor language until a choice', () => {
    renderWithIntl(<Language />, { locale: 'tr' });
    const select = screen.getByRole('combobox', { name: 'Voorkeurstaal' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Bir seçim yapın' })).toBeDisabled();
  });

  it("reports the chosen option's id, and keeps no placeholder once something is chosen", async () => {
    const onChange = vi.fn();
    renderWithIntl(<Language onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Turks');
    expect(onChange).toHaveBeenLastCalledWith('turkish');
    expect(screen.getByRole('combobox')).toHaveValue('turkish');
    expect(screen.queryByRole('option', { name: 'Maak een keuze' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Bulgaars' })).toBeDisabled();
  });

  it('shows the value it is given, and follows it when it changes', () => {
    const { rerender } = renderWithIntl(<Language value="english" />);
    expect(screen.getByRole('combobox')).toHaveValue('english');
    rerender(<Language value="dutch" />);
    expect(screen.getByRole('combobox')).toHaveValue('dutch');
  });

  it('renders one option per item with a render function', () => {
    renderWithIntl(
      <Select label="Team" items={[{ id: 'all' }, { id: 'adults' }]} defaultValue="adults">
        {(item) => <SelectItem id={item.id}>{item.id.toUpperCase()}</SelectItem>}
      </Select>,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['ALL', 'ADULTS']);
    expect(screen.getByRole('combobox')).toHaveValue('adults');
  });

  it('is required and invalid in words a screen reader hears, and described by the hint and the error', () => {
    renderWithIntl(<Language isRequired errorMessage="Voorkeurstaal is verplicht" />);
    const select = screen.getByRole('combobox', { name: 'Voorkeurstaal' });
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
    // The shared control's red (and, under forced colours, double) border keys on it.
    expect(select).toHaveAttribute('data-invalid', 'true');
    expect(select).toHaveAccessibleDescription('In welke taal wilt u behandeld worden? Fout: Voorkeurstaal is verplicht');
  });

  it('carries its name for a form post', () => {
    renderWithIntl(
      <form aria-label="form">
        <Language defaultValue="english" />
      </form>,
    );
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('language')).toBe('english');
  });
});
