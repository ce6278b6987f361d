import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Free text over several lines, 4 rows by default (the registration message field). The visitor can make it taller. ' +
          'Do not use it for a short answer that fits one line (TextField).',
      },
    },
  },
  args: { label: 'Aanvullende informatie', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Aanvullende informatie' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Ik heb liever een afspraak in de ochtend.{Enter}Dank u.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ik heb liever een afspraak in de ochtend.\nDank u.');
  },
};

export const WithHint: Story = {
  args: { description: 'Optioneel. Bijvoorbeeld wanneer u het best bereikbaar bent.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'Optioneel. Bijvoorbeeld wanneer u het best bereikbaar bent.',
    );
  },
};

export const Required: Story = {
  args: { label: 'Reden van aanmelding', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Reden van aanmelding' })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Reden van aanmelding',
    isRequired: true,
    description: 'Een paar zinnen is genoeg.',
    errorMessage: 'Vul de reden van aanmelding in',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Reden van aanmelding' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Een paar zinnen is genoeg. Fout: Vul de reden van aanmelding in');
  },
};
