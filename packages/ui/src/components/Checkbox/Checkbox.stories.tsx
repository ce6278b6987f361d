import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { Checkbox } from './Checkbox.tsx';

const consent = (
  <>
    Ik ga akkoord met de <Link href="/algemene-voorwaarden">algemene voorwaarden</Link> en de{' '}
    <Link href="/privacy">privacyverklaring</Link>.
  </>
);

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A single checkbox, such as the consent to the terms at the end of the registration form. Its label may hold links; ' +
          'following one does not tick the box. Do not use it for one choice out of several (RadioGroup) or for a setting ' +
          'that takes effect at once (a switch).',
      },
    },
  },
  args: { label: consent, onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', {
      name: 'Ik ga akkoord met de algemene voorwaarden en de privacyverklaring.',
    });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The links in the label come next in the tab order and do not change the box.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'algemene voorwaarden' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'privacyverklaring' })).toHaveFocus();
    await expect(box).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { description: 'Lees ze rustig door; u kunt ze ook later nog opvragen.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Lees ze rustig door; u kunt ze ook later nog opvragen.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'U moet akkoord gaan met de voorwaarden' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Fout: U moet akkoord gaan met de voorwaarden');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};
