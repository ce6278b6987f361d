import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
          "One choice out of a list (a team, preferred language, insurer) in the platform's own select: phones open " +
          'their own picker; type-ahead and scrolling are the browser’s. ' +
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
    const select = within(canvasElement).getByRole('combobox', { name: 'Voorkeurstaal' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveDisplayValue('Maak een keuze');
    await userEvent.selectOptions(select, 'Turks');
    await expect(args.onChange).toHaveBeenLastCalledWith('turkish');
    await expect(select).toHaveDisplayValue('Turks');
  },
};

export const WithHint: Story = {
  args: { description: 'In welke taal wilt u behandeld worden?' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleDescription(
      'In welke taal wilt u behandeld worden?',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Voorkeurstaal' })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, description: 'In welke taal wilt u behandeld worden?', errorMessage: 'Voorkeurstaal is verplicht' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('In welke taal wilt u behandeld worden? Fout: Voorkeurstaal is verplicht');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'english' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveDisplayValue('Engels');
  },
};

/** A long list on a phone: the select opens the phone's own picker. */
export const LongListMobile: Story = {
  args: { label: 'Zorgverzekeraar', items: insurers, defaultValue: 'zilveren-kruis' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Zorgverzekeraar' });
    await expect(select).toHaveDisplayValue('Zilveren Kruis');
    await expect(within(select).getAllByRole('option')).toHaveLength(insurers.length);
  },
};
