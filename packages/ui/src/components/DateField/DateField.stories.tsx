import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A date typed as day, month and year, for the date of birth. The segment order follows the language ' +
          '(switch the toolbar: nl dd-mm-jjjj, en dd/mm/yyyy, tr gg.aa.yyyy); the value is an ISO string (YYYY-MM-DD) for the form. ' +
          'Do not use it for a date near today that is easier to pick from a calendar, or for a time.',
      },
    },
  },
  args: { label: 'Geboortedatum', autoComplete: 'bday', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const [day, month, year] = within(canvasElement).getAllByRole('spinbutton');
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.keyboard('27');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('03');
    await expect(year).toHaveFocus();
    await userEvent.keyboard('2007');
    await expect(args.onChange).toHaveBeenLastCalledWith('2007-03-27');
    // Arrow keys step a segment too.
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2008-03-27');
  },
};

export const WithHint: Story = {
  args: { description: 'Bijvoorbeeld 27-03-2007' },
  play: async ({ canvasElement }) => {
    const [day] = within(canvasElement).getAllByRole('spinbutton');
    await expect(day).toHaveAccessibleDescription('Bijvoorbeeld 27-03-2007');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-required', 'true');
    }
  },
};

export const Invalid: Story = {
  args: { isRequired: true, description: 'Bijvoorbeeld 27-03-2007', errorMessage: 'Geboortedatum is verplicht' },
  play: async ({ canvasElement }) => {
    const [day] = within(canvasElement).getAllByRole('spinbutton');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription('Bijvoorbeeld 27-03-2007 Fout: Geboortedatum is verplicht');
  },
};

export const WithValue: Story = {
  args: { value: '1985-07-04' },
  play: async ({ canvasElement }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await expect(segments.map((segment) => segment.textContent)).toEqual(['04', '07', '1985']);
  },
};

/** Controlled by an ISO string, as a form holds it; shown under the field. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState('');
    return (
      <div>
        <DateField {...args} value={value} onChange={setValue} />
        <output data-testid="iso">{value || '(leeg)'}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('01022003');
    await expect(canvas.getByTestId('iso')).toHaveTextContent('2003-02-01');
    // Clearing the year empties the value again (the form then says the date is missing).
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(canvas.getByTestId('iso')).toHaveTextContent('(leeg)');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Date of birth' },
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('spinbutton');
    await expect(first).toHaveAccessibleName(/^day/);
  },
};
