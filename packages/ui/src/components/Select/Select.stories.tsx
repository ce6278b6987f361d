import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select.tsx';

const languages = [
  { id: 'dutch', name: 'Nederlands' },
  { id: 'english', name: 'Engels' },
  { id: 'turkish', name: 'Turks' },
  { id: 'bulgarian', name: 'Bulgaars' },
  { id: 'farsi', name: 'Farsi' },
];

const insurers = [
  'a.s.r.',
  'CZ',
  'DSW',
  'Eno',
  'Menzis',
  'ONVZ',
  'Salland',
  'VGZ',
  'Zilveren Kruis',
  'Zorg en Zekerheid',
  'De Friesland',
  'Stad Holland',
].map((name) => ({ id: name.toLowerCase().replace(/[^a-z]+/g, '-'), name }));

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One choice out of a longer list (preferred language, insurer) in a button that opens a list. ' +
          'Type-ahead (buffer cleared 1 s after the last key) and scrolling come from React Aria. ' +
          'Do not use it for two to five options that fit on screen (RadioGroup shows them without a click), ' +
          'for navigation (a menu or links), or when the visitor may need to type a free answer (TextField).',
      },
    },
  },
  args: {
    label: 'Voorkeurstaal',
    onChange: fn(),
    items: languages,
    children: (item: { id: string; name: string }) => <SelectItem id={item.id}>{item.name}</SelectItem>,
  },
} satisfies Meta<typeof Select<{ id: string; name: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Voorkeurstaal/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Nederlands' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('turkish');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveTextContent('Turks');
    // Escape closes without choosing.
    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const TypeAhead: Story = {
  args: { label: 'Zorgverzekeraar', items: insurers },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('zil');
    await expect(args.onChange).toHaveBeenLastCalledWith('zilveren-kruis');
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('Zilveren Kruis');
  },
};

export const WithHint: Story = {
  args: { description: 'In welke taal wilt u behandeld worden?' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription('In welke taal wilt u behandeld worden?');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Maak een keuze Voorkeurstaal (verplicht)');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, description: 'In welke taal wilt u behandeld worden?', errorMessage: 'Voorkeurstaal is verplicht' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(
      'In welke taal wilt u behandeld worden? Fout: Voorkeurstaal is verplicht',
    );
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'english' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('Engels');
  },
};

/** A long list opens as a scrolling list box, here on a phone. */
export const LongListMobile: Story = {
  args: { label: 'Zorgverzekeraar', items: insurers },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('{End}');
    await expect(within(listbox).getByRole('option', { name: 'Stad Holland' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};
