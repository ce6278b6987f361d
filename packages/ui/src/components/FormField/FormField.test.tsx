import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMemo } from 'react';
import { computed } from '@preact/signals-core';
import { getErrors, setValue, useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary.tsx';
import { FormField } from './FormField.tsx';
import { useSignalValue } from './useSignalValue.ts';

const RegistrationSchema = v.object({
  firstName: v.pipe(v.string(), v.nonEmpty('Voornaam is verplicht')),
  email: v.pipe(v.string(), v.email('Ongeldig e-mailadres')),
  termsAccepted: v.literal(true, 'U moet akkoord gaan met de voorwaarden'),
});
type Registration = { firstName: string; email: string; termsAccepted: boolean };

function RegistrationForm({ onSubmit }: { onSubmit: (values: Registration) => void }) {
  const [form, { Form, Field }] = useForm<Registration>({
    initialValues: { firstName: '', email: '', termsAccepted: false },
    validate: valiForm(RegistrationSchema),
    validateOn: 'submit',
    revalidateOn: 'change',
  });
  // The summary lists every field error; a computed signal keeps it in step with the fields.
  const errorList = useMemo(
    () => computed(() => Object.entries(getErrors(form)).map(([id, message]) => ({ id, message: message ?? '' }))),
    [form],
  );
  const errors = useSignalValue(errorList);
  const submitCount = useSignalValue(form.submitCount);
  return (
    <Form onSubmit={onSubmit} shouldFocus={false}>
      <ErrorSummary errors={errors} submitCount={submitCount} />
      <Field name="firstName">
        {(field) => (
          <FormField field={field}>
            {({ value, ...state }) => (
              <TextField
                {...state}
                id="firstName"
                label="Voornaam"
                autoComplete="given-name"
                value={value ?? ''}
                onChange={(next) => setValue(form, 'firstName', next)}
              />
            )}
          </FormField>
        )}
      </Field>
      <Field name="email">
        {(field) => (
          <FormField field={field}>
            {({ value, ...state }) => (
              <TextField
                {...state}
                id="email"
                label="E-mailadres"
                type="email"
                autoComplete="email"
                value={value ?? ''}
                onChange={(next) => setValue(form, 'email', next)}
              />
            )}
          </FormField>
        )}
      </Field>
      <Field name="termsAccepted" type="boolean">
        {(field) => (
          <FormField field={field}>
            {({ value, ...state }) => (
              <Checkbox
                {...state}
                id="termsAccepted"
                label="Ik ga akkoord met de voorwaarden"
                isSelected={value ?? false}
                onChange={(next) => setValue(form, 'termsAccepted', next)}
              />
            )}
          </FormField>
        )}
      </Field>
      <button type="submit">Verstuur</button>
    </Form>
  );
}

describe('FormField with @modular-forms/react and valibot', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('shows the valibot message under the field after an empty submit, and drops it as the visitor types', async () => {
    const onSubmit = vi.fn();
    renderWithIntl(<RegistrationForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verstuur' }));

    const firstName = screen.getByRole('textbox', { name: 'Voornaam' });
    expect(await screen.findByText('Voornaam is verplicht', { selector: '[slot="errorMessage"] *' })).toBeVisible();
    expect(firstName).toBeInvalid();
    expect(firstName).toHaveAccessibleDescription('Fout: Voornaam is verplicht');
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription('Fout: Ongeldig e-mailadres');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(firstName, 'Sanne');
    expect(firstName).toHaveValue('Sanne');
    expect(firstName).toBeValid();
    expect(screen.queryByText('Voornaam is verplicht', { selector: '[slot="errorMessage"] *' })).not.toBeInTheDocument();
  }, 15_000);

  it('lists the errors in the summary, which takes focus, and submits once everything is valid', async () => {
    const onSubmit = vi.fn();
    renderWithIntl(<RegistrationForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verstuur' }));
    const heading = await screen.findByRole('heading', { name: 'Er is een probleem' });
    expect(heading.parentElement).toHaveFocus();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Voornaam is verplicht',
      'Ongeldig e-mailadres',
      'U moet akkoord gaan met de voorwaarden',
    ]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Voornaam' }), 'Sanne');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'sanne@example.nl');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' }));
    expect(screen.queryByRole('heading', { name: 'Er is een probleem' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verstuur' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ firstName: 'Sanne', email: 'sanne@example.nl', termsAccepted: true });
  }, 15_000);
});
