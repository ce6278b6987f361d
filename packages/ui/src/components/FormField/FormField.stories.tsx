import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { signal } from '@preact/signals-core';
import { reset, setValue, useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { Button } from '../Button/Button.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary.tsx';
import { FilePicker } from '../FilePicker/FilePicker.tsx';
import { checkFile } from '../FilePicker/checkFile.ts';
import { Link } from '../Link/Link.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Select, SelectItem } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ToastProvider, preloadToasts, useToasts } from '../Toast/Toast.tsx';
import { FormField } from './FormField.tsx';
import { useSignalValue } from './useSignalValue.ts';
import { EmailField, FirstNameField, TermsField, contactRules, useErrorSummary } from './registrationFixture.tsx';

// One valibot schema decides what is wrong; the messages would come from react-intl in the site.
const RegistrationSchema = v.object({
  firstName: contactRules.firstName,
  email: contactRules.email,
  dob: v.pipe(v.string(), v.nonEmpty('Geboortedatum is verplicht')),
  gender: v.picklist(['male', 'female', 'other'], 'Geslacht is verplicht'),
  preferredLanguage: v.picklist(['dutch', 'english', 'turkish', 'bulgarian'], 'Voorkeurstaal is verplicht'),
  message: v.string(),
  referralLetter: v.pipe(
    v.instance(File, 'Verwijsbrief is verplicht'),
    // The picker explains the exact problem; this only stops the submit.
    v.check((file) => checkFile(file) === null, 'Kies een ander bestand'),
  ),
  termsAccepted: contactRules.termsAccepted,
});

type Registration = {
  firstName: string;
  email: string;
  dob: string;
  gender: string;
  preferredLanguage: string;
  message: string;
  referralLetter: File | undefined;
  termsAccepted: boolean;
};

function RegistrationExample() {
  const toasts = useToasts();
  const [form, { Form, Field }] = useForm<Registration>({
    initialValues: { firstName: '', email: '', dob: '', gender: '', preferredLanguage: '', message: '', termsAccepted: false },
    validate: valiForm(RegistrationSchema),
    validateOn: 'submit',
    revalidateOn: 'change',
  });
  const summary = useErrorSummary(form);
  const submitting = useSignalValue(form.submitting);

  const submit = async () => {
    const id = toasts.add({
      tone: 'progress',
      title: 'Bezig met versturen...',
      description: 'Uw formulier en bestand worden verwerkt...',
    });
    await new Promise((resolve) => setTimeout(resolve, 800));
    toasts.update(id, {
      tone: 'success',
      title: 'Uw aanmelding is verstuurd!',
      description: 'We nemen zo snel mogelijk contact met u op.',
    });
    reset(form);
  };

  return (
    <Form onSubmit={submit} shouldFocus={false} style={{ display: 'grid', gap: 24, maxWidth: 560 }}>
      <ErrorSummary {...summary} />
      <Field name="firstName">
        {(field) => <FirstNameField field={field} isRequired onChange={(next) => setValue(form, 'firstName', next)} />}
      </Field>
      <Field name="email">
        {(field) => <EmailField field={field} isRequired inputMode="email" onChange={(next) => setValue(form, 'email', next)} />}
      </Field>
      <Field name="dob">
        {(field) => (
          <FormField field={field}>
            {({ value, ...state }) => (
              <DateField
                {...state}
                id="dob"
                label="Geboortedatum"
                isRequired
                autoComplete="bday"
                value={value ?? ''}
                onChange={(next) => setValue(form, 'dob', next)}
              />
            )}
          </FormField>
        )}
      </Field>
      <Field name="gender">
        {(field) => (
          <FormField field={field}>
            {({ value, ...state }) => (
              <RadioGroup
                {...state}
                id="gender"
                label="Geslacht"
                isRequired
                orientation="horizontal"
                value={value || null}
                onChange={(next) => setValue(form, 'gender', next)}
              >
                <Radio value="male">Man</Radio>
                <Radio value="female">Vrouw</Radio>
                <Radio value="other">Anders</Radio>
              </RadioGroup>
            )}
          </FormField>
        )}
      </Field>
      <Field name="preferredLanguage">
        {(field) => (
          <FormField field={field}>
            {({ value, ...state }) => (
              <Select
                {...state}
                id="preferredLanguage"
                label="Voorkeurstaal"
                isRequired
                value={value || null}
                onChange={(next) => setValue(form, 'preferredLanguage', String(next ?? ''))}
              >
                <SelectItem id="dutch">Nederlands</SelectItem>
                <SelectItem id="english">Engels</SelectItem>
                <SelectItem id="turkish">Turks</SelectItem>
                <SelectItem id="bulgarian">Bulgaars</SelectItem>
              </Select>
            )}
          </FormField>
        )}
      </Field>
      <Field name="message">
        {(field) => (
          <FormField field={field}>
            {({ value, ...state }) => (
              <TextArea
                {...state}
                id="message"
                label="Aanvullende informatie"
                description="Optioneel."
                value={value ?? ''}
                onChange={(next) => setValue(form, 'message', next)}
              />
            )}
          </FormField>
        )}
      </Field>
      <Field name="referralLetter" type="File">
        {(field) => (
          <FormField field={field}>
            {({ value, ...state }) => (
              <FilePicker
                {...state}
                id="referralLetter"
                label="Verwijsbrief"
                isRequired
                value={value ?? null}
                onChange={(next) => setValue(form, 'referralLetter', next ?? undefined)}
              />
            )}
          </FormField>
        )}
      </Field>
      <Field name="termsAccepted" type="boolean">
        {(field) => (
          <TermsField
            field={field}
            isRequired
            label={
              <>
                Ik ga akkoord met de <Link href="/algemene-voorwaarden">algemene voorwaarden</Link> en de{' '}
                <Link href="/privacy">privacyverklaring</Link>.
              </>
            }
            onChange={(next) => setValue(form, 'termsAccepted', next)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" isSoftDisabled={submitting}>
          {submitting ? 'Even geduld...' : 'Verstuur aanmelding'}
        </Button>
      </div>
    </Form>
  );
}

/** A field store as @modular-forms/react hands it over, made from plain signals for the Default story. */
const firstNameValue = signal('');
const firstNameError = signal('Voornaam is verplicht');
const firstNameField = { name: 'firstName', value: firstNameValue, error: firstNameError };

const meta = {
  title: 'Components/FormField',
  component: FormField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Binds a @modular-forms/react field to a ui field so it re-renders under React 19 when its value or error changes ' +
          '(reading `field.error.value` in render does not). The ui fields stay plain: value, onChange, errorMessage. ' +
          'The Registration example is the whole pattern: valibot schema, fields, ErrorSummary fed by a computed signal, progress toast. ' +
          'Do not use it outside a form library; give the ui fields plain props instead.',
      },
    },
  },
  args: {
    field: firstNameField,
    children: ({ value, ...state }) => (
      <TextField
        {...state}
        id="firstName"
        label="Voornaam"
        autoComplete="given-name"
        value={value ?? ''}
        onChange={(next) => {
          // What a form library does on change: store the value, revalidate.
          firstNameValue.value = next;
          firstNameError.value = next ? '' : 'Voornaam is verplicht';
        }}
      />
    ),
  },
  // The toast region's code is fetched with the first toast; fetched up front, a cold dev
  // server's transform cannot race the Registration example's play function.
  beforeEach: () => preloadToasts(),
} satisfies Meta<typeof FormField<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Voornaam' });
    await expect(input).toHaveAccessibleDescription('Fout: Voornaam is verplicht');
    await userEvent.tab();
    await userEvent.keyboard('Sanne');
    // The signals changed; the field re-rendered.
    await expect(input).toHaveValue('Sanne');
    await expect(input).toBeValid();
    await userEvent.clear(input);
    // The error follows the value by a render (FormField defers it).
    await waitFor(() => expect(input).toHaveAccessibleDescription('Fout: Voornaam is verplicht'));
  },
};

export const Registration: Story = {
  name: 'Registration example',
  render: () => (
    <ToastProvider>
      <RegistrationExample />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Submit the empty form from the keyboard.
    canvas.getByRole('button', { name: 'Verstuur aanmelding' }).focus();
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { name: 'Er is een probleem' });
    await waitFor(() => expect(heading.parentElement).toHaveFocus());
    const firstName = canvas.getByRole('textbox', { name: 'Voornaam' });
    // The field's own error follows the summary by a frame (FormField defers it past the paint).
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('Fout: Voornaam is verplicht'));
    // Follow the first link, type, and the error goes (revalidateOn: 'change').
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(firstName).toHaveFocus();
    await userEvent.keyboard('Sanne');
    await expect(firstName).toBeValid();
    await expect(within(heading.parentElement!).queryByRole('link', { name: 'Voornaam is verplicht' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
