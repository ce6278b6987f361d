import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { ControlledField } from '../private/Field/ControlledField.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is named by its label and passes type, autocomplete and input mode to the input', () => {
    renderWithIntl(<TextField label="E-mailadres" type="email" autoComplete="email" inputMode="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mailadres' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
  });

  it('marks a required field with a visible asterisk that screen readers skip, and aria-required', () => {
    renderWithIntl(<TextField label="Voornaam" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Voornaam' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows label, hint, error and input in that order, keeps the hint when invalid, and describes the input with both', () => {
    const { container } = renderWithIntl(
      <TextField label="Telefoonnummer" description="Minstens 8 cijfers" errorMessage="Vul een geldig telefoonnummer in" />,
    );
    const input = screen.getByRole('textbox', { name: 'Telefoonnummer' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Minstens 8 cijfers Fout: Vul een geldig telefoonnummer in');
    const order = [...container.querySelectorAll('label, [slot="description"], [slot="errorMessage"], input')].map((el) =>
      el.tagName === 'INPUT' ? 'input' : (el.getAttribute('slot') ?? 'label'),
    );
    expect(order).toEqual(['label', 'description', 'errorMessage', 'input']);
  });

  it('says the error prefix in the visitor language', () => {
    renderWithIntl(<TextField label="First name" errorMessage="First name is required" />, { locale: 'en' });
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Error: First name is required');
  });

  it('shows no error while valid, even when a message is kept', () => {
    renderWithIntl(<TextField label="Voornaam" errorMessage="Voornaam is verplicht" isInvalid={false} />);
    expect(screen.getByRole('textbox')).toBeValid();
    expect(screen.queryByText('Voornaam is verplicht')).not.toBeInTheDocument();
  });

  it('reports what the visitor types and keeps it', async () => {
    const onChange = vi.fn();
    renderWithIntl(
      <ControlledField initialValue="" onChange={onChange}>
        {(field) => <TextField label="Plaats" {...field} />}
      </ControlledField>,
    );
    await userEvent.tab();
    await userEvent.keyboard('Zaandam');
    expect(screen.getByRole('textbox', { name: 'Plaats' })).toHaveValue('Zaandam');
    expect(onChange).toHaveBeenLastCalledWith('Zaandam');
  });

  it('can be named without a visible label', () => {
    renderWithIntl(<TextField aria-label="Zoeken" />);
    expect(screen.getByRole('textbox', { name: 'Zoeken' })).toBeInTheDocument();
  });

  it('puts its id on the input, so an error summary can link to it', () => {
    renderWithIntl(<TextField id="email" label="E-mailadres" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('id', 'email');
  });
});

// The props demand exactly one way of naming the field (compile-time checks).
// @ts-expect-error a field needs a label, an aria-label or an aria-labelledby
export const unnamed = <TextField />;
// @ts-expect-error only one of label and aria-label
export const twiceNamed = <TextField label="Naam" aria-label="Naam" />;
