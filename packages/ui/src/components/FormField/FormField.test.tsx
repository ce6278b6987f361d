import { useLayoutEffect } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setValue, useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary.tsx';
import { EmailField, FirstNameField, TermsField, contactRules, useErrorSummary } from './registrationFixture.tsx';

const RegistrationSchema = v.object(contactRules);
type Registration = { firstName: string; email: string; termsAccepted: boolean };

/** Layout effects run after each commit, before the paint: this notes, per commit that shows the summary, whether a field shows its error. */
function PaintProbe({ errors, seen }: { errors: number; seen: boolean[] }) {
  useLayoutEffect(() => {
    if (errors > 0) seen.push(document.querySelector('[slot="errorMessage"]') !== null);
  });
  return null;
}

function RegistrationForm({ onSubmit, seen = [] }: { onSubmit: (values: Registration) => void; seen?: boolean[] }) {
  const [form, { Form, Field }] = useForm<Registration>({
    initialValues: { firstName: '', email: '', termsAccepted: false },
    validate: valiForm(RegistrationSchema),
    validateOn: 'submit',
    revalidateOn: 'change',
  });
  const summary = useErrorSummary(form);
  return (
    <Form onSubmit={onSubmit} shouldFocus={false}>
      <ErrorSummary {...summary} />
      <PaintProbe errors={summary.errors.length} seen={seen} />
      <Field name="firstName">
        {(field) => <FirstNameField field={field} onChange={(next) => setValue(form, 'firstName', next)} />}
      </Field>
      <Field name="email">{(field) => <EmailField field={field} onChange={(next) => setValue(form, 'email', next)} />}</Field>
      <Field name="termsAccepted" type="boolean">
        {(field) => <TermsField field={field} onChange={(next) => setValue(form, 'termsAccepted', next)} />}
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

  it('paints the summary first and the fields’ errors just after, so a submit’s press paints soon', async () => {
    const seen: boolean[] = [];
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verstuur' }));
    expect(await screen.findByText('Voornaam is verplicht', { selector: '[slot="errorMessage"] *' })).toBeVisible();
    // The first commit with the summary has no field's error yet (a later one, awaited above, has).
    expect(seen[0]).toBe(false);
  });

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
