import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { Select, SelectItem } from './Select.tsx';

function Language(props: { onChange?: (key: unknown) => void; errorMessage?: string; isRequired?: boolean }) {
  return (
    <Select label="Voorkeurstaal" description="In welke taal wilt u behandeld worden?" {...props}>
      <SelectItem id="dutch">Nederlands</SelectItem>
      <SelectItem id="english">Engels</SelectItem>
      <SelectItem id="turkish">Turks</SelectItem>
      <SelectItem id="bulgarian">Bulgaars</SelectItem>
    </Select>
  );
}

describe('Select', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a button named by the label and the placeholder, in the visitor language', () => {
    renderWithIntl(<Language />);
    expect(screen.getByRole('button', { name: 'Maak een keuze Voorkeurstaal' })).toHaveAttribute('aria-haspopup', 'listbox');
  });

  it('opens with the keyboard, moves with the arrows and chooses with Enter', async () => {
    const onChange = vi.fn();
    renderWithIntl(<Language onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Nederlands' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('turkish');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Turks Voorkeurstaal/ })).toHaveFocus());
  });

  it('says required in hidden words, since a button cannot carry aria-required', () => {
    renderWithIntl(<Language isRequired />);
    expect(screen.getByRole('button', { name: 'Maak een keuze Voorkeurstaal (verplicht)' })).toBeInTheDocument();
  });

  it('describes the button with the hint and the error', () => {
    renderWithIntl(<Language errorMessage="Voorkeurstaal is verplicht" />);
    expect(screen.getByRole('button', { name: /Voorkeurstaal/ })).toHaveAccessibleDescription(
      'In welke taal wilt u behandeld worden? Fout: Voorkeurstaal is verplicht',
    );
  });

  it('chooses by typing the first letters, and starts a new search 1 second after the last key (React Aria type-ahead)', async () => {
    const onChange = vi.fn();
    renderWithIntl(
      <Select label="Gemeente" onChange={onChange}>
        <SelectItem id="aalsmeer">Aalsmeer</SelectItem>
        <SelectItem id="amstelveen">Amstelveen</SelectItem>
        <SelectItem id="amsterdam">Amsterdam</SelectItem>
        <SelectItem id="zaandam">Zaandam</SelectItem>
      </Select>,
    );
    await userEvent.tab();
    const button = screen.getByRole('button', { name: /Gemeente/ });
    // The type-ahead buffer is emptied by a timeout; fake time from here (key events are synchronous).
    vi.useFakeTimers();
    const type = (key: string) => fireEvent.keyDown(button, { key });
    type('a');
    expect(onChange).toHaveBeenLastCalledWith('aalsmeer');
    // Just under a second later the letters still add up: "am".
    act(() => vi.advanceTimersByTime(999));
    type('m');
    expect(onChange).toHaveBeenLastCalledWith('amstelveen');
    // A full second later the buffer is empty: "z" alone (not "amz") finds Zaandam.
    act(() => vi.advanceTimersByTime(1000));
    type('z');
    expect(onChange).toHaveBeenLastCalledWith('zaandam');
  });
});
