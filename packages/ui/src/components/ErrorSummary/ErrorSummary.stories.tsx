import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary.tsx';

const threeErrors: ErrorSummaryItem[] = [
  { id: 'firstName', message: 'Voornaam is verplicht' },
  { id: 'dob', message: 'Geboortedatum is verplicht' },
  { id: 'location', message: 'Kies een locatie' },
];

function Fields({ errors }: { errors: ReadonlyArray<ErrorSummaryItem> }) {
  const error = (id: string) => errors.find((item) => item.id === id)?.message;
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <TextField
        id="firstName"
        name="firstName"
        label="Voornaam"
        autoComplete="given-name"
        isRequired
        errorMessage={error('firstName')}
      />
      <DateField id="dob" label="Geboortedatum" autoComplete="bday" isRequired errorMessage={error('dob')} />
      <RadioGroup id="location" label="Locatie" isRequired errorMessage={error('location')}>
        <Radio value="amsterdam">Amsterdam</Radio>
        <Radio value="zaandam">Zaandam</Radio>
      </RadioGroup>
    </div>
  );
}

const meta = {
  title: 'Components/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A box at the top of a form that lists every problem after a failed submit, each a link to its field. ' +
          'It takes focus when it appears; following a link focuses the field. Show it together with the error under each field. ' +
          'Do not use it for a problem that is not about a field (a failed upload or network error: use a toast or a notice).',
      },
    },
  },
  args: { errors: threeErrors },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <ErrorSummary {...args} />
      <Fields errors={args.errors} />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Er is een probleem' });
    await waitFor(() => expect(heading.parentElement).toHaveFocus());
    // Keyboard: Tab to a link, Enter moves focus to its field.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Voornaam is verplicht' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Voornaam' })).toHaveFocus();
    canvas.getByRole('link', { name: 'Geboortedatum is verplicht' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Dag' })).toHaveFocus();
    canvas.getByRole('link', { name: 'Kies een locatie' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Amsterdam' })).toHaveFocus();
    // The page address does not change.
    await expect(window.location.hash).not.toBe('#location');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    errors: [
      { id: 'firstName', message: 'First name is required' },
      { id: 'dob', message: 'Date of birth is required' },
      { id: 'location', message: 'Select a location' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'Controleer de gemarkeerde velden. Wat u al invulde, blijft staan.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Wat u al invulde/)).toBeVisible();
  },
};

/** Empty at first; a failed submit shows it and moves focus to it, a second failed submit too. */
export const AppearsOnSubmit: Story = {
  render: function AppearsOnSubmit() {
    const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
    const [submitCount, setSubmitCount] = useState(0);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      setSubmitCount((count) => count + 1);
      setErrors(threeErrors);
    };
    return (
      <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 32 }}>
        <ErrorSummary errors={errors} submitCount={submitCount} />
        <Fields errors={errors} />
        <div>
          <Button type="submit">Verstuur aanmelding</Button>
        </div>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Er is een probleem' })).not.toBeInTheDocument();
    const submit = canvas.getByRole('button', { name: 'Verstuur aanmelding' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { name: 'Er is een probleem' });
    await waitFor(() => expect(heading.parentElement).toHaveFocus());
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(heading.parentElement).toHaveFocus());
  },
};
