import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Free-text search that filters what is already on the page: the team directory, the FAQ. It has a visible ' +
          'label (or an aria-label where a heading names it), Escape and the clear button empty it. `isDesktopFixed` ' +
          'makes it 300 px wide from 768 px (the team search) and full width below. ' +
          'Do not use it for form fields that are not searches (use a text field).',
      },
    },
  },
  args: {
    label: 'Zoek een medewerker',
    description: 'Zoek op naam of functie',
    onChange: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Zoek een medewerker' });
    await expect(input).toHaveAccessibleDescription('Zoek op naam of functie');
    // Nothing to clear yet: no clear button, for eyes or for assistive technology.
    await expect(canvas.queryByRole('button', { name: 'Zoekopdracht wissen' })).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('psycholoog');
    await expect(args.onChange).toHaveBeenLastCalledWith('psycholoog');
    await expect(canvas.getByRole('button', { name: 'Zoekopdracht wissen' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'Amira' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoekopdracht wissen' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // Focus stays in the field, ready for a new search.
    await expect(input).toHaveFocus();
  },
};

export const DesktopFixed: Story = {
  args: { isDesktopFixed: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await expect(Math.round(input.getBoundingClientRect().width)).toBe(300);
  },
};

export const Mobile: Story = {
  args: { isDesktopFixed: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    // Full width of the (padded) canvas below 768 px.
    await expect(input.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

export const LabelledByHeading: Story = {
  args: {
    label: undefined,
    description: undefined,
    'aria-label': 'Zoek in de veelgestelde vragen',
    placeholder: 'Bijvoorbeeld: verwijsbrief',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Zoek in de veelgestelde vragen' })).toBeVisible();
  },
};
