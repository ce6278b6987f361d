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
          'A date people know by heart (a date of birth), typed as day, month and year in three labelled boxes, ' +
          'as GOV.UK and the NL Design System ask: phones show the number keypad and nothing needs a calendar. ' +
          'All three of the site’s languages write the day first. The value is an ISO string (YYYY-MM-DD) once all ' +
          'three are typed, a half date as typed (which a form’s schema refuses with a clear message) and ' +
          "'' when empty. Do not use it for a date near today that is easier to pick from a calendar, or for a time.",
      },
    },
  },
  args: { label: 'Geboortedatum', name: 'dob', autoComplete: 'bday', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const [day, month, year] = within(canvasElement).getAllByRole('textbox');
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.keyboard('27');
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await userEvent.keyboard('3');
    await userEvent.tab();
    await expect(year).toHaveFocus();
    await userEvent.keyboard('2007');
    await expect(args.onChange).toHaveBeenLastCalledWith('2007-03-27');
  },
};

export const WithHint: Story = {
  args: { description: 'Bijvoorbeeld 27 3 2007' },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('textbox')) {
      await expect(box).toHaveAccessibleDescription('Bijvoorbeeld 27 3 2007');
    }
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('textbox')) {
      await expect(box).toHaveAttribute('aria-required', 'true');
    }
  },
};

export const Invalid: Story = {
  args: { isRequired: true, description: 'Bijvoorbeeld 27 3 2007', errorMessage: 'Geboortedatum is verplicht' },
  play: async ({ canvasElement }) => {
    const [day] = within(canvasElement).getAllByRole('textbox');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription('Bijvoorbeeld 27 3 2007 Fout: Geboortedatum is verplicht');
  },
};

export const WithValue: Story = {
  args: { value: '1985-07-04' },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('textbox');
    await expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['04', '07', '1985']);
  },
};

/** Controlled by a string, as a form holds it; shown under the field. */
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
    const [day, month, year] = canvas.getAllByRole('textbox');
    await userEvent.type(day!, '1');
    await userEvent.type(month!, '2');
    await userEvent.type(year!, '2003');
    await expect(canvas.getByTestId('iso')).toHaveTextContent('2003-02-01');
    // Clearing the year leaves a half date, which the form's schema calls not valid.
    await userEvent.clear(year!);
    await expect(canvas.getByTestId('iso')).toHaveTextContent('-02-01');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Date of birth' },
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('textbox');
    await expect(first).toHaveAccessibleName('Day');
  },
};
