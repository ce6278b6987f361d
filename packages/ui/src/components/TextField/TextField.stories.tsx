import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A one-line text field for the registration forms: label, hint, error, input, in that order. ' +
          'Give every personal field `autoComplete` (given-name, family-name, email, tel, postal-code…) and the matching `type` and `inputMode`. ' +
          'Do not use it for more than one line (TextArea), for a date (DateField) or for a choice from a fixed list (RadioGroup or Select).',
      },
    },
  },
  args: { label: 'Voornaam', autoComplete: 'given-name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Voornaam' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Sanne');
    await expect(input).toHaveValue('Sanne');
    await expect(args.onChange).toHaveBeenLastCalledWith('Sanne');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Telefoonnummer',
    description: 'We bellen u voor de screening. Minstens 8 cijfers.',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Telefoonnummer' });
    await expect(input).toHaveAccessibleDescription('We bellen u voor de screening. Minstens 8 cijfers.');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
  },
};

export const Required: Story = {
  args: { label: 'Achternaam', autoComplete: 'family-name', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Achternaam' });
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    label: 'E-mailadres',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    isRequired: true,
    description: 'Hier sturen we de bevestiging naartoe.',
    errorMessage: 'Ongeldig e-mailadres',
    defaultValue: 'sanne@',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mailadres' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Hier sturen we de bevestiging naartoe. Fout: Ongeldig e-mailadres');
    // What the visitor typed stays.
    await expect(input).toHaveValue('sanne@');
  },
};

/** The error disappears as soon as the value is fixed, as with `revalidateOn: 'change'`. */
export const FixingAnError: Story = {
  args: { label: 'Huisnummer', autoComplete: 'off', isRequired: true },
  render: function FixingAnError(args) {
    const [value, setValue] = useState('');
    return <TextField {...args} value={value} onChange={setValue} errorMessage={value ? undefined : 'Huisnummer is verplicht'} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Huisnummer' });
    await expect(canvas.getByText('Huisnummer is verplicht')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('12');
    await expect(input).toBeValid();
    await expect(canvas.queryByText('Huisnummer is verplicht')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { label: 'Postcode', autoComplete: 'postal-code', isDisabled: true, defaultValue: '1012 AB' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Postcode' })).not.toHaveFocus();
  },
};
