import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilePicker } from './FilePicker.tsx';

const fileOf = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

const meta = {
  title: 'Components/FilePicker',
  component: FilePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Choose one file with a real button: the referral letter (PDF, Word or an image, up to 10 MB by default). ' +
          'Shows the chosen file with its size and a remove button, and says in the visitor language why a file cannot be sent. ' +
          'Controlled: the form keeps the file, so it stays after a failed submit. ' +
          'Do not use it for several files at once, or where a typed answer would do.',
      },
    },
  },
  args: {
    label: 'Verwijsbrief',
    description: 'De verwijsbrief van uw huisarts.',
    value: null,
    onChange: fn(),
  },
  render: function ControlledPicker(args) {
    const [file, setFile] = useState<File | null>(args.value);
    return (
      <FilePicker
        {...args}
        value={file}
        onChange={(next) => {
          setFile(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getByRole('button', { name: 'Verwijsbrief Kies een bestand' });
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    // The file dialog cannot be driven from a test: hand the hidden input a file, as the dialog would.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, fileOf('verwijsbrief.pdf', 245_760, 'application/pdf'));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'verwijsbrief.pdf' }));
    await expect(canvas.getByText('verwijsbrief.pdf (240 kB)')).toBeVisible();
    // Tab on to the remove button; Enter removes the file and puts focus back on the choose button.
    choose.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Verwijder verwijsbrief.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Verwijsbrief Kies een bestand' })).toHaveFocus();
    await expect(canvas.getByText('Geen bestand gekozen')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Verwijsbrief (verplicht) Kies een bestand' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Verwijsbrief is verplicht' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Kies een bestand/ })).toHaveAccessibleDescription(
      /Fout: Verwijsbrief is verplicht/,
    );
  },
};

export const WithChosenFile: Story = {
  args: { isRequired: true, value: fileOf('verwijsbrief-huisarts.pdf', 1_572_864, 'application/pdf') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('verwijsbrief-huisarts.pdf (1,5 MB)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Kies een ander bestand/ })).toBeVisible();
  },
};

export const WrongType: Story = {
  args: { isRequired: true, value: fileOf('verwijsbrief.heic', 800_000, 'image/heic') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Het gekozen bestand moet een PDF, JPG, JPEG, PNG, DOC of DOCX zijn'),
    ).toBeVisible();
  },
};

export const EmptyFile: Story = {
  args: { isRequired: true, value: fileOf('verwijsbrief.pdf', 0, 'application/pdf') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Het gekozen bestand is leeg')).toBeVisible();
  },
};

export const TooLarge: Story = {
  args: { isRequired: true, value: fileOf('scan-verwijsbrief.pdf', 14_680_064, 'application/pdf') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Het gekozen bestand is te groot (maximaal 10 MB)')).toBeVisible();
    await expect(canvas.getByText('scan-verwijsbrief.pdf (14 MB)')).toBeVisible();
  },
};

export const TooLargeTurkish: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Sevk yazısı', description: undefined, value: fileOf('sevk.pdf', 14_680_064, 'application/pdf') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Seçilen dosya çok büyük (en fazla 10 MB)')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    isRequired: true,
    value: fileOf('een-heel-lange-bestandsnaam-van-de-verwijsbrief-huisarts-2026.pdf', 300_000, 'application/pdf'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Verwijder een-heel-lange/ })).toBeVisible();
  },
};
